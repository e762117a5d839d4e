/**
 * GET /api/best-times?timeZone=…&appId=…: an account's popularity slots for the chart, in the
 * member's zone, and where they come from (docs/decisions/054): { data, source: "own", posts } or
 * { data, source: "default" }. Without appId, the account a new post goes out as (the member's
 * own, else the team's first). Another team's account is one that does not exist: 404.
 * Mounted at /api/best-times.
 */
import { Hono } from "hono";
import { z } from "zod";
import { timeZoneSchema } from "../../app/spec/schemas";
import { findTeamApp } from "../db/apps";
import { notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { query } from "../http/validate";
import { accountBestTimes, chartAccount } from "../publishing/best-times";
import { ACCOUNT_NOT_FOUND } from "./apps";

const bestTimesQuery = z.object({ timeZone: timeZoneSchema.default("UTC"), appId: z.string().trim().min(1).max(64).optional() });

export const bestTimesRoutes = new Hono<AppEnv>().get("/", query(bestTimesQuery), async (c) => {
  const { teamId, userId } = c.var.caller;
  const { timeZone, appId: asked } = c.req.valid("query");
  if (asked && !(await findTeamApp(c.var.db, teamId, asked))) throw notFound(ACCOUNT_NOT_FOUND);
  const appId = asked ?? (await chartAccount(c.var.db, teamId, userId));
  const { slots, from } = await accountBestTimes(c.var.db, teamId, appId, timeZone);
  return c.json({ data: { data: slots, appId, ...from } });
});
