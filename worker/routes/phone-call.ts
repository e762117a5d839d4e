/**
 * The onboarding phone call: POST /api/onboarding-agent rings the member (data.id is our call
 * id), GET /api/job-from-call/{id} says which calendar job it led to (null while the call goes
 * on), and the voice agent's signed webhook ends the call: the answers become the team's profile
 * and the calendar job starts. The number is kept only until the call ends.
 */
import { Hono } from "hono";
import { toE164 } from "../../app/spec/phone";
import { COUNTRY_OF_CODE, phoneCallSchema } from "../../app/spec/schemas";
import { TEXT } from "../../app/spec/texts";
import { readConfig } from "../config";
import { cancelCall, endCall, failCall, findTeamCall, insertCall, setCallJob, setProviderCall } from "../db/calls";
import { saveProfile } from "../db/onboarding";
import { findUser } from "../db/users";
import { callableNumber, spendPhoneCall } from "../http/budgets";
import { ApiError, badRequest, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { materialFromCall } from "../onboarding/material";
import { phoneAgentFor } from "../providers";
import { endOfCallSchema, UNANSWERED, verifyWebhook } from "../providers/phone-agent";
import { startCalendarJob } from "./onboarding";

export const CALL_ENDED_UNANSWERED = "The call ended before we could talk. Call again, or answer the questionnaire instead.";
export const CALL_ALREADY_ENDED = "This call has already ended.";

/**
 * POST /api/onboarding-agent {country, phone} (or, from before issue 21, {countryCode, phone}):
 * rings the number in E.164; a number that is not one for that country, not a mobile or landline
 * of PHONE_CALL_COUNTRIES, or past a daily budget (429, Retry-After) rings nobody.
 * POST /api/onboarding-agent/{id}/cancel: the member hangs up from the screen; the call is ended at
 * the voice agent too, and the report it then sends starts nothing. Mounted at /api/onboarding-agent.
 */
export const onboardingAgentRoutes = new Hono<AppEnv>()
  .post("/", jsonBody(phoneCallSchema), async (c) => {
    const { teamId, userId } = c.var.caller;
    const { country, countryCode, phone, timeZone } = c.req.valid("json");
    const checked = toE164(country ?? COUNTRY_OF_CODE[countryCode], phone);
    if (!checked.ok) throw badRequest(checked.error);
    const number = checked.e164;
    // Only a mobile or landline in an allowed country, and within the member's, the number's and
    // the address's daily budgets (worker/http/budgets.ts): nothing is rung otherwise.
    const callable = callableNumber(number, readConfig(c.env));
    if (!callable.ok) throw badRequest(callable.reason);
    await spendPhoneCall(c, number);
    const id = `call-${crypto.randomUUID()}`;
    await insertCall(c.var.db, { id, teamId, userId, phone: number, timeZone: timeZone ?? "UTC" });
    try {
      const { providerCallId } = await phoneAgentFor(c.env).placeCall({ phone: number, callId: id });
      await setProviderCall(c.var.db, id, providerCallId);
    } catch (error) {
      c.var.log.warn("phone call not placed", { error: (error as Error).message });
      await failCall(c.var.db, id);
      throw new ApiError(502, TEXT.errors.phoneSubmit);
    }
    return c.json({ data: { id } }, 201);
  })
  .post("/:id/cancel", async (c) => {
    const { teamId } = c.var.caller;
    const id = c.req.param("id");
    if (!(await findTeamCall(c.var.db, teamId, id))) throw notFound("Call not found");
    // Ended here first: the end-of-call report the voice agent sends next finds nothing to settle.
    const call = await cancelCall(c.var.db, teamId, id);
    if (!call) throw new ApiError(409, CALL_ALREADY_ENDED);
    let hungUp = true;
    if (call.providerCallId) {
      try {
        await phoneAgentFor(c.env).endCall(call.providerCallId);
      } catch (error) {
        // The call is over for us either way; the member is told the phone may still ring.
        c.var.log.warn("phone call not ended at the voice agent", { error: (error as Error).message });
        hungUp = false;
      }
    }
    return c.json({ data: { cancelled: true, hungUp } });
  });

/** GET /api/job-from-call/{id}: {data: {id}} once the call led to a calendar job, {data: null} until then. Mounted at /api/job-from-call. */
export const jobFromCallRoutes = new Hono<AppEnv>().get("/:id", async (c) => {
  const call = await findTeamCall(c.var.db, c.var.caller.teamId, c.req.param("id"));
  if (!call) throw notFound("Call not found");
  if (call.jobId) return c.json({ data: { id: call.jobId } });
  if (call.status === "failed") throw new ApiError(410, CALL_ENDED_UNANSWERED);
  return c.json({ data: null });
});

/** POST /public/api/phone-agent/webhook: the voice agent's end-of-call report, signed. Mounted at /public/api/phone-agent/webhook. */
export const phoneWebhookRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const body = await c.req.text();
  const verdict = await verifyWebhook(readConfig(c.env).PHONE_AGENT_WEBHOOK_SECRET, c.req.raw.headers, body);
  if (verdict !== "ok") {
    c.var.log.warn("phone webhook refused", { verdict });
    throw new ApiError(401, "This webhook is not signed by the phone agent.");
  }
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    throw new ApiError(400, "Request body must be JSON");
  }
  // Other server messages (status updates, transcripts) are acknowledged and ignored.
  const parsed = endOfCallSchema.safeParse(event);
  if (!parsed.success) return c.json({ data: { ignored: true } });
  const report = parsed.data.message;
  const answers = report.analysis?.structuredData ?? {};
  const talked = !UNANSWERED.test(report.endedReason ?? "") && Object.values(answers).some((v) => v?.trim());
  const call = await endCall(c.var.db, report.call.id, { status: talked ? "completed" : "failed", transcript: report.artifact?.transcript ?? null });
  // Unknown, or already ended: a replay changes nothing and starts no second calendar.
  if (!call) throw new ApiError(409, "This call has already ended.");
  if (!talked || !call.userId) return c.json({ data: { ended: true } });
  const user = await findUser(c.var.db, call.userId);
  const profileType = user?.profileType ?? "individual";
  await saveProfile(c.var.db, call.teamId, call.userId, {
    targetAudience: answers.targetAudience?.trim() || undefined,
    mainGoals: answers.mainGoals?.trim() || undefined,
    websiteUrl: answers.websiteUrl?.trim() || undefined,
    specificPromotions: answers.specificPromotions?.trim() || undefined,
    // The agent's structured answers are material; the transcript is read for what they missed.
    material: JSON.stringify(materialFromCall(answers, profileType)),
    transcript: call.transcript,
    profileType,
    source: "phone",
  });
  // A calendar already being written is the one this call leads to: never two at once.
  const jobId = await startCalendarJob(c.env, { teamId: call.teamId, userId: call.userId, timeZone: call.timeZone }, "join");
  await setCallJob(c.var.db, call.id, jobId);
  return c.json({ data: { ended: true, jobId } });
});
