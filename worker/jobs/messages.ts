/** Messages on the JOBS queue. The producer owns the type; the consumer parses every body. */
import { z } from "zod";

export const jobMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("publish"), jobId: z.string(), postId: z.string(), teamId: z.string() }),
  z.object({ type: z.literal("generate-calendar"), jobId: z.string(), teamId: z.string() }),
]);
export type JobMessage = z.infer<typeof jobMessageSchema>;
