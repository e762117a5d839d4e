import { Hono } from "hono";
import { z } from "zod";
import { db } from "../db/client";
import { listTeamPosts } from "../db/posts";
import type { AppEnv } from "../http/types";

const rangeSchema = z.object({
  from: z.string().datetime({ offset: true, message: "from must be an ISO date-time" }).optional(),
  to: z.string().datetime({ offset: true, message: "to must be an ISO date-time" }).optional(),
});

/** The caller's team's posts. Mounted at /api. Writing and publishing arrive with the posts work. */
export const postRoutes = new Hono<AppEnv>().get("/posts", async (c) => {
  const range = rangeSchema.parse(c.req.query());
  const posts = await listTeamPosts(db(c.env), c.var.caller.teamId, {
    from: range.from ? Date.parse(range.from) : undefined,
    to: range.to ? Date.parse(range.to) : undefined,
  });
  return c.json({ data: { data: posts } });
});
