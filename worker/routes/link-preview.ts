/**
 * Link previews for the editor (docs/decisions/036): the card of a link, read from its page under
 * the public-host guards, and the card's picture passed through (the pages' Content-Security-Policy
 * shows images from this site only). Each spends the member's hourly budget (worker/http/budgets.ts).
 */
import { Hono } from "hono";
import { z } from "zod";
import { linkPreviewSchema } from "../../app/spec/link-card";
import { BUDGETS, spend } from "../http/budgets";
import { badRequest, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody, query } from "../http/validate";
import { fetchThumbnail, previewLink } from "../link-cards/preview";

/** Mounted at /api/link-preview. */
export const linkPreviewRoutes = new Hono<AppEnv>()
  /** POST /api/link-preview {url}: the card, or null when the page has no title (no card to show). */
  .post("/", jsonBody(linkPreviewSchema), async (c) => {
    await spend(c, [{ budget: BUDGETS.linkPreviewsPerMember, key: `link-preview:user:${c.var.caller.userId}` }]);
    const preview = await previewLink(c.env, c.req.valid("json").url);
    if (!preview.ok) throw badRequest(preview.reason);
    return c.json({ data: preview.card });
  })
  /** GET /api/link-preview/image?url=: a card's picture (PNG, JPEG or GIF by its bytes, never SVG). */
  .get("/image", query(z.object({ url: linkPreviewSchema.shape.url })), async (c) => {
    await spend(c, [{ budget: BUDGETS.linkPicturesPerMember, key: `link-picture:user:${c.var.caller.userId}` }]);
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
