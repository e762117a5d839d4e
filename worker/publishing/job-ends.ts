/**
 * How the job of a write to LinkedIn ends, a post's (publish.ts) or its first comment's
 * (first-comment.ts): at progress 100, completed with LinkedIn's URN or ended with the reason the
 * member reads; either way its message is acked.
 */
import type { JobOutcome } from "../jobs/kind";

/** Ack the message: nothing more to do for it. */
export const DONE: JobOutcome = { kind: "done" };

type LinkedInWriteJob = {
  update(patch: { status: "completed" | "cancelled" | "failed" | "unknown"; progress: 100; result?: { urn: string }; error?: string }): Promise<unknown>;
};

/** LinkedIn has it: the job completes, with the URN when it is known. */
export async function completed(job: LinkedInWriteJob, urn: string | null): Promise<JobOutcome> {
  await job.update({ status: "completed", progress: 100, result: urn ? { urn } : undefined });
  return DONE;
}

/** The job ends without a write (or in doubt about one), saying why. */
export async function end(job: LinkedInWriteJob, status: "cancelled" | "failed" | "unknown", error: string): Promise<JobOutcome> {
  await job.update({ status, error, progress: 100 });
  return DONE;
}
