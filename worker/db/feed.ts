/**
 * The inspiration library: the public feed (curated and ingested posts) plus the posts a team
 * saved for itself, newest first, read a page at a time by a cursor.
 */
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "./client";
import { feedPosts } from "./schema";

export type FeedCursor = { createdAt: number; id: string };

export const encodeCursor = (c: FeedCursor) => btoa(`${c.createdAt}:${c.id}`).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

/** The cursor a client got back, or null for anything else (a forged cursor reads nothing it should not). */
export function decodeCursor(raw: string): FeedCursor | null {
  try {
    const text = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
    const m = /^(\d{1,15}):([\w-]{1,100})$/.exec(text);
    return m ? { createdAt: Number(m[1]), id: m[2] } : null;
  } catch {
    return null;
  }
}

type FeedRow = typeof feedPosts.$inferSelect;

const parseList = (json: string) => {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/** A feed post as the spec names its fields (§3). */
export function toFeedView(p: FeedRow) {
  return {
    id: p.id,
    url: p.url,
    tags: parseList(p.tags).filter((t): t is string => typeof t === "string"),
    title: p.title,
    content: p.content,
    provider: p.provider,
    attachments: parseList(p.attachments).filter((a): a is { url: string } => typeof a?.url === "string"),
    engagement: { likes: p.likes, comments: p.comments, shares: p.shares },
    author: { name: p.authorName, avatar: p.authorAvatar, profileUrl: p.authorProfileUrl },
    scheduledAt: p.scheduledAt === null ? null : new Date(p.scheduledAt).toISOString(),
    created: new Date(p.createdAt).toISOString(),
    saved: p.teamId !== null,
  };
}
export type FeedView = ReturnType<typeof toFeedView>;

/** One page of what this team may see: the public library and its own saves. */
export async function listFeed(db: Db, teamId: string, page: { cursor: FeedCursor | null; limit: number }) {
  const visible = or(isNull(feedPosts.teamId), eq(feedPosts.teamId, teamId));
  const after = page.cursor
    ? or(lt(feedPosts.createdAt, page.cursor.createdAt), and(eq(feedPosts.createdAt, page.cursor.createdAt), lt(feedPosts.id, page.cursor.id)))
    : undefined;
  const rows = await db
    .select()
    .from(feedPosts)
    .where(and(visible, eq(feedPosts.status, "published"), after))
    .orderBy(desc(feedPosts.createdAt), desc(feedPosts.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return { items, nextCursor: more && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
}

/** A post the member admires, saved to the team's library; false when the team already saved that link. */
export async function saveTeamFeedPost(db: Db, input: { id: string; teamId: string; content: string; url: string | null; authorName: string }) {
  const inserted = await db
    .insert(feedPosts)
    .values({
      id: input.id,
      teamId: input.teamId,
      source: "saved",
      provider: "self",
      url: input.url,
      title: input.content.split("\n")[0].slice(0, 80),
      content: input.content,
      authorName: input.authorName,
      dedupeKey: input.url ? `${input.teamId}|${input.url}` : null,
    })
    .onConflictDoNothing()
    .returning({ id: feedPosts.id });
  return inserted.length > 0;
}
