/**
 * Posts of a team, and the publishing state machine's writes (ARCHITECTURE.md "Publishing"):
 * draft → scheduled → publishing → published | failed | unknown. Every write of the machine is
 * one conditional statement, so two workers can never both believe they own a post.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, min, ne, or, sql } from "drizzle-orm";
import type { LinkCard } from "../../app/spec/link-card";
import { mediaUrl } from "../storage/media";
import { postAttachments } from "./assets";
import type { Db } from "./client";
import { newId } from "./client";
import { apps, assets, postApps, posts, publishAttempts } from "./schema";

export type PostRow = typeof posts.$inferSelect;
export type PostRange = { from?: number; to?: number };

/** A queued post not claimed within this time is queued again by the next sweep. */
export const REQUEUE_AFTER_MS = 5 * 60 * 1000;
/**
 * One clock for "is it due": the claim and the consumer's check use the same tolerance, so a
 * message that the one finds early the other does not find due.
 */
export const DUE_TOLERANCE_MS = 1000;

/** When a scheduled post may be tried: its time, or LinkedIn's Retry-After if later. */
export const dueAt = (p: { scheduledAt: number | null; notBefore: number | null }) => Math.max(p.scheduledAt ?? 0, p.notBefore ?? 0);
export const isDue = (p: { scheduledAt: number | null; notBefore: number | null }, now: number) => dueAt(p) <= now + DUE_TOLERANCE_MS;

/** The spec leaves the title open: the first non-empty line, cut at 80 characters (docs/decisions/012). */
export function titleFrom(content: string): string {
  const line =
    content
      .split(/\r?\n/)
      .find((l) => l.trim() !== "")
      ?.trim() ?? "";
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}

export async function listTeamPosts(db: Db, teamId: string, range: PostRange = {}) {
  const rows = await db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.teamId, teamId),
        range.from !== undefined ? gte(posts.scheduledAt, range.from) : undefined,
        range.to !== undefined ? lt(posts.scheduledAt, range.to) : undefined,
      ),
    )
    .orderBy(asc(posts.scheduledAt), asc(posts.createdAt));
  return withApps(db, teamId, rows);
}

export async function findTeamPost(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.teamId, teamId)))
    .limit(1);
  return row ?? null;
}

export async function findTeamPostView(db: Db, teamId: string, id: string) {
  const row = await findTeamPost(db, teamId, id);
  return row ? (await withApps(db, teamId, [row]))[0] : null;
}

async function withApps(db: Db, teamId: string, rows: PostRow[]) {
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
  const attachments = await postAttachments(
    db,
    teamId,
    rows.map((r) => r.id),
  );
  return rows.map((p) =>
    toView(
      p,
      appsByPost.get(p.id) ?? [],
      (attachments.get(p.id) ?? []).map((a) => ({ id: a.id, url: mediaUrl(a.id) })),
    ),
  );
}

export function toView(
  p: PostRow,
  postAppList: Array<{ id: string; name: string; avatar: string | null }>,
  attachments: Array<{ id: string; url: string }> = [],
) {
  return {
    id: p.id,
    title: p.title,
    content: p.content,
    status: p.status,
    scheduledAt: p.scheduledAt === null ? null : new Date(p.scheduledAt).toISOString(),
    timeZone: p.timeZone,
    publishedAt: p.publishedAt === null ? null : new Date(p.publishedAt).toISOString(),
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
  input: { teamId: string; authorId: string; content: string; scheduledAt: number | null; timeZone: string } & LinkCardChanges,
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
export type PostChanges = { content?: string; scheduledAt?: number | null; timeZone?: string; appIds?: string[] } & LinkCardChanges;

/**
 * Edits a post that is not out of our hands: never one being published or already published.
 * Rescheduling puts a failed or unknown post back in the queue's way, as the member asked.
 * Returns false when the post changed state under us.
 */
export async function updateEditablePost(db: Db, teamId: string, id: string, changes: PostChanges) {
  const now = Date.now();
  const set: Partial<typeof posts.$inferInsert> = { updatedAt: now };
  if (changes.content !== undefined) {
    set.content = changes.content;
    set.title = titleFrom(changes.content);
  }
  if (changes.timeZone !== undefined) set.timeZone = changes.timeZone;
  if (changes.linkCard !== undefined) set.linkCard = changes.linkCard;
  if (changes.removedLink !== undefined) set.removedLink = changes.removedLink;
  if (changes.scheduledAt !== undefined) {
    set.scheduledAt = changes.scheduledAt;
    set.status = changes.scheduledAt === null ? "draft" : "scheduled";
    // Scheduling a generated draft is the member's review.
    if (changes.scheduledAt !== null) set.needsReview = false;
    set.queuedAt = null;
    set.lastError = null;
    set.providerCallAt = null;
    set.claimToken = null;
    set.leaseUntil = null;
    set.notBefore = null;
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

/**
 * "Publish now": due at once, whatever it was scheduled for. An `unknown` post only when the
 * member accepted that it may appear twice (`from` names it).
 */
export async function makeDueNow(db: Db, teamId: string, id: string, now = Date.now(), from: PostRow["status"][] = ["draft", "scheduled", "failed"]) {
  const rows = await db
    .update(posts)
    .set({
      status: "scheduled",
      scheduledAt: now,
      queuedAt: now,
      lastError: null,
      providerCallAt: null,
      claimToken: null,
      leaseUntil: null,
      notBefore: null,
      updatedAt: now,
    })
    .where(and(eq(posts.id, id), eq(posts.teamId, teamId), inArray(posts.status, from)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Step 1 of publishing: the single conditional UPDATE that makes one attempt the owner. A post
 * whose claim lapsed may be claimed again only if nobody had started calling LinkedIn for it.
 */
export async function claimPost(db: Db, id: string, attemptId: string, leaseMs: number, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ status: "publishing", claimToken: attemptId, leaseUntil: now + leaseMs, providerCallAt: null, attempts: sql`${posts.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(posts.id, id),
        or(
          and(
            eq(posts.status, "scheduled"),
            lte(posts.scheduledAt, now + DUE_TOLERANCE_MS),
            or(isNull(posts.notBefore), lte(posts.notBefore, now + DUE_TOLERANCE_MS)),
          ),
          and(eq(posts.status, "publishing"), lt(posts.leaseUntil, now), isNull(posts.providerCallAt)),
        ),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

const ownedBy = (id: string, attemptId: string) => and(eq(posts.id, id), eq(posts.claimToken, attemptId), eq(posts.status, "publishing"));

/** The heartbeat: the attempt is alive, keep its claim. False once the claim is no longer its own. */
export async function renewLease(db: Db, id: string, attemptId: string, leaseMs: number, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ leaseUntil: now + leaseMs })
    .where(ownedBy(id, attemptId))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** Written before the LinkedIn call, with a fresh lease: from here on a lost claim means `unknown`. */
export async function markProviderCall(db: Db, id: string, attemptId: string, leaseMs: number, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ providerCallAt: now, leaseUntil: now + leaseMs })
    .where(ownedBy(id, attemptId))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * Step 3: LinkedIn's urn and `published`, in one statement. The urn wins: it is recorded on a
 * post still `publishing` for this attempt, and also on one that a sweep settled as `unknown`
 * while this very call was in flight.
 */
export async function recordPublished(db: Db, id: string, attemptId: string, urn: string, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ status: "published", providerPostUrn: urn, publishedAt: now, lastError: null, leaseUntil: null, notBefore: null, updatedAt: now })
    .where(and(eq(posts.id, id), eq(posts.claimToken, attemptId), inArray(posts.status, ["publishing", "unknown"])))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * Gives the post back when LinkedIn proved it stored nothing, so a later try can claim it; not
 * before `notBefore` (Retry-After). `queuedAt` says the retry is already on its way.
 */
export async function releaseClaim(db: Db, id: string, attemptId: string, reason: string, notBefore: number | null, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({
      status: "scheduled",
      claimToken: null,
      leaseUntil: null,
      providerCallAt: null,
      lastError: reason,
      notBefore,
      queuedAt: notBefore ?? now,
      updatedAt: now,
    })
    .where(and(eq(posts.id, id), eq(posts.claimToken, attemptId), inArray(posts.status, ["publishing", "unknown"])))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * The attempt found its account signed out (LinkedIn refused the token, or it expired with no
 * refresh token): nothing was stored, so the post goes back to scheduled, with the reason, and
 * waits for the member to reconnect (the sweep skips it until then: findDuePosts).
 */
export async function waitForReconnect(db: Db, id: string, attemptId: string, reason: string, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ status: "scheduled", claimToken: null, leaseUntil: null, providerCallAt: null, lastError: reason, notBefore: null, queuedAt: now, updatedAt: now })
    .where(ownedBy(id, attemptId))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** The account is back: its scheduled posts are due again at once (those past their time go out now). */
export async function releasePostsOfAccount(db: Db, appId: string, now = Date.now()) {
  await db
    .update(posts)
    .set({ queuedAt: null, updatedAt: now })
    .where(and(eq(posts.status, "scheduled"), inArray(posts.id, db.select({ id: postApps.postId }).from(postApps).where(eq(postApps.appId, appId)))));
}

/** The attempt's own end: failed or unknown, only while it still owns the post. */
export async function endAttemptAs(db: Db, id: string, attemptId: string, status: "failed" | "unknown", reason: string, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ status, lastError: reason, leaseUntil: null, updatedAt: now })
    .where(ownedBy(id, attemptId))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * Giving up from outside an attempt (the dead-letter queue): only a post that is still waiting
 * for this very due time, never one that a live attempt holds.
 */
export async function giveUpWaitingPost(db: Db, id: string, scheduledAt: number, reason: string, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ status: "failed", lastError: reason, claimToken: null, leaseUntil: null, updatedAt: now })
    .where(and(eq(posts.id, id), eq(posts.status, "scheduled"), eq(posts.scheduledAt, scheduledAt)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * Posts due now that no sweep has queued lately, and claims that lapsed before any LinkedIn call
 * (a worker died holding them): both are safe to queue again. Never before a Retry-After.
 */
export async function findDuePosts(db: Db, now: number, limit: number) {
  return db
    .select({ id: posts.id, teamId: posts.teamId, scheduledAt: posts.scheduledAt })
    .from(posts)
    .where(
      or(
        and(
          eq(posts.status, "scheduled"),
          lte(posts.scheduledAt, now),
          or(isNull(posts.notBefore), lte(posts.notBefore, now)),
          or(isNull(posts.queuedAt), lt(posts.queuedAt, now - REQUEUE_AFTER_MS)),
          // A post whose account LinkedIn signed out waits for the member to reconnect.
          sql`not exists (select 1 from ${postApps} inner join ${apps} on ${apps.id} = ${postApps.appId} where ${postApps.postId} = ${posts.id} and ${apps.status} = 'needs_reconnect')`,
        ),
        and(eq(posts.status, "publishing"), lt(posts.leaseUntil, now), isNull(posts.providerCallAt)),
      ),
    )
    .orderBy(asc(posts.scheduledAt))
    .limit(limit);
}

/**
 * Marks posts whose messages the queue took. Never moves a mark forward over a later one: the
 * consumer may already have handled the message and set its own (a retry, a wait for reconnect).
 */
export async function markQueued(db: Db, ids: string[], now = Date.now()) {
  for (let i = 0; i < ids.length; i += 90) {
    await db
      .update(posts)
      .set({ queuedAt: now })
      .where(and(inArray(posts.id, ids.slice(i, i + 90)), or(isNull(posts.queuedAt), lt(posts.queuedAt, now))));
  }
}

/**
 * The next instant a scheduled post becomes due: its time, or its Retry-After. Two index reads
 * (status, scheduled_at) and (status, not_before): a post waiting out a Retry-After is already
 * past its time, so the two never need comparing row by row.
 */
export async function nextDueAt(db: Db, now: number): Promise<number | null> {
  const [byTime] = await db
    .select({ at: min(posts.scheduledAt) })
    .from(posts)
    .where(and(eq(posts.status, "scheduled"), gt(posts.scheduledAt, now)));
  const [byRetryAfter] = await db
    .select({ at: min(posts.notBefore) })
    .from(posts)
    .where(and(eq(posts.status, "scheduled"), gt(posts.notBefore, now)));
  const times = [byTime?.at, byRetryAfter?.at].filter((t): t is number => typeof t === "number");
  return times.length ? Math.min(...times) : null;
}

/**
 * Claims that lapsed after the LinkedIn call had started (no heartbeat: the worker is gone).
 * The post may or may not be on LinkedIn: it becomes `unknown` and keeps its attempt, so that
 * the urn still wins if the call answers after all; the sweep then looks it up on LinkedIn.
 */
export async function settleLapsedCalls(db: Db, now: number, reason: string) {
  return db
    .update(posts)
    .set({ status: "unknown", lastError: reason, leaseUntil: null, updatedAt: now })
    .where(and(eq(posts.status, "publishing"), lt(posts.leaseUntil, now), isNotNull(posts.providerCallAt)))
    .returning();
}

/** Posts settled as `unknown` by a sweep whose call is long over and not yet looked up on LinkedIn. */
export async function findUnreconciledCalls(db: Db, calledBefore: number, limit: number) {
  const rows = await db
    .select({ post: posts, calledAt: publishAttempts.calledAt, fingerprint: publishAttempts.fingerprint })
    .from(posts)
    .innerJoin(publishAttempts, eq(publishAttempts.id, posts.claimToken))
    .where(and(eq(posts.status, "unknown"), isNull(publishAttempts.outcome), lt(publishAttempts.calledAt, calledBefore)))
    .limit(limit);
  return rows;
}

/** Whether any post is `unknown` with its last call not yet looked up (the Scheduler then looks again soon). */
export async function hasCallsInDoubt(db: Db) {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .innerJoin(publishAttempts, eq(publishAttempts.id, posts.claimToken))
    .where(and(eq(posts.status, "unknown"), isNull(publishAttempts.outcome)))
    .limit(1);
  return row !== undefined;
}

/** The member says the post is on LinkedIn (its link gave the urn): published, from `unknown` only. */
export async function confirmPublished(db: Db, teamId: string, id: string, urn: string, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ status: "published", providerPostUrn: urn, publishedAt: now, lastError: null, claimToken: null, leaseUntil: null, notBefore: null, updatedAt: now })
    .where(and(eq(posts.id, id), eq(posts.teamId, teamId), eq(posts.status, "unknown")))
    .returning();
  return rows[0] ?? null;
}

/** How many of this account's posts are being published or wait to be checked on LinkedIn. */
export async function postsInFlightFor(db: Db, teamId: string, appId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(postApps)
    .innerJoin(posts, eq(posts.id, postApps.postId))
    .where(and(eq(postApps.appId, appId), eq(posts.teamId, teamId), inArray(posts.status, ["publishing", "unknown"])));
  return row?.n ?? 0;
}

/** The account a post goes out as: its first target, else the team's first account; never one the team let go. */
export async function publishingApp(db: Db, teamId: string, postId: string) {
  const [linked] = await db
    .select()
    .from(postApps)
    .innerJoin(apps, eq(apps.id, postApps.appId))
    .where(and(eq(postApps.postId, postId), eq(apps.teamId, teamId), ne(apps.status, "disconnected")))
    .orderBy(asc(apps.createdAt))
    .limit(1);
  if (linked) return linked.apps;
  const [first] = await db
    .select()
    .from(apps)
    .where(and(eq(apps.teamId, teamId), ne(apps.status, "disconnected")))
    .orderBy(asc(apps.createdAt))
    .limit(1);
  return first ?? null;
}

/** Published posts' engagement, newest 500, for the best-times profile. */
export async function publishedEngagement(db: Db, teamId: string) {
  return db
    .select({ publishedAt: posts.publishedAt, likes: posts.likes, comments: posts.comments, shares: posts.shares })
    .from(posts)
    .where(and(eq(posts.teamId, teamId), eq(posts.status, "published"), isNotNull(posts.publishedAt)))
    .orderBy(sql`${posts.publishedAt} DESC`)
    .limit(500);
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
    .where(and(eq(assets.teamId, teamId), eq(assets.status, "ready"), inArray(assets.id, ids)));
  const known = new Set(found.map((a) => a.id));
  return { ids: ids.filter((id) => known.has(id)), missing: ids.filter((id) => !known.has(id)) };
}

/** The member's latest published posts in this team: a model's voice examples (their voice, not their facts). */
export async function recentPublishedTexts(db: Db, teamId: string, authorId: string, limit = 3): Promise<string[]> {
  const rows = await db
    .select({ content: posts.content })
    .from(posts)
    .where(and(eq(posts.teamId, teamId), eq(posts.authorId, authorId), eq(posts.status, "published"), isNotNull(posts.publishedAt)))
    .orderBy(sql`${posts.publishedAt} DESC`)
    .limit(limit);
  return rows.map((r) => r.content);
}

/**
 * A post written by a content-calendar job: a draft at its planned time, to review. Its id comes
 * from the job and its place in the plan, so a redelivered job adds nothing.
 */
export async function insertGeneratedPost(
  db: Db,
  input: { id: string; jobId: string; teamId: string; authorId: string; content: string; plannedAt: number; timeZone: string; appIds: string[] },
) {
  const now = Date.now();
  const inserted = await db
    .insert(posts)
    .values({
      id: input.id,
      teamId: input.teamId,
      authorId: input.authorId,
      title: titleFrom(input.content),
      content: input.content,
      status: "draft",
      scheduledAt: input.plannedAt,
      timeZone: input.timeZone,
      generatedBy: input.jobId,
      needsReview: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: posts.id });
  const [first, ...rest] = input.appIds.map((appId) => db.insert(postApps).values({ postId: input.id, appId }).onConflictDoNothing());
  if (inserted.length && first) await db.batch([first, ...rest]);
}

export async function existingPostIds(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.select({ id: posts.id }).from(posts).where(inArray(posts.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * A generated draft the member has not yet reviewed, and not an idea card (those have no draft
 * yet: the member answers their question first, so they are never scheduled in bulk).
 */
const toReview = (teamId: string) => and(eq(posts.teamId, teamId), eq(posts.status, "draft"), eq(posts.needsReview, true), isNull(posts.ideaQuestion));

/** D1 caps bound parameters per statement (100): id lists are written in slices. */
const ID_SLICE = 90;

/**
 * "Schedule all" after the review list: those of `ids` that are still the team's drafts to
 * review, not idea cards, planned in the future; each at its planned time. Returns what it
 * scheduled; anything else among `ids` (another team's, published, past) is left as it was.
 */
export async function scheduleReviewedDrafts(db: Db, teamId: string, ids: string[], now = Date.now()) {
  const scheduled: Array<{ id: string; scheduledAt: number | null }> = [];
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += ID_SLICE) {
    const rows = await db
      .update(posts)
      .set({ status: "scheduled", needsReview: false, queuedAt: null, updatedAt: now })
      .where(and(toReview(teamId), inArray(posts.id, unique.slice(i, i + ID_SLICE)), gt(posts.scheduledAt, now)))
      .returning({ id: posts.id, scheduledAt: posts.scheduledAt });
    scheduled.push(...rows);
  }
  return scheduled;
}

/**
 * The toast's Undo: generated posts among `ids` go back to drafts to review, at the same planned
 * time, but only while nothing has claimed them for publishing (still `scheduled`, no claim).
 */
export async function unscheduleReviewed(db: Db, teamId: string, ids: string[], now = Date.now()) {
  const returned: string[] = [];
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += ID_SLICE) {
    const rows = await db
      .update(posts)
      .set({ status: "draft", needsReview: true, queuedAt: null, updatedAt: now })
      .where(
        and(
          eq(posts.teamId, teamId),
          inArray(posts.id, unique.slice(i, i + ID_SLICE)),
          eq(posts.status, "scheduled"),
          isNull(posts.claimToken),
          isNotNull(posts.generatedBy),
          isNull(posts.ideaQuestion),
        ),
      )
      .returning({ id: posts.id });
    returned.push(...rows.map((r) => r.id));
  }
  return returned;
}

/** How many generated drafts wait for the member's review, in every month (idea cards are not drafts). */
export async function countDraftsToReview(db: Db, teamId: string) {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(posts).where(toReview(teamId));
  return row?.n ?? 0;
}

/**
 * The review banner: drafts to review, idea cards waiting for an answer, and who wrote them
 * ("offline" or a model's name; older drafts have no writer recorded).
 */
export async function reviewSummary(db: Db, teamId: string) {
  const rows = await db
    .select({ writer: posts.writer, idea: sql<number>`${posts.ideaQuestion} IS NOT NULL`, n: sql<number>`count(*)` })
    .from(posts)
    .where(and(eq(posts.teamId, teamId), eq(posts.status, "draft"), or(eq(posts.needsReview, true), isNotNull(posts.ideaQuestion))))
    .groupBy(posts.writer, sql`${posts.ideaQuestion} IS NOT NULL`);
  const writers = [...new Set(rows.map((r) => r.writer).filter((w): w is string => Boolean(w)))].sort();
  const sum = (idea: boolean) => rows.filter((r) => Boolean(r.idea) === idea).reduce((n, r) => n + r.n, 0);
  return { toReview: sum(false), ideas: sum(true), writers };
}

/** The review list: the team's drafts to review (idea cards left out), soonest first. */
export async function listDraftsToReview(db: Db, teamId: string, limit: number) {
  const rows = await db.select().from(posts).where(toReview(teamId)).orderBy(asc(posts.scheduledAt), asc(posts.createdAt)).limit(limit);
  const views = await withApps(db, teamId, rows);
  return rows.map((row, i) => ({ row, apps: views[i].apps }));
}
