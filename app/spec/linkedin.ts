/**
 * LinkedIn's numbers and words that the product writes by, in one place (issue 23), read by the
 * editor, the schemas, the writers, the humanizer, the draft checks and the publisher.
 */

/** A post's commentary, counted as the member sees it (before little-text escaping). */
export const POST_MAX_CHARS = 3000;

/** Where LinkedIn folds a post behind "…see more" on desktop: about 210 characters or 3 lines, whichever comes first. */
export const FOLD_CHARS = 210;
export const FOLD_LINES = 3;

/** A hook (the first line) should end well before the fold. */
export const HOOK_MAX_CHARS = 120;

/** More hashtags than this reads as a wall; the writers and the humanizer keep at most this many. */
export const MAX_HASHTAGS = 3;

/** The editor's tones (spec §5). */
export const TONES = ["Anecdote", "Motivational", "Funny", "Professional"] as const;
export type Tone = (typeof TONES)[number];
