/**
 * Publishing one post to LinkedIn: the job as its producers (the sweep, publish now) and its work
 * (worker/publishing/publish.ts) see it. How the queue runs it: publish.handler.ts.
 */
import { z } from "zod";
import { defineJobContract } from "../kind";
import { enqueue } from "../lifecycle";

/** Who put a publish on its way: shown in the post's history. */
export const PUBLISH_RUNNERS = ["publish-now", "alarm", "sweep", "retry"] as const;

export const publishMessage = z.object({
  type: z.literal("publish"),
  jobId: z.string(),
  postId: z.string(),
  teamId: z.string(),
  /** The due time this message was queued for: a post moved since is not this message's to publish. */
  scheduledAt: z.number(),
  runner: z.enum(PUBLISH_RUNNERS).default("sweep"),
});
export type PublishMessage = z.infer<typeof publishMessage>;

/** Where LinkedIn put the post, when it said so. */
export const publishJobResult = z.object({ urn: z.string().optional() });

export const publishKind = defineJobContract({
  type: "publish",
  message: publishMessage,
  result: publishJobResult,
  endStates: ["completed", "cancelled", "failed", "unknown"],
  queue: (env) => env.JOBS,
  owner: (message) => ({ teamId: message.teamId, postId: message.postId }),
});

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
