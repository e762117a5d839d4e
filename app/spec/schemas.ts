/**
 * Payloads of the API (product-spec.md §7), validated with the same zod schema in the browser
 * and in the worker.
 */

import { z } from "zod";
import { DOCUMENT_LIMITS, DOCUMENT_TEXT } from "./documents";
import { FIRST_COMMENT_MAX_CHARS, FIRST_COMMENT_TEXT, firstCommentLength } from "./first-comment";
import { PROFILE_TYPES } from "./limits";
import { postLinkCardFields } from "./link-card";
import { POST_MAX_CHARS, TONES } from "./linkedin";
import { linkedinPostUrn, POST_LINK_HELP } from "./linkedin-link";
import { MATERIAL_KINDS } from "./material";
import { DEFAULT_POLL_DURATION, POLL_DURATIONS, POLL_LIMITS, POLL_TEXT, type PollProblems } from "./poll";
import { normalizeSearch, POST_FILTER_STATUSES, POST_SEARCH } from "./post-filters";
import { safeRedirectPath } from "./redirect";
import { PUBLISH_POLICIES, REJECT_REASON_MAX, ROLE_TEXT, TEAM_ROLES } from "./roles";
import { TEXT } from "./texts";
import { classifyUsername } from "./username";

/** The UI says personal / organization; storage says individual / company. Both are accepted. */
export const profileTypeSchema = z
  .enum(["individual", "company", "personal", "organization"])
  .transform((v) => (v === "personal" ? "individual" : v === "organization" ? "company" : v))
  .pipe(z.enum(PROFILE_TYPES));

export const redirectPathSchema = z
  .string({ required_error: "redirectUrl is required" })
  .max(512, "redirectUrl is too long")
  .transform((v, ctx) => {
    const safe = safeRedirectPath(v);
    if (!safe) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "redirectUrl must be a path of this site" });
      return z.NEVER;
    }
    return safe;
  });

const optionalId = z
  .string()
  .trim()
  .max(64)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const oauthSignInSchema = z.object({
  type: z.enum(["login", "invite"]).default("login"),
  provider: z.literal("linkedin", { errorMap: () => ({ message: "provider must be linkedin" }) }),
  username: z.string({ required_error: TEXT.signin.usernameRequired }).trim().min(1, TEXT.signin.usernameRequired).max(200, TEXT.signin.invalidUsername),
  redirectUrl: redirectPathSchema.default("/onboarding"),
  profileType: profileTypeSchema.default("individual"),
  teamId: optionalId,
  inviteId: optionalId,
  /** An invitee's own choice (docs/decisions/046): "team" lets the team publish for them without asking. */
  publishPolicy: z.enum(PUBLISH_POLICIES).optional(),
});
export type OAuthSignInRequest = z.infer<typeof oauthSignInSchema>;

/** /signin's field: the worker's own rule for the username it is sent. */
export const usernameFieldSchema = oauthSignInSchema.shape.username;
export const PROFILE_ADDRESS_HELP = "Paste an address like linkedin.com/in/your-name, or just your-name.";
/** /inputForm's field: the same username, but only an address or a handle (a name already matched nobody). */
export const profileAddressSchema = usernameFieldSchema.refine((v) => classifyUsername(v).kind === "handle", PROFILE_ADDRESS_HELP);

/** POST /public/api/session: /login-success trades the callback's one-time code for a session. */
export const loginCodeSchema = z.object({ code: z.string().min(1).max(128) });

export const oauthConnectSchema = z.object({
  provider: z.literal("linkedin", { errorMap: () => ({ message: "provider must be linkedin" }) }),
  redirectUrl: redirectPathSchema,
  type: z.literal("login").default("login"),
});

export const usernameSuggestionSchema = z.object({
  title: z.string(),
  description: z.string(),
  profileUrl: z.string(),
});
export type UsernameSuggestion = z.infer<typeof usernameSuggestionSchema>;

/** An IANA time zone the runtime knows (e.g. Europe/Berlin). */
export const timeZoneSchema = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, "timeZone must be an IANA time zone such as Europe/Berlin");

const instantSchema = z
  .string()
  .datetime({ offset: true, message: "scheduledAt must be an ISO date-time such as 2026-11-21T09:00:00.000Z" })
  .transform((v) => Date.parse(v));

export { POST_MAX_CHARS };

const contentSchema = z
  .string({ required_error: "Write something before saving." })
  .refine((v) => v.trim().length > 0, "Write something before saving.")
  .refine((v) => [...v].length <= POST_MAX_CHARS, `LinkedIn posts can be at most ${POST_MAX_CHARS} characters.`);

/**
 * The accounts a post goes out as. Created for several, it becomes one post per account (as
 * Buffer does), each published, retried and recorded on its own; a post then belongs to one.
 */
export const ONE_ACCOUNT_PER_POST = "A post goes out as one account. To post as another too, create a new post for it.";
const appIdsSchema = z.array(z.string().min(1).max(64)).max(20, "Choose at most 20 accounts.");
export const attachmentsSchema = z.array(z.object({ id: z.string().min(1).max(64), url: z.string().max(2048) })).max(10);

/** A poll's option, counted as the member sees it. */
const pollOption = z
  .string({ required_error: POLL_TEXT.optionRequired, invalid_type_error: POLL_TEXT.optionRequired })
  .trim()
  .min(1, POLL_TEXT.optionRequired)
  .refine((v) => [...v].length <= POLL_LIMITS.optionChars, POLL_TEXT.optionTooLong);

/**
 * A post's poll (app/spec/poll.ts, docs/decisions/048): LinkedIn's limits, and two options that
 * differ only in case or spaces at the ends are the same.
 */
export const pollSchema = z.object({
  question: z
    .string({ required_error: POLL_TEXT.questionRequired, invalid_type_error: POLL_TEXT.questionRequired })
    .trim()
    .min(1, POLL_TEXT.questionRequired)
    .refine((v) => [...v].length <= POLL_LIMITS.questionChars, POLL_TEXT.questionTooLong),
  options: z
    .array(pollOption, { required_error: POLL_TEXT.optionCount, invalid_type_error: POLL_TEXT.optionCount })
    .min(POLL_LIMITS.minOptions, POLL_TEXT.optionCount)
    .max(POLL_LIMITS.maxOptions, POLL_TEXT.optionCount)
    .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, POLL_TEXT.sameOptions),
  duration: z.enum(POLL_DURATIONS, { errorMap: () => ({ message: POLL_TEXT.durationUnknown }) }).default(DEFAULT_POLL_DURATION),
});

/**
 * A post's document (a PDF carousel, app/spec/documents.ts, docs/decisions/050): one of the team's
 * uploaded PDFs and the title LinkedIn shows on it.
 */
export const documentSchema = z.object({
  assetId: z.string({ required_error: DOCUMENT_TEXT.notFound }).min(1, DOCUMENT_TEXT.notFound).max(64, DOCUMENT_TEXT.notFound),
  title: z
    .string({ required_error: DOCUMENT_TEXT.titleRequired, invalid_type_error: DOCUMENT_TEXT.titleRequired })
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .refine((v) => v.length > 0, DOCUMENT_TEXT.titleRequired)
    .refine((v) => [...v].length <= DOCUMENT_LIMITS.titleChars, DOCUMENT_TEXT.titleTooLong),
});

/** Each problem of a poll where the editor says it; null when the poll is fine. */
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

/**
 * A post's `firstComment` (app/spec/first-comment.ts, docs/decisions/047): trimmed; empty means none
 * (null). Left out, an edit leaves the saved one as it is.
 */
export const firstCommentSchema = z
  .string({ invalid_type_error: FIRST_COMMENT_TEXT.notText })
  .nullable()
  .transform((v) => (v ?? "").trim())
  .refine((v) => firstCommentLength(v) <= FIRST_COMMENT_MAX_CHARS, FIRST_COMMENT_TEXT.tooLong)
  .transform((v) => (v === "" ? null : v));

/**
 * What goes out with the text, the same in create and edit: the link card, the first comment, a
 * poll (app/spec/poll.ts; never with images) and a PDF document (app/spec/documents.ts; never with
 * images or a poll). In an edit, null removes the poll or the document.
 */
const postFormatFields = {
  ...postLinkCardFields,
  firstComment: firstCommentSchema.optional(),
  poll: pollSchema.nullable().optional(),
  document: documentSchema.nullable().optional(),
};

export const createPostSchema = z.object({
  provider: z.literal("linkedin", { errorMap: () => ({ message: "provider must be linkedin" }) }).default("linkedin"),
  content: contentSchema,
  scheduledAt: instantSchema.optional(),
  appIds: appIdsSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  /** Add to queue: the account's next free posting slot, instead of scheduledAt (app/spec/posting-slots.ts). */
  queue: z.boolean().optional(),
  ...postFormatFields,
});

export const updatePostSchema = z.object({
  content: contentSchema.optional(),
  scheduledAt: instantSchema.nullable().optional(),
  attachments: attachmentsSchema.optional(),
  appIds: z.array(z.string().min(1).max(64)).max(1, ONE_ACCOUNT_PER_POST).optional(),
  timeZone: timeZoneSchema.optional(),
  /** Add to queue, as for a new post. */
  queue: z.boolean().optional(),
  ...postFormatFields,
});

/**
 * POST /api/post/{id}/move: the calendar's drag and drop. Only the time changes: a scheduled post
 * is rescheduled, a draft (generated or not) keeps being a draft at its new planned time.
 */
export const movePostSchema = z.object({ scheduledAt: instantSchema, timeZone: timeZoneSchema.optional() });

/** POST /api/post/{id}/publish. A post in doubt (`unknown`) goes out again only with allowDuplicate. */
export const publishPostSchema = z.object({ allowDuplicate: z.boolean().optional() });

/** POST /api/post/{id}/confirm-published: the member says the post is on LinkedIn, with its link. */
export const confirmPublishedSchema = z.object({
  url: z
    .string({ required_error: POST_LINK_HELP })
    .max(600, POST_LINK_HELP)
    .transform((v, ctx) => {
      const urn = linkedinPostUrn(v);
      if (!urn) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: POST_LINK_HELP });
        return z.NEVER;
      }
      return urn;
    }),
});

/** GET /api/stock-photos: the search box and the worker read the same rules. */
export const stockSearchSchema = z.object({
  query: z
    .string()
    .default("")
    .transform((q) => q.trim())
    .pipe(z.string().min(1, "Type something to search for.").max(100, "Keep the search under 100 characters.")),
  page: z.coerce.number().int().min(1).max(50).default(1),
});

/** Scheduling in the past is a mistake, not "now" (a minute of slack on the server). */
export const PAST_TIME = "Pick a time in the future to schedule this post.";

/** The message a form shows: the schema's first problem, or null when the input is fine. */
export function firstProblem(schema: z.ZodTypeAny, input: unknown): string | null {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Check this field.");
}

/** A form's check before it sends: says the schema's first problem (or clears the last) through `say`, and is true when there is none. */
export function passes(schema: z.ZodTypeAny, input: unknown, say: (problem: string | null) => void): boolean {
  const problem = firstProblem(schema, input);
  say(problem);
  return problem === null;
}

export const TONE_OPTIONS = TONES;
export const AI_LIMITS = { userInputChars: 2000, referenceChars: 3000, queryChars: 500, humanizerChars: 5000 } as const;

const nonBlank = (message: string, max: number, tooLong: string) =>
  z
    .string({ required_error: message })
    .refine((v) => v.trim().length > 0, message)
    .refine((v) => [...v].length <= max, tooLong);

export const generateContentSchema = z.object({
  template: z.string().max(AI_LIMITS.referenceChars, "The template is too long.").optional().nullable(),
  reference: z.string().max(AI_LIMITS.referenceChars, `Keep the reference under ${AI_LIMITS.referenceChars} characters.`).optional().nullable(),
  userInput: nonBlank("Tell us what the post is about.", AI_LIMITS.userInputChars, `Keep what you write under ${AI_LIMITS.userInputChars} characters.`),
  tone: z.enum(TONE_OPTIONS, { errorMap: () => ({ message: "Pick a tone: Anecdote, Motivational, Funny or Professional." }) }).default("Professional"),
});

export const regenerateSchema = z.object({
  postId: z.string().max(64).optional().nullable(),
  content: nonBlank("There is no post to rewrite yet.", POST_MAX_CHARS, `LinkedIn posts can be at most ${POST_MAX_CHARS} characters.`),
  query: nonBlank("Say how to change the post.", AI_LIMITS.queryChars, `Keep the instruction under ${AI_LIMITS.queryChars} characters.`),
  /** What the member first wrote, when the draft came from it: a model keeps to those facts. */
  brief: z.string().max(AI_LIMITS.userInputChars).optional().nullable(),
});

export const humanizerSchema = z.object({
  content: nonBlank("Paste some text to humanize.", AI_LIMITS.humanizerChars, `Keep the text under ${AI_LIMITS.humanizerChars} characters.`),
});

/** The onboarding questionnaire (/onboarding): audience and goals are required (spec §5). */
export const ONBOARDING_LIMITS = { answerChars: 1000 } as const;
const TOO_LONG_ANSWER = `Keep this under ${ONBOARDING_LIMITS.answerChars} characters.`;
const requiredAnswer = (message: string) => nonBlank(message, ONBOARDING_LIMITS.answerChars, TOO_LONG_ANSWER);
const answer = () => z.string().trim().max(ONBOARDING_LIMITS.answerChars, TOO_LONG_ANSWER).optional().nullable();
export const onboardingSchema = z.object({
  targetAudience: requiredAnswer("Tell us who you want to reach."),
  mainGoals: requiredAnswer("Tell us what you want LinkedIn to do for you."),
  websiteUrl: z
    .string()
    .trim()
    .max(300, "Keep the address under 300 characters.")
    .refine((v) => v === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), "Enter a full address, like https://example.com")
    .optional()
    .nullable(),
  specificPromotions: answer(),
});
export type OnboardingAnswers = z.infer<typeof onboardingSchema>;

/** POST /api/generate-posts (spec §7): what the calendar is written from; all optional beside the saved profile. */
export const generatePostsSchema = z.object({
  product: answer(),
  audience: answer(),
  contentStyle: answer(),
  journey: answer(),
  other: answer(),
  /** The member's zone: the posts are planned at their local best times. */
  timeZone: timeZoneSchema.optional(),
});

/** The voice interview's answers, saved as the member's words (Ziva asks five questions). */
export const INTERVIEW = { questions: 5, seconds: 240, minWords: 5 } as const;
export const interviewSchema = z.object({
  answers: z
    .array(
      z.object({
        question: z.string().max(300),
        answer: z.string().trim().max(ONBOARDING_LIMITS.answerChars),
        /** Which kind of material the question asked for (story, lesson, …). */
        kind: z.enum(MATERIAL_KINDS).optional(),
      }),
    )
    .max(INTERVIEW.questions, `Ziva asks ${INTERVIEW.questions} questions.`),
  elapsedSeconds: z.number().int().min(0).max(3600),
});

/**
 * The onboarding phone call (spec §9, issue 21): a country (ISO code; every country, India first:
 * app/spec/phone.ts) and the number, digits only. The worker turns them into E.164 with
 * app/spec/phone.ts (not imported here: its metadata would land in every page that imports this
 * module). Before issue 21 the form sent a calling code from the spec's eight; `countryCode` still
 * takes one, and it counts only when no `country` is sent.
 */
export const COUNTRY_CODES = ["+91", "+880", "+1", "+44", "+61", "+86", "+49", "+81"] as const;
/** Each of the old calling codes means its main country (+1: the United States). */
export const COUNTRY_OF_CODE = {
  "+91": "IN",
  "+880": "BD",
  "+1": "US",
  "+44": "GB",
  "+61": "AU",
  "+86": "CN",
  "+49": "DE",
  "+81": "JP",
} as const satisfies Record<(typeof COUNTRY_CODES)[number], string>;
export const PHONE_REQUIRED = "Please enter your phone number";
/** What the field keeps of what was typed: digits, nothing else (spec §5). */
export const phoneDigits = (typed: string) => typed.replace(/\D+/g, "");
export const phoneCallSchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Pick a country from the list.")
    .transform((v) => v.toUpperCase())
    .optional(),
  countryCode: z.enum(COUNTRY_CODES, { errorMap: () => ({ message: "Pick a country code from the list." }) }).default("+91"),
  phone: z
    .string({ required_error: PHONE_REQUIRED })
    .max(64, "Enter the number without the country code, 6 to 14 digits.")
    .transform(phoneDigits)
    .refine((v) => v.length > 0, PHONE_REQUIRED)
    .refine((v) => v.length >= 6 && v.length <= 14, "Enter the number without the country code, 6 to 14 digits."),
  timeZone: timeZoneSchema.optional(),
});

/** GET /api/feed: a page at a time, by the cursor the last page gave. */
export const FEED_PAGE = { default: 20, max: 50 } as const;
export const feedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1, "limit is 1 to 50").max(FEED_PAGE.max, "limit is 1 to 50").default(FEED_PAGE.default),
});

/** A post the member admires, saved to the team's library: its text, and its link when there is one. */
export const savedPostSchema = z.object({
  content: nonBlank("Paste the post's text.", POST_MAX_CHARS, `LinkedIn posts can be at most ${POST_MAX_CHARS} characters.`),
  url: z
    .string()
    .trim()
    .max(600, "Keep the link under 600 characters.")
    .refine((v) => v === "" || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), "Paste the post's link, starting with https://")
    .optional()
    .nullable(),
  authorName: z.string().trim().max(120, "Keep the author's name under 120 characters.").optional().nullable(),
});

/** POST /api/invite: optionally, the LinkedIn username of the person the link is for (shown on the invite page with an @). */
export const inviteCreateSchema = z.object({
  /** "join-team": an editor joins the team; otherwise a contributor connects their account. */
  type: z.enum(["connect-app", "join-team"]).default("connect-app"),
  username: z
    .string()
    .trim()
    .max(200, PROFILE_ADDRESS_HELP)
    .optional()
    .nullable()
    .refine((v) => !v || classifyUsername(v).kind === "handle", PROFILE_ADDRESS_HELP),
});

/** DELETE /api/apps/{id}: what becomes of the account's scheduled posts. */
export const disconnectAppSchema = z.discriminatedUnion("scheduledPosts", [
  z.object({
    scheduledPosts: z.literal("move"),
    moveTo: z.string({ required_error: "Choose the account that publishes them instead." }).min(1, "Choose the account that publishes them instead.").max(64),
  }),
  z.object({ scheduledPosts: z.literal("draft") }),
]);

/**
 * GET /api/posts: the filters of /posts (docs/decisions/045), beside its from/to range. `q` is
 * searched for as typed (a % or _ is itself), in the title and the text, case-insensitively.
 */
export const postFiltersSchema = z.object({
  status: z.enum(POST_FILTER_STATUSES, { errorMap: () => ({ message: `status must be one of ${POST_FILTER_STATUSES.join(", ")}` }) }).optional(),
  appId: z.string().trim().min(1).max(64, "appId is too long").optional(),
  q: z
    .string()
    .max(POST_SEARCH.maxChars * 4, "The search is too long.")
    .transform((v) => normalizeSearch(v) || undefined)
    .optional(),
});

/** POST /api/post/{id}/approve and the contributor's: the version the owner looked at (approval is per version). */
export const approvePostSchema = z.object({ version: z.number({ required_error: "Say which version you approve." }).int().min(1) });
/** POST …/reject: the version and why, so the team can fix it. */
export const rejectPostSchema = approvePostSchema.extend({
  reason: z
    .string({ required_error: ROLE_TEXT.errors.reasonNeeded })
    .trim()
    .min(1, ROLE_TEXT.errors.reasonNeeded)
    .max(REJECT_REASON_MAX, `Keep the reason under ${REJECT_REASON_MAX} characters.`),
});
/** PUT /api/apps/{id}/policy and the contributor's: who decides what goes out as the account. */
export const publishPolicySchema = z.object({ policy: z.enum(PUBLISH_POLICIES, { errorMap: () => ({ message: "Choose ask or team." }) }) });
/** PATCH /api/team/members/{userId}: an owner changes a member's role. */
export const memberRoleSchema = z.object({ role: z.enum(TEAM_ROLES, { errorMap: () => ({ message: "Choose owner or editor." }) }) });
/** PATCH on the contributor's link: their own edit of the text, of the version they saw. */
export const contributorEditSchema = approvePostSchema.extend({ content: contentSchema });
