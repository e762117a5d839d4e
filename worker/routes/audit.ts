/** GET /api/team/audit (mounted there): the team's latest sensitive actions, for its owners (docs/decisions/059). */
import { Hono } from "hono";
import { latestAudit } from "../db/audit";
import { ownersOnly } from "../http/middleware";
import type { AppEnv } from "../http/types";

export const auditRoutes = new Hono<AppEnv>().get("/", ownersOnly(), async (c) => {
  const events = await latestAudit(c.var.db, c.var.caller.teamId);
  return c.json({ data: events.map((e) => ({ ...e, at: new Date(e.at).toISOString() })) });
});
