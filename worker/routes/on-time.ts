/**
 * On-time publishing (issue 27 item 4, docs/decisions/053), mounted at /api/team/on-time: the
 * caller's team only (from the session), for any member. The share of the last 30 days' due
 * posts that went out within 60 seconds of their time, and the late or failed ones with why.
 */
import { Hono } from "hono";
import { postName } from "../../app/spec/notifications";
import { ON_TIME_WITHIN_SECONDS } from "../../app/spec/on-time";
import { onTimeOfTeam } from "../db/on-time";
import type { AppEnv } from "../http/types";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const onTimeRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const now = Date.now();
  const figures = await onTimeOfTeam(c.var.db, c.var.caller.teamId, now);
  return c.json({
    data: {
      from: iso(figures.from)!,
      to: iso(now)!,
      withinSeconds: ON_TIME_WITHIN_SECONDS,
      total: figures.total,
      onTime: figures.onTime,
      /** Late, failed, in doubt or still not out: the total less those on time. */
      late: figures.late,
      items: figures.items.map((p) => ({
        id: p.id,
        title: postName(p),
        kind: p.kind,
        dueAt: iso(p.dueAt)!,
        publishedAt: iso(p.publishedAt),
        lateSeconds: p.lateMs === null ? null : Math.round(p.lateMs / 1000),
        reason: p.reason,
      })),
    },
  });
});
