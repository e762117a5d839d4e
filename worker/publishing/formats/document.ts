/**
 * A post's document (a PDF carousel, docs/decisions/050) at publish time: the PDF's bytes from R2,
 * uploaded through the Documents API as the posting account (initializeUpload, one PUT), then
 * waited for until LinkedIn has processed it (docs/decisions/051), and sent as the Posts API's
 * `content.media {id, title}`: the title is required for a document
 * (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/documents-api;
 * posts-api "Document"). A post never goes out without its document: a PDF that can't be read or
 * uploaded stops the attempt (for now, or for good).
 */
import { DOCUMENT_LIMITS, DOCUMENT_TEXT, isPdfStart } from "../../../app/spec/documents";
import { postDocumentOf } from "../../db/documents";
import { getObject } from "../../storage/media";
import type { PostFormat } from "./format";
import { untilProcessed } from "./processing";

export const DOCUMENT_REASONS = {
  gone: "The PDF couldn't be used: the uploaded file is gone. Upload it again, then publish again.",
  notPdf: `The PDF couldn't be used: ${DOCUMENT_TEXT.notPdf}`,
  tooLarge: `The PDF couldn't be used: ${DOCUMENT_TEXT.tooLarge}`,
  tooManyPages: (pages: number) => `The PDF couldn't be used: ${DOCUMENT_TEXT.tooManyPages(pages)}`,
  noTitle: `The PDF couldn't be used: ${DOCUMENT_TEXT.titleRequired}`,
  upload: (why: string) => `The PDF couldn't be uploaded to LinkedIn: ${why}`,
  processingFailed: "LinkedIn couldn't read the PDF. Export it again as a PDF, upload it, then publish again.",
  stillProcessing: "LinkedIn is still processing the PDF. We'll try again.",
} as const;

export const DOCUMENT_NOTES = {
  pollWins: "The PDF was left out: LinkedIn shows one kind of content per post, and this post has a poll.",
} as const;

/**
 * When LinkedIn won't tell (a member's token may not read documents: 403), a grace that grows with
 * the pages stands in for the answer (docs/decisions/051); the pauses are processing.ts's.
 */
export const DOCUMENT_PROCESSING = {
  graceMs: (pages: number | null) => Math.min(15_000, 2_000 + 100 * (pages ?? 10)),
} as const;

export const documentFormat: PostFormat = {
  name: "document",
  async prepare(ctx, taken) {
    const { env, store, post, uploadDocument } = ctx;
    const document = await postDocumentOf(store, post.teamId, post.id);
    if (!document) return { kind: "none" };
    // Saving refuses a poll beside a PDF (docs/decisions/050); one that has both anyway goes out as its poll, and says so.
    if (taken) return { kind: "none", note: DOCUMENT_NOTES.pollWins };
    const title = document.title.trim();
    if (!title) return { kind: "fail", reason: DOCUMENT_REASONS.noTitle };
    const object = document.r2Key ? await getObject(env.MEDIA, document.r2Key) : null;
    if (!object) return { kind: "fail", reason: DOCUMENT_REASONS.gone };
    if (object.size > DOCUMENT_LIMITS.maxBytes) return { kind: "fail", reason: DOCUMENT_REASONS.tooLarge };
    if (document.pageCount !== null && document.pageCount > DOCUMENT_LIMITS.maxPages)
      return { kind: "fail", reason: DOCUMENT_REASONS.tooManyPages(document.pageCount) };
    const bytes = await object.arrayBuffer();
    if (!isPdfStart(new Uint8Array(bytes, 0, Math.min(8, bytes.byteLength)))) return { kind: "fail", reason: DOCUMENT_REASONS.notPdf };

    const { uploaded, signedOut } = await uploadDocument(bytes);
    if (signedOut) return { kind: "no-token", token: signedOut };
    if (!uploaded.ok && uploaded.status === 403) return { kind: "not-allowed" };
    if (!uploaded.ok) {
      const reason = DOCUMENT_REASONS.upload(uploaded.reason);
      return uploaded.transient
        ? { kind: "retry", reason, retryAfterMs: uploaded.retryAfterMs }
        : { kind: "fail", reason, httpStatus: uploaded.status ?? null };
    }
    const processed = await untilProcessed(ctx, uploaded.urn, DOCUMENT_PROCESSING.graceMs(document.pageCount));
    if (processed === "failed") return { kind: "fail", reason: DOCUMENT_REASONS.processingFailed };
    if (processed === "still") return { kind: "retry", reason: DOCUMENT_REASONS.stillProcessing };
    return { kind: "content", content: { media: { id: uploaded.urn, title } } };
  },
};
