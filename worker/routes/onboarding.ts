/**
 * Onboarding: the team's profile (questionnaire answers, an interview's transcript) and the
 * content-calendar job that turns it into a month of draft posts.
 */

import { and, desc, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import { generatePostsSchema, interviewSchema, onboardingSchema } from "../../app/spec/schemas";
import { db } from "../db/client";
import { claimCalendarRun, findProfile, markOnboarded, type ProfileFields, saveProfile } from "../db/onboarding";
import { jobs } from "../db/schema";
import { findUser } from "../db/users";
import { budgetRefusal, CALENDAR_RETRY_AFTER_SECONDS, CALENDAR_RUNNING_FOR_AT_MOST_MS, inPlainWords } from "../http/budgets";
import { ApiError } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { enqueueCalendar, generateCalendarKind } from "../jobs/kinds/generate-calendar";
import { jobHandle } from "../jobs/lifecycle";
import { giveUpCalendar } from "../onboarding/generate";
import { materialFromInterview } from "../onboarding/material";

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
  .get("/", async (c) => c.json({ data: profileView(await findProfile(c.var.db, c.var.caller.teamId)) }))
  .put("/", jsonBody(onboardingSchema), async (c) => {
    const { teamId, userId } = c.var.caller;
    const answers = c.req.valid("json");
    const user = await findUser(c.var.db, userId);
    await saveProfile(c.var.db, teamId, userId, {
      targetAudience: answers.targetAudience.trim(),
      mainGoals: answers.mainGoals.trim(),
      websiteUrl: answers.websiteUrl || null,
      specificPromotions: answers.specificPromotions || null,
      profileType: user?.profileType ?? "individual",
      source: "questionnaire",
    });
    return c.json({ data: profileView(await findProfile(c.var.db, teamId)) });
  })
  /** POST /api/onboarding/interview: Ziva's questions and the member's answers, kept as their words. */
  .post("/interview", jsonBody(interviewSchema), async (c) => {
    const { teamId, userId } = c.var.caller;
    const { answers } = c.req.valid("json");
    // The latest conversation is the member's material: its answers, each with the kind it was asked for.
    await saveProfile(c.var.db, teamId, userId, { material: JSON.stringify(materialFromInterview(answers)), transcript: null, source: "voice" });
    return c.json({ data: { saved: answers.length } });
  });

/** POST /api/generate-posts: starts the content-calendar job; its id is polled at GET /api/jobs/{id}. Mounted at /api/generate-posts. */
export const generatePostsRoutes = new Hono<AppEnv>().post("/", jsonBody(generatePostsSchema), async (c) => {
  const { teamId, userId } = c.var.caller;
  const { timeZone, ...fields } = c.req.valid("json");
  // The spec's fields: the audience is the questionnaire's; the rest are material and direction.
  const given: ProfileFields = {};
  if (fields.audience?.trim()) given.targetAudience = fields.audience.trim();
  for (const key of ["product", "contentStyle", "journey", "other"] as const) if (fields[key]?.trim()) given[key] = fields[key]!.trim();
  // The same fields sent again (a retry) are the same run; only new words start a new one.
  const stored = await findProfile(c.var.db, teamId);
  if (Object.entries(given).some(([k, v]) => stored?.[k as keyof ProfileFields] !== v)) await saveProfile(c.var.db, teamId, userId, given);
  const id = await startCalendarJob(c.env, { teamId, userId, timeZone: timeZone ?? "UTC" });
  return c.json({ data: { id } }, 202);
});

/**
 * Starts the month for this onboarding run, once: a retry after a lost answer, "Try again" while
 * the job runs, or a second tab gets the job already started for the same answers. New answers
 * (a new run) or a failed job start a new one, but not while another of the team's calendars is
 * being written (429 with Retry-After; nothing generated). Records the job (its owner), marks the
 * team onboarded, and queues the work.
 */
export async function startCalendarJob(
  env: Env,
  who: { teamId: string; userId: string; timeZone: string },
  /** While another calendar is being written: refuse (429), or answer that one (the phone call's end). */
  whileOneRuns: "refuse" | "join" = "refuse",
) {
  const store = db(env);
  await markOnboarded(store, who.teamId, who.userId);
  const jobId = `gen-${crypto.randomUUID()}`;
  for (let tries = 0; tries < 3; tries++) {
    const current = await findProfile(store, who.teamId);
    const previous = current?.calendarJobId ?? null;
    if (previous && !(await calendarJobFailed(env, previous))) return previous;
    // One calendar written at a time (worker/http/budgets.ts): new answers wait for the running one.
    const running = await runningCalendar(env, who.teamId);
    if (running && whileOneRuns === "join") return running;
    if (running) {
      const wait = CALENDAR_RETRY_AFTER_SECONDS;
      throw budgetRefusal(`Your calendar is still being written. You can start a new one when it's done, ${inPlainWords(wait)} or so.`, wait);
    }
    // One conditional write decides between two starts of the same run.
    if (!(await claimCalendarRun(store, who.teamId, previous, jobId))) continue;
    try {
      await enqueueCalendar(env, jobId, who);
    } catch (error) {
      // Claimed but never queued: the job says it failed, so "Try again" starts one that runs
      // rather than being handed this one, which nothing will ever pick up.
      await giveUpCalendar(env, { jobId });
      throw error;
    }
    return jobId;
  }
  throw new ApiError(409, "Your calendar is already being written. Please try again in a moment.");
}

/** The team's calendar job still queued or running, asked for within the last hour (a stuck one stops counting). */
async function runningCalendar(env: Env, teamId: string): Promise<string | null> {
  const since = Date.now() - CALENDAR_RUNNING_FOR_AT_MOST_MS;
  const recent = await db(env)
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.teamId, teamId), eq(jobs.type, "generate-calendar"), gt(jobs.createdAt, since)))
    .orderBy(desc(jobs.createdAt))
    .limit(5);
  for (const { id } of recent) {
    const job = await jobHandle(env, generateCalendarKind, id).read();
    // No state yet: queued, its first update still to come.
    if (!job || (job.status !== "completed" && job.status !== "failed")) return id;
  }
  return null;
}

async function calendarJobFailed(env: Env, jobId: string) {
  const job = await jobHandle(env, generateCalendarKind, jobId).read();
  return job?.status === "failed";
}
