/**
 * The onboarding phone call: a voice agent (Vapi, docs/decisions/025) rings the member, asks the
 * onboarding questions, and posts an end-of-call report to our webhook with the transcript and
 * the structured answers. Here: the provider's interface, its real HTTP implementation (base URL
 * and keys from settings), and the webhook's signature check. The emulator in
 * test/emulators/phone speaks the same API.
 */
import { z } from "zod";

export interface PhoneAgent {
  /** Rings `phone` (E.164); `callId` comes back in the webhook's metadata. */
  placeCall(input: { phone: string; callId: string }): Promise<{ providerCallId: string }>;
  /** Hangs up a call still ringing or going on; a call that has already ended is left as it is. */
  endCall(providerCallId: string): Promise<void>;
}

export class PhoneAgentError extends Error {}

export type VapiConfig = { apiBase: string; apiKey: string; assistantId: string; phoneNumberId: string; timeoutMs?: number };

/** Vapi: POST /call with the saved assistant and our outbound number. */
export function vapi(config: VapiConfig): PhoneAgent {
  return {
    async placeCall({ phone, callId }) {
      let res: Response;
      try {
        res = await fetch(new URL("/call", config.apiBase), {
          method: "POST",
          headers: { authorization: `Bearer ${config.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({ assistantId: config.assistantId, phoneNumberId: config.phoneNumberId, customer: { number: phone }, metadata: { callId } }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new PhoneAgentError(`the call could not be placed: ${(error as Error).message}`);
      }
      const body = (await res.json().catch(() => null)) as { id?: unknown } | null;
      if (!res.ok || typeof body?.id !== "string") throw new PhoneAgentError(`the call could not be placed: HTTP ${res.status}`);
      return { providerCallId: body.id };
    },

    /**
     * Vapi ends a live call through the call's own control URL (GET /call/{id} gives it as
     * monitor.controlUrl; the assistant needs monitorPlan.controlEnabled), with {type: "end-call"}:
     * https://docs.vapi.ai/calls/call-features. DELETE /call/{id} deletes the call's data instead.
     */
    async endCall(providerCallId) {
      const fail = (why: string) => new PhoneAgentError(`the call could not be ended: ${why}`);
      const timeout = () => AbortSignal.timeout(config.timeoutMs ?? 10_000);
      let call: { status?: unknown; monitor?: { controlUrl?: unknown } } | null;
      try {
        const res = await fetch(new URL(`/call/${encodeURIComponent(providerCallId)}`, config.apiBase), {
          headers: { authorization: `Bearer ${config.apiKey}` },
          signal: timeout(),
        });
        if (!res.ok) throw fail(`HTTP ${res.status}`);
        call = (await res.json().catch(() => null)) as typeof call;
      } catch (error) {
        throw error instanceof PhoneAgentError ? error : fail((error as Error).message);
      }
      if (call?.status === "ended") return;
      const controlUrl = call?.monitor?.controlUrl;
      if (typeof controlUrl !== "string") throw fail("the call has no control URL");
      let res: Response;
      try {
        res = await fetch(controlUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ type: "end-call" }),
          signal: timeout(),
        });
      } catch (error) {
        throw fail((error as Error).message);
      }
      if (!res.ok) throw fail(`HTTP ${res.status}`);
    },
  };
}

/**
 * The agent asks the questionnaire's two required questions, then for post material, one kind a
 * question (app/spec/material.ts): its structured data has these names. A field it could not fill
 * is missing or empty; the transcript is read for the material too (worker/onboarding/transcript.ts).
 */
export const callAnswersSchema = z
  .object({
    targetAudience: z.string().max(1000).optional(),
    mainGoals: z.string().max(1000).optional(),
    websiteUrl: z.string().max(300).optional(),
    specificPromotions: z.string().max(1000).optional(),
    story: z.string().max(4000).optional(),
    lesson: z.string().max(4000).optional(),
    opinion: z.string().max(4000).optional(),
    result: z.string().max(4000).optional(),
    clientQuestion: z.string().max(4000).optional(),
  })
  .partial();

/** The one event we act on: the end-of-call report (Vapi's server message). */
export const endOfCallSchema = z.object({
  message: z.object({
    type: z.literal("end-of-call-report"),
    endedReason: z.string().max(200).optional(),
    call: z.object({
      id: z.string().min(1).max(200),
      metadata: z
        .object({ callId: z.string().max(100) })
        .partial()
        .optional(),
    }),
    artifact: z
      .object({ transcript: z.string().max(50_000).optional() })
      .partial()
      .optional(),
    analysis: z.object({ structuredData: callAnswersSchema.optional() }).partial().optional(),
  }),
});
export type EndOfCall = z.infer<typeof endOfCallSchema>["message"];

/** Reasons a call ended without a conversation worth writing from. */
export const UNANSWERED = /did-not-answer|busy|voicemail|no-answer|failed|error/i;

export const SIGNATURE_HEADER = "x-vapi-signature";
export const TIMESTAMP_HEADER = "x-vapi-timestamp";
/** A webhook older (or newer) than this is a replay, not a delivery. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** HMAC-SHA256 over "{timestamp}.{raw body}", hex: what our Vapi HMAC credential is set to send. */
export async function signWebhook(secret: string, timestamp: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${body}`)));
}

/** Constant time for equal lengths: a wrong signature takes as long as a nearly right one. */
function sameText(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function verifyWebhook(secret: string, headers: Headers, body: string, now = Date.now()): Promise<"ok" | "unsigned" | "stale" | "forged"> {
  const signature = headers.get(SIGNATURE_HEADER);
  const timestamp = headers.get(TIMESTAMP_HEADER);
  if (!secret || !signature || !timestamp || !/^\d{9,11}$/.test(timestamp)) return "unsigned";
  if (Math.abs(now / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return "stale";
  return sameText(signature.toLowerCase(), await signWebhook(secret, timestamp, body)) ? "ok" : "forged";
}
