/**
 * Images, in order: one is a single-media post, several a multi-image post (Posts API "media",
 * "multiImage"), each uploaded then waited for until LinkedIn has processed it (processing.ts). A
 * post never goes out without its images: an image that can't be read, uploaded or processed stops
 * the attempt (for now, or for good).
 */
import { postAttachments } from "../../db/assets";
import { imageBytes } from "../../storage/image-bytes";
import type { PostContent, PostFormat } from "./format";
import { untilProcessed } from "./processing";

export const IMAGES_NOTES = {
  pollWins: "The images were left out: LinkedIn shows one kind of content per post, and this post has a poll.",
  documentWins: "The images were left out: LinkedIn shows one kind of content per post, and this post has a PDF.",
} as const;

export const IMAGE_REASONS = {
  processingFailed: (n: number) => `Image ${n} couldn't be used: LinkedIn couldn't process it. Upload it again as a PNG or JPEG, then publish again.`,
  stillProcessing: "LinkedIn is still processing the images. We'll try again.",
} as const;

/**
 * When LinkedIn won't say whether an image is processed (a member's token may not read images:
 * 403), this long stands in for the answer, once a post (docs/decisions/066): images are small, and
 * LinkedIn's processing of one takes about a second.
 */
export const IMAGE_PROCESSING = { graceMs: 1_500 } as const;

export const imagesFormat: PostFormat = {
  name: "images",
  async prepare(ctx, taken) {
    const { env, store, post, upload } = ctx;
    const images = (await postAttachments(store, post.teamId, [post.id])).get(post.id) ?? [];
    // Saving refuses a poll or a PDF with images (docs/decisions/048, 050); one that has both anyway goes out as the other, and says so.
    if (taken && images.length) return { kind: "none", note: "poll" in taken ? IMAGES_NOTES.pollWins : IMAGES_NOTES.documentWins };
    const urns: string[] = [];
    for (const [i, image] of images.entries()) {
      const bytes = await imageBytes(env, image);
      if (!bytes.ok) {
        const reason = `Image ${i + 1} couldn't be used: ${bytes.reason}`;
        return bytes.transient ? { kind: "retry", reason } : { kind: "fail", reason };
      }
      const { uploaded, signedOut } = await upload(bytes.body, bytes.contentType);
      if (signedOut) return { kind: "no-token", token: signedOut };
      if (!uploaded.ok && uploaded.status === 403) return { kind: "not-allowed" };
      if (!uploaded.ok) {
        const reason = `Image ${i + 1} couldn't be uploaded to LinkedIn: ${uploaded.reason}`;
        return uploaded.transient
          ? { kind: "retry", reason, retryAfterMs: uploaded.retryAfterMs }
          : { kind: "fail", reason, httpStatus: uploaded.status ?? null };
      }
      urns.push(uploaded.urn);
    }
    if (urns.length === 0) return { kind: "none" };
    // Every image processed before the post names them; once LinkedIn won't say, one grace serves them all.
    for (const [i, urn] of urns.entries()) {
      const processed = await untilProcessed(ctx, urn, IMAGE_PROCESSING.graceMs);
      if (processed === "graced") break;
      if (processed === "failed") return { kind: "fail", reason: IMAGE_REASONS.processingFailed(i + 1) };
      if (processed === "still") return { kind: "retry", reason: IMAGE_REASONS.stillProcessing };
    }
    const content: PostContent = urns.length === 1 ? { media: { id: urns[0] } } : { multiImage: { images: urns.map((id) => ({ id })) } };
    return { kind: "content", content };
  },
};
