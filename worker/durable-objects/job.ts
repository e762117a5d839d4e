import { DurableObject } from "cloudflare:workers";
import { z } from "zod";
import { isJobEnded, JOB_STATUSES, JOB_TYPES, type JobType } from "../../app/spec/jobs";

export const jobStateSchema = z.object({
  id: z.string(),
  type: z.enum(JOB_TYPES),
  status: z.enum(JOB_STATUSES),
  progress: z.number().min(0).max(100),
  // Flat and serialisable, so it crosses the Durable Object RPC boundary typed.
  result: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  error: z.string().nullable().optional(),
  updatedAt: z.number(),
});
export type JobState = z.infer<typeof jobStateSchema>;

const queuedState = (id: string, type: JobType): JobState => ({ id, type, status: "queued", progress: 0, error: null, updatedAt: Date.now() });

/**
 * One background job's live status (GET /api/jobs/{id} reads it). Writes are ordered by the
 * object's single thread; once a job has ended (JOB_END_STATES, app/spec/jobs.ts: every kind's
 * end states are among them), later updates are ignored, so a late retry cannot turn
 * "completed" back into "running". It knows nothing of any kind (worker/jobs/lifecycle.ts moves it on).
 */
export class Job extends DurableObject<Env> {
  async init(id: string, type: JobType): Promise<JobState> {
    const existing = await this.read();
    if (existing) return existing;
    const state = queuedState(id, type);
    await this.ctx.storage.put("state", state);
    return state;
  }

  async read(): Promise<JobState | null> {
    return (await this.ctx.storage.get<JobState>("state")) ?? null;
  }

  /**
   * Moves the job on; creates its state on first use, so queueing a job costs no call here
   * (a job nobody has touched yet reads as queued from its D1 row).
   */
  async update(id: string, type: JobType, patch: Partial<Pick<JobState, "status" | "progress" | "result" | "error">>): Promise<JobState> {
    // A job's first update is also its creation: one read and one write (a publish job's only
    // update is often its end, and 500 posts due at once are 500 new objects).
    const current = (await this.read()) ?? queuedState(id, type);
    if (isJobEnded(current.status)) return current;
    const progress = patch.progress === undefined ? current.progress : Math.max(0, Math.min(100, patch.progress));
    const next = jobStateSchema.parse({ ...current, ...patch, progress, updatedAt: Date.now() });
    await this.ctx.storage.put("state", next);
    return next;
  }
}
