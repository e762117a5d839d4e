/**
 * A post's first comment (issue 26 item 1; docs/decisions/047): written with the post, created
 * under it as the same author once LinkedIn has the post. Its limit, its words and its field, shared
 * by the editor and the worker. Imports nothing but zod.
 */
import { z } from "zod";

/** LinkedIn's limit for a comment's text (Comments API; 1,250 characters). */
export const FIRST_COMMENT_MAX_CHARS = 1250;

/** The comment's own states, apart from the post's (null: no comment, or the post is not out yet). */
export const FIRST_COMMENT_STATUSES = ["pending", "posting", "posted", "failed", "unknown"] as const;
export type FirstCommentStatus = (typeof FIRST_COMMENT_STATUSES)[number];

export const FIRST_COMMENT_TEXT = {
  label: "First comment",
  hint: "Goes under your post right after it's published. A good place for links.",
  tooLong: `A first comment can be at most ${FIRST_COMMENT_MAX_CHARS.toLocaleString("en-US")} characters.`,
  notText: "The first comment must be text.",
  posted: "First comment posted",
  failed: "Posted; the first comment failed",
  inDoubt: "Posted; check the first comment on LinkedIn",
  waiting: "First comment goes out in a moment",
  retry: "Retry first comment",
  retrying: "Retrying…",
  previewLabel: "First comment",
  /** The retry route's refusals. */
  notRetryable: "Only a published post's first comment that failed can be tried again.",
} as const;

/** Characters as LinkedIn counts them (code points), for the counter and the limit. */
export const firstCommentLength = (text: string) => [...text].length;

/**
 * The payload's `firstComment`: trimmed; empty means none (null). Undefined leaves a saved
 * comment as it is when a post is edited.
 */
export const firstCommentSchema = z
  .string({ invalid_type_error: FIRST_COMMENT_TEXT.notText })
  .nullable()
  .transform((v) => (v ?? "").trim())
  .refine((v) => firstCommentLength(v) <= FIRST_COMMENT_MAX_CHARS, FIRST_COMMENT_TEXT.tooLong)
  .transform((v) => (v === "" ? null : v));

/** Spread into the post create and edit schemas (app/spec/schemas.ts). */
export const postFirstCommentFields = { firstComment: firstCommentSchema.optional() };
