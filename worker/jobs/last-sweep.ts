/**
 * When the due-post sweep last ran to its end (cron every minute, or the Scheduler's alarm), for
 * the operator's status (GET /api/ops/status). Kept in the Scheduler Durable Object's storage:
 * one key, written once per sweep, no table and no migration.
 */
import type { Logger } from "../http/logger";

export type LastSweep = { at: number; runner: "alarm" | "sweep"; queued: number };

const scheduler = (env: Env) => env.SCHEDULER.get(env.SCHEDULER.idFromName("posts"));

/** Never throws: a sweep that published on time is not undone by a status it could not record. */
export async function recordSweep(env: Env, log: Logger, sweep: LastSweep): Promise<void> {
  await scheduler(env)
    .recordSweep(sweep)
    .catch((error: Error) => log.warn("last sweep not recorded", { error: error.message }));
}

export async function lastSweep(env: Env): Promise<LastSweep | null> {
  return scheduler(env).lastSweep();
}
