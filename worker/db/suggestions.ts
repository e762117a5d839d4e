import { type AnyColumn, and, isNull, like, sql } from "drizzle-orm";
import type { Db } from "./client";
import { feedPosts } from "./schema";

export type PublicAuthor = { name: string; username: string | null; profileUrl: string | null; description: string };

/**
 * Public authors whose name holds every word typed: the inspiration feed's authors only. Used to
 * suggest a LinkedIn profile when someone types a name instead of a username. Never the studio's
 * own members or their handles: a visitor must not learn who uses the studio (issue 9).
 */
export async function findPublicAuthors(db: Db, name: string, limit: number): Promise<PublicAuthor[]> {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  const escapeLike = (w: string) => w.replace(/[\\%_]/g, (m) => `\\${m}`);
  const matchAll = (column: AnyColumn) =>
    sql.join(
      words.map((w) => sql`lower(${column}) LIKE ${`%${escapeLike(w)}%`} ESCAPE '\\'`),
      sql` AND `,
    );
  const fromFeed = await db
    .selectDistinct({ name: feedPosts.authorName, profileUrl: feedPosts.authorProfileUrl })
    .from(feedPosts)
    // Public posts only (a team's saves are its own), by authors with a LinkedIn profile to sign in with.
    .where(and(matchAll(feedPosts.authorName), isNull(feedPosts.teamId), like(feedPosts.authorProfileUrl, "https://www.linkedin.com/%")))
    .limit(limit);
  const seen = new Set<string>();
  const out: PublicAuthor[] = [];
  for (const f of fromFeed) {
    const key = f.profileUrl ?? f.name;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name: f.name, username: null, profileUrl: f.profileUrl, description: "Author of a viral post" });
  }
  return out.slice(0, limit);
}
