/** What published posts tell us back: the member's own texts (a model's voice examples). Their numbers for best times: db/best-times.ts. */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { posts } from "./schema";

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
