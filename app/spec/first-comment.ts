/**
 * A post's first comment (issue 26 item 1; docs/decisions/047): written with the post, created
 * under it as the same author once LinkedIn has the post. Its limit and its words, shared by the
 * editor, the cards and the worker; imports nothing, so a post's card can say its state without zod
 * (the field's schema is in schemas.ts).
 */
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
  previewLabel: "First comment under the post",
  /** The retry route's refusals. */
  notRetryable: "Only a published post's first comment that failed can be tried again.",
} as const;

/** Characters as LinkedIn counts them (code points), for the counter and the limit. */
export const firstCommentLength = (text: string) => [...text].length;
