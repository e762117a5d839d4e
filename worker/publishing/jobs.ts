import { db } from "../db/client";
import { recordJob } from "../db/jobs";
import type { JobMessage } from "../jobs/messages";

/** One publish job per post and due time: the same due post swept twice is the same job. */
export const publishJobId = (postId: string, scheduledAt: number) => `pub-${postId}-${scheduledAt}`;

export function jobStub(env: Env, jobId: string) {
  return env.JOB.get(env.JOB.idFromName(jobId));
}

/** Records the job, opens its Durable Object, and puts the messages on the queue. */
export async function enqueuePublishes(env: Env, items: Array<{ postId: string; teamId: string; scheduledAt: number }>) {
  const messages: JobMessage[] = [];
  for (const item of items) {
    const jobId = publishJobId(item.postId, item.scheduledAt);
    await recordJob(db(env), { id: jobId, teamId: item.teamId, type: "publish", postId: item.postId });
    await jobStub(env, jobId).init(jobId, "publish");
    messages.push({ type: "publish", jobId, postId: item.postId, teamId: item.teamId });
  }
  for (let i = 0; i < messages.length; i += 100) {
    await env.JOBS.sendBatch(messages.slice(i, i + 100).map((body) => ({ body })));
  }
  return messages.map((m) => m.jobId);
}

/** Keeps the Scheduler's alarm at the earliest due post. */
export async function wakeSchedulerAt(env: Env, when: number) {
  await env.SCHEDULER.get(env.SCHEDULER.idFromName("posts")).wakeAt(when);
}
