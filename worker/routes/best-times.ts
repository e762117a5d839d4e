import { Hono } from "hono";
import { z } from "zod";
import { timeZoneSchema } from "../../app/spec/schemas";
import type { AppEnv } from "../http/types";
import { query } from "../http/validate";
import { teamBestTimes } from "../publishing/best-times";

/** GET /api/best-times?timeZone=…: popularity slots for the chart, in the member's zone. Mounted at /api/best-times. */
export const bestTimesRoutes = new Hono<AppEnv>().get("/", query(z.object({ timeZone: timeZoneSchema.default("UTC") })), async (c) => {
  const { slots, source } = await teamBestTimes(c.var.db, c.var.caller.teamId, c.req.valid("query").timeZone);
  return c.json({ data: { data: slots, source } });
});
