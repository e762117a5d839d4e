/**
 * Company pages to mention in a post (docs/decisions/049), looked up with the team's own LinkedIn
 * accounts. Each look-up spends the member's hourly budget (worker/http/budgets.ts).
 */
import { Hono } from "hono";
import { z } from "zod";
import { BUDGETS, spend } from "../http/budgets";
import type { AppEnv } from "../http/types";
import { query } from "../http/validate";
import { mentionSuggestions } from "../posts/mentions";

/** Mounted at /api/mentions. */
export const mentionRoutes = new Hono<AppEnv>()
  /** GET /api/mentions?q=: up to 8 pages, {name, vanityName, urn}, and a note when none could be looked up. */
  .get("/", query(z.object({ q: z.string().trim().min(1, "Type a page's name or address.").max(200) })), async (c) => {
    await spend(c, [{ budget: BUDGETS.mentionLookupsPerMember, key: `mentions:user:${c.var.caller.userId}` }]);
    return c.json({ data: await mentionSuggestions(c.env, c.var.db, c.var.caller.teamId, c.req.valid("query").q) });
  });
