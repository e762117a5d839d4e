/** A link's card, and a card's picture, read from the public web under the guards of decision 036. */
import { LINK_CARD_LIMITS, type LinkCard } from "../../app/spec/link-card";
import { readConfig } from "../config";
import { decodePage, type Fetched, fetchPublic, type PageGuard } from "../providers/web-pages";
import { cardFrom, readMeta } from "./meta-tags";

export function pageGuard(env: Env): PageGuard {
  const config = readConfig(env);
  return { allowedHosts: config.LINK_PREVIEW_ALLOWED_HOSTS, dnsUrl: config.LINK_PREVIEW_DNS_URL, timeoutMs: config.LINK_PREVIEW_TIMEOUT_MS };
}

/** The card for `link`; `card` is null when the page has no title (LinkedIn would refuse the article). */
export async function previewLink(env: Env, link: string): Promise<{ ok: true; card: LinkCard | null } | { ok: false; reason: string }> {
  const page = await fetchPublic(link, pageGuard(env), { kind: "html", maxBytes: LINK_CARD_LIMITS.pageBytes });
  if (!page.ok) return page;
  return { ok: true, card: cardFrom(readMeta(decodePage(page.body, page.contentType)), link, page.url) };
}

/** A card's picture: PNG, JPEG or GIF, at most LINK_CARD_LIMITS.thumbnailBytes. */
export function fetchThumbnail(env: Env, imageUrl: string): Promise<Fetched> {
  return fetchPublic(imageUrl, pageGuard(env), { kind: "image", maxBytes: LINK_CARD_LIMITS.thumbnailBytes });
}
