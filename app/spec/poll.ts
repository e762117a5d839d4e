/**
 * Polls (issue 26 item 3, docs/decisions/048): a question, 2 to 4 options and how long it runs,
 * published as the Posts API's poll content (https://learn.microsoft.com/en-us/linkedin/marketing/
 * integrations/community-management/shares/poll-post-api). The limits, the durations in LinkedIn's
 * own words (the API, the database and the editor share them), the schema and the plain words,
 * for the editor and the worker.
 */
import { z } from "zod";

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

const chars = (v: string) => [...v].length;

const optionSchema = z
  .string({ required_error: POLL_TEXT.optionRequired, invalid_type_error: POLL_TEXT.optionRequired })
  .trim()
  .min(1, POLL_TEXT.optionRequired)
  .refine((v) => chars(v) <= POLL_LIMITS.optionChars, POLL_TEXT.optionTooLong);

/** A poll as the API takes it and the post view gives it. Options are compared without case or spaces at the ends. */
export const pollSchema = z.object({
  question: z
    .string({ required_error: POLL_TEXT.questionRequired, invalid_type_error: POLL_TEXT.questionRequired })
    .trim()
    .min(1, POLL_TEXT.questionRequired)
    .refine((v) => chars(v) <= POLL_LIMITS.questionChars, POLL_TEXT.questionTooLong),
  options: z
    .array(optionSchema, { required_error: POLL_TEXT.optionCount, invalid_type_error: POLL_TEXT.optionCount })
    .min(POLL_LIMITS.minOptions, POLL_TEXT.optionCount)
    .max(POLL_LIMITS.maxOptions, POLL_TEXT.optionCount)
    .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, POLL_TEXT.sameOptions),
  duration: z.enum(POLL_DURATIONS, { errorMap: () => ({ message: POLL_TEXT.durationUnknown }) }).default(DEFAULT_POLL_DURATION),
});
export type Poll = z.infer<typeof pollSchema>;

/** Where each problem of a poll is said: the question, one option (by index), the options as a whole, the duration. */
export type PollProblems = { question?: string; options?: string; option?: Record<number, string>; duration?: string };

export function pollProblems(input: unknown): PollProblems | null {
  const parsed = pollSchema.safeParse(input);
  if (parsed.success) return null;
  const problems: PollProblems = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === "question") problems.question ??= issue.message;
    else if (field === "duration") problems.duration ??= issue.message;
    else if (field === "options" && typeof index === "number") {
      problems.option ??= {};
      problems.option[index] ??= issue.message;
    } else problems.options ??= issue.message;
  }
  return problems;
}

/** Whether two polls (or their absence) are the same: a changed poll is a new version of the post. */
export const samePoll = (a: Poll | null, b: Poll | null) => JSON.stringify(a) === JSON.stringify(b);
