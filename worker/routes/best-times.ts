import { Hono } from "hono";
import { z } from "zod";
import { slotsFromEngagement } from "../../app/spec/best-times";
import { timeZoneSchema } from "../../app/spec/schemas";
import { instantToZoned } from "../../app/spec/time";
import { db } from "../db/client";
import { publishedEngagement } from "../db/posts";
import type { AppEnv } from "../http/types";
import { query } from "../http/validate";

/** Comments and shares say more than a like. */
const engagementOf = (p: { likes: number; comments: number; shares: number }) => p.likes + 2 * p.comments + 3 * p.shares;

/** GET /api/best-times?timeZone=…: popularity slots for the chart, in the member's zone. Mounted at /api/best-times. */
export const bestTimesRoutes = new Hono<AppEnv>().get("/", query(z.object({ timeZone: timeZoneSchema.default("UTC") })), async (c) => {
  const { timeZone } = c.req.valid("query");
  const rows = await publishedEngagement(db(c.env), c.var.caller.teamId);
  const samples = rows.map((p) => {
    const wall = instantToZoned(p.publishedAt!, timeZone);
    return { day: new Date(`${wall.date}T00:00:00Z`).getUTCDay(), hour: Number(wall.time.slice(0, 2)), engagement: engagementOf(p) };
  });
  const slots = slotsFromEngagement(samples);
  return c.json({ data: { data: slots, source: samples.length >= 10 ? "team" : "default" } });
});
