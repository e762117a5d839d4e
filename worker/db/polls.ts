/**
 * A post's poll (docs/decisions/048): one row per post in post_polls, keyed by the post's id, read
 * for the team's own posts only. Saved through the posts service; published by
 * worker/publishing/formats/poll.ts.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Poll } from "../../app/spec/poll";
import type { Db } from "./client";
import { postPolls, posts } from "./schema";

/** The polls of the team's posts among `postIds`. */
export async function postPollsOf(db: Db, teamId: string, postIds: string[]) {
  const byPost = new Map<string, Poll>();
  // D1 caps bound parameters per statement; read in slices.
  for (let i = 0; i < postIds.length; i += 90) {
    const rows = await db
      .select({ postId: postPolls.postId, question: postPolls.question, options: postPolls.options, duration: postPolls.duration })
      .from(postPolls)
      .innerJoin(posts, eq(posts.id, postPolls.postId))
      .where(and(inArray(postPolls.postId, postIds.slice(i, i + 90)), eq(posts.teamId, teamId)));
    for (const r of rows) byPost.set(r.postId, { question: r.question, options: r.options, duration: r.duration });
  }
  return byPost;
}

export async function postPollOf(db: Db, teamId: string, postId: string): Promise<Poll | null> {
  return (await postPollsOf(db, teamId, [postId])).get(postId) ?? null;
}

/** Sets a post's poll, or removes it (null). The post must be the team's (the service checked). */
export async function setPostPoll(db: Db, postId: string, poll: Poll | null) {
  if (poll === null) {
    await db.delete(postPolls).where(eq(postPolls.postId, postId));
    return;
  }
  const row = { question: poll.question, options: poll.options, duration: poll.duration };
  await db
    .insert(postPolls)
    .values({ postId, ...row })
    .onConflictDoUpdate({ target: postPolls.postId, set: row });
}
