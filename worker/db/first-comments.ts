/**
 * A post's first comment (docs/decisions/047): its own small state machine on the post row
 * (pending → posting → posted | failed | unknown, and back to pending for a retry) and its
 * attempts (comment_attempts), apart from the post's. Every move is one conditional statement, so
 * two workers never both comment; none of them touches the post's own status.
 */
import { and, count, desc, eq, inArray, isNotNull, lt, max, sql } from "drizzle-orm";
import type { Db } from "./client";
import { commentAttempts, posts } from "./schema";

export type CommentAttemptRow = typeof commentAttempts.$inferSelect;
export type CommentOutcome = NonNullable<CommentAttemptRow["outcome"]>;

const published = (id: string) => and(eq(posts.id, id), eq(posts.status, "published"), isNotNull(posts.providerPostUrn), isNotNull(posts.firstComment));

/** The claim: pending → posting, for one worker only. Returns the post, or null when someone else has it (or it is not due). */
export async function claimFirstComment(db: Db, id: string) {
  const rows = await db
    .update(posts)
    .set({ firstCommentStatus: "posting" })
    .where(and(published(id), eq(posts.firstCommentStatus, "pending")))
    .returning();
  return rows[0] ?? null;
}

/** The claim's end: posted (with LinkedIn's urn), failed or unknown (with the reason), or back to pending for a later try. */
export async function settleFirstComment(
  db: Db,
  id: string,
  end: { status: "posted"; urn: string } | { status: "failed" | "unknown" | "pending"; reason: string },
) {
  const set =
    end.status === "posted"
      ? { firstCommentStatus: end.status, firstCommentUrn: end.urn, firstCommentError: null }
      : { firstCommentStatus: end.status, firstCommentError: end.reason };
  const rows = await db
    .update(posts)
    .set(set)
    .where(and(eq(posts.id, id), eq(posts.firstCommentStatus, "posting")))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** The member's retry: a published post's comment that failed (or is in doubt) is pending again. */
export async function requeueFailedFirstComment(db: Db, teamId: string, id: string) {
  const rows = await db
    .update(posts)
    .set({ firstCommentStatus: "pending", firstCommentError: null })
    .where(and(published(id), eq(posts.teamId, teamId), inArray(posts.firstCommentStatus, ["failed", "unknown"])))
    .returning();
  return rows[0] ?? null;
}

export async function startCommentAttempt(db: Db, attempt: { id: string; postId: string; teamId: string; startedAt: number }) {
  const [{ n }] = await db.select({ n: count() }).from(commentAttempts).where(eq(commentAttempts.postId, attempt.postId));
  await db.insert(commentAttempts).values({ ...attempt, number: n + 1 });
  return n + 1;
}

/** Written before LinkedIn is called: from here on, a lost answer means the comment may be there. */
export async function markCommentCalled(db: Db, id: string, at = Date.now()) {
  await db.update(commentAttempts).set({ calledAt: at }).where(eq(commentAttempts.id, id));
}

export async function finishCommentAttempt(
  db: Db,
  id: string,
  answer: { outcome: CommentOutcome; reason?: string | null; httpStatus?: number | null; urn?: string | null },
  at = Date.now(),
) {
  await db
    .update(commentAttempts)
    .set({ outcome: answer.outcome, reason: answer.reason ?? null, httpStatus: answer.httpStatus ?? null, urn: answer.urn ?? null, endedAt: at })
    .where(eq(commentAttempts.id, id));
}

/**
 * Whether the last try before this one may have left the comment on LinkedIn: it called, and its
 * answer was lost or stayed unclear (outcome null or unknown). Then this try looks before it
 * creates the comment again. A refusal, a proof that nothing was stored, or a look-up that found
 * nothing (outcome failed or retry) needs no look.
 */
export async function lastTryInDoubt(db: Db, postId: string, currentAttemptId: string) {
  const [last] = await db
    .select({ calledAt: commentAttempts.calledAt, outcome: commentAttempts.outcome })
    .from(commentAttempts)
    .where(and(eq(commentAttempts.postId, postId), sql`${commentAttempts.id} <> ${currentAttemptId}`))
    .orderBy(desc(commentAttempts.startedAt))
    .limit(1);
  return last !== undefined && last.calledAt !== null && (last.outcome === null || last.outcome === "unknown");
}

/** Tries in the comment's current run (since the post went out, or the member's retry), this one included. */
export async function commentTriesSince(db: Db, postId: string, since: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(commentAttempts)
    .where(and(eq(commentAttempts.postId, postId), sql`${commentAttempts.startedAt} >= ${since}`));
  return n;
}

export async function listCommentAttempts(db: Db, teamId: string, postId: string) {
  return db
    .select()
    .from(commentAttempts)
    .where(and(eq(commentAttempts.postId, postId), eq(commentAttempts.teamId, teamId)))
    .orderBy(desc(commentAttempts.startedAt));
}

const lastTry = sql<number | null>`(select ${max(commentAttempts.startedAt)} from ${commentAttempts} where ${commentAttempts.postId} = ${posts.id})`;

/**
 * Crash recovery for the sweep: comments still pending a while after their post went out (or
 * after their last try) lost their message; comments `posting` far longer than any call lost
 * their worker. Both are safe to queue again: the claim decides, and a comment whose earlier try
 * reached LinkedIn is looked up before it is created again.
 */
export async function findStalledFirstComments(db: Db, now: number, pendingFor: number, postingFor: number, limit = 100) {
  const stale = await db
    .select({ id: posts.id, teamId: posts.teamId, status: posts.firstCommentStatus })
    .from(posts)
    .where(
      and(
        eq(posts.status, "published"),
        inArray(posts.firstCommentStatus, ["pending", "posting"]),
        sql`coalesce(${lastTry}, ${posts.publishedAt}) < case when ${posts.firstCommentStatus} = 'pending' then ${now - pendingFor} else ${now - postingFor} end`,
      ),
    )
    .limit(limit);
  return stale;
}

/** A `posting` comment whose worker is gone goes back to pending (its open attempt is closed as lost). */
export async function releaseLostFirstComment(db: Db, id: string, reason: string, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ firstCommentStatus: "pending" })
    .where(and(eq(posts.id, id), eq(posts.firstCommentStatus, "posting")))
    .returning({ id: posts.id });
  if (rows.length)
    await db
      .update(commentAttempts)
      .set({ outcome: "unknown", reason, endedAt: now })
      .where(and(eq(commentAttempts.postId, id), sql`${commentAttempts.outcome} is null`, lt(commentAttempts.startedAt, now)));
  return rows.length > 0;
}

/** The dead-letter queue's end: a comment still pending fails, with the reason (the member may retry). */
export async function giveUpPendingFirstComment(db: Db, id: string, reason: string) {
  const rows = await db
    .update(posts)
    .set({ firstCommentStatus: "failed", firstCommentError: reason })
    .where(and(eq(posts.id, id), eq(posts.firstCommentStatus, "pending")))
    .returning({ id: posts.id });
  return rows.length > 0;
}
