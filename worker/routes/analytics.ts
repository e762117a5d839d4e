/**
 * GET /api/analytics?appId&days&timeZone (issue 27 item 2): one of the team's accounts, over the
 * last 7, 30 or 90 days: what its posts gained and the change on the period before, a line per
 * day, the top posts, engagement by weekday and hour. Mounted at /api/analytics.
 */
import { Hono } from "hono";
import { z } from "zod";
import { ANALYTICS_PERIODS } from "../../app/spec/analytics";
import { timeZoneSchema } from "../../app/spec/schemas";
import { buildReport } from "../analytics/report";
import { readConfig } from "../config";
import { metricGains, postsPublishedWithNumbers } from "../db/analytics";
import { findTeamApp } from "../db/apps";
import { notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { query } from "../http/validate";

const DAY = 86_400_000;

const analyticsQuerySchema = z.object({
  appId: z.string({ required_error: "Choose an account." }).min(1, "Choose an account.").max(64),
  days: z.coerce
    .number()
    .refine((d): d is (typeof ANALYTICS_PERIODS)[number] => (ANALYTICS_PERIODS as readonly number[]).includes(d), "Choose 7, 30 or 90 days.")
    .default(30),
  timeZone: timeZoneSchema.default("UTC"),
});

export const analyticsRoutes = new Hono<AppEnv>().get("/", query(analyticsQuerySchema), async (c) => {
  const { appId, days, timeZone } = c.req.valid("query");
  const { teamId } = c.var.caller;
  // Another team's account is, to this caller, one that does not exist.
  const account = await findTeamApp(c.var.db, teamId, appId);
  if (!account) throw notFound("Account not found");
  const now = Date.now();
  const from = now - days * DAY;
  const [gains, previousGains, posts] = await Promise.all([
    metricGains(c.var.db, teamId, appId, from, now + 1),
    metricGains(c.var.db, teamId, appId, from - days * DAY, from),
    postsPublishedWithNumbers(c.var.db, teamId, appId, from, now + 1),
  ]);
  // Where a top post's "View on LinkedIn" goes: linkedin.com in production, the emulator locally.
  const linkedinWeb = readConfig(c.env).LINKEDIN_AUTH_BASE.replace(/\/+$/, "");
  const report = buildReport({ days, now, timeZone, gains, previousGains, posts });
  return c.json({ data: { account: { id: account.id, name: account.name }, linkedinWeb, ...report } });
});
