/**
 * The clock's work, run by the cron every minute (worker/index.ts `scheduled`) and by the
 * Scheduler's alarm (worker/durable-objects/scheduler.ts: the local clock, since cron does not
 * fire under `wrangler pages dev`, and to the second in production): the publishing sweep, the
 * feed sweep, the housekeeping and the posts' numbers, each on its own, so one failing (logged)
 * never stops another.
 */
import { queueDueFeedWork } from "../feed/schedule";
import { createLogger, type Logger } from "../http/logger";
import { keepHouse } from "./housekeeping";
import type { LastSweep } from "./last-sweep";
import { queueDueMetrics } from "./metrics-sweep";
import { sweepDuePosts } from "./sweep";

/** After the publishing sweep itself failed, the Scheduler tries again this soon rather than at the next cron minute. */
const FAILED_SWEEP_RECHECK_MS = 5_000;

export const SWEEPS = { publishing: sweepDuePosts, feed: queueDueFeedWork, housekeeping: keepHouse, metrics: queueDueMetrics };

/** Runs the sweeps in turn (the publishing one first: it is the one on a clock); returns when it wants to run next. */
export async function runSweeps(env: Env, log: Logger, runner: LastSweep["runner"], now = Date.now(), sweeps = SWEEPS): Promise<{ nextDueAt: number }> {
  const swept = await alone(log, "publishing sweep failed", () => sweeps.publishing(env, log, now, runner));
  // The inspiration library's sources and topics: their trouble never holds up publishing.
  await alone(log, "feed work not queued", () => sweeps.feed(env, log, now));
  await alone(log, "housekeeping failed", () => sweeps.housekeeping(env, log, now));
  // Published posts' numbers (issue 27): last, and on their own too.
  await alone(log, "post numbers not queued", () => sweeps.metrics(env, log, now));
  return { nextDueAt: swept?.nextDueAt ?? Date.now() + FAILED_SWEEP_RECHECK_MS };
}

/** One sweep, its failure logged and kept to itself. */
async function alone<T>(log: Logger, failed: string, sweep: () => Promise<T>): Promise<T | null> {
  try {
    return await sweep();
  } catch (error) {
    log.error(failed, { error: (error as Error).message });
    return null;
  }
}

/** The cron trigger (every minute in production): the safety net under the Scheduler's alarm. */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(runSweeps(env, createLogger({ source: "cron", cron: controller.cron }), "sweep").then(() => undefined));
};
