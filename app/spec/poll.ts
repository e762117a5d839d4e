/**
 * Polls (issue 26 item 3, docs/decisions/048): a question, 2 to 4 options and how long it runs,
 * published as the Posts API's poll content (https://learn.microsoft.com/en-us/linkedin/marketing/
 * integrations/community-management/shares/poll-post-api). The limits, the durations in LinkedIn's
 * own words (the API, the database and the editor share them) and the plain words, for the editor,
 * the posts' cards and the worker. No zod here, so the cards' first load stays without it: the
 * schema is pollSchema in schemas.ts.
 */

/** LinkedIn's: 2 to 4 options; question ≤ 140 and option ≤ 30 characters (Zernio's LinkedIn poll docs). */
export const POLL_LIMITS = { questionChars: 140, optionChars: 30, minOptions: 2, maxOptions: 4 } as const;

/** LinkedIn's `settings.duration` values, stored and sent as they are. */
export const POLL_DURATIONS = ["ONE_DAY", "THREE_DAYS", "SEVEN_DAYS", "FOURTEEN_DAYS"] as const;
export type PollDuration = (typeof POLL_DURATIONS)[number];
export const DEFAULT_POLL_DURATION: PollDuration = "SEVEN_DAYS";
export const POLL_DURATION_DAYS: Record<PollDuration, number> = { ONE_DAY: 1, THREE_DAYS: 3, SEVEN_DAYS: 7, FOURTEEN_DAYS: 14 };
export const POLL_DURATION_LABELS: Record<PollDuration, string> = { ONE_DAY: "1 day", THREE_DAYS: "3 days", SEVEN_DAYS: "1 week", FOURTEEN_DAYS: "2 weeks" };

export const POLL_TEXT = {
  add: "Add a poll",
  remove: "Remove poll",
  addOption: "Add option",
  question: "Your question",
  questionPlaceholder: "E.g., How do you start your week?",
  option: (n: number) => `Option ${n}`,
  removeOption: (n: number) => `Remove option ${n}`,
  duration: "Poll duration",
  /** LinkedIn's poll shows how long is left; a new one, its whole duration. */
  left: (duration: PollDuration) => `${POLL_DURATION_LABELS[duration]} left`,
  questionRequired: "A poll needs a question.",
  questionTooLong: `Keep the question under ${POLL_LIMITS.questionChars} characters.`,
  optionCount: `A poll has ${POLL_LIMITS.minOptions} to ${POLL_LIMITS.maxOptions} options.`,
  optionRequired: "Write each option, or remove the empty one.",
  optionTooLong: `Keep each option under ${POLL_LIMITS.optionChars} characters.`,
  sameOptions: "Two options are the same.",
  durationUnknown: "Pick how long the poll runs: 1 day, 3 days, 1 week or 2 weeks.",
  /** A poll and images never go together (LinkedIn takes one kind of content per post). */
  noImages: "A poll can't have images: LinkedIn shows one or the other.",
  imagesOff: "Images are off while the post has a poll: LinkedIn shows one or the other.",
  removeImagesFirst: "Remove the images to add a poll: LinkedIn shows one or the other.",
  /** The link stays in the text; LinkedIn shows the poll, not the link's card. */
  noLinkCard: "LinkedIn shows one kind of content per post: this post goes out with its poll, without the link card.",
  tag: "Poll",
} as const;

/** A poll as the API takes it (pollSchema in schemas.ts, with these words) and the post view gives it. */
export type Poll = { question: string; options: string[]; duration: PollDuration };

/** Where each problem of a poll is said: the question, one option (by index), the options as a whole, the duration. */
export type PollProblems = { question?: string; options?: string; option?: Record<number, string>; duration?: string };

/** Whether two polls (or their absence) are the same: a changed poll is a new version of the post. */
export const samePoll = (a: Poll | null, b: Poll | null) => JSON.stringify(a) === JSON.stringify(b);
