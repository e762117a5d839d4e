/**
 * A kind of background job (ARCHITECTURE.md "Jobs", docs/decisions/040). The consumer, the Job
 * Durable Object and GET /api/jobs/{id} know nothing of any kind: adding one is a file in
 * worker/jobs/kinds/, its name in JOB_TYPES (app/spec/jobs.ts) and a line in registry.ts.
 *
 * A kind has two sides. What starts and reports on a job (`JobContract`: its message, its result,
 * its end states, its queue, who owns it) is what producers, the job's own work and the status
 * route read. How the queue runs it (`JobKind`: handler, retry, dead letter) is what the consumer
 * reads. Both sides usually sit in one file; a kind whose work lives in a module that needs the
 * kind's message type (publishing/publish.ts, onboarding/generate.ts) keeps its contract in
 * `kinds/<name>.ts` and its handler in `kinds/<name>.handler.ts`, so no module imports itself back.
 */
import { z } from "zod";
import type { JobEndState, JobStatus, JobType } from "../../app/spec/jobs";
import type { Logger } from "../http/logger";

/** done: ack. later: LinkedIn (or the job's own clock) says wait; a new message after the delay, outside the queue's retry count. */
export type JobOutcome = { kind: "done" } | { kind: "later"; delayMs: number; retry: boolean };

/** What a job reports beside its status: flat, so it crosses the Durable Object's RPC boundary typed. */
export type JobReport = Record<string, string | number | boolean | null>;

type MessageOf<T extends JobType> = { type: T; jobId: string };

export type JobContract<T extends JobType, M extends MessageOf<T>, R extends JobReport | null, E extends JobEndState> = {
  type: T;
  /** Every message body is parsed with it before it is handled; the message's type is derived from it. */
  message: z.ZodType<M, z.ZodTypeDef, unknown>;
  /** What the job reports (GET /api/jobs/{id} answers it parsed, so the app's client has it typed); `z.null()`: nothing. */
  result: z.ZodType<R, z.ZodTypeDef, unknown>;
  /** The end states it can reach: a subset of JOB_END_STATES, the one list the Job object reads. */
  endStates: readonly E[];
  /** The queue its messages travel on (a `later` outcome is sent there again). */
  queue(env: Env): Queue;
  /** The team that owns a job (its D1 row, which GET /api/jobs/{id} checks), or null: work of no team's, no row. */
  owner(message: NoInfer<M>): { teamId: string; postId?: string } | null;
};

export type JobKind<T extends JobType, M extends MessageOf<T>, R extends JobReport | null, E extends JobEndState> = JobContract<T, M, R, E> & {
  /** Backoff for a handler that threw (its own failures, never a provider's answer); unset: JOB_RETRY_MAX_DELAY_SECONDS. */
  retry?: { maxDelaySeconds(env: Env): number };
  handle(env: Env, message: M, log: Logger): Promise<JobOutcome>;
  /** After the queue gave up on a handler that kept throwing. */
  deadLetter(env: Env, message: M, log: Logger): Promise<void>;
  /** The message to send again for a `later` outcome (e.g. marked as a retry). */
  again?(message: M, outcome: Extract<JobOutcome, { kind: "later" }>): M;
};

/** A kind's message: its type, its job's id, and what the kind adds. */
export const jobMessage = <T extends JobType, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), jobId: z.string(), ...shape });

/** The owner of a team's job that names no post. */
export const teamOwner = (message: { teamId: string }) => ({ teamId: message.teamId });

export const defineJobContract = <T extends JobType, M extends MessageOf<T>, R extends JobReport | null, E extends JobEndState>(
  contract: JobContract<T, M, R, E>,
) => contract;

export const defineJobKind = <T extends JobType, M extends MessageOf<T>, R extends JobReport | null, E extends JobEndState>(kind: JobKind<T, M, R, E>) => kind;

/** Any contract or kind, whatever its message and result (handlers are methods, so a list of kinds type-checks). */
export type AnyJobContract = JobContract<JobType, MessageOf<JobType>, JobReport | null, JobEndState>;
export type AnyJobKind = JobKind<JobType, MessageOf<JobType>, JobReport | null, JobEndState>;

export type MessageOfKind<K> = K extends JobContract<infer _T, infer M, infer _R, infer _E> ? M : never;
export type ResultOfKind<K> = K extends JobContract<infer _T, infer _M, infer R, infer _E> ? R : never;
export type EndStateOfKind<K> = K extends JobContract<infer _T, infer _M, infer _R, infer E> ? E : never;
/** The statuses a job of this kind goes through: queued, running, then one of its end states. */
export type StatusOfKind<K> = Extract<JobStatus, "queued" | "running"> | EndStateOfKind<K>;
