/**
 * LinkedIn processes an uploaded image or document before a post may name it: its status goes
 * WAITING_UPLOAD → PROCESSING → AVAILABLE (or PROCESSING_FAILED), and a post naming it earlier is
 * refused (docs/decisions/051 for documents, 066 for images). We ask with growing pauses; when
 * LinkedIn won't tell (a member's token may not read media: 403), a grace stands in for the answer.
 * Everything here happens before the post call, so nothing can be on LinkedIn yet.
 */
import type { FormatContext } from "./format";

export const MEDIA_PROCESSING = {
  firstPauseMs: 250,
  longestPauseMs: 2_000,
  maxWaitMs: 30_000,
} as const;

/**
 * How the wait ended: `available`; `graced` (LinkedIn won't say, and the grace has passed: asking
 * about the post's other media would be refused too); `failed` (PROCESSING_FAILED); `still`
 * (still processing after `maxWaitMs`).
 */
export type Processed = "available" | "graced" | "failed" | "still";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Until LinkedIn has processed the image or document `urn`, or can't, or won't say (`graceMs` then stands in). */
export async function untilProcessed(ctx: FormatContext, urn: string, graceMs: number): Promise<Processed> {
  const deadline = Date.now() + MEDIA_PROCESSING.maxWaitMs;
  let wait: number = MEDIA_PROCESSING.firstPauseMs;
  for (;;) {
    const status = await ctx.mediaStatus(urn);
    if (status.kind === "cannot-tell") {
      await pause(graceMs);
      return "graced";
    }
    if (status.kind === "status" && status.status === "AVAILABLE") return "available";
    if (status.kind === "status" && status.status === "PROCESSING_FAILED") return "failed";
    if (Date.now() + wait > deadline) return "still";
    await pause(wait);
    wait = Math.min(wait * 2, MEDIA_PROCESSING.longestPauseMs);
  }
}
