/** The onboarding phone call: placing it, the signed webhook that ends it, and the calendar it leads to. */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it } from "vitest";
import { signWebhook } from "../../worker/providers/phone-agent";
import { CALL_ALREADY_ENDED, CALL_ENDED_UNANSWERED } from "../../worker/routes/phone-call";
import { api, client, count, signIn, waitFor } from "./helpers";

const phoneUrl = () => inject("phoneUrl");
const SECRET = "test-phone-webhook-secret";
type EmulatedCall = {
  id: string;
  status: string;
  endedReason?: string;
  customer: { number: string };
  metadata: { callId?: string };
  assistantId: string;
  webhook?: { body: string };
};
const emulatedCalls = async () => ((await (await fetch(`${phoneUrl()}/__emulator/calls`)).json()) as { calls: EmulatedCall[] }).calls;
const emulatorMode = (mode: Record<string, unknown>) => fetch(`${phoneUrl()}/__emulator/mode`, { method: "POST", body: JSON.stringify(mode) });
afterEach(() => fetch(`${phoneUrl()}/__emulator/reset`, { method: "POST" }));

const ANSWERS = {
  targetAudience: "clinic managers in the north of England",
  mainGoals: "fill 20 new patient slots a week",
  specificPromotions: "free check-ups in March",
};

async function placeCall(token: string, phone = "7700 900123", country = "GB") {
  const res = await client(token).api["onboarding-agent"].$post({ json: { country, phone, timeZone: "Europe/London" } });
  expect(res.status).toBe(201);
  const callId = (await res.json()).data.id;
  const provider = (await emulatedCalls()).find((c) => c.metadata.callId === callId)!;
  return { callId, provider };
}

const cancel = (token: string, id: string) => client(token).api["onboarding-agent"][":id"].cancel.$post({ param: { id } });

function endOfCall(providerCallId: string, answers: Record<string, string> = ANSWERS, endedReason = "customer-ended-call") {
  return JSON.stringify({
    message: {
      type: "end-of-call-report",
      endedReason,
      call: { id: providerCallId },
      artifact: { transcript: "AI: Who do you want to reach?\nUser: clinic managers" },
      analysis: { structuredData: answers },
    },
  });
}

async function deliver(body: string, { secret = SECRET, at = Date.now() } = {}) {
  const timestamp = String(Math.floor(at / 1000));
  return api("/public/api/phone-agent/webhook", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", "x-vapi-timestamp": timestamp, "x-vapi-signature": await signWebhook(secret, timestamp, body) },
  });
}

const jobFromCall = (token: string, id: string) => client(token).api["job-from-call"][":id"].$get({ param: { id } });
const callRow = (id: string) => env.DB.prepare("SELECT * FROM calls WHERE id = ?").bind(id).first<Record<string, string | number | null>>();

describe("placing the call", () => {
  it("keeps digits only, drops the trunk 0 and rings the number in E.164 through the voice agent, pending until the call ends", async () => {
    const token = await signIn();
    const { callId, provider } = await placeCall(token, "07700-900 123", "GB");
    expect(provider).toMatchObject({ customer: { number: "+447700900123" }, assistantId: "onboarding-assistant" });
    expect(await callRow(callId)).toMatchObject({ phone: "+447700900123", status: "in-progress", provider_call_id: provider.id, time_zone: "Europe/London" });
    expect(await (await jobFromCall(token, callId)).json()).toEqual({ data: null });
  });

  it("still takes the old calling code (+44) in place of a country, and reads it the same way", async () => {
    const token = await signIn();
    const res = await client(token).api["onboarding-agent"].$post({ json: { countryCode: "+44", phone: "07700 900123" } });
    expect(res.status).toBe(201);
    expect((await emulatedCalls()).map((c) => c.customer.number)).toEqual(["+447700900123"]);
  });

  it("refuses an empty, impossible or hostile number in plain words under the field, and rings nobody", async () => {
    const token = await signIn();
    const refused = async (body: Record<string, unknown>) => {
      const res = await api("/api/onboarding-agent", { method: "POST", token, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      return ((await res.json()) as { msg: string }).msg;
    };
    expect(await refused({ countryCode: "+91", phone: " - " })).toBe("Please enter your phone number");
    expect(await refused({ country: "GB", phone: "077009" })).toBe("That number is too short for United Kingdom.");
    expect(await refused({ country: "GB", phone: "0770090" })).toBe("That number is too short for United Kingdom.");
    expect(await refused({ country: "GB", phone: "0033 6 12 34 56 78" })).toMatch(/^That is a \+33 number, not one for United Kingdom/);
    expect(await refused({ country: "XX", phone: "7700900123" })).toBe("Pick a country from the list.");
    expect(await refused({ country: "<script>", phone: "7700900123" })).toBe("Pick a country from the list.");
    expect(await refused({ countryCode: "+999", phone: "5550100" })).toBe("Pick a country code from the list.");
    expect(await refused({ country: "GB", phone: "7".repeat(5000) })).toBe("Enter the number without the country code, 6 to 14 digits.");
    expect(await count("calls")).toBe(0);
    expect(await emulatedCalls()).toEqual([]);
  });

  it("a voice agent that cannot place it: the spec's message, and the number is not kept", async () => {
    const token = await signIn();
    await emulatorMode({ fail: true });
    const res = await client(token).api["onboarding-agent"].$post({ json: { country: "US", phone: "5550102345" } });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ msg: "Failed to submit. Please try again later." });
    const row = await env.DB.prepare("SELECT status, phone FROM calls").first();
    expect(row).toEqual({ status: "failed", phone: null });
  });
});

describe("the end-of-call webhook", () => {
  it("a signed report saves the answers, forgets the number, and starts the calendar the screen then follows", async () => {
    const token = await signIn();
    const { callId, provider } = await placeCall(token);
    const res = await deliver(endOfCall(provider.id));
    expect(res.status).toBe(200);
    const jobId = ((await res.json()) as { data: { jobId: string } }).data.jobId;
    expect(await (await jobFromCall(token, callId)).json()).toEqual({ data: { id: jobId } });
    expect(await callRow(callId)).toMatchObject({ phone: null, status: "completed", job_id: jobId });
    const profile = await env.DB.prepare("SELECT source, target_audience, main_goals, transcript FROM onboarding_profiles").first();
    expect(profile).toMatchObject({ source: "phone", target_audience: ANSWERS.targetAudience, main_goals: ANSWERS.mainGoals });
    const job = await waitFor(
      async () => await (await client(token).api.jobs[":id"].$get({ param: { id: jobId } })).json(),
      (j) => j.status === "completed",
      30_000,
    );
    expect(job.result).toMatchObject({ written: 12 });
  });

  it("the call's material becomes drafts in the member's words: the agent's lines and the speaker labels reach none", async () => {
    const token = await signIn();
    const { provider } = await placeCall(token);
    const story =
      "Last March a patient drove 90 minutes to us because three clinics had told her nothing could be done about her knee. Our physio Aoife had her running a 5k by June.";
    const transcript = [
      "AI: Hi, this is Ziva from the content studio. Do you have ten minutes?",
      "User: Yes, go ahead.",
      "AI: Who do you want to reach on LinkedIn?",
      `User: ${ANSWERS.targetAudience}`,
      "AI: Thanks, that's really helpful. Tell me about a moment at work you still think about. What happened?",
      `User: ${story}`,
      "AI: What's the question clients ask you most, and how do you answer it?",
      "User: Whether they need a scan. Usually not: nine times out of ten a good assessment tells us more than an MRI, and it costs a tenth of the price.",
      "AI: That's brilliant. Thanks so much for your time, goodbye!",
      "User: Bye now.",
    ].join("\n");
    const body = JSON.stringify({
      message: {
        type: "end-of-call-report",
        endedReason: "customer-ended-call",
        call: { id: provider.id },
        artifact: { transcript },
        analysis: { structuredData: { ...ANSWERS, story } },
      },
    });
    const jobId = ((await (await deliver(body)).json()) as { data: { jobId: string } }).data.jobId;
    await waitFor(
      async () => await (await client(token).api.jobs[":id"].$get({ param: { id: jobId } })).json(),
      (j) => j.status === "completed",
      30_000,
    );
    const rows = await env.DB.prepare("SELECT content, post_type FROM posts WHERE generated_by = ? AND idea_question IS NULL")
      .bind(jobId)
      .all<{ content: string; post_type: string }>();
    const drafts = rows.results;
    // The story once (from the structured data and the transcript alike), the answer to the clients' question as a Q&A.
    expect(drafts.map((d) => d.post_type).sort()).toEqual(["qa", "story"]);
    const all = drafts.map((d) => d.content).join("\n");
    expect(all).toContain("Our physio Aoife had her running a 5k by June.");
    expect(all).toContain("nine times out of ten");
    for (const never of [
      "AI:",
      "User:",
      "Ai:",
      "Who do you want to reach",
      "Thanks, that's really helpful",
      "goodbye",
      "Bye now",
      ANSWERS.mainGoals,
      "clinic managers in the north",
    ])
      expect(all).not.toContain(never);
  });

  it("forged, unsigned or stale webhooks are refused and change nothing", async () => {
    const token = await signIn();
    const { callId, provider } = await placeCall(token);
    const body = endOfCall(provider.id);
    expect((await deliver(body, { secret: "someone-elses-secret-000" })).status).toBe(401);
    expect((await api("/public/api/phone-agent/webhook", { method: "POST", body, headers: { "content-type": "application/json" } })).status).toBe(401);
    expect((await deliver(body, { at: Date.now() - 10 * 60_000 })).status).toBe(401);
    // A signature over another body does not carry over.
    const timestamp = String(Math.floor(Date.now() / 1000));
    const tampered = await api("/public/api/phone-agent/webhook", {
      method: "POST",
      body: endOfCall(provider.id, { ...ANSWERS, mainGoals: "sell everything" }),
      headers: { "content-type": "application/json", "x-vapi-timestamp": timestamp, "x-vapi-signature": await signWebhook(SECRET, timestamp, body) },
    });
    expect(tampered.status).toBe(401);
    expect(await callRow(callId)).toMatchObject({ status: "in-progress", job_id: null });
    expect(await count("onboarding_profiles")).toBe(0);
    expect(await count("jobs")).toBe(0);
  });

  it("a replayed report starts no second calendar", async () => {
    const token = await signIn();
    const { provider } = await placeCall(token);
    const body = endOfCall(provider.id);
    expect((await deliver(body)).status).toBe(200);
    const again = await deliver(body);
    expect(again.status).toBe(409);
    expect(await count("jobs")).toBe(1);
  });

  it("an unanswered call ends without a calendar and says so to the screen that polls it", async () => {
    const token = await signIn();
    const { callId, provider } = await placeCall(token);
    expect((await deliver(endOfCall(provider.id, {}, "customer-did-not-answer"))).status).toBe(200);
    const res = await jobFromCall(token, callId);
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ msg: CALL_ENDED_UNANSWERED });
    expect(await callRow(callId)).toMatchObject({ status: "failed", phone: null });
    expect(await count("jobs")).toBe(0);
  });

  it("another team's call is not found", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const { callId } = await placeCall(maya);
    expect((await jobFromCall(arjun, callId)).status).toBe(404);
  });
});

describe("cancelling the call", () => {
  it("hangs up at the voice agent, forgets the number, and the report that follows starts nothing", async () => {
    const token = await signIn();
    const { callId, provider } = await placeCall(token);
    const res = await cancel(token, callId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { cancelled: true, hungUp: true } });
    const ended = await waitFor(
      async () => (await emulatedCalls()).find((c) => c.id === provider.id)!,
      (c) => Boolean(c.webhook),
    );
    expect(ended).toMatchObject({ status: "ended", endedReason: "manually-canceled" });
    expect(await callRow(callId)).toMatchObject({ status: "failed", phone: null });
    // The voice agent's end-of-call report (or a late one with answers) finds the call over.
    expect((await deliver(ended.webhook!.body)).status).toBe(409);
    expect((await deliver(endOfCall(provider.id))).status).toBe(409);
    expect(await count("onboarding_profiles")).toBe(0);
    expect(await count("jobs")).toBe(0);
    // Twice is once.
    const again = await cancel(token, callId);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ msg: CALL_ALREADY_ENDED });
  });

  it("a call that already ended with a conversation is not undone", async () => {
    const token = await signIn();
    const { callId, provider } = await placeCall(token);
    expect((await deliver(endOfCall(provider.id))).status).toBe(200);
    expect((await cancel(token, callId)).status).toBe(409);
    expect(await callRow(callId)).toMatchObject({ status: "completed" });
    expect(await count("jobs")).toBe(1);
  });

  it("a voice agent that cannot hang up: the call is over here, and the answer says the phone may still ring", async () => {
    const token = await signIn();
    const { callId } = await placeCall(token);
    // The voice agent has lost the call (the emulator forgets it).
    await fetch(`${phoneUrl()}/__emulator/reset`, { method: "POST" });
    const res = await cancel(token, callId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { cancelled: true, hungUp: false } });
    expect(await callRow(callId)).toMatchObject({ status: "failed", phone: null });
  });

  it("another team cannot cancel a call, nor learn that it exists", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const { callId, provider } = await placeCall(maya);
    const res = await cancel(arjun, callId);
    expect(res.status).toBe(404);
    expect((await cancel(arjun, "call-does-not-exist")).status).toBe(404);
    expect(await callRow(callId)).toMatchObject({ status: "in-progress", phone: "+447700900123" });
    expect((await emulatedCalls()).find((c) => c.id === provider.id)).toMatchObject({ status: "ringing" });
  });
});
