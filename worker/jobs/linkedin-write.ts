/**
 * A job that writes one post's content to LinkedIn (the post itself, its first comment): both are
 * one team's post, queued on the publish queue, report where LinkedIn put what they wrote, and end
 * in the same four states (docs/decisions/047). A later format that writes to LinkedIn on its own
 * (a repost, an edit) is one more of these.
 */
import { z } from "zod";
import type { JobType } from "../../app/spec/jobs";
import type { Logger } from "../http/logger";
import { defineJobContract, defineJobKind, type JobContract, type JobOutcome } from "./kind";

/** Where LinkedIn put what the job wrote, when it said so. */
export const linkedinWriteResult = z.object({ urn: z.string().optional() });
export type LinkedInWriteResult = z.infer<typeof linkedinWriteResult>;

/** unknown: LinkedIn may have it (a lost answer): the member is asked, nothing is written twice. */
const END_STATES = ["completed", "cancelled", "failed", "unknown"] as const;
type EndState = (typeof END_STATES)[number];

type WriteMessage<T extends JobType> = { type: T; jobId: string; postId: string; teamId: string; runner: string };

/** What every LinkedIn write's message carries beside its type and job id: the post and its team. */
export const postJobFields = { postId: z.string(), teamId: z.string() };

/** The contract of a LinkedIn write, from its message (jobMessage(type, { ...postJobFields, runner, … })). */
export function defineLinkedInWrite<T extends JobType, M extends WriteMessage<T>>(type: T, message: z.ZodType<M, z.ZodTypeDef, unknown>) {
  return defineJobContract({
    type,
    message,
    result: linkedinWriteResult,
    endStates: END_STATES,
    queue: (env) => env.JOBS,
    owner: (m) => ({ teamId: m.teamId, postId: m.postId }),
  });
}

/** How the queue runs a LinkedIn write: its work and its giving up; a wait LinkedIn asked for comes back marked as a retry. */
export function linkedinWriteHandler<T extends JobType, M extends WriteMessage<T>>(
  // A wait LinkedIn asked for is sent again as runner "retry": the kind's runners must include it.
  contract: JobContract<T, M, LinkedInWriteResult, EndState> & ("retry" extends M["runner"] ? unknown : { runnersLackRetry: never }),
  work: { handle(env: Env, message: M, log: Logger): Promise<JobOutcome>; deadLetter(env: Env, message: M, log: Logger): Promise<void> },
) {
  return defineJobKind({
    ...contract,
    handle: (env, message, log) => work.handle(env, message, log),
    deadLetter: (env, message, log) => work.deadLetter(env, message, log),
    again: (message, outcome) => (outcome.retry ? { ...message, runner: "retry" } : message),
  });
}
