/**
 * A post's document (a PDF carousel, docs/decisions/050): one row per post in post_documents,
 * keyed by the post's id, pointing at one of the team's ready PDF assets; read for the team's own
 * posts only. Saved through the posts service; published by worker/publishing/formats/document.ts.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "./client";
import { assets, postDocuments, posts } from "./schema";

export type PostDocument = {
  assetId: string;
  title: string;
  pageCount: number | null;
  size: number | null;
  r2Key: string | null;
  contentType: string | null;
};

/** The documents of the team's posts among `postIds`. */
export async function postDocumentsOf(db: Db, teamId: string, postIds: string[]) {
  const byPost = new Map<string, PostDocument>();
  // D1 caps bound parameters per statement; read in slices.
  for (let i = 0; i < postIds.length; i += 90) {
    const rows = await db
      .select({
        postId: postDocuments.postId,
        assetId: postDocuments.assetId,
        title: postDocuments.title,
        pageCount: assets.pageCount,
        size: assets.size,
        r2Key: assets.r2Key,
        contentType: assets.contentType,
      })
      .from(postDocuments)
      .innerJoin(posts, eq(posts.id, postDocuments.postId))
      .innerJoin(assets, and(eq(assets.id, postDocuments.assetId), eq(assets.teamId, posts.teamId)))
      .where(and(inArray(postDocuments.postId, postIds.slice(i, i + 90)), eq(posts.teamId, teamId)));
    for (const { postId, ...doc } of rows) byPost.set(postId, doc);
  }
  return byPost;
}

export async function postDocumentOf(db: Db, teamId: string, postId: string): Promise<PostDocument | null> {
  return (await postDocumentsOf(db, teamId, [postId])).get(postId) ?? null;
}

/** Sets a post's document, or removes it (null). The post and the asset must be the team's (the service checked). */
export async function setPostDocument(db: Db, postId: string, document: { assetId: string; title: string } | null) {
  if (document === null) {
    await db.delete(postDocuments).where(eq(postDocuments.postId, postId));
    return;
  }
  await db
    .insert(postDocuments)
    .values({ postId, ...document })
    .onConflictDoUpdate({ target: postDocuments.postId, set: document });
}
