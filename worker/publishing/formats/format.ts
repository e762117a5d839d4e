/**
 * A format a post carries beside its text (images, a link card; documents and polls next): how
 * the publisher turns what the post holds into the Posts API's `content`, uploads first. A new
 * format is one file here and one line in index.ts; the publisher (publish.ts) and the posts'
 * CRUD do not change (issue 23).
 */
import type { Db } from "../../db/client";
import type { PostRow } from "../../db/posts";
import type { DocumentUpload, ImageUpload, MediaStatus, PostContent } from "../../providers/linkedin";
import type { AccessToken } from "../tokens";

export type { PostContent };

/** An upload as the posting account; `signedOut` when LinkedIn refused the token and no fresh one could be had. */
export type UploadAs = (bytes: ArrayBuffer, contentType: string) => Promise<{ uploaded: ImageUpload; signedOut?: Exclude<AccessToken, { ok: true }> }>;

/** A PDF uploaded through the Documents API as the posting account (same token handling as UploadAs). */
export type UploadDocumentAs = (bytes: ArrayBuffer) => Promise<{ uploaded: DocumentUpload; signedOut?: Exclude<AccessToken, { ok: true }> }>;

/** Where LinkedIn's processing of an uploaded image or document is, asked with the posting account's token. */
export type MediaStatusAs = (mediaUrn: string) => Promise<MediaStatus>;

export type FormatContext = {
  env: Env;
  store: Db;
  post: PostRow;
  upload: UploadAs;
  uploadDocument: UploadDocumentAs;
  mediaStatus: MediaStatusAs;
};

/**
 * What a format makes of a post: nothing to carry; LinkedIn content (and a note for the attempt's
 * history); or a reason the attempt stops: try again later, fail, the account may not post, or
 * it has no token.
 */
export type Prepared =
  | { kind: "none"; note?: string }
  | { kind: "content"; content: PostContent; note?: string }
  | { kind: "retry"; reason: string; retryAfterMs?: number | null }
  | { kind: "fail"; reason: string; httpStatus?: number | null }
  | { kind: "not-allowed" }
  | { kind: "no-token"; token: Exclude<AccessToken, { ok: true }> };

export type PostFormat = {
  name: string;
  /** `taken`: the content a format before this one already gives (LinkedIn takes one kind per post). */
  prepare(ctx: FormatContext, taken: PostContent | null): Promise<Prepared>;
};
