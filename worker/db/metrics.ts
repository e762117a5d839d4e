/**
 * Collecting published posts' numbers (issue 27 item 1, docs/decisions/052): which posts are due,
 * the sweep's claim on them, and one collection's row. posts.metrics_due_at is the clock: set an
 * hour after publishing (post-publishing.ts), moved on by each collection (nextCollectionAt), moved
 * later by a wait (429, LinkedIn down, a sign-in to renew), null when collection has ended.
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { PostNumbers } from "../../app/spec/analytics";
import type { Db } from "./client";
import { apps, postMetrics, posts } from "./schema";

export type DueMetricPost = { id: string; teamId: string; appId: string | null; dueAt: number; publishedAt: number | null };

/**
 * Published posts whose numbers are due, oldest due first, with the account they went out as
 * (publishingApp's rule: the first target not let go, else the team's first account).
 */
export async function findDueMetricPosts(db: Db, now: number, limit: number): Promise<DueMetricPost[]> {
  const rows = await db
    .select({
      id: posts.id,
      teamId: posts.teamId,
      dueAt: posts.metricsDueAt,
      publishedAt: posts.publishedAt,
      // Qualified by hand: drizzle writes a column of the selected table unqualified, which inside these subqueries would mean apps'.
      appId: sql<string | null>`coalesce(
        (SELECT pa.app_id FROM post_apps pa JOIN apps a ON a.id = pa.app_id
          WHERE pa.post_id = "posts"."id" AND a.team_id = "posts"."team_id" AND a.status != 'disconnected' ORDER BY a.created_at LIMIT 1),
        (SELECT a.id FROM apps a WHERE a.team_id = "posts"."team_id" AND a.status != 'disconnected' ORDER BY a.created_at LIMIT 1))`,
    })
    .from(posts)
    .where(and(lte(posts.metricsDueAt, now), eq(posts.status, "published"), isNotNull(posts.providerPostUrn)))
    .orderBy(asc(posts.metricsDueAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, dueAt: r.dueAt ?? now }));
}

/** The accounts of the due posts: what the sweep needs to decide whom to ask (status, profile type, granted scopes). */
export async function accountsForMetrics(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: apps.id, teamId: apps.teamId, status: apps.status, profileType: apps.profileType, scopes: apps.scopes })
    .from(apps)
    .where(inArray(apps.id, ids));
}

/**
 * The sweep's claim: the posts' due time becomes `claimedUntil`, from a due time still in the past,
 * so a second sweep does not queue them again while their job waits, and a lost job's posts are
 * due again once the claim lapses. Returns the posts claimed.
 */
export async function claimMetricPosts(db: Db, ids: string[], claimedUntil: number, now: number): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(posts)
    .set({ metricsDueAt: claimedUntil })
    .where(and(inArray(posts.id, ids), lte(posts.metricsDueAt, now), eq(posts.status, "published")))
    .returning({ id: posts.id });
  return rows.map((r) => r.id);
}

/** The claimed posts of one job, in its team only: a message naming another team's post finds nothing. */
export async function claimedMetricPosts(db: Db, teamId: string, ids: string[], claimedUntil: number) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: posts.id, teamId: posts.teamId, urn: posts.providerPostUrn, publishedAt: posts.publishedAt })
    .from(posts)
    .where(
      and(
        eq(posts.teamId, teamId),
        inArray(posts.id, ids),
        eq(posts.metricsDueAt, claimedUntil),
        eq(posts.status, "published"),
        isNotNull(posts.providerPostUrn),
        isNotNull(posts.publishedAt),
      ),
    );
  // In the message's order (oldest due first).
  return ids.flatMap((id) => rows.filter((r) => r.id === id)).map((r) => ({ ...r, urn: r.urn as string, publishedAt: r.publishedAt as number }));
}

/** Try these posts again at `at` (null: no more), in the team, if the claim is still `claimedUntil`. */
export async function rescheduleMetrics(db: Db, teamId: string, ids: string[], claimedUntil: number, at: number | null) {
  if (!ids.length) return;
  await db
    .update(posts)
    .set({ metricsDueAt: at })
    .where(and(eq(posts.teamId, teamId), inArray(posts.id, ids), eq(posts.metricsDueAt, claimedUntil)));
}

/**
 * One collection: the numbers as one post_metrics row, and on the post when it was collected, when
 * it is next due (null: never again), and the latest reactions, comments and reshares in the old
 * likes / comments / shares columns (what the best-times profile reads). One batch; only while the
 * claim holds, so a job delivered twice writes once.
 */
export async function recordMetrics(
  db: Db,
  c: { postId: string; teamId: string; appId: string; collectedAt: number; numbers: PostNumbers; claimedUntil: number; nextDueAt: number | null },
): Promise<boolean> {
  const n = c.numbers;
  const stillClaimed = sql`EXISTS (SELECT 1 FROM posts WHERE id = ${c.postId} AND team_id = ${c.teamId} AND metrics_due_at = ${c.claimedUntil})`;
  const [, updated] = await db.batch([
    // Columns in the table's order (post_id, team_id, app_id, collected_at, then the metrics).
    db
      .insert(postMetrics)
      .select(
        sql`SELECT ${c.postId}, ${c.teamId}, ${c.appId}, ${c.collectedAt}, ${n.impressions}, ${n.membersReached}, ${n.reactions}, ${n.comments}, ${n.reshares}, ${n.saves} WHERE ${stillClaimed}`,
      )
      .onConflictDoNothing(),
    db
      .update(posts)
      .set({
        metricsCollectedAt: c.collectedAt,
        metricsDueAt: c.nextDueAt,
        likes: sql`coalesce(${n.reactions}, ${posts.likes})`,
        comments: sql`coalesce(${n.comments}, ${posts.comments})`,
        shares: sql`coalesce(${n.reshares}, ${posts.shares})`,
      })
      .where(and(eq(posts.id, c.postId), eq(posts.teamId, c.teamId), eq(posts.metricsDueAt, c.claimedUntil)))
      .returning({ id: posts.id }),
  ]);
  return updated.length > 0;
}

/** The team's accounts' granted scopes and kinds: whether each may have its posts' numbers read (analyticsAllowed). */
export async function accountScopes(db: Db, teamId: string) {
  return db.select({ id: apps.id, profileType: apps.profileType, scopes: apps.scopes }).from(apps).where(eq(apps.teamId, teamId));
}
