/**
 * Link previews for the editor (docs/decisions/036): the card of a link, read from its page under
 * the public-host guards, and the card's picture passed through (the pages' Content-Security-Policy
 * shows images from this site only). Each counts against the member's hourly limit.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { linkPreviewSchema } from "../../app/spec/link-card";
import { countUse } from "../db/rate-limits";
import { ApiError, badRequest, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody, query } from "../http/validate";
import { fetchThumbnail, previewLink } from "../link-cards/preview";

const HOUR = 60 * 60 * 1000;
/** Previews follow typing (the editor waits for a pause); pictures follow every card shown. */
export const LINK_PREVIEW_LIMITS = { previewsPerMemberPerHour: 120, picturesPerMemberPerHour: 600 } as const;

async function limit(c: Context<AppEnv>, what: "preview" | "picture", max: number) {
  const used = await countUse(c.var.db, `link-${what}:user:${c.var.caller.userId}`, HOUR);
  if (used > max) throw new ApiError(429, `You've reached the limit of ${max} link ${what}s an hour. Please try again later.`);
}

/** Mounted at /api/link-preview. */
export const linkPreviewRoutes = new Hono<AppEnv>()
  /** POST /api/link-preview {url}: the card, or null when the page has no title (no card to show). */
  .post("/", jsonBody(linkPreviewSchema), async (c) => {
    await limit(c, "preview", LINK_PREVIEW_LIMITS.previewsPerMemberPerHour);
    const preview = await previewLink(c.env, c.req.valid("json").url);
    if (!preview.ok) throw badRequest(preview.reason);
    return c.json({ data: preview.card });
  })
  /** GET /api/link-preview/image?url=: a card's picture (PNG, JPEG or GIF by its bytes, never SVG). */
  .get("/image", query(z.object({ url: linkPreviewSchema.shape.url })), async (c) => {
    await limit(c, "picture", LINK_PREVIEW_LIMITS.picturesPerMemberPerHour);
    const picture = await fetchThumbnail(c.env, c.req.valid("query").url);
    if (!picture.ok) throw notFound(picture.reason);
    return new Response(picture.body, {
      headers: {
        "content-type": picture.contentType,
        "cache-control": "private, max-age=3600",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'",
      },
    });
  });
