/**
 * The operator's status figures (GET /api/ops/status, docs/decisions/037). Across every team, and
 * each bounded: the posts' (status, scheduled_at) index for what is due and what was published on
 * time, the attempts' own order (rowid) for the last hour's outcomes. No index was added for them.
 */
import { and, asc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import { apps, postApps, posts, publishAttempts } from "./schema";

/** "Due and not claimed" counts up to this many; beyond it the answer says "at least". */
export const DUE_COUNT_CAP = 10_000;
/** The last hour's outcomes are read among this many newest attempts; beyond it the answer says it is partial. */
export const OUTCOME_WINDOW = 20_000;
/** Published within this long after its time counts as on time. */
export const ON_TIME_MS = 60_000;

const dueNotClaimed = (now: number) =>
  and(
    eq(posts.status, "scheduled"),
    lte(posts.scheduledAt, now),
    or(isNull(posts.notBefore), lte(posts.notBefore, now)),
    // A post whose account LinkedIn signed out waits for its member, not for the queue (findDuePosts).
    sql`not exists (select 1 from ${postApps} inner join ${apps} on ${apps.id} = ${postApps.appId} where ${postApps.postId} = ${posts.id} and ${apps.status} = 'needs_reconnect')`,
  );

/**
 * Posts due and not yet claimed by a publisher (a Retry-After still running, or an account to
 * reconnect, is not the queue's to answer for): how
 * many (at most DUE_COUNT_CAP + 1 are read), and the oldest, whose wait is the queue's lag.
 */
export async function dueNotClaimedPosts(db: Db, now: number) {
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(posts)
    .where(dueNotClaimed(now))
    .limit(DUE_COUNT_CAP + 1)
    .as("due");
  const [counted] = await db.select({ n: sql<number>`count(*)` }).from(capped);
  const [oldest] = await db
    .select({ id: posts.id, scheduledAt: posts.scheduledAt, notBefore: posts.notBefore })
    .from(posts)
    .where(dueNotClaimed(now))
    .orderBy(asc(posts.scheduledAt))
    .limit(1);
  const n = Number(counted?.n ?? 0);
  return { count: Math.min(n, DUE_COUNT_CAP), capped: n > DUE_COUNT_CAP, oldest: oldest ?? null };
}

/**
 * Outcomes of the attempts that ended (or, still open, started) since `since`, by kind. Read among
 * the OUTCOME_WINDOW newest attempts: rowid follows insertion, and an attempt is inserted when it
 * starts, so the window is a range of the table's own b-tree whatever its size. `complete` says
 * the window reached back past `since` (or holds the whole table).
 */
export async function outcomesSince(db: Db, since: number) {
  const [top] = await db.select({ max: sql<number | null>`max(rowid)` }).from(publishAttempts);
  const floor = Number(top?.max ?? 0) - OUTCOME_WINDOW;
  const inWindow = sql`${publishAttempts}.rowid > ${floor}`;
  const rows = await db
    .select({ outcome: publishAttempts.outcome, n: sql<number>`count(*)` })
    .from(publishAttempts)
    .where(and(inWindow, gte(sql`coalesce(${publishAttempts.endedAt}, ${publishAttempts.startedAt})`, since)))
    .groupBy(publishAttempts.outcome);
  const [reach] = await db
    .select({ oldest: sql<number | null>`min(${publishAttempts.startedAt})` })
    .from(publishAttempts)
    .where(inWindow);
  const byKind: Record<string, number> = {};
  for (const r of rows) byKind[r.outcome ?? "in-progress"] = Number(r.n);
  return { byKind, complete: floor <= 0 || (reach?.oldest ?? since) < since };
}

/**
 * Of the posts due in [from, to] that are published, how many went out within ON_TIME_MS of
 * their time. A range of the (status, scheduled_at) index: one window's published posts.
 */
export async function onTimeBetween(db: Db, from: number, to: number) {
  const [row] = await db
    .select({
      published: sql<number>`count(*)`,
      onTime: sql<number>`coalesce(sum(case when ${posts.publishedAt} - ${posts.scheduledAt} <= ${ON_TIME_MS} then 1 else 0 end), 0)`,
    })
    .from(posts)
    .where(and(eq(posts.status, "published"), gte(posts.scheduledAt, from), lte(posts.scheduledAt, to)));
  const published = Number(row?.published ?? 0);
  const onTime = Number(row?.onTime ?? 0);
  return { published, onTime, late: published - onTime, rate: published ? onTime / published : null };
}

/** Connected accounts LinkedIn signed out. A scan of apps: one row per connected account, small beside posts. */
export async function accountsNeedingReconnect(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(apps).where(eq(apps.status, "needs_reconnect"));
  return Number(row?.n ?? 0);
}
