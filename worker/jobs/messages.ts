/** Messages on the JOBS queue. The producer owns the type; the consumer parses every body. */
import { z } from "zod";

/** Who put a publish on its way: shown in the post's history. */
export const PUBLISH_RUNNERS = ["publish-now", "alarm", "sweep", "retry"] as const;

export const jobMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("publish"),
    jobId: z.string(),
    postId: z.string(),
    teamId: z.string(),
    /** The due time this message was queued for: a post moved since is not this message's to publish. */
    scheduledAt: z.number(),
    runner: z.enum(PUBLISH_RUNNERS).default("sweep"),
  }),
  z.object({ type: z.literal("generate-calendar"), jobId: z.string(), teamId: z.string() }),
]);
export type JobMessage = z.infer<typeof jobMessageSchema>;
export type PublishMessage = Extract<JobMessage, { type: "publish" }>;
