/**
 * The one vocabulary of background jobs, read by the worker (the Job Durable Object, each job
 * kind), the screens that follow a job, and the tests (issue 23). Imports nothing but zod.
 */
import { z } from "zod";

/** Every state a job can be in; completed and cancelled are the spec's end values, failed and unknown end a publish too. */
export const JOB_STATUSES = ["queued", "running", "completed", "cancelled", "failed", "unknown"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The states a job never leaves (each job kind ends in some of them: worker/jobs/kinds). */
const END_STATES = ["completed", "cancelled", "failed", "unknown"] as const satisfies readonly JobStatus[];
export type JobEndState = (typeof END_STATES)[number];
export const JOB_END_STATES: ReadonlySet<JobStatus> = new Set<JobStatus>(END_STATES);
export const isJobEnded = (status: JobStatus): status is JobEndState => JOB_END_STATES.has(status);

/** Every kind of job, as the registry (worker/jobs/registry.ts) and the jobs table name them. */
export const JOB_TYPES = ["publish", "generate-calendar", "ingest-feed", "refresh-topics", "first-comment", "collect-metrics", "export"] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The calendar job's steps, as its result reports them and the progress screen reads them. */
export const CALENDAR_JOB_STAGES = ["planning", "writing", "done"] as const;
export const calendarJobResultSchema = z.object({
  planned: z.number().int().min(0),
  written: z.number().int().min(0),
  drafts: z.number().int().min(0),
  ideas: z.number().int().min(0),
  stage: z.enum(CALENDAR_JOB_STAGES),
});
export type CalendarJobResult = z.infer<typeof calendarJobResultSchema>;

/** A data export's result (docs/decisions/059): the download link (valid until expiresAt), its size and how many files it holds. */
export const exportJobResultSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  bytes: z.number().int().min(0),
  files: z.number().int().min(0),
});
export type ExportJobResult = z.infer<typeof exportJobResultSchema>;
