import { Hono } from "hono";
import { listTeamApps } from "../db/apps";
import { db } from "../db/client";
import type { AppEnv } from "../http/types";

/** Connected accounts of the caller's team. Mounted at /api/apps. */
export const appRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const apps = await listTeamApps(db(c.env), c.var.caller.teamId);
  return c.json({ data: { data: apps } });
});
