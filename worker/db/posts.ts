/**
 * A team's posts as the screens read and write them: lists and views, create, edit, delete
 * (ARCHITECTURE.md "Data"). The publishing state machine's writes are post-publishing.ts; the
 * calendar's drafts drafts.ts; published posts' numbers engagement.ts.
 */
import { and, asc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { LinkCard } from "../../app/spec/link-card";
import type { Poll } from "../../app/spec/poll";
import { countByStatus, type PostFilterStatus, postFilterStatus } from "../../app/spec/post-filters";
import { mediaUrl } from "../storage/media";
import { latestNumbersOf } from "./analytics";
import { isImageAsset, postAttachments } from "./assets";
import type { Db } from "./client";
import { newId } from "./client";
import { type PostDocument, postDocumentsOf } from "./documents";
import { postPollsOf } from "./polls";
import { apps, assets, postApps, posts } from "./schema";
import { findTeamRow } from "./team-rows";

export type PostRow = typeof posts.$inferSelect;
export type PostRange = { from?: number; to?: number };

/** The spec leaves the title open: the first non-empty line, cut at 80 characters (docs/decisions/012). */
export function titleFrom(content: string): string {
  const line =
    content
      .split(/\r?\n/)
      .find((l) => l.trim() !== "")
      ?.trim() ?? "";
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}

/** What /posts filters by (docs/decisions/045): a status, one account, words in the title or text. */
export type PostFilters = PostRange & { status?: PostFilterStatus; appId?: string; q?: string };

/** A LIKE pattern for text containing `text` as typed: its %, _ and backslash are themselves (ESCAPE backslash). */
export const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The team's posts within the range, for one account and matching the search, in the status
 * asked for; with how many there are in each status under the same range, account and search.
 */
export async function listTeamPosts(db: Db, teamId: string, filters: PostFilters = {}) {
  const pattern = filters.q ? likeContaining(filters.q) : null;
  const found = await db
    .select({
      row: posts,
      // One of its accounts was signed out by LinkedIn: a post waiting to go out needs the member.
      reconnect: sql<number>`exists (select 1 from post_apps pa inner join apps a on a.id = pa.app_id where pa.post_id = posts.id and a.status = 'needs_reconnect')`,
    })
    .from(posts)
    .where(
      and(
        eq(posts.teamId, teamId),
        filters.from !== undefined ? gte(posts.scheduledAt, filters.from) : undefined,
        filters.to !== undefined ? lt(posts.scheduledAt, filters.to) : undefined,
        filters.appId ? sql`exists (select 1 from post_apps pa where pa.post_id = posts.id and pa.app_id = ${filters.appId})` : undefined,
        pattern ? sql`(${posts.title} like ${pattern} escape '\\' or ${posts.content} like ${pattern} escape '\\')` : undefined,
      ),
    )
    .orderBy(asc(posts.scheduledAt), asc(posts.createdAt));
  const classified = found.map(({ row, reconnect }) => ({
    row,
    status: postFilterStatus({
      status: row.status,
      needsReview: row.needsReview,
      idea: row.ideaQuestion,
      accountNeedsReconnect: Boolean(reconnect),
      waitingForApproval: row.approvalRequestedAt !== null,
    }),
  }));
  const rows = classified.filter((p) => !filters.status || p.status === filters.status).map((p) => p.row);
  return { posts: await withApps(db, teamId, rows), counts: countByStatus(classified.map((p) => p.status)) };
}

export async function findTeamPost(db: Db, teamId: string, id: string) {
  return findTeamRow(db, posts, teamId, id);
}

export async function findTeamPostView(db: Db, teamId: string, id: string) {
  const row = await findTeamPost(db, teamId, id);
  return row ? (await withApps(db, teamId, [row]))[0] : null;
}

export async function withApps(db: Db, teamId: string, rows: PostRow[]) {
  if (rows.length === 0) return [];
  const appsByPost = new Map<string, Array<{ id: string; name: string; avatar: string | null }>>();
  // D1 caps bound parameters per statement; read the links in slices.
  for (let i = 0; i < rows.length; i += 90) {
    const ids = rows.slice(i, i + 90).map((r) => r.id);
    const links = await db
      .select({ postId: postApps.postId, id: apps.id, name: apps.name, avatar: apps.avatar })
      .from(postApps)
      .innerJoin(apps, eq(apps.id, postApps.appId))
      .where(and(inArray(postApps.postId, ids), eq(apps.teamId, teamId)));
    for (const l of links) {
      const list = appsByPost.get(l.postId) ?? [];
      list.push({ id: l.id, name: l.name, avatar: l.avatar });
      appsByPost.set(l.postId, list);
    }
  }
  const postIds = rows.map((r) => r.id);
  const attachments = await postAttachments(db, teamId, postIds);
  const polls = await postPollsOf(db, teamId, postIds);
  const documents = await postDocumentsOf(db, teamId, postIds);
  // Only a published post has numbers (issue 27 item 5).
  const numbers = await latestNumbersOf(
    db,
    teamId,
    rows.filter((r) => r.status === "published").map((r) => r.id),
  );
  return rows.map((p) =>
    toView(
      p,
      appsByPost.get(p.id) ?? [],
      (attachments.get(p.id) ?? []).map((a) => ({ id: a.id, url: mediaUrl(a.id) })),
      polls.get(p.id) ?? null,
      documents.get(p.id) ?? null,
      numbers.get(p.id) ?? null,
    ),
  );
}

export function toView(
  p: PostRow,
  postAppList: Array<{ id: string; name: string; avatar: string | null }>,
  attachments: Array<{ id: string; url: string }> = [],
  poll: Poll | null = null,
  document: PostDocument | null = null,
  numbers: { impressions: number | null; reactions: number | null; comments: number | null; collectedAt: number } | null = null,
) {
  return {
    id: p.id,
    title: p.title,
    content: p.content,
    status: p.status,
    scheduledAt: p.scheduledAt === null ? null : new Date(p.scheduledAt).toISOString(),
    timeZone: p.timeZone,
    publishedAt: p.publishedAt === null ? null : new Date(p.publishedAt).toISOString(),
    /** LinkedIn's urn of the published post (its address is https://www.linkedin.com/feed/update/{urn}/). */
    urn: p.providerPostUrn,
    lastError: p.lastError,
    attachments,
    apps: postAppList,
    provider: p.provider,
    /** Written by a content-calendar job and not yet scheduled by the member. */
    needsReview: p.needsReview,
    /** The calendar entry's post type (story, lesson, list, opinion, result, qa), when a calendar job planned it. */
    postType: p.postType,
    /** An idea card: no draft yet, one question to answer (content holds the member's words so far). */
    idea: p.ideaQuestion === null ? null : { question: p.ideaQuestion, hook: p.ideaHook },
    /** Who wrote a generated draft: "offline" or the model's name. */
    writer: p.writer,
    /** The link card kept with the post, and the link whose card the member removed (decision 036). */
    linkCard: p.linkCard ?? null,
    removedLink: p.removedLink,
    /** The post's poll: question, options, duration (docs/decisions/048). */
    poll,
    /** The post's PDF document: where members' browsers read it, its title and its pages (docs/decisions/050). */
    document: document && { id: document.assetId, url: mediaUrl(document.assetId), title: document.title, pages: document.pageCount ?? 0 },
    /** A published post's latest numbers from LinkedIn, and when they were read (issue 27); null until collected. */
    numbers: numbers && {
      impressions: numbers.impressions,
      reactions: numbers.reactions,
      comments: numbers.comments,
      collectedAt: new Date(numbers.collectedAt).toISOString(),
    },
    /** Approval is per version (docs/decisions/046): what the account's owner said, and of which version. */
    version: p.version,
    approval: {
      waiting: p.approvalRequestedAt !== null,
      approvedVersion: p.approvedVersion,
      approvedBy: p.approvedBy,
      rejectedReason: p.rejectedReason,
    },
    /** The first comment and its own state, apart from the post's (docs/decisions/047); null: none. */
    firstComment: p.firstComment === null ? null : { text: p.firstComment, status: p.firstCommentStatus, urn: p.firstCommentUrn, error: p.firstCommentError },
  };
}
export type PostView = ReturnType<typeof toView>;

/** The team's accounts among `appIds`; with none asked for, the team's first account (spec §5). */
export async function resolveTeamApps(db: Db, teamId: string, appIds: string[] | undefined) {
  if (appIds && appIds.length > 0) {
    const found = await db
      .select({ id: apps.id })
      .from(apps)
      .where(and(eq(apps.teamId, teamId), inArray(apps.id, appIds), ne(apps.status, "disconnected")));
    // In the order asked for (the first is the post the member sees first), each once.
    const known = new Set(found.map((a) => a.id));
    return { ids: [...new Set(appIds.filter((id) => known.has(id)))], missing: appIds.filter((id) => !known.has(id)) };
  }
  const [first] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.teamId, teamId), ne(apps.status, "disconnected")))
    .orderBy(asc(apps.createdAt))
    .limit(1);
  return { ids: first ? [first.id] : [], missing: [] };
}

/**
 * A new post for each account (with none, one post for the team's default); in one transaction.
 * Returns the ids in the accounts' order.
 */
export async function insertPosts(
  db: Db,
  input: { teamId: string; authorId: string; content: string; scheduledAt: number | null; timeZone: string } & LinkCardChanges & FirstCommentChange,
  appIds: string[],
) {
  const now = Date.now();
  const targets: Array<string | null> = appIds.length ? appIds : [null];
  const ids = targets.map(() => newId());
  const statements = targets.flatMap((appId, i) => [
    db.insert(posts).values({
      id: ids[i],
      teamId: input.teamId,
      authorId: input.authorId,
      title: titleFrom(input.content),
      content: input.content,
      status: input.scheduledAt === null ? "draft" : "scheduled",
      scheduledAt: input.scheduledAt,
      timeZone: input.timeZone,
      linkCard: input.linkCard ?? null,
      removedLink: input.removedLink ?? null,
      firstComment: input.firstComment ?? null,
      createdAt: now,
      updatedAt: now,
    }),
    ...(appId ? [db.insert(postApps).values({ postId: ids[i], appId })] : []),
  ]);
  const [first, ...rest] = statements;
  await db.batch([first, ...rest]);
  return ids;
}

/** A post's link card as the member left it: undefined leaves it as it is. */
type LinkCardChanges = { linkCard?: LinkCard | null; removedLink?: string | null };
export type PostChanges = { content?: string; scheduledAt?: number | null; timeZone?: string; appIds?: string[] } & LinkCardChanges & FirstCommentChange;
/** The first comment's text: undefined leaves it as it is, null takes it off. */
type FirstCommentChange = { firstComment?: string | null };
/** `newVersion`: what would go out changed (text, images, link card, account), so any approval was of another version. */
export type EditWrite = PostChanges & { newVersion?: boolean };

/** A post given a new time starts afresh: no queue message, claim, lease, backoff or last error of the old time. */
export const OUT_OF_THE_QUEUE = { queuedAt: null, lastError: null, providerCallAt: null, claimToken: null, leaseUntil: null, notBefore: null } as const;

/**
 * The calendar's move: only the time changes. A draft keeps being a draft (a generated one stays
 * to review) at its new planned time; a scheduled or failed post is scheduled afresh. Written
 * only if the post is still in the state it was read in; returns false when it changed under us.
 */
export async function moveTeamPost(db: Db, teamId: string, post: PostRow, scheduledAt: number, timeZone?: string) {
  const set: Partial<typeof posts.$inferInsert> = { scheduledAt, updatedAt: Date.now() };
  if (timeZone !== undefined) set.timeZone = timeZone;
  if (post.status !== "draft") Object.assign(set, { status: "scheduled" }, OUT_OF_THE_QUEUE);
  const unchanged = and(eq(posts.id, post.id), eq(posts.teamId, teamId), eq(posts.status, post.status));
  return (await db.update(posts).set(set).where(unchanged).returning({ id: posts.id })).length > 0;
}

/**
 * Edits a post that is not out of our hands: never one being published or already published.
 * Rescheduling puts a failed or unknown post back in the queue's way, as the member asked.
 * Returns false when the post changed state under us.
 */
export async function updateEditablePost(db: Db, teamId: string, id: string, changes: EditWrite) {
  const now = Date.now();
  const set: SQLiteUpdateSetSource<typeof posts> = { updatedAt: now };
  if (changes.newVersion) set.version = sql`${posts.version} + 1`;
  if (changes.content !== undefined) {
    set.content = changes.content;
    set.title = titleFrom(changes.content);
  }
  if (changes.timeZone !== undefined) set.timeZone = changes.timeZone;
  if (changes.linkCard !== undefined) set.linkCard = changes.linkCard;
  if (changes.removedLink !== undefined) set.removedLink = changes.removedLink;
  if (changes.firstComment !== undefined) set.firstComment = changes.firstComment;
  if (changes.scheduledAt !== undefined) {
    set.scheduledAt = changes.scheduledAt;
    set.status = changes.scheduledAt === null ? "draft" : "scheduled";
    // Scheduling a generated draft is the member's review.
    if (changes.scheduledAt !== null) set.needsReview = false;
    Object.assign(set, OUT_OF_THE_QUEUE);
  }
  const editable = and(eq(posts.id, id), eq(posts.teamId, teamId), ne(posts.status, "publishing"), ne(posts.status, "published"));
  const updated = await db.update(posts).set(set).where(editable).returning({ id: posts.id });
  if (updated.length === 0) return false;
  if (changes.appIds !== undefined) {
    await db.batch([db.delete(postApps).where(eq(postApps.postId, id)), ...changes.appIds.map((appId) => db.insert(postApps).values({ postId: id, appId }))]);
  }
  return true;
}

/** Deletes a post unless it is being published this very moment. */
export async function deleteTeamPost(db: Db, teamId: string, id: string) {
  const deleted = await db
    .delete(posts)
    .where(and(eq(posts.id, id), eq(posts.teamId, teamId), ne(posts.status, "publishing")))
    .returning({ id: posts.id });
  return deleted.length > 0;
}

/** How many of a team's posts are scheduled at or after an instant (the calendar's next-month badge). */
export async function countTeamPostsFrom(db: Db, teamId: string, from: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(posts)
    .where(and(eq(posts.teamId, teamId), gte(posts.scheduledAt, from)));
  return row?.n ?? 0;
}

/** The team's ready images among `ids`, in the given order; missing ones are reported. */
export async function resolveTeamAssets(db: Db, teamId: string, ids: string[]) {
  if (ids.length === 0) return { ids: [], missing: [] as string[] };
  const found = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.teamId, teamId), eq(assets.status, "ready"), isImageAsset, inArray(assets.id, ids)));
  const known = new Set(found.map((a) => a.id));
  return { ids: ids.filter((id) => known.has(id)), missing: ids.filter((id) => !known.has(id)) };
}
