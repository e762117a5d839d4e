/** Onboarding: the questionnaire's profile and the content-calendar job (a month of drafts to review). */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { defaultSlots } from "../../app/spec/best-times";
import { findTemplate } from "../../app/spec/templates";
import { instantToZoned } from "../../app/spec/time";
import worker from "../../worker/index";
import { planCalendar } from "../../worker/onboarding/planner";
import { authorizeWithEmulator, client, count, followCallback, linkedinPostsContaining, signIn, waitFor } from "./helpers";

async function followCallbackFor(username: string) {
  const { callbackPath, binding } = await authorizeWithEmulator({ username }, "demo-maya-chen");
  return followCallback(callbackPath, binding);
}
const loginCodeFrom = (callback: Response) => ({ next: new URL(callback.headers.get("location")!, "http://app.test").searchParams.get("next") });

const answers = {
  targetAudience: "founders of small SaaS companies",
  mainGoals: "win 3 new clients a month from LinkedIn",
  websiteUrl: "https://acme.io",
  specificPromotions: "",
};

async function generate(token: string, body: Record<string, string> = { timeZone: "Europe/Berlin" }) {
  await client(token).api.onboarding.$put({ json: answers });
  const res = await client(token).api["generate-posts"].$post({ json: body });
  expect(res.status).toBe(202);
  return (await res.json()).data.id;
}

const jobOf = (token: string, id: string) => client(token).api.jobs[":id"].$get({ param: { id } });
async function finished(token: string, id: string) {
  return waitFor(
    async () => (await jobOf(token, id)).json(),
    (j) => j.status === "completed" || j.status === "failed",
    30_000,
  );
}

async function generatedPosts(jobId: string) {
  const rows = await env.DB.prepare("SELECT * FROM posts WHERE generated_by = ? ORDER BY scheduled_at")
    .bind(jobId)
    .all<Record<string, string | number | null>>();
  return rows.results;
}

describe("the questionnaire", () => {
  it("needs an audience and goals, says so in the schema's words, and saves nothing until they are there", async () => {
    const token = await signIn();
    const missing = await client(token).api.onboarding.$put({ json: { targetAudience: "  ", mainGoals: "grow" } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ msg: "Tell us who you want to reach." });
    const badSite = await client(token).api.onboarding.$put({ json: { ...answers, websiteUrl: "acme" } });
    expect(await badSite.json()).toEqual({ msg: "Enter a full address, like https://example.com" });
    expect((await (await client(token).api.onboarding.$get()).json()).data).toBeNull();
    const saved = await client(token).api.onboarding.$put({ json: answers });
    expect((await saved.json()).data).toMatchObject({
      targetAudience: answers.targetAudience,
      mainGoals: answers.mainGoals,
      source: "questionnaire",
      onboarded: false,
    });
  });

  it("is the team's own: another team neither reads it nor sees the job", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const jobId = await generate(maya);
    expect((await (await client(arjun).api.onboarding.$get()).json()).data).toBeNull();
    expect((await jobOf(arjun, jobId)).status).toBe(404);
  });
});

describe("the interview's answers", () => {
  it("are kept as the member's words and written from; more than five are refused", async () => {
    const token = await signIn();
    const answers = ["What do you do?", "What went well?", "What went wrong?", "What do people get wrong?", "What do you want to be known for?"].map(
      (question, i) => ({
        question,
        answer: `answer number ${i + 1} about running a bakery in Porto`,
      }),
    );
    const tooMany = await client(token).api.onboarding.interview.$post({ json: { answers: [...answers, answers[0]], elapsedSeconds: 100 } });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ msg: "Ziva asks 5 questions." });
    const saved = await client(token).api.onboarding.interview.$post({ json: { answers, elapsedSeconds: 100 } });
    expect((await saved.json()).data).toEqual({ saved: 5 });
    const row = await env.DB.prepare("SELECT source, transcript FROM onboarding_profiles").first<{ source: string; transcript: string }>();
    expect(row?.source).toBe("voice");
    expect(row?.transcript).toContain("You: answer number 3 about running a bakery in Porto");
    const jobId = (await (await client(token).api["generate-posts"].$post({ json: { timeZone: "Europe/Lisbon" } })).json()).data.id;
    await finished(token, jobId);
    expect((await generatedPosts(jobId)).some((p) => String(p.content).includes("bakery in Porto"))).toBe(true);
  });
});

describe("the content-calendar job", () => {
  it("writes a month of drafts at planned times, three a week on weekdays, to review, none published", async () => {
    const token = await signIn();
    const before = await linkedinPostsContaining("SaaS");
    const jobId = await generate(token);
    const job = await finished(token, jobId);
    expect(job).toMatchObject({ status: "completed", progress: 100, result: { planned: 12, written: 12, stage: "done" } });
    const posts = await generatedPosts(jobId);
    expect(posts).toHaveLength(12);
    const now = Date.now();
    for (const p of posts) {
      expect(p).toMatchObject({ status: "draft", needs_review: 1, time_zone: "Europe/Berlin" });
      expect(p.scheduled_at as number).toBeGreaterThan(now);
      expect(p.scheduled_at as number).toBeLessThan(now + 29 * 86_400_000);
      const weekday = new Date(`${instantToZoned(p.scheduled_at as number, "Europe/Berlin").date}T12:00:00Z`).getUTCDay();
      expect(weekday).toBeGreaterThanOrEqual(1);
      expect(weekday).toBeLessThanOrEqual(5);
      expect(p.content).not.toMatch(/[{}]/);
    }
    // One post a day on twelve different days.
    const perDay = new Set(posts.map((p) => instantToZoned(p.scheduled_at as number, "Europe/Berlin").date));
    expect(perDay.size).toBe(12);
    // The member's own words are in it, and nothing went to LinkedIn.
    expect(posts.some((p) => String(p.content).includes("3 new clients"))).toBe(true);
    expect(await linkedinPostsContaining("SaaS")).toEqual(before);
    // Sign-in now goes to the calendar.
    expect((await (await client(token).api.onboarding.$get()).json()).data).toMatchObject({ onboarded: true });
  });

  it("redelivered, it adds nothing: the same twelve posts, and the job stays completed", async () => {
    const token = await signIn();
    const jobId = await generate(token);
    await finished(token, jobId);
    const before = await count("posts");
    const message = await env.DB.prepare("SELECT team_id FROM jobs WHERE id = ?").bind(jobId).first<{ team_id: string }>();
    const user = await env.DB.prepare("SELECT user_id FROM onboarding_profiles WHERE team_id = ?").bind(message!.team_id).first<{ user_id: string }>();
    const body = { type: "generate-calendar", jobId, teamId: message!.team_id, userId: user!.user_id, timeZone: "Europe/Berlin", requestedAt: Date.now() };
    const batch = createMessageBatch("linkedin-studio-jobs", [{ id: crypto.randomUUID(), timestamp: new Date(), attempts: 2, body }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
    expect(await count("posts")).toBe(before);
    expect(await generatedPosts(jobId)).toHaveLength(12);
  });

  it("schedule all: the member's drafts to review become scheduled at their planned times; another team's call touches none", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const jobId = await generate(maya);
    await finished(maya, jobId);
    const planned = await generatedPosts(jobId);
    const ids = planned.map((p) => String(p.id));
    expect((await (await client(arjun).api.posts["schedule-all"].$post({ json: { ids } })).json()).data).toEqual({ scheduled: 0, ids: [] });
    expect((await generatedPosts(jobId)).every((p) => p.status === "draft")).toBe(true);
    // Idea cards (a question, no draft yet) are never scheduled, even when their ids are sent.
    const drafts = planned.filter((p) => p.idea_question === null).length;
    expect((await (await client(maya).api.posts["schedule-all"].$post({ json: { ids } })).json()).data).toMatchObject({ scheduled: drafts });
    const after = await generatedPosts(jobId);
    expect(after.map((p) => [p.status, p.needs_review, p.scheduled_at])).toEqual(
      planned.map((p) => (p.idea_question === null ? ["scheduled", 0, p.scheduled_at] : ["draft", 1, p.scheduled_at])),
    );
  });

  it("sign-in after onboarding goes to the calendar, not through onboarding again", async () => {
    const first = loginCodeFrom(await followCallbackFor("maya-chen"));
    expect(first.next).toBe("/onboarding");
    const token = await signIn();
    await generate(token);
    expect(loginCodeFrom(await followCallbackFor("maya-chen")).next).toBe("/calendar");
  });

  it("refuses a body that is not the spec's shape", async () => {
    const token = await signIn();
    const res = await client(token).api["generate-posts"].$post({ json: { timeZone: "Mars/Olympus" } });
    expect(res.status).toBe(400);
    expect(await count("jobs")).toBe(0);
  });
});

describe("planning a month", () => {
  const profile = { profileType: "individual" as const, mainGoals: "win 3 new clients a month", targetAudience: "founders", journey: "ten years in sales" };
  const plan = planCalendar({ profile, slots: defaultSlots(), timeZone: "America/New_York", now: Date.parse("2026-11-23T15:00:00Z") });

  it("twelve posts from tomorrow over four weeks, each on a weekday at that day's best hour", () => {
    expect(plan).toHaveLength(12);
    expect(new Date(plan[0].at).toISOString() > "2026-11-24").toBe(true);
    expect(plan.at(-1)!.at - plan[0].at).toBeLessThan(28 * 86_400_000);
    for (const p of plan) expect(["08:00", "09:00", "10:00", "12:00", "17:00"]).toContain(instantToZoned(p.at, "America/New_York").time);
  });

  it("mixes categories and tones, never the same template twice in a row, and uses each of the member's answers", () => {
    expect(new Set(plan.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(plan.map((p) => p.tone)).size).toBe(4);
    for (let i = 1; i < plan.length; i++) expect(plan[i].templateId).not.toBe(plan[i - 1].templateId);
    for (const p of plan) expect(findTemplate(p.templateId)?.category).toBe(p.category);
    for (const said of ["win 3 new clients", "founders", "ten years in sales"]) expect(plan.some((p) => p.brief.includes(said))).toBe(true);
  });
});
