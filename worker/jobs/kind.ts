/**
 * A kind of background job (ARCHITECTURE.md "Jobs"): its queue message, its handler, how it is
 * retried, the states it ends in, and what the dead-letter queue does with it. The consumer, the
 * Job Durable Object and GET /api/jobs/{id} know nothing of any kind: adding one is a file in
 * worker/jobs/kinds/ and a line in registry.ts.
 */
import type { z } from "zod";
import type { JobState } from "../durable-objects/job";
import type { Logger } from "../http/logger";

/** done: ack. later: LinkedIn (or the job's own clock) says wait; a new message after the delay, outside the queue's retry count. */
export type JobResult = { kind: "done" } | { kind: "later"; delayMs: number; retry: boolean };

export type JobKind<M extends { type: string; jobId: string }> = {
  type: M["type"];
  message: z.ZodType<M, z.ZodTypeDef, unknown>;
  /** The queue its messages travel on (a `later` result is sent there again). */
  queue(env: Env): Queue;
  /** The states a job of this kind can end in (GET /api/jobs/{id} reports them). */
  endStates: ReadonlyArray<JobState["status"]>;
  /** Backoff for a handler that threw (its own failures, never a provider's answer). */
  retry: { maxDelaySeconds(env: Env): number };
  handle(env: Env, message: M, log: Logger): Promise<JobResult>;
  /** After the queue gave up on a handler that kept throwing. */
  deadLetter(env: Env, message: M, log: Logger): Promise<void>;
  /** The message to send again for a `later` result (e.g. marked as a retry). */
  again?(message: M, result: Extract<JobResult, { kind: "later" }>): M;
};

export const defineJobKind = <M extends { type: string; jobId: string }>(kind: JobKind<M>) => kind;
