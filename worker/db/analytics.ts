/**
 * The analytics screen's reads (issue 27): one account's collections in a window, each with what it
 * added since the post's collection before (LAG over the post's rows), and its published posts with
 * their latest numbers. Team-scoped like every read; the index post_metrics_team_idx serves both.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** One collection: what the post gained since its previous collection (its first: everything). */
export type MetricGain = {
  postId: string;
  collectedAt: number;
  impressions: number;
  reactions: number;
  comments: number;
  reshares: number;
  saves: number;
};

/** A post's collections before the window count only as the base of the first gain inside it. */
const BASE_LOOKBACK_MS = 8 * 86_400_000;

export async function metricGains(db: Db, teamId: string, appId: string, from: number, to: number): Promise<MetricGain[]> {
  const rows = await db.all<MetricGain>(sql`
    SELECT post_id AS postId, collected_at AS collectedAt,
      COALESCE(impressions, 0) - COALESCE(LAG(impressions) OVER w, 0) AS impressions,
      COALESCE(reactions, 0) - COALESCE(LAG(reactions) OVER w, 0) AS reactions,
      COALESCE(comments, 0) - COALESCE(LAG(comments) OVER w, 0) AS comments,
      COALESCE(reshares, 0) - COALESCE(LAG(reshares) OVER w, 0) AS reshares,
      COALESCE(saves, 0) - COALESCE(LAG(saves) OVER w, 0) AS saves
    FROM post_metrics
    WHERE team_id = ${teamId} AND app_id = ${appId} AND collected_at >= ${from - BASE_LOOKBACK_MS} AND collected_at < ${to}
    WINDOW w AS (PARTITION BY post_id ORDER BY collected_at)
  `);
  // LinkedIn's totals only grow; a smaller one (a deleted reaction) is no gain, not a loss to chart.
  return rows
    .filter((r) => r.collectedAt >= from)
    .map((r) => ({
      ...r,
      impressions: Math.max(0, r.impressions),
      reactions: Math.max(0, r.reactions),
      comments: Math.max(0, r.comments),
      reshares: Math.max(0, r.reshares),
      saves: Math.max(0, r.saves),
    }));
}

export type PostWithNumbers = {
  id: string;
  title: string | null;
  content: string;
  publishedAt: number;
  urn: string | null;
  impressions: number | null;
  reactions: number | null;
  comments: number | null;
  reshares: number | null;
  saves: number | null;
};

/** The account's posts published in [from, to), each with its latest numbers (null: none collected yet). */
export async function postsPublishedWithNumbers(db: Db, teamId: string, appId: string, from: number, to: number): Promise<PostWithNumbers[]> {
  return db.all<PostWithNumbers>(sql`
    SELECT p.id AS id, p.title AS title, p.content AS content, p.published_at AS publishedAt, p.provider_post_urn AS urn,
      m.impressions AS impressions, m.reactions AS reactions, m.comments AS comments, m.reshares AS reshares, m.saves AS saves
    FROM posts p
    JOIN post_apps pa ON pa.post_id = p.id AND pa.app_id = ${appId}
    LEFT JOIN post_metrics m ON m.post_id = p.id AND m.team_id = p.team_id
      AND m.collected_at = (SELECT MAX(collected_at) FROM post_metrics WHERE post_id = p.id)
    WHERE p.team_id = ${teamId} AND p.status = 'published' AND p.published_at >= ${from} AND p.published_at < ${to}
    ORDER BY p.published_at DESC
  `);
}

/** The latest numbers of each of these posts of the team, for the posts' cards. */
export async function latestNumbersOf(db: Db, teamId: string, postIds: string[]) {
  const byPost = new Map<string, { impressions: number | null; reactions: number | null; comments: number | null; collectedAt: number }>();
  for (let i = 0; i < postIds.length; i += 90) {
    const ids = postIds.slice(i, i + 90);
    const rows = await db.all<{ postId: string; impressions: number | null; reactions: number | null; comments: number | null; collectedAt: number }>(sql`
      SELECT m.post_id AS postId, m.impressions AS impressions, m.reactions AS reactions, m.comments AS comments, m.collected_at AS collectedAt
      FROM post_metrics m
      WHERE m.team_id = ${teamId} AND m.post_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND m.collected_at = (SELECT MAX(collected_at) FROM post_metrics WHERE post_id = m.post_id)
    `);
    for (const { postId, ...numbers } of rows) byPost.set(postId, numbers);
  }
  return byPost;
}
