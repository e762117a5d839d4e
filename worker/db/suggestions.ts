import { sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "./client";
import { apps, feedPosts } from "./schema";

export type KnownMember = { name: string; username: string | null; profileUrl: string | null; description: string };

/**
 * People the product already knows whose name holds every word typed: connected accounts and
 * authors of feed posts. Used to suggest a LinkedIn profile when someone types
 * a name instead of a username.
 */
export async function findKnownMembers(db: Db, name: string, limit: number): Promise<KnownMember[]> {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  const escape = (w: string) => w.replace(/[\\%_]/g, (m) => `\\${m}`);
  const matchAll = (column: AnyColumn) =>
    sql.join(
      words.map((w) => sql`lower(${column}) LIKE ${`%${escape(w)}%`} ESCAPE '\\'`),
      sql` AND `,
    );

  const [fromApps, fromFeed] = await Promise.all([
    db
      .selectDistinct({ name: apps.name, username: apps.username, profileType: apps.profileType })
      .from(apps)
      .where(matchAll(apps.name))
      .limit(limit),
    db
      .selectDistinct({ name: feedPosts.authorName, profileUrl: feedPosts.authorProfileUrl })
      .from(feedPosts)
      .where(matchAll(feedPosts.authorName))
      .limit(limit),
  ]);

  const seen = new Set<string>();
  const out: KnownMember[] = [];
  for (const a of fromApps) {
    const profileUrl = a.username
      ? `https://www.linkedin.com/${a.profileType === "company" ? "company" : "in"}/${a.username}/`
      : null;
    const key = profileUrl ?? a.name;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      name: a.name,
      username: a.username,
      profileUrl,
      description: a.username ? `@${a.username} · uses the studio` : "Uses the studio",
    });
  }
  for (const f of fromFeed) {
    const key = f.profileUrl ?? f.name;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name: f.name, username: null, profileUrl: f.profileUrl, description: "Author of a viral post" });
  }
  return out.slice(0, limit);
}
