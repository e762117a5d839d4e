/**
 * A job's life, whatever its kind: `enqueue` records it and puts its message on its kind's queue;
 * `jobHandle` moves it on (the Job Durable Object holds its status for GET /api/jobs/{id}).
 * Producers call `enqueue` with their kind (or the kind's own producer, e.g. `enqueuePublishes`),
 * never a queue by name.
 */
import { db } from "../db/client";
import { recordJobs } from "../db/jobs";
import type { JobState } from "../durable-objects/job";
import type { AnyJobContract, MessageOfKind, ResultOfKind, StatusOfKind } from "./kind";

/** Messages per queue send (sendBatch takes at most 100). */
export const QUEUE_SEND_CHUNK = 100;

/**
 * Records the jobs (their D1 rows: who owns each, for GET /api/jobs/{id}; none for work of no
 * team's), then sends their messages on the kind's queue, 100 a send. Returns the job ids. The
 * rows go first and are idempotent (ON CONFLICT DO NOTHING), so a send that fails is sent again
 * by the caller with nothing doubled; the Job object starts with its first update.
 */
export async function enqueue<K extends AnyJobContract>(env: Env, kind: K, messages: Array<MessageOfKind<K>>): Promise<string[]> {
  const rows = messages.flatMap((message) => {
    const owner = kind.owner(message);
    return owner ? [{ id: message.jobId, type: kind.type, teamId: owner.teamId, postId: owner.postId }] : [];
  });
  if (rows.length) await recordJobs(db(env), rows);
  const queue = kind.queue(env);
  for (let i = 0; i < messages.length; i += QUEUE_SEND_CHUNK) {
    await queue.sendBatch(messages.slice(i, i + QUEUE_SEND_CHUNK).map((body) => ({ body })));
  }
  return messages.map((m) => m.jobId);
}

/** What a job's work may change: its status (typed by its kind's end states), progress, result (its kind's), error. */
export type JobPatch<K> = {
  status?: StatusOfKind<K>;
  progress?: number;
  result?: NonNullable<ResultOfKind<K>>;
  error?: string | null;
};

/** One job of a kind, to move on as its work goes (a job that has ended ignores later updates). */
export function jobHandle<K extends AnyJobContract>(env: Env, kind: K, jobId: string): JobHandle<K> {
  const stub = jobObject(env, jobId);
  return {
    id: jobId,
    update: (patch) => stub.update(jobId, kind.type, patch),
    read: () => stub.read(),
  };
}
export type JobHandle<K> = { id: string; update(patch: JobPatch<K>): Promise<JobState>; read(): Promise<JobState | null> };

/** The Job Durable Object of a job id. */
export const jobObject = (env: Env, jobId: string) => env.JOB.get(env.JOB.idFromName(jobId));
