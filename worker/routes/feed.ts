/**
 * GET /api/feed (a page of the inspiration library, each post with the trending topics it is in)
 * and POST /api/feed/saved (a post the team admires). Mounted at /api/feed.
 */
import { Hono } from "hono";
import { feedQuerySchema, savedPostSchema } from "../../app/spec/schemas";
import { newId } from "../db/client";
import { decodeCursor, listFeed, saveTeamFeedPost, toFeedView, topicsOf } from "../db/feed";
import { findUser } from "../db/users";
import { canonicalUrl, providerOf, teamDedupeKey } from "../feed/items";
import { ApiError, badRequest } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody, query } from "../http/validate";

export const feedRoutes = new Hono<AppEnv>()
  .get("/", query(feedQuerySchema), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const from = cursor ? decodeCursor(cursor) : null;
    if (cursor && !from) throw badRequest("That page of the feed is not available. Reload the feed.");
    const page = await listFeed(c.var.db, c.var.caller.teamId, { cursor: from, limit });
    const topics = await topicsOf(
      c.var.db,
      page.items.map((p) => p.id),
    );
    return c.json({ data: page.items.map((p) => ({ ...toFeedView(p), topics: topics.get(p.id) ?? [] })), nextCursor: page.nextCursor });
  })
  .post("/saved", jsonBody(savedPostSchema), async (c) => {
    const { teamId, userId } = c.var.caller;
    const input = c.req.valid("json");
    const user = await findUser(c.var.db, userId);
    const id = `saved-${newId()}`;
    const url = input.url || null;
    const canonical = url ? canonicalUrl(url) : null;
    const saved = await saveTeamFeedPost(c.var.db, {
      id,
      teamId,
      content: input.content.trim(),
      url,
      // The same link with or without tracking parameters is the same post.
      dedupeKey: canonical ? teamDedupeKey(teamId, canonical) : null,
      provider: url ? providerOf(url) : "self",
      authorName: input.authorName?.trim() || user?.name || "Saved post",
    });
    if (!saved) throw new ApiError(409, "Your team already saved this post.");
    return c.json({ data: { id } }, 201);
  });
