import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, notInArray, or } from "drizzle-orm";
import { anyRow, type Db } from "./client";
import { assets, postAssets, posts } from "./schema";
import { findTeamRow } from "./team-rows";

export type AssetRow = typeof assets.$inferSelect;

export async function insertAsset(db: Db, asset: typeof assets.$inferInsert) {
  await db.insert(assets).values(asset);
}

export async function findTeamAsset(db: Db, teamId: string, id: string) {
  return findTeamRow(db, assets, teamId, id);
}

export async function findAssetByKey(db: Db, key: string) {
  const [row] = await db.select().from(assets).where(eq(assets.r2Key, key)).limit(1);
  return row ?? null;
}

/** An upload that passed its checks; a PDF with the pages counted then. */
export async function markAssetReady(db: Db, id: string, size: number, pageCount?: number) {
  await db
    .update(assets)
    .set({ status: "ready", size, ...(pageCount === undefined ? {} : { pageCount }) })
    .where(eq(assets.id, id));
}

/** A PDF is a document, never one of the images (docs/decisions/050). */
export const DOCUMENT_CONTENT_TYPE = "application/pdf";
export const isImageAsset = or(isNull(assets.contentType), ne(assets.contentType, DOCUMENT_CONTENT_TYPE));

export async function deleteAsset(db: Db, id: string) {
  await db.delete(assets).where(eq(assets.id, id));
}

/** A post's attachments, in their order. */
export async function postAttachments(db: Db, teamId: string, postIds: string[]) {
  if (postIds.length === 0) return new Map<string, AssetRow[]>();
  const byPost = new Map<string, AssetRow[]>();
  for (let i = 0; i < postIds.length; i += 90) {
    const rows = await db
      .select({ postId: postAssets.postId, asset: assets })
      .from(postAssets)
      .innerJoin(assets, eq(assets.id, postAssets.assetId))
      .where(and(inArray(postAssets.postId, postIds.slice(i, i + 90)), eq(assets.teamId, teamId)))
      .orderBy(asc(postAssets.position));
    for (const r of rows) byPost.set(r.postId, [...(byPost.get(r.postId) ?? []), r.asset]);
  }
  return byPost;
}

/** Replaces a post's attachments, in the given order (the post must be the team's). */
export async function setPostAttachments(db: Db, postId: string, assetIds: string[]) {
  await db.batch([
    db.delete(postAssets).where(eq(postAssets.postId, postId)),
    ...assetIds.map((assetId, position) => db.insert(postAssets).values({ postId, assetId, position })),
  ]);
}

/** The team's ready images from the last week that are not on this post: offered in the editor. */
export async function recentTeamAssets(db: Db, teamId: string, exclude: string[], since: number, limit = 30) {
  return db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.teamId, teamId),
        eq(assets.status, "ready"),
        isImageAsset,
        gt(assets.createdAt, since),
        exclude.length ? notInArray(assets.id, exclude) : undefined,
      ),
    )
    .orderBy(desc(assets.createdAt))
    .limit(limit);
}

export function teamPostExists(db: Db, teamId: string, postId: string) {
  return anyRow(db, posts, and(eq(posts.id, postId), eq(posts.teamId, teamId)));
}

/** The team's uploads among `ids` still waiting for their check (uploaded straight to R2). */
export async function pendingTeamUploads(db: Db, teamId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(assets)
    .where(and(eq(assets.teamId, teamId), eq(assets.status, "pending"), eq(assets.type, "upload"), inArray(assets.id, ids)));
}

/** Uploads still pending since before `before`: the browser never finished them, or they were never attached (checked). */
export async function abandonedUploads(db: Db, before: number, limit = 200) {
  return db
    .select({ id: assets.id, r2Key: assets.r2Key })
    .from(assets)
    .where(and(eq(assets.status, "pending"), eq(assets.type, "upload"), lt(assets.createdAt, before)))
    .limit(limit);
}
