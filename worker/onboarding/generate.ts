/**
 * The content-calendar job: plans a month from the member's material (worker/onboarding/planner.ts),
 * writes each draft with the configured model or the offline writer, and saves drafts and idea
 * cards at their planned times, to review. Nothing it writes is ever published without the member.
 * Redelivered or retried, it writes only the entries that are not there yet, and reports progress
 * as it goes.
 */

import { QUEUE_LOOKAHEAD_WEEKS } from "../../app/spec/posting-slots";
import { draftWriterFor } from "../ai/write-draft";
import { listTeamApps } from "../db/apps";
import { type Db, db } from "../db/client";
import { existingEntryIds, insertCalendarEntry } from "../db/drafts";
import { findProfile } from "../db/onboarding";
import { takenInstants } from "../db/slots";
import { findUser } from "../db/users";
import { spendAiInJob } from "../http/budgets";
import type { Logger } from "../http/logger";
import type { JobOutcome } from "../jobs/kind";
import { type GenerateCalendarMessage, generateCalendarKind } from "../jobs/kinds/generate-calendar";
import { jobHandle } from "../jobs/lifecycle";
import { accountBestTimes, postingSlotsOf } from "../publishing/best-times";
import { compose } from "./compose";
import { contextOf, planCalendar, promotionOf } from "./planner";
import { writeEntry } from "./write";

/** A planned post's id: the job and its place in the plan. */
export const generatedPostId = (jobId: string, n: number) => `${jobId}-${String(n).padStart(2, "0")}`;

export async function generateCalendar(env: Env, message: GenerateCalendarMessage, log: Logger): Promise<JobOutcome> {
  const { update } = jobHandle(env, generateCalendarKind, message.jobId);
  const store = db(env);
  const [stored, user, accounts] = await Promise.all([
    findProfile(store, message.teamId),
    findUser(store, message.userId),
    listTeamApps(store, message.teamId),
  ]);
  const profile = { ...stored, profileType: stored?.profileType ?? user?.profileType ?? "individual" };
  const appIds = accounts
    .filter((a) => a.status === "active")
    .slice(0, 1)
    .map((a) => a.id);
  // The best times of the account it plans for: its own audience's once it has them (docs/decisions/054).
  const best = await accountBestTimes(store, message.teamId, appIds[0] ?? null, message.timeZone);
  const plan = planCalendar({
    profile,
    slots: best.slots,
    timeZone: message.timeZone,
    // Planned from when the member asked, so a retry tomorrow plans the same month.
    now: message.requestedAt,
    // The account's free posting slots (docs/decisions/044); with no account, the best hours.
    posting: appIds[0] ? await postingOf(store, message, appIds[0]) : undefined,
  });
  const ideas = plan.filter((p) => p.idea).length;
  const drafts = plan.length - ideas;
  await update({ status: "running", progress: 5, result: { planned: plan.length, written: 0, drafts, ideas, stage: "planning" } });
  const done = await existingEntryIds(
    store,
    plan.map((p) => generatedPostId(message.jobId, p.n)),
  );
  const writer = await draftWriterFor(env, store, message.userId, profile.profileType);
  const offline = { ...writer, model: null, name: "offline", source: "composer" as const };
  const context = contextOf(profile);
  const promotion = promotionOf(profile);
  // Closing questions already used: redelivery rebuilds the same set in the same order.
  const taken = new Set<string>();
  let written = done.size;
  for (const planned of plan) {
    const id = generatedPostId(message.jobId, planned.n);
    const common = { id, jobId: message.jobId, teamId: message.teamId, authorId: message.userId, plannedAt: planned.at, timeZone: message.timeZone, appIds };
    if (planned.idea) {
      if (!done.has(id)) await insertCalendarEntry(store, { ...common, kind: "idea", postType: planned.postType, writer: writer.name, ...planned.idea });
    } else if (planned.piece) {
      const input = {
        piece: planned.piece,
        postType: planned.postType,
        tone: planned.tone,
        context,
        promotion: planned.promote ? promotion : null,
        addressAudience: planned.addressAudience,
        taken,
        author: writer.author,
        goals: profile.mainGoals ?? null,
      };
      if (done.has(id)) {
        // Written before this delivery: its closing question still counts as used.
        if (!writer.model) compose(input);
        continue;
      }
      // Each model call is counted in the team's AI budget (worker/http/budgets.ts); past it, the offline writer drafts.
      const byModel = writer.model ? await spendAiInJob(env, store, message.teamId) : false;
      const content = await writeEntry(byModel ? writer : offline, input, log);
      await insertCalendarEntry(store, { ...common, kind: "draft", postType: planned.postType, writer: byModel ? writer.name : offline.name, content });
    }
    if (done.has(id)) continue;
    written++;
    await update({ progress: 5 + Math.round((written / plan.length) * 90), result: { planned: plan.length, written, drafts, ideas, stage: "writing" } });
  }
  await update({ status: "completed", progress: 100, result: { planned: plan.length, written, drafts, ideas, stage: "done" } });
  return { kind: "done" };
}

/**
 * The account's slots (seeded in the member's zone the first time) and the instants its posts
 * already hold, but this job's own entries: a redelivery plans the same month.
 */
async function postingOf(store: Db, message: GenerateCalendarMessage, appId: string) {
  // The member's slots, or the account's own best hours while they are the untouched seed.
  const { slots } = await postingSlotsOf(store, message.teamId, appId, message.timeZone);
  const window = { from: message.requestedAt, to: message.requestedAt + QUEUE_LOOKAHEAD_WEEKS * 7 * 86_400_000 + 86_400_000, exceptJob: message.jobId };
  return { slots, taken: await takenInstants(store, message.teamId, appId, window) };
}

/** After the queue gave up (or never took the job): the job says so, and the posts already written stay as drafts. */
export async function giveUpCalendar(env: Env, message: Pick<GenerateCalendarMessage, "jobId">) {
  await jobHandle(env, generateCalendarKind, message.jobId).update({
    status: "failed",
    error: "Failed to generate content calendar. Please try again.",
  });
}
