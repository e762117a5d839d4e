/**
 * The publishing state machine's writes (ARCHITECTURE.md "Publishing"): draft → scheduled →
 * publishing → published | failed | unknown. Every write of the machine is one conditional
 * statement, so two workers can never both believe they own a post.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, min, ne, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { nextCollectionAt } from "../../app/spec/analytics";
import { clearedToPublishSql } from "./approvals";
import type { Db } from "./client";
import type { PostRow } from "./posts";
import { apps, postApps, posts, publishAttempts } from "./schema";

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
            // Nothing goes out in someone's name without their say, whatever a route did (decision 046).
            clearedToPublishSql,
          ),
          and(eq(posts.status, "publishing"), lt(posts.leaseUntil, now), isNull(posts.providerCallAt)),
        ),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

const ownedBy = (id: string, attemptId: string) => and(eq(posts.id, id), eq(posts.claimToken, attemptId), eq(posts.status, "publishing"));
/** Still this attempt's claim, or settled as `unknown` by a sweep while its call was in flight. */
const claimedBy = (id: string, attemptId: string) => and(eq(posts.id, id), eq(posts.claimToken, attemptId), inArray(posts.status, ["publishing", "unknown"]));

/** One conditional write of the machine: true when its condition held and the post changed. */
async function writeIf(db: Db, condition: SQL | undefined, values: SQLiteUpdateSetSource<typeof posts>) {
  const rows = await db.update(posts).set(values).where(condition).returning({ id: posts.id });
  return rows.length > 0;
}

/** The heartbeat: the attempt is alive, keep its claim. False once the claim is no longer its own. */
export async function renewLease(db: Db, id: string, attemptId: string, leaseMs: number, now = Date.now()) {
  return writeIf(db, ownedBy(id, attemptId), { leaseUntil: now + leaseMs });
}

/** Written before the LinkedIn call, with a fresh lease: from here on a lost claim means `unknown`. */
export async function markProviderCall(db: Db, id: string, attemptId: string, leaseMs: number, now = Date.now()) {
  return writeIf(db, ownedBy(id, attemptId), { providerCallAt: now, leaseUntil: now + leaseMs });
}

/** With the post out, its first comment (if it has one) is due, in the same statement (docs/decisions/047). */
const FIRST_COMMENT_DUE = { firstCommentStatus: sql<"pending" | null>`case when ${posts.firstComment} is not null then 'pending' else null end` };
/** With the post out, its numbers are first due an hour later (issue 27; app/spec/analytics.ts nextCollectionAt). */
const METRICS_DUE = (publishedAt: number) => ({ metricsDueAt: nextCollectionAt(publishedAt, publishedAt), metricsCollectedAt: null });

/**
 * Step 3: LinkedIn's urn and `published`, in one statement. The urn wins: it is recorded on a
 * post still `publishing` for this attempt, and also on one that a sweep settled as `unknown`
 * while this very call was in flight.
 */
export async function recordPublished(db: Db, id: string, attemptId: string, urn: string, now = Date.now()) {
  return writeIf(db, claimedBy(id, attemptId), {
    status: "published",
    providerPostUrn: urn,
    publishedAt: now,
    lastError: null,
    leaseUntil: null,
    notBefore: null,
    updatedAt: now,
    ...FIRST_COMMENT_DUE,
    ...METRICS_DUE(now),
  });
}

/**
 * The post back in the schedule with its claim dropped, saying why: nothing reached LinkedIn, so
 * a later try may claim it. `queuedAt` says that try is already on its way.
 */
const backToScheduled = (reason: string, notBefore: number | null, queuedAt: number, now: number) => ({
  status: "scheduled" as const,
  claimToken: null,
  leaseUntil: null,
  providerCallAt: null,
  lastError: reason,
  notBefore,
  queuedAt,
  updatedAt: now,
});

/**
 * Gives the post back when LinkedIn proved it stored nothing, so a later try can claim it; not
 * before `notBefore` (Retry-After). `queuedAt` says the retry is already on its way.
 */
export async function releaseClaim(db: Db, id: string, attemptId: string, reason: string, notBefore: number | null, now = Date.now()) {
  return writeIf(db, claimedBy(id, attemptId), backToScheduled(reason, notBefore, notBefore ?? now, now));
}

/**
 * The attempt found its account signed out (LinkedIn refused the token, or it expired with no
 * refresh token): nothing was stored, so the post goes back to scheduled, with the reason, and
 * waits for the member to reconnect (the sweep skips it until then: findDuePosts).
 */
export async function waitForReconnect(db: Db, id: string, attemptId: string, reason: string, now = Date.now()) {
  return writeIf(db, ownedBy(id, attemptId), backToScheduled(reason, null, now, now));
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
  return writeIf(db, ownedBy(id, attemptId), { status, lastError: reason, leaseUntil: null, updatedAt: now });
}

/**
 * Giving up from outside an attempt (the dead-letter queue): only a post that is still waiting
 * for this very due time, never one that a live attempt holds.
 */
export async function giveUpWaitingPost(db: Db, id: string, scheduledAt: number, reason: string, now = Date.now()) {
  return writeIf(db, and(eq(posts.id, id), eq(posts.status, "scheduled"), eq(posts.scheduledAt, scheduledAt)), {
    status: "failed",
    lastError: reason,
    claimToken: null,
    leaseUntil: null,
    updatedAt: now,
  });
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
    .set({
      status: "published",
      providerPostUrn: urn,
      publishedAt: now,
      lastError: null,
      claimToken: null,
      leaseUntil: null,
      notBefore: null,
      updatedAt: now,
      ...FIRST_COMMENT_DUE,
      ...METRICS_DUE(now),
    })
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
