/**
 * Onboarding: the team's profile (questionnaire answers, an interview's transcript) and the
 * content-calendar job that turns it into a month of draft posts.
 */
import { Hono } from "hono";
import { generatePostsSchema, interviewSchema, onboardingSchema } from "../../app/spec/schemas";
import { db } from "../db/client";
import { recordJobs } from "../db/jobs";
import { findProfile, markOnboarded, saveProfile } from "../db/onboarding";
import { findUser } from "../db/users";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import type { GenerateCalendarMessage } from "../onboarding/generate";

const profileView = (p: Awaited<ReturnType<typeof findProfile>>) =>
  p && {
    targetAudience: p.targetAudience,
    mainGoals: p.mainGoals,
    websiteUrl: p.websiteUrl,
    specificPromotions: p.specificPromotions,
    source: p.source,
    onboarded: p.completedAt !== null,
  };

/** GET and PUT /api/onboarding: the questionnaire's answers, to fill in and to edit later. Mounted at /api/onboarding. */
export const onboardingRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ data: profileView(await findProfile(db(c.env), c.var.caller.teamId)) }))
  .put("/", jsonBody(onboardingSchema), async (c) => {
    const { teamId, userId } = c.var.caller;
    const answers = c.req.valid("json");
    const user = await findUser(db(c.env), userId);
    await saveProfile(db(c.env), teamId, userId, {
      targetAudience: answers.targetAudience.trim(),
      mainGoals: answers.mainGoals.trim(),
      websiteUrl: answers.websiteUrl || null,
      specificPromotions: answers.specificPromotions || null,
      profileType: user?.profileType ?? "individual",
      source: "questionnaire",
    });
    return c.json({ data: profileView(await findProfile(db(c.env), teamId)) });
  })
  /** POST /api/onboarding/interview: Ziva's questions and the member's answers, kept as their words. */
  .post("/interview", jsonBody(interviewSchema), async (c) => {
    const { teamId, userId } = c.var.caller;
    const { answers } = c.req.valid("json");
    const transcript = answers.map((a, i) => `Ziva (${i + 1}): ${a.question}\nYou: ${a.answer}`).join("\n");
    await saveProfile(db(c.env), teamId, userId, { transcript, source: "voice" });
    return c.json({ data: { saved: answers.length } });
  });

/** POST /api/generate-posts: starts the content-calendar job; its id is polled at GET /api/jobs/{id}. Mounted at /api/generate-posts. */
export const generatePostsRoutes = new Hono<AppEnv>().post("/", jsonBody(generatePostsSchema), async (c) => {
  const { teamId, userId } = c.var.caller;
  const { timeZone, ...fields } = c.req.valid("json");
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === "string" && v.trim()));
  if (Object.keys(given).length) await saveProfile(db(c.env), teamId, userId, given);
  const id = await startCalendarJob(c.env, { teamId, userId, timeZone: timeZone ?? "UTC" });
  return c.json({ data: { id } }, 202);
});

/** Records the job (its owner), marks the team onboarded, and queues the work. */
export async function startCalendarJob(env: Env, who: { teamId: string; userId: string; timeZone: string }) {
  const jobId = `gen-${crypto.randomUUID()}`;
  await recordJobs(db(env), [{ id: jobId, teamId: who.teamId, type: "generate-calendar" }]);
  await markOnboarded(db(env), who.teamId, who.userId);
  const message: GenerateCalendarMessage = { type: "generate-calendar", jobId, ...who, requestedAt: Date.now() };
  await env.CALENDAR_JOBS.send(message);
  return jobId;
}
