/** What the posts and calendar screens load: posts, connected accounts, best times, the member's zone. */
import type { AppLoadContext } from "@remix-run/cloudflare";
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

export async function loadStudio(context: AppLoadContext, request: Request, range: { from?: string; to?: string } = {}) {
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
    toReview: posts.toReview,
    /** The review banner: idea cards waiting for an answer, and who wrote the drafts. */
    review: { ideas: posts.ideas, writers: posts.writers },
    apps: apps.data,
    slots: bestTimes.data,
    timeZone,
    today: instantToZoned(Date.now(), timeZone).date,
  };
}
