/**
 * LinkedIn's numbers and words that the product writes by, in one place (issue 23), read by the
 * editor, the schemas, the writers, the humanizer, the draft checks and the publisher.
 */

/** A post's commentary, counted as the member sees it (before little-text escaping). */
export const POST_MAX_CHARS = 3000;

/** Where LinkedIn folds a post behind "…see more" on desktop: about 210 characters or 3 lines, whichever comes first. */
export const FOLD_CHARS = 210;
export const FOLD_LINES = 3;

/**
 * Where LinkedIn folds a post on a phone: the same 3 lines (LinkedIn made the preview 3 lines for
 * every organic post, on desktop and mobile alike:
 * https://dhirubhai.net/pulse/see-more-breakpoints-linkedin-posts-john-espirian-j6zee), but fewer
 * characters fit a phone's narrower lines: about 140 to 180
 * (https://postking.io/blog/linkedin-post-preview-guide). We fold at the short end, 140.
 */
export const FOLD_CHARS_MOBILE = 140;
export const FOLD_LINES_MOBILE = 3;

/** The two places a preview can fold: LinkedIn's desktop feed and its phone app. */
export const PREVIEW_DEVICES = ["desktop", "mobile"] as const;
export type PreviewDevice = (typeof PREVIEW_DEVICES)[number];
export const FOLDS: Record<PreviewDevice, { chars: number; lines: number }> = {
  desktop: { chars: FOLD_CHARS, lines: FOLD_LINES },
  mobile: { chars: FOLD_CHARS_MOBILE, lines: FOLD_LINES_MOBILE },
};

/** A hook (the first line) should end well before the fold. */
export const HOOK_MAX_CHARS = 120;

/** More hashtags than this reads as a wall; the writers and the humanizer keep at most this many. */
export const MAX_HASHTAGS = 3;

/** The editor's tones (spec §5). */
export const TONES = ["Anecdote", "Motivational", "Funny", "Professional"] as const;
export type Tone = (typeof TONES)[number];
