/**
 * A source item becomes a feed post: its link made canonical (the dedupe key: every source item
 * is stored once, whichever source found it), the spec's provider named from where it lives,
 * a time that is never in the future.
 */
import type { SourceItem } from "../providers/source-item";

export type FeedProvider = "twitter" | "linkedin" | "reddit" | "self";
export type PublicSource = "hackernews" | "rss";

/** Query parameters that only say where a click came from: the same post with or without them. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ref|ref_src|source|igshid|si)$/i;

/** host + path + meaningful query, lower-cased host, no "www.", fragment or trailing slash; null if not a web URL. */
export function canonicalUrl(raw: string): string | null {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return null;
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") return null;
  const params = [...u.searchParams].filter(([k]) => !TRACKING.test(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params)}` : "";
  const path = u.pathname.replace(/\/+$/, "") || "/";
  return `${u.hostname.replace(/^www\./, "")}${u.port ? `:${u.port}` : ""}${path}${query}`;
}

/** The spec's provider: the network a post lives on when it is one of them, else "self" (its own site). */
export function providerOf(url: string): FeedProvider {
  const host = new URL(url).hostname.toLowerCase();
  const on = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (on("linkedin.com") || on("lnkd.in")) return "linkedin";
  if (on("twitter.com") || on("x.com") || on("t.co")) return "twitter";
  if (on("reddit.com") || on("redd.it")) return "reddit";
  return "self";
}

/** The public library's key for a link; a team's saves are keyed by team. */
export const publicDedupeKey = (canonical: string) => `public|${canonical}`;
export const teamDedupeKey = (teamId: string, canonical: string) => `${teamId}|${canonical}`;

async function idFor(key: string, source: PublicSource) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)));
  return `${source === "hackernews" ? "hn" : "rss"}-${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export type NewFeedPost = {
  id: string;
  dedupeKey: string;
  source: PublicSource;
  provider: FeedProvider;
  url: string;
  title: string;
  content: string;
  authorName: string;
  authorProfileUrl: string | null;
  likes: number;
  comments: number;
  shares: number;
  createdAt: number;
};

/** The feed posts of one run: one per canonical link (the first seen wins within the run). */
export async function toFeedPosts(items: SourceItem[], source: PublicSource, now: number): Promise<NewFeedPost[]> {
  const seen = new Set<string>();
  const posts: NewFeedPost[] = [];
  for (const item of items) {
    const canonical = canonicalUrl(item.url);
    if (!canonical || seen.has(canonical)) continue;
    seen.add(canonical);
    const dedupeKey = publicDedupeKey(canonical);
    posts.push({
      id: await idFor(dedupeKey, source),
      dedupeKey,
      source,
      provider: providerOf(item.url),
      url: item.url,
      title: item.title.slice(0, 300),
      content: item.content,
      authorName: item.author.slice(0, 100) || "Unknown author",
      authorProfileUrl: item.authorUrl,
      likes: item.likes,
      comments: item.comments,
      shares: item.shares,
      createdAt: Math.min(item.publishedAt ?? now, now),
    });
  }
  return posts;
}
