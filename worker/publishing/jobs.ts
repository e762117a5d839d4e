import { db } from "../db/client";
import { recordJobs } from "../db/jobs";
import type { PublishMessage } from "../jobs/kinds/publish";

/** One publish job per post and due time: the same due post swept twice is the same job. */
export const publishJobId = (postId: string, scheduledAt: number) => `pub-${postId}-${scheduledAt}`;

export function jobStub(env: Env, jobId: string) {
  return env.JOB.get(env.JOB.idFromName(jobId));
}

export type JobPatch = Parameters<ReturnType<typeof jobStub>["update"]>[2];

/** A publish job's status, as GET /api/jobs/{id} will read it. */
export function publishJob(env: Env, jobId: string) {
  const stub = jobStub(env, jobId);
  return { update: (patch: JobPatch) => stub.update(jobId, "publish", patch) };
}
export type PublishJob = ReturnType<typeof publishJob>;

/** Records the job, opens its Durable Object, and puts the messages on the queue. */
export async function enqueuePublishes(env: Env, items: Array<{ postId: string; teamId: string; scheduledAt: number }>, runner: PublishMessage["runner"]) {
  const messages: PublishMessage[] = items.map((item) => ({
    type: "publish",
    jobId: publishJobId(item.postId, item.scheduledAt),
    postId: item.postId,
    teamId: item.teamId,
    scheduledAt: item.scheduledAt,
    runner,
  }));
  // The D1 row is the job's existence (and owner); its Durable Object starts with its first update.
  await recordJobs(
    db(env),
    messages.map((m) => ({ id: m.jobId, teamId: m.teamId, type: "publish" as const, postId: m.postId })),
  );
  for (let i = 0; i < messages.length; i += 100) {
    await env.JOBS.sendBatch(messages.slice(i, i + 100).map((body) => ({ body })));
  }
  return messages.map((m) => m.jobId);
}

/** Keeps the Scheduler's alarm at the earliest due post. */
export async function wakeSchedulerAt(env: Env, when: number) {
  await env.SCHEDULER.get(env.SCHEDULER.idFromName("posts")).wakeAt(when);
}

/** Sets the Scheduler's alarm to now when it has none (an idle Scheduler then sweeps every minute). */
export async function startScheduler(env: Env) {
  await env.SCHEDULER.get(env.SCHEDULER.idFromName("posts")).start();
}
