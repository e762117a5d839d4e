/** Publishing one post to LinkedIn as a job kind (worker/publishing/publish.ts does the work). */
import { z } from "zod";
import { readConfig } from "../../config";
import { giveUpPublishing, publishPost } from "../../publishing/publish";
import { defineJobKind } from "../kind";

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

export const publishKind = defineJobKind<PublishMessage>({
  type: "publish",
  message: publishMessage,
  queue: (env) => env.JOBS,
  endStates: ["completed", "cancelled", "failed", "unknown"],
  retry: { maxDelaySeconds: (env) => readConfig(env).JOB_RETRY_MAX_DELAY_SECONDS },
  handle: (env, message, log) => publishPost(env, message, log),
  deadLetter: (env, message, log) => giveUpPublishing(env, message, log),
  again: (message, result) => (result.retry ? { ...message, runner: "retry" } : message),
});
