/**
 * What the best-times profile reads (docs/decisions/054): one account's published posts with
 * numbers, newest first, each with its latest collection. Team-scoped twice: the post is the
 * team's and went out as this account, and its numbers are the team's for this account.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";

export type PostRate = {
  publishedAt: number;
  impressions: number;
  reactions: number | null;
  comments: number | null;
  reshares: number | null;
  saves: number | null;
};

/** At most `limit` of the account's published posts whose latest numbers have impressions, newest first. */
export async function accountPostsWithNumbers(db: Db, teamId: string, appId: string, limit: number): Promise<PostRate[]> {
  return db.all<PostRate>(sql`
    SELECT p.published_at AS publishedAt, m.impressions AS impressions, m.reactions AS reactions,
      m.comments AS comments, m.reshares AS reshares, m.saves AS saves
    FROM posts p
    JOIN post_apps pa ON pa.post_id = p.id AND pa.app_id = ${appId}
    JOIN post_metrics m ON m.post_id = p.id AND m.team_id = ${teamId} AND m.app_id = ${appId}
      AND m.collected_at = (SELECT MAX(collected_at) FROM post_metrics WHERE post_id = p.id)
    WHERE p.team_id = ${teamId} AND p.status = 'published' AND p.published_at IS NOT NULL AND m.impressions > 0
    ORDER BY p.published_at DESC
    LIMIT ${limit}
  `);
}
