/**
 * Creating a published post's first comment (docs/decisions/047): its own job, so a crash between
 * the post and its comment loses nothing (the sweep queues a comment still pending), and its own
 * claim and attempts, so it never touches the post. How the queue runs it: first-comment.handler.ts.
 */
import { z } from "zod";
import { jobMessage, type MessageOfKind } from "../kind";
import { enqueue } from "../lifecycle";
import { defineLinkedInWrite, postJobFields } from "../linkedin-write";

/** Who put the comment on its way: the post's publish, the sweep (recovery), or the member's retry. */
export const FIRST_COMMENT_RUNNERS = ["publish", "sweep", "retry", "member"] as const;

export const firstCommentKind = defineLinkedInWrite(
  "first-comment",
  jobMessage("first-comment", {
    ...postJobFields,
    runner: z.enum(FIRST_COMMENT_RUNNERS).default("publish"),
    /** When this run of tries began (the post went out, or the member retried): its tries are counted from here. */
    runStart: z.number().optional(),
  }),
);
export type FirstCommentMessage = MessageOfKind<typeof firstCommentKind>;

/** The producer: one job per post and start (its claim makes extra messages harmless). Returns the job ids. */
export function enqueueFirstComments(
  env: Env,
  items: Array<{ postId: string; teamId: string; runStart?: number }>,
  runner: FirstCommentMessage["runner"],
  now = Date.now(),
) {
  return enqueue(
    env,
    firstCommentKind,
    items.map(({ postId, teamId, runStart }) => ({
      type: "first-comment" as const,
      jobId: `fc-${postId}-${now}`,
      postId,
      teamId,
      runner,
      runStart: runStart ?? now,
    })),
  );
}
