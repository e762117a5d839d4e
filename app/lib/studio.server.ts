/** What the posts and calendar screens load: posts, connected accounts, best times, the member's zone. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BestTimes, BestTimesSource } from "~/spec/best-times";
import { isPostFilterStatus, normalizeSearch, type PostFilterStatus } from "~/spec/post-filters";
import { instantToZoned } from "~/spec/time";
import { readCookie } from "./forward-to-api";
import { readList, requireUser } from "./guards.server";

export const TZ_COOKIE = "tz";

/** The member's IANA zone, as their browser reported it (root sets the cookie); UTC until then. */
export function timeZoneOf(request: Request): string {
  const tz = readCookie(request.headers.get("cookie"), TZ_COOKIE);
  if (!tz) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return tz;
  } catch {
    return "UTC";
  }
}

/** Where GET /api/best-times says its slots come from. */
const sourceOf = (answer: { source: string; posts?: number }): BestTimesSource =>
  answer.source === "own" && answer.posts ? { source: "own", posts: answer.posts } : { source: "default" };

/** What a screen asks GET /api/posts for: a range (the calendar's month) and the filters of /posts (docs/decisions/045). */
export type StudioQuery = { from?: string; to?: string; status?: PostFilterStatus; appId?: string; q?: string };

/** /posts' filters as its address holds them (?status=&account=&q=); anything unknown is left out. */
export function filtersFromUrl(url: URL): { status?: PostFilterStatus; appId?: string; q?: string } {
  const status = url.searchParams.get("status");
  const appId = url.searchParams.get("account")?.trim().slice(0, 64);
  const q = normalizeSearch(url.searchParams.get("q"));
  return { ...(isPostFilterStatus(status) ? { status } : {}), ...(appId ? { appId } : {}), ...(q ? { q } : {}) };
}

export async function loadStudio(context: AppLoadContext, request: Request, range: StudioQuery = {}) {
  await requireUser(context, request);
  const timeZone = timeZoneOf(request);
  const [posts, apps, bestTimes] = await Promise.all([
    readList(context, request, (api) => api.api.posts.$get({ query: range })),
    readList(context, request, (api) => api.api.apps.$get()),
    readList(context, request, (api) => api.api["best-times"].$get({ query: { timeZone } })),
  ]);
  return {
    posts: posts.data,
    after: posts.after ?? 0,
    /** Posts per status under the same range, account and search (the filter bar's counts). */
    counts: posts.counts,
    /** Where "View on LinkedIn" goes (the emulator locally). */
    linkedinWeb: posts.linkedinWeb,
    toReview: posts.toReview,
    /** The review banner: idea cards waiting for an answer, and who wrote the drafts. */
    review: { ideas: posts.ideas, writers: posts.writers },
    /** When the earliest draft or idea card waiting for review is planned (the calendar opens on its month). */
    firstToReviewAt: posts.firstToReviewAt,
    apps: apps.data,
    /** The best times of the account a new post goes out as, and where they come from (docs/decisions/054). */
    slots: { slots: bestTimes.data, from: sourceOf(bestTimes) } satisfies BestTimes,
    timeZone,
    today: instantToZoned(Date.now(), timeZone).date,
  };
}
