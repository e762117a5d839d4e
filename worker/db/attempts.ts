/** The publish attempts record: one row per try, written before LinkedIn is called. */
import { and, asc, eq, gte, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { anyRow, type Db } from "./client";
import { posts, publishAttempts } from "./schema";

export type AttemptRow = typeof publishAttempts.$inferSelect;
export type AttemptRunner = AttemptRow["runner"];
export type AttemptOutcome = NonNullable<AttemptRow["outcome"]>;
export type AttemptAnswer = { outcome: AttemptOutcome; reason?: string | null; httpStatus?: number | null; urn?: string | null };

export async function startAttempt(
  db: Db,
  attempt: { id: string; postId: string; teamId: string; appId: string | null; number: number; runner: AttemptRunner; startedAt: number },
) {
  await db.insert(publishAttempts).values(attempt);
}

/** Just before the post call: what is sent, and when. */
export async function markAttemptCalled(db: Db, id: string, fingerprint: string, at = Date.now()) {
  await db.update(publishAttempts).set({ fingerprint, calledAt: at }).where(eq(publishAttempts.id, id));
}

/**
 * LinkedIn's answer. An answer is written once; a later `published` (the urn arriving after
 * the sweep gave the call up as lost) is the one exception, because the urn always wins.
 */
export async function finishAttempt(db: Db, id: string, answer: AttemptAnswer, at = Date.now()) {
  const settable = answer.outcome === "published" || answer.outcome === "reconciled" ? undefined : isNull(publishAttempts.outcome);
  await db
    .update(publishAttempts)
    .set({ outcome: answer.outcome, reason: answer.reason ?? null, httpStatus: answer.httpStatus ?? null, urn: answer.urn ?? null, endedAt: at })
    .where(and(eq(publishAttempts.id, id), settable));
}

export async function findAttempt(db: Db, id: string) {
  const [row] = await db.select().from(publishAttempts).where(eq(publishAttempts.id, id)).limit(1);
  return row ?? null;
}

/** A post's history, oldest first, for the editor (team-scoped). */
export async function listPostAttempts(db: Db, teamId: string, postId: string) {
  return db
    .select()
    .from(publishAttempts)
    .where(and(eq(publishAttempts.teamId, teamId), eq(publishAttempts.postId, postId)))
    .orderBy(asc(publishAttempts.startedAt), asc(publishAttempts.number))
    .limit(200);
}

/**
 * The retry budget of the post's current run (attempts since it was last scheduled): how many
 * transient failures, and when the first rate limit came.
 */
export async function retryBudgetUsed(db: Db, postId: string, since: number) {
  const [row] = await db
    .select({
      transient: sql<number>`sum(case when ${publishAttempts.outcome} = 'retry' then 1 else 0 end)`,
      rateLimits: sql<number>`sum(case when ${publishAttempts.outcome} = 'rate-limited' then 1 else 0 end)`,
      firstRateLimit: sql<number | null>`min(case when ${publishAttempts.outcome} = 'rate-limited' then ${publishAttempts.startedAt} end)`,
    })
    .from(publishAttempts)
    .where(and(eq(publishAttempts.postId, postId), gte(publishAttempts.startedAt, since)));
  return { transient: Number(row?.transient ?? 0), rateLimits: Number(row?.rateLimits ?? 0), firstRateLimit: row?.firstRateLimit ?? null };
}

/** Whether an earlier attempt of this run reached LinkedIn's post call (so a post LinkedIn already has may be ours). */
/**
 * Whether an earlier try of this post reached LinkedIn: any try, however long ago ("Publish again"
 * after a doubt moves the post's time, and the try in doubt came before it).
 */
export async function calledLinkedInBefore(db: Db, postId: string, currentAttemptId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(publishAttempts)
    .where(and(eq(publishAttempts.postId, postId), isNotNull(publishAttempts.calledAt), ne(publishAttempts.id, currentAttemptId)))
    .limit(1);
  return Number(row?.n ?? 0) > 0;
}

/** Whether LinkedIn's urn is another post's: recorded as its link, or answered to one of its tries. */
export async function urnOfAnotherPost(db: Db, postId: string, urn: string) {
  return (
    (await anyRow(db, posts, and(eq(posts.providerPostUrn, urn), ne(posts.id, postId)))) ||
    anyRow(db, publishAttempts, and(eq(publishAttempts.urn, urn), ne(publishAttempts.postId, postId)))
  );
}
