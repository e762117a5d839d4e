/**
 * Company pages to mention in a post (docs/decisions/049), looked up with the team's own LinkedIn
 * accounts. Each look-up counts against the member's hourly limit (the editor waits for a pause in typing).
 */
import { Hono } from "hono";
import { z } from "zod";
import { countUse } from "../db/rate-limits";
import { ApiError } from "../http/errors";
import type { AppEnv } from "../http/types";
import { query } from "../http/validate";
import { mentionSuggestions } from "../posts/mentions";

const HOUR = 60 * 60 * 1000;
export const MENTION_LOOKUPS_PER_MEMBER_PER_HOUR = 600;

/** Mounted at /api/mentions. */
export const mentionRoutes = new Hono<AppEnv>()
  /** GET /api/mentions?q=: up to 8 pages, {name, vanityName, urn}, and a note when none could be looked up. */
  .get("/", query(z.object({ q: z.string().trim().min(1, "Type a page's name or address.").max(200) })), async (c) => {
    const used = await countUse(c.var.db, `mentions:user:${c.var.caller.userId}`, HOUR);
    if (used > MENTION_LOOKUPS_PER_MEMBER_PER_HOUR) throw new ApiError(429, "You've looked up many company pages this hour. Please try again later.");
    return c.json({ data: await mentionSuggestions(c.env, c.var.db, c.var.caller.teamId, c.req.valid("query").q) });
  });
