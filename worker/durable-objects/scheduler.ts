import { DurableObject } from "cloudflare:workers";
import { createLogger } from "../http/logger";
import { runSweeps } from "../jobs/cron";
import type { LastSweep } from "../jobs/last-sweep";

/** The one Scheduler: every post's due time wakes the same object. */
const schedulerOf = (env: Env) => env.SCHEDULER.get(env.SCHEDULER.idFromName("posts"));

/** Keeps the Scheduler's alarm at the earliest due post (called whenever a post gets a time). */
export async function wakeSchedulerAt(env: Env, when: number) {
  await schedulerOf(env).wakeAt(when);
}

/** Sets the Scheduler's alarm to now when it has none (an idle Scheduler then sweeps every minute). */
export async function startScheduler(env: Env) {
  await schedulerOf(env).start();
}

/**
 * Wakes at the next due post, and at least every minute (feed sources and topics come due too),
 * and runs the clock's sweeps (worker/jobs/cron.ts). Alarms fire under `wrangler dev` (cron does
 * not), so this is what publishes on time locally, and to the second in production; the cron
 * sweep is the safety net.
 */
export class Scheduler extends DurableObject<Env> {
  /** Called whenever a post is scheduled: keeps the alarm at the earliest due time. */
  async wakeAt(when: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || when < current) await this.ctx.storage.setAlarm(Math.max(when, Date.now()));
  }

  /** Sweeps now if no alarm is set; else leaves the alarm where it is. */
  async start(): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now());
  }

  /** The end of a sweep (cron or this alarm), for the operator's status (worker/jobs/last-sweep.ts). One small key. */
  async recordSweep(sweep: LastSweep): Promise<void> {
    await this.ctx.storage.put("lastSweep", sweep);
  }

  async lastSweep(): Promise<LastSweep | null> {
    return (await this.ctx.storage.get<LastSweep>("lastSweep")) ?? null;
  }

  async alarm(): Promise<void> {
    const log = createLogger({ source: "scheduler-alarm" });
    let next: number;
    try {
      // A failed publishing sweep comes back as a wake-up within seconds, not the next cron minute.
      next = (await runSweeps(this.env, log, "alarm")).nextDueAt;
    } catch (error) {
      log.error("sweep failed", { error: (error as Error).message });
      next = Date.now() + 5_000;
    }
    // A post scheduled while the sweeps ran woke us (wakeAt) for its time: that alarm is kept when
    // it is sooner. Setting the sweep's own answer over it made such a post a minute late.
    const meanwhile = await this.ctx.storage.getAlarm();
    await this.ctx.storage.setAlarm(Math.max(meanwhile === null ? next : Math.min(meanwhile, next), Date.now()));
  }
}
