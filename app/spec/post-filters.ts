/**
 * Finding a post on /posts (and the calendar): the statuses a member filters by, their labels,
 * and which one a post is in; and where a published post is on LinkedIn (issue 24, items 4 and 5;
 * docs/decisions/045). Shared by the app and the worker; it imports nothing (not even zod: the
 * filter bar and the cards are in /posts' first-load JavaScript, so the query's schema lives in
 * schemas.ts).
 */

/** The statuses a member filters by, in the filter bar's order. Every post is in exactly one. */
export const POST_FILTER_STATUSES = ["draft", "review", "scheduled", "published", "attention"] as const;
export type PostFilterStatus = (typeof POST_FILTER_STATUSES)[number];

/** The filter bar's words for each status ("All" is every status at once). */
export const POST_FILTER_LABELS: Record<PostFilterStatus | "all", string> = {
  all: "All",
  draft: "Drafts",
  review: "To review",
  scheduled: "Scheduled",
  published: "Published",
  attention: "Needs attention",
};

/** How the filter bar names the current status in "No posts match …". */
export const POST_FILTER_EMPTY: Record<PostFilterStatus, string> = {
  draft: "drafts",
  review: "drafts to review",
  scheduled: "scheduled posts",
  published: "published posts",
  attention: "posts that need attention",
};

export const POST_SEARCH = {
  /** A search longer than this is cut: nobody types a whole post to find it. */
  maxChars: 100,
  /** The search box submits this long after the last key, as well as on Enter. */
  debounceMs: 400,
} as const;

/** What the classification needs of a post: its stored status, review flag, idea card, and its account's state. */
export type ClassifiablePost = {
  status: string;
  needsReview: boolean;
  /** An idea card (no draft yet): in the API's view `idea` is an object, in a row `ideaQuestion` a string. */
  idea: unknown;
  /** One of its accounts was signed out by LinkedIn (apps.status = 'needs_reconnect'). */
  accountNeedsReconnect: boolean;
  /** Someone asked the account's owner to approve it (docs/decisions/046). */
  waitingForApproval?: boolean;
};

/**
 * The one status a post is filtered under:
 * - attention: LinkedIn refused it (failed), we couldn't tell whether it went out (unknown), or it
 *   is waiting to go out while its account needs reconnecting (it will not go out until then);
 * - review: a generated draft still waiting for the member's review, an idea card, or a post
 *   waiting for its account owner's approval;
 * - draft: any other draft;
 * - published: on LinkedIn;
 * - scheduled: waiting for its time, or being published right now.
 */
export function postFilterStatus(post: ClassifiablePost): PostFilterStatus {
  switch (post.status) {
    case "failed":
    case "unknown":
      return "attention";
    case "published":
      return "published";
    case "draft":
      return post.needsReview || post.idea || post.waitingForApproval ? "review" : "draft";
    default:
      return post.accountNeedsReconnect ? "attention" : "scheduled";
  }
}

export const isPostFilterStatus = (value: unknown): value is PostFilterStatus =>
  typeof value === "string" && (POST_FILTER_STATUSES as readonly string[]).includes(value);

/** Counts per status, and all of them together. */
export type PostFilterCounts = Record<PostFilterStatus | "all", number>;

export function countByStatus(statuses: Iterable<PostFilterStatus>): PostFilterCounts {
  const counts: PostFilterCounts = { all: 0, draft: 0, review: 0, scheduled: 0, published: 0, attention: 0 };
  for (const s of statuses) {
    counts[s] += 1;
    counts.all += 1;
  }
  return counts;
}

/** The text of a search as stored queries read it: trimmed, inner spaces kept, cut at maxChars. */
export function normalizeSearch(q: string | null | undefined): string {
  return (q ?? "").trim().slice(0, POST_SEARCH.maxChars);
}

/** LinkedIn's web host: where a published post is read (the emulator stands in for it locally). */
export const LINKEDIN_WEB = "https://www.linkedin.com";

/** A published post's address on LinkedIn, from its urn (the form linkedin-link.ts reads back). */
export function linkedinPostUrl(urn: string, web: string = LINKEDIN_WEB): string {
  return `${web.replace(/\/+$/, "")}/feed/update/${urn}/`;
}

/** 'Published Tue 3 Dec, 09:00' in the member's zone. */
export function publishedLabel(iso: string | null, timeZone: string): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return "Published";
  const day = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(at);
  return `Published ${day}, ${time}`;
}
