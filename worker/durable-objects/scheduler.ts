import { DurableObject } from "cloudflare:workers";
import { createLogger } from "../http/logger";
import type { LastSweep } from "../jobs/last-sweep";
import { sweepDuePosts } from "../jobs/sweep";

/**
 * Wakes at the next due post, and at least every minute (feed sources and topics come due too). Alarms fire under `wrangler dev` (cron does not), so this is what
 * publishes on time locally, and to the second in production; the cron sweep is the safety net.
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
    try {
      const { nextDueAt } = await sweepDuePosts(this.env, log, Date.now(), "alarm");
      await this.ctx.storage.setAlarm(Math.max(nextDueAt, Date.now()));
    } catch (error) {
      log.error("sweep failed", { error: (error as Error).message });
      // Try again shortly rather than waiting for the next cron minute.
      await this.ctx.storage.setAlarm(Date.now() + 5_000);
    }
  }
}
