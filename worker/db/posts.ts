import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "./client";
import { apps, postApps, posts } from "./schema";

export type PostRange = { from?: number; to?: number };

/** A team's posts, oldest scheduled first; with a range, only those scheduled inside it. */
export async function listTeamPosts(db: Db, teamId: string, range: PostRange = {}) {
  const rows = await db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.teamId, teamId),
        range.from !== undefined ? gte(posts.scheduledAt, range.from) : undefined,
        range.to !== undefined ? lt(posts.scheduledAt, range.to) : undefined,
      ),
    )
    .orderBy(asc(posts.scheduledAt), asc(posts.createdAt));
  if (rows.length === 0) return [];
  const links = await db
    .select({ postId: postApps.postId, id: apps.id, name: apps.name, avatar: apps.avatar })
    .from(postApps)
    .innerJoin(apps, eq(apps.id, postApps.appId))
    .where(and(inArray(postApps.postId, rows.map((r) => r.id)), eq(apps.teamId, teamId)));
  const appsByPost = new Map<string, Array<{ id: string; name: string; avatar: string | null }>>();
  for (const l of links) {
    const list = appsByPost.get(l.postId) ?? [];
    list.push({ id: l.id, name: l.name, avatar: l.avatar });
    appsByPost.set(l.postId, list);
  }
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    content: p.content,
    status: p.status,
    scheduledAt: p.scheduledAt === null ? null : new Date(p.scheduledAt).toISOString(),
    attachments: [] as Array<{ url: string }>,
    apps: appsByPost.get(p.id) ?? [],
    provider: p.provider,
  }));
}
