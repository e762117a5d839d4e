/**
 * The content-calendar job: plans a month from the team's onboarding profile, writes each post
 * with the AI writer (a configured model, else the offline writer), and saves them as drafts at
 * their planned times, to review. Nothing it writes is ever published without the member.
 * Redelivered or retried, it writes only the posts that are not there yet, and reports progress
 * as it goes.
 */
import { findTemplate } from "../../app/spec/templates";
import { writeWithModel } from "../ai/draft-check";
import { draftOffline } from "../ai/offline";
import { generationMessages } from "../ai/prompts";
import { listTeamApps } from "../db/apps";
import { db } from "../db/client";
import { findProfile } from "../db/onboarding";
import { existingPostIds, insertGeneratedPost } from "../db/posts";
import { findUser } from "../db/users";
import type { Logger } from "../http/logger";
import type { JobResult } from "../jobs/kind";
import { chatModelFor } from "../providers/ai";
import { teamBestTimes } from "../publishing/best-times";
import { jobStub } from "../publishing/jobs";
import { type PlannedPost, planCalendar } from "./planner";

export type GenerateCalendarMessage = { type: "generate-calendar"; jobId: string; teamId: string; userId: string; timeZone: string; requestedAt: number };

/** A planned post's id: the job and its place in the plan. */
export const generatedPostId = (jobId: string, n: number) => `${jobId}-${String(n).padStart(2, "0")}`;

export async function generateCalendar(env: Env, message: GenerateCalendarMessage, log: Logger): Promise<JobResult> {
  const job = jobStub(env, message.jobId);
  const update = (patch: Parameters<typeof job.update>[2]) => job.update(message.jobId, "generate-calendar", patch);
  const store = db(env);
  const [profile, user, best, accounts] = await Promise.all([
    findProfile(store, message.teamId),
    findUser(store, message.userId),
    teamBestTimes(store, message.teamId, message.timeZone),
    listTeamApps(store, message.teamId),
  ]);
  const plan = planCalendar({
    profile: { ...profile, profileType: profile?.profileType ?? user?.profileType ?? "individual" },
    slots: best.slots,
    timeZone: message.timeZone,
    // Planned from when the member asked, so a retry tomorrow plans the same month.
    now: message.requestedAt,
  });
  await update({ status: "running", progress: 5, result: { planned: plan.length, written: 0, stage: "planning" } });
  const done = await existingPostIds(
    store,
    plan.map((p) => generatedPostId(message.jobId, p.n)),
  );
  const model = chatModelFor(env);
  const appIds = accounts
    .filter((a) => a.status === "active")
    .slice(0, 1)
    .map((a) => a.id);
  const author = { kind: user?.profileType === "company" ? ("company" as const) : ("person" as const), name: user?.name ?? "the member" };
  let written = done.size;
  for (const planned of plan) {
    const id = generatedPostId(message.jobId, planned.n);
    if (done.has(id)) continue;
    const content = await write(planned, model, author, log);
    await insertGeneratedPost(store, {
      id,
      jobId: message.jobId,
      teamId: message.teamId,
      authorId: message.userId,
      content,
      plannedAt: planned.at,
      timeZone: message.timeZone,
      appIds,
    });
    written++;
    await update({ progress: 5 + Math.round((written / plan.length) * 90), result: { planned: plan.length, written, stage: "writing" } });
  }
  await update({ status: "completed", progress: 100, result: { planned: plan.length, written, stage: "done" } });
  return { kind: "done" };
}

async function write(planned: PlannedPost, model: ReturnType<typeof chatModelFor>, author: { kind: "person" | "company"; name: string }, log: Logger) {
  const template = findTemplate(planned.templateId)?.content;
  const input = { template, userInput: planned.brief, tone: planned.tone };
  if (model) {
    try {
      return (await writeWithModel(model, generationMessages({ ...input, author }))).text;
    } catch (error) {
      // One post's model failure does not sink the calendar: the offline writer drafts it.
      log.warn("calendar post: model failed, offline writer used", { error: (error as Error).message });
    }
  }
  return draftOffline({ ...input, author: author.kind });
}

/** After the queue gave up: the job says so, and the posts already written stay as drafts. */
export async function giveUpCalendar(env: Env, message: GenerateCalendarMessage) {
  await jobStub(env, message.jobId).update(message.jobId, "generate-calendar", {
    status: "failed",
    error: "Failed to generate content calendar. Please try again.",
  });
}
