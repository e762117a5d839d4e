/** Onboarding: the questionnaire's profile and the content-calendar job (a month of drafts to review). */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MATERIAL_QUESTIONS } from "../../app/spec/material";
import { instantToZoned } from "../../app/spec/time";
import worker from "../../worker/index";
import { startCalendarJob } from "../../worker/routes/onboarding";
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
  it("are kept as material with the kind each question asked for, and become drafts in the member's words; more than five are refused", async () => {
    const token = await signIn();
    const asked = MATERIAL_QUESTIONS.individual;
    const said = [
      "Last May a wedding order for 300 pastéis de nata came in on a Friday at 5pm. Our oven broke at 7pm. My neighbour Rui lent us his, and we baked until 3am.",
      "I used to say yes to every custom order. We lost money on half of them. Now I only take custom orders with a 50% deposit, and only three a week.",
      "Most bakers think a longer menu brings more customers. I think it brings more waste. We cut our menu from 40 items to 12 and sales went up.",
      "Sales went up 22% in the year after we cut the menu to 12 items. Waste dropped from 15% of flour to 4%.",
      "They ask if we can do gluten-free. I tell them no, and I tell them why: one kitchen, one flour, and I won't risk someone's health for one sale.",
    ];
    const answers = asked.map((q, i) => ({ question: q.text, answer: said[i], kind: q.kind }));
    const tooMany = await client(token).api.onboarding.interview.$post({ json: { answers: [...answers, answers[0]], elapsedSeconds: 100 } });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ msg: "Ziva asks 5 questions." });
    const saved = await client(token).api.onboarding.interview.$post({ json: { answers, elapsedSeconds: 100 } });
    expect((await saved.json()).data).toEqual({ saved: 5 });
    const row = await env.DB.prepare("SELECT source, material FROM onboarding_profiles").first<{ source: string; material: string }>();
    expect(row?.source).toBe("voice");
    expect(JSON.parse(row!.material).map((m: { kind: string }) => m.kind)).toEqual(["story", "lesson", "opinion", "result", "question"]);
    const jobId = (await (await client(token).api["generate-posts"].$post({ json: { timeZone: "Europe/Lisbon" } })).json()).data.id;
    await finished(token, jobId);
    const posts = await generatedPosts(jobId);
    const drafts = posts.filter((p) => p.idea_question === null);
    expect(drafts.map((p) => p.post_type).sort()).toEqual(["lesson", "opinion", "qa", "result", "story"]);
    // Every number the member said is in a draft, and Ziva's questions are in none.
    for (const fact of ["300", "Rui", "50%", "40 items", "22%", "15%"]) expect(drafts.some((p) => String(p.content).includes(fact))).toBe(true);
    for (const p of drafts) for (const q of asked) expect(String(p.content)).not.toContain(q.text);
    expect(drafts.every((p) => p.writer === "offline")).toBe(true);
    // The rest of the month is idea cards: a question each, none asked twice, none of Ziva's five again.
    const ideas = posts.filter((p) => p.idea_question !== null);
    expect(ideas).toHaveLength(7);
    expect(new Set(ideas.map((p) => p.idea_question)).size).toBe(7);
    for (const p of ideas) expect(asked.map((q) => q.text)).not.toContain(p.idea_question);
  });
});

describe("the content-calendar job", () => {
  it("writes a month at planned times, three a week on weekdays, to review, none published; answers alone make idea cards, never padded drafts", async () => {
    const token = await signIn();
    const before = await linkedinPostsContaining("SaaS");
    const jobId = await generate(token);
    const job = await finished(token, jobId);
    expect(job).toMatchObject({ status: "completed", progress: 100, result: { planned: 12, written: 12, drafts: 0, ideas: 12, stage: "done" } });
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
    // A profile is not material: every entry is an idea card with its question, and the goal (a
    // private target) is in none of them.
    for (const p of posts) {
      expect(p.idea_question).toMatch(/\?|each\.$/);
      expect(String(p.content)).toBe("");
      expect(`${p.title} ${p.idea_hook}`).not.toContain("3 new clients");
    }
    expect(new Set(posts.map((p) => p.idea_question)).size).toBe(12);
    // Nothing went to LinkedIn.
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
    expect((await (await client(arjun).api.posts["schedule-all"].$post({ json: { ids } })).json()).data).toEqual({
      scheduled: 0,
      ids: [],
      waitingForApproval: 0,
    });
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

describe("starting the calendar", () => {
  it("twice for the same answers (a retry, a second tab) gives one job and one month; new answers start a new one", async () => {
    const token = await signIn();
    await client(token).api.onboarding.$put({ json: answers });
    const start = async () => (await (await client(token).api["generate-posts"].$post({ json: { timeZone: "Europe/Berlin" } })).json()).data.id;
    const [a, b] = await Promise.all([start(), start()]);
    expect(a).toBe(b);
    expect(await start()).toBe(a);
    await finished(token, a);
    expect(await start()).toBe(a);
    expect(await count("posts WHERE generated_by IS NOT NULL")).toBe(12);
    expect(await count("jobs WHERE type = 'generate-calendar'")).toBe(1);
    // New answers are a new onboarding run.
    await client(token).api.onboarding.$put({ json: { ...answers, specificPromotions: "my pricing workshop on March 3" } });
    const next = await start();
    expect(next).not.toBe(a);
    await finished(token, next);
    expect(await count("jobs WHERE type = 'generate-calendar'")).toBe(2);
  });

  it("a start the queue refused is not the run: the job says it failed, and Try again starts one that runs", async () => {
    const token = await signIn();
    const { id: userId, teamId } = (await (await client(token).api.me.$get()).json()).data;
    await client(token).api.onboarding.$put({ json: answers });
    const refusing = {
      ...env,
      CALENDAR_JOBS: { send: () => Promise.reject(new Error("Queue send failed: 503")), sendBatch: () => Promise.reject(new Error("Queue send failed: 503")) },
    } as unknown as Env;
    await expect(startCalendarJob(refusing, { teamId, userId, timeZone: "UTC" })).rejects.toThrow("Queue send failed: 503");
    const claimed = (await env.DB.prepare("SELECT calendar_job_id AS id FROM onboarding_profiles WHERE team_id = ?").bind(teamId).first<{ id: string }>())!.id;
    expect((await (await jobOf(token, claimed)).json()).status).toBe("failed");
    const again = (await (await client(token).api["generate-posts"].$post({ json: {} })).json()).data.id;
    expect(again).not.toBe(claimed);
    expect((await finished(token, again)).status).toBe("completed");
  });

  it("after a failed job (the queue gave up), starts again", async () => {
    const token = await signIn();
    await client(token).api.onboarding.$put({ json: answers });
    // The run's job failed: the Job object says so, as the dead-letter handler leaves it.
    const failed = `gen-${crypto.randomUUID()}`;
    await env.JOB.get(env.JOB.idFromName(failed)).update(failed, "generate-calendar", {
      status: "failed",
      error: "Failed to generate content calendar. Please try again.",
    });
    await env.DB.prepare("UPDATE onboarding_profiles SET calendar_job_id = ?").bind(failed).run();
    const again = (await (await client(token).api["generate-posts"].$post({ json: {} })).json()).data.id;
    expect(again).not.toBe(failed);
    expect((await finished(token, again)).status).toBe("completed");
  });
});
