/**
 * Publishing one post to LinkedIn: the job as its producers (the sweep, publish now) and its work
 * (worker/publishing/publish.ts) see it. How the queue runs it: publish.handler.ts.
 */
import { z } from "zod";
import { jobMessage, type MessageOfKind } from "../kind";
import { enqueue } from "../lifecycle";
import { defineLinkedInWrite, postJobFields } from "../linkedin-write";

/** Who put a publish on its way: shown in the post's history. */
export const PUBLISH_RUNNERS = ["publish-now", "alarm", "sweep", "retry"] as const;

export const publishKind = defineLinkedInWrite(
  "publish",
  jobMessage("publish", {
    ...postJobFields,
    /** The due time this message was queued for: a post moved since is not this message's to publish. */
    scheduledAt: z.number(),
    runner: z.enum(PUBLISH_RUNNERS).default("sweep"),
  }),
);
export type PublishMessage = MessageOfKind<typeof publishKind>;

/** One publish job per post and due time: the same due post swept twice is the same job. */
export const publishJobId = (postId: string, scheduledAt: number) => `pub-${postId}-${scheduledAt}`;

/** The producer: one publish job per post at its due time, recorded and queued (100 a send). Returns the job ids. */
export function enqueuePublishes(env: Env, items: Array<{ postId: string; teamId: string; scheduledAt: number }>, runner: PublishMessage["runner"]) {
  return enqueue(
    env,
    publishKind,
    items.map(({ postId, teamId, scheduledAt }) => ({
      type: "publish" as const,
      jobId: publishJobId(postId, scheduledAt),
      postId,
      teamId,
      scheduledAt,
      runner,
    })),
  );
}
