/**
 * GET /api/ops/status: what an operator watches (README "Operating it", docs/decisions/037).
 * Behind the operator key, never a member's session. Every figure is across all teams.
 */
import { Hono } from "hono";
import { readConfig } from "../config";
import { accountsNeedingReconnect, dueNotClaimedPosts, ON_TIME_MS, onTimeBetween, outcomesSince } from "../db/ops";
import { requireOperator } from "../http/operator";
import type { AppEnv } from "../http/types";
import { lastSweep } from "../jobs/last-sweep";
import { RUNWAY_ALARM_DAYS, versionStatus } from "../providers/linkedin-version";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const iso = (at: number | null | undefined) => (typeof at === "number" ? new Date(at).toISOString() : null);

export const opsRoutes = new Hono<AppEnv>().use("*", requireOperator()).get("/status", async (c) => {
  const now = Date.now();
  const store = c.var.db;
  const [sweep, due, outcomes, day, month, reconnect] = await Promise.all([
    lastSweep(c.env),
    dueNotClaimedPosts(store, now),
    outcomesSince(store, now - HOUR_MS),
    onTimeBetween(store, now - DAY_MS, now),
    onTimeBetween(store, now - 30 * DAY_MS, now),
    accountsNeedingReconnect(store),
  ]);
  const version = versionStatus(readConfig(c.env).LINKEDIN_VERSION, new Date(now));
  const dueAt = due.oldest ? Math.max(due.oldest.scheduledAt ?? 0, due.oldest.notBefore ?? 0) : null;
  c.header("cache-control", "no-store");
  return c.json({
    data: {
      now: iso(now),
      /** The end of the last sweep (cron, or the Scheduler's alarm); null before the first. */
      lastSweep: sweep ? { at: iso(sweep.at), ageMs: now - sweep.at, runner: sweep.runner, queued: sweep.queued } : null,
      queue: {
        /** Due (its time and any Retry-After passed) and still not claimed by a publisher. */
        dueNotClaimed: due.count,
        dueNotClaimedAtLeast: due.capped,
        /** How long the oldest of them has waited since it became due; 0 when none waits. */
        lagMs: dueAt === null ? 0 : Math.max(0, now - dueAt),
        oldestDueAt: iso(dueAt),
      },
      /** Attempts that ended in the last hour, by publish_attempts.outcome ("in-progress": not ended yet). */
      outcomesLastHour: { byKind: outcomes.byKind, complete: outcomes.complete },
      /** Published within ON_TIME_MS of the post's time, among the published posts due in each window. */
      onTime: { withinMs: ON_TIME_MS, last24h: day, last30d: month },
      linkedinVersion: {
        version: version.version,
        status: version.kind,
        sunset: version.kind === "unknown" ? null : version.sunset,
        daysLeft: version.kind === "active" ? version.daysLeft : version.kind === "sunset" ? 0 : null,
        runwayAlarmDays: RUNWAY_ALARM_DAYS,
      },
      accountsNeedingReconnect: reconnect,
    },
  });
});
