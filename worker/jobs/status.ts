/**
 * A job as GET /api/jobs/{id} answers it: its status from the Job Durable Object, its result
 * parsed by its kind's result schema, so the app's typed client (`hc<ApiApp>`) has each kind's
 * result typed once it narrows on `type` (a calendar job's stages: CalendarJobResult).
 */
import type { JobStatus, JobType } from "../../app/spec/jobs";
import type { ResultOfKind } from "./kind";
import { jobObject } from "./lifecycle";
import { JOB_KINDS } from "./registry";

type JobViewOf<T extends JobType> = {
  id: string;
  type: T;
  status: JobStatus;
  progress: number;
  result: ResultOfKind<(typeof JOB_KINDS)[T]> | null;
  error: string | null;
};
export type JobView = { [T in JobType]: JobViewOf<T> }[JobType];

/** A job recorded in D1 (its owner checked by the caller); one nobody has moved yet reads as queued. */
export async function readJobView(env: Env, job: { id: string; type: JobType }): Promise<JobView> {
  const state = await jobObject(env, job.id).read();
  const result = state?.result === undefined ? null : JOB_KINDS[job.type].result.safeParse(state.result);
  // The type and its result agree by construction (the result is parsed by that type's kind).
  return {
    id: job.id,
    type: job.type,
    status: state?.status ?? "queued",
    progress: state?.progress ?? 0,
    result: result?.success ? result.data : null,
    error: state?.error ?? null,
  } as JobView;
}
