/**
 * The inspiration library: the public feed (curated and ingested posts) plus the posts a team
 * saved for itself, newest first, read a page at a time by a cursor.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { FeedProvider, NewFeedPost } from "../feed/items";
import type { Db } from "./client";
import { feedPosts, feedSchedule, topicPosts, topics } from "./schema";

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

/** A post's tags column (a JSON array) as its strings. */
export const parseTags = (json: string) => parseList(json).filter((t): t is string => typeof t === "string");

/** A feed post as the spec names its fields (§3). */
export function toFeedView(p: FeedRow) {
  return {
    id: p.id,
    url: p.url,
    tags: parseTags(p.tags),
    title: p.title,
    content: p.content,
    provider: p.provider,
    /** Where the library found it: curated, hackernews, rss, or saved (by this team). */
    source: p.source,
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
export async function saveTeamFeedPost(
  db: Db,
  input: { id: string; teamId: string; content: string; url: string | null; dedupeKey: string | null; provider: FeedProvider; authorName: string },
) {
  const inserted = await db
    .insert(feedPosts)
    .values({
      id: input.id,
      teamId: input.teamId,
      source: "saved",
      provider: input.provider,
      url: input.url,
      title: input.content.split("\n")[0].slice(0, 80),
      content: input.content,
      authorName: input.authorName,
      dedupeKey: input.dedupeKey,
    })
    .onConflictDoNothing()
    .returning({ id: feedPosts.id });
  return inserted.length > 0;
}

/** D1 binds at most 100 values a statement: rows of a feed post (13 values) go in fives. */
const ROWS_PER_INSERT = 5;

/**
 * One source run's posts, stored once per link: a link already stored (by this or another source)
 * keeps its post, and only its counts move when the same source reports them again.
 */
export async function storeFeedPosts(db: Db, posts: NewFeedPost[]): Promise<{ added: number; updated: number }> {
  if (!posts.length) return { added: 0, updated: 0 };
  const known = new Set<string>();
  for (let i = 0; i < posts.length; i += 90) {
    const keys = posts.slice(i, i + 90).map((p) => p.dedupeKey);
    for (const row of await db.select({ key: feedPosts.dedupeKey }).from(feedPosts).where(inArray(feedPosts.dedupeKey, keys))) known.add(row.key ?? "");
  }
  const statements = [];
  for (let i = 0; i < posts.length; i += ROWS_PER_INSERT) {
    const rows = posts.slice(i, i + ROWS_PER_INSERT).map((p) => ({ ...p, tags: "[]", attachments: "[]", status: "published" }));
    statements.push(
      db
        .insert(feedPosts)
        .values(rows)
        .onConflictDoUpdate({
          target: feedPosts.dedupeKey,
          set: { likes: sql`excluded.likes`, comments: sql`excluded.comments`, shares: sql`excluded.shares` },
          setWhere: sql`${feedPosts.source} = excluded.source`,
        }),
    );
  }
  const [first, ...rest] = statements;
  await db.batch([first, ...rest]);
  const added = posts.filter((p) => !known.has(p.dedupeKey)).length;
  return { added, updated: posts.length - added };
}

/** The public posts topics are computed from: the newest first, created since `since`. */
export async function recentPublicPosts(db: Db, since: number, limit: number) {
  return db
    .select({
      id: feedPosts.id,
      title: feedPosts.title,
      content: feedPosts.content,
      tags: feedPosts.tags,
      source: feedPosts.source,
      likes: feedPosts.likes,
      comments: feedPosts.comments,
      shares: feedPosts.shares,
      createdAt: feedPosts.createdAt,
    })
    .from(feedPosts)
    .where(and(isNull(feedPosts.teamId), eq(feedPosts.status, "published"), gte(feedPosts.createdAt, since)))
    .orderBy(desc(feedPosts.createdAt))
    .limit(limit);
}

export type TopicToStore = { id: string; name: string; score: number; postIds: string[] };

/** The new topics in place of the old, in one transaction: a reader sees one set or the other. */
export async function replaceTopics(db: Db, list: TopicToStore[], now: number) {
  const ids = list.map((t) => t.id);
  const links = list.flatMap((t) => t.postIds.map((feedPostId, rank) => ({ topicId: t.id, feedPostId, rank })));
  const statements = [
    db.delete(topicPosts),
    ids.length ? db.delete(topics).where(notInArray(topics.id, ids)) : db.delete(topics),
    ...list.map((t) =>
      db
        .insert(topics)
        .values({ id: t.id, name: t.name, score: t.score, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: topics.id, set: { name: t.name, score: t.score, updatedAt: now } }),
    ),
  ];
  for (let i = 0; i < links.length; i += 33) statements.push(db.insert(topicPosts).values(links.slice(i, i + 33)) as never);
  const [first, ...rest] = statements;
  await db.batch([first, ...rest]);
}

/** The trending topics, the strongest first. */
export async function listTopics(db: Db) {
  return db.select({ id: topics.id, name: topics.name }).from(topics).orderBy(desc(topics.score), asc(topics.name));
}

/** A topic's posts in rank order, each with every topic it belongs to; null when there is no such topic. */
export async function listTopicPosts(db: Db, topicId: string, limit: number) {
  const [topic] = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId)).limit(1);
  if (!topic) return null;
  const rows = await db
    .select({ post: feedPosts })
    .from(topicPosts)
    .innerJoin(feedPosts, eq(feedPosts.id, topicPosts.feedPostId))
    .where(and(eq(topicPosts.topicId, topicId), isNull(feedPosts.teamId)))
    .orderBy(asc(topicPosts.rank))
    .limit(limit);
  const topicsByPost = await topicsOf(
    db,
    rows.map((r) => r.post.id),
  );
  return rows.map(({ post }) => ({ ...toFeedView(post), topics: topicsByPost.get(post.id) ?? [], status: post.status }));
}

/** The trending topics each of these posts belongs to, strongest first. */
export async function topicsOf(db: Db, postIds: string[]): Promise<Map<string, Array<{ id: string; name: string }>>> {
  const byPost = new Map<string, Array<{ id: string; name: string }>>();
  if (!postIds.length) return byPost;
  const rows = await db
    .select({ feedPostId: topicPosts.feedPostId, id: topics.id, name: topics.name })
    .from(topicPosts)
    .innerJoin(topics, eq(topics.id, topicPosts.topicId))
    .where(inArray(topicPosts.feedPostId, postIds))
    .orderBy(desc(topics.score));
  for (const { feedPostId, id, name } of rows) {
    const list = byPost.get(feedPostId) ?? [];
    list.push({ id, name });
    byPost.set(feedPostId, list);
  }
  return byPost;
}

/**
 * The recurring feed work that is due, claimed: each row's next run moves `intervalMs` on in the
 * same statement that finds it, so a second sweep at the same moment claims nothing.
 */
export async function claimDueFeedWork(db: Db, ids: string[], now: number, intervalMs: number): Promise<string[]> {
  // One statement a sweep (the sweep is a hot path): a new row is due at once and claimed as it
  // is made; a known row is claimed only when due; rows not due come back from neither.
  const claimed: string[] = [];
  for (let i = 0; i < ids.length; i += 40) {
    const rows = await db
      .insert(feedSchedule)
      .values(ids.slice(i, i + 40).map((id) => ({ id, nextRunAt: now + intervalMs })))
      .onConflictDoUpdate({ target: feedSchedule.id, set: { nextRunAt: now + intervalMs }, setWhere: sql`${feedSchedule.nextRunAt} <= ${now}` })
      .returning({ id: feedSchedule.id });
    claimed.push(...rows.map((r) => r.id));
  }
  return claimed;
}

/** What a run did, for the operator (feed_schedule.last_error, last_added). */
export async function recordFeedRun(db: Db, id: string, outcome: { at: number; error: string | null; added: number }) {
  await db.update(feedSchedule).set({ lastRunAt: outcome.at, lastError: outcome.error, lastAdded: outcome.added }).where(eq(feedSchedule.id, id));
}

/** New posts arrived: the topics are computed again at the next sweep, not at their usual time. */
export async function bringTopicsForward(db: Db, at: number) {
  await db
    .update(feedSchedule)
    .set({ nextRunAt: sql`min(${feedSchedule.nextRunAt}, ${at})` })
    .where(eq(feedSchedule.id, TOPICS_WORK_ID));
}

export const TOPICS_WORK_ID = "topics";
