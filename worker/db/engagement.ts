/** What published posts tell us back: their engagement (best times) and the member's own texts (a model's voice examples). */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { posts } from "./schema";

/** Published posts' engagement, newest 500, for the best-times profile. */
export async function publishedEngagement(db: Db, teamId: string) {
  return db
    .select({ publishedAt: posts.publishedAt, likes: posts.likes, comments: posts.comments, shares: posts.shares })
    .from(posts)
    .where(and(eq(posts.teamId, teamId), eq(posts.status, "published"), isNotNull(posts.publishedAt)))
    .orderBy(sql`${posts.publishedAt} DESC`)
    .limit(500);
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
