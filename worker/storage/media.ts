/**
 * Only this module touches R2. Uploads live under their team's prefix; an object whose first
 * bytes are not the PNG, JPEG or PDF it claims to be is deleted and refused.
 */
import { DOCUMENT_LIMITS, DOCUMENT_TEXT, DOCUMENT_TYPE } from "../../app/spec/documents";
import { IMAGE_TEXT, imageDimensions, imageProblem, MAX_IMAGE_BYTES, MIN_IMAGE_BYTES, sniffImageType } from "../../app/spec/uploads";
import { checkPdf } from "./pdf";

/** Where the team's members' browsers fetch an image (through the web app, with their session). */
export const mediaUrl = (assetId: string) => `/api/media/${assetId}`;

export const uploadKey = (teamId: string, assetId: string, ext: string) => `teams/${teamId}/uploads/${assetId}.${ext}`;

export type UploadCheck = { ok: true; size: number; pages?: number } | { ok: false; reason: string };

/** Size and first bytes of a stored upload against what it claimed to be; a mismatch is deleted. */
export async function checkStoredImage(bucket: R2Bucket, key: string, contentType: string, maxBytes = MAX_IMAGE_BYTES): Promise<UploadCheck> {
  const head = await bucket.head(key);
  if (!head) return { ok: false, reason: "The upload didn't arrive. Please try again." };
  const refuse = async (reason: string): Promise<UploadCheck> => {
    await bucket.delete(key);
    return { ok: false, reason };
  };
  if (head.size > maxBytes) return refuse(`File is larger than ${maxBytes} bytes`);
  if (head.size < MIN_IMAGE_BYTES) return refuse(`File is smaller than ${MIN_IMAGE_BYTES} bytes`);
  // The header: its type, then its size in pixels (a JPEG's frame header usually sits in the first
  // few kilobytes, after its metadata; when it doesn't, the whole file, at most MAX_IMAGE_BYTES, is read).
  const start = await bucket.get(key, { range: { offset: 0, length: HEADER_BYTES } });
  let bytes = start ? new Uint8Array(await start.arrayBuffer()) : new Uint8Array();
  if (sniffImageType(bytes) !== contentType) return refuse(IMAGE_TEXT.unreadable);
  if (!imageDimensions(bytes) && head.size > bytes.length) {
    const whole = await bucket.get(key);
    bytes = whole ? new Uint8Array(await whole.arrayBuffer()) : bytes;
  }
  const problem = imageProblem(bytes);
  if (problem) return refuse(problem);
  return { ok: true, size: head.size };
}

const HEADER_BYTES = 64 * 1024;

/**
 * A stored PDF (docs/decisions/050): LinkedIn's size, a real PDF (its first bytes, not its name),
 * and its pages counted in one pass (storage/pdf.ts), at most LinkedIn's 300. A refused one is deleted.
 */
export async function checkStoredDocument(bucket: R2Bucket, key: string, maxBytes: number = DOCUMENT_LIMITS.maxBytes): Promise<UploadCheck> {
  const object = await bucket.get(key);
  if (!object) return { ok: false, reason: "The upload didn't arrive. Please try again." };
  const refuse = async (reason: string): Promise<UploadCheck> => {
    await object.body.cancel().catch(() => {});
    await bucket.delete(key);
    return { ok: false, reason };
  };
  if (object.size > Math.min(maxBytes, DOCUMENT_LIMITS.maxBytes)) return refuse(DOCUMENT_TEXT.tooLarge);
  const checked = await checkPdf(object.body);
  if (!checked.ok) return refuse(checked.problem === "not-pdf" ? DOCUMENT_TEXT.notPdf : DOCUMENT_TEXT.noPages);
  if (checked.pages > DOCUMENT_LIMITS.maxPages) return refuse(DOCUMENT_TEXT.tooManyPages(checked.pages));
  return { ok: true, size: object.size, pages: checked.pages };
}

/** The checks of a stored upload, by what it claimed to be. */
export const checkStoredUpload = (bucket: R2Bucket, key: string, contentType: string, maxBytes?: number) =>
  contentType === DOCUMENT_TYPE ? checkStoredDocument(bucket, key, maxBytes) : checkStoredImage(bucket, key, contentType, maxBytes);

export async function putUpload(bucket: R2Bucket, key: string, body: ArrayBuffer, contentType: string) {
  await bucket.put(key, body, { httpMetadata: { contentType, cacheControl: "private, max-age=31536000, immutable" } });
}

export const getObject = (bucket: R2Bucket, key: string) => bucket.get(key);
export const deleteObject = (bucket: R2Bucket, key: string) => bucket.delete(key);
