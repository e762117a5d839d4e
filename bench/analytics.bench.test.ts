/**
 * Figures for analytics (issue 27), measured inside workerd with local D1; printed, never asserted:
 * - GET /api/analytics for a 90-day view of one of 5 accounts with 2 years of posts and their
 *   collections (a post a day per account, its numbers per the schedule), against a trivial
 *   endpoint: p50/p99 and the ratio of the p99s;
 * - the LinkedIn calls the collection makes for 1,000 published posts, per UTC day, from the
 *   schedule (app/spec/analytics.ts) and one call per metric for a member's post.
 * LinkedIn documents no per-app or per-member daily numbers ("Standard rate limits are not
 * published", https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/rate-limits):
 * compare these with the Developer Portal's Analytics tab of the production app.
 */
import { env } from "cloudflare:workers";
import { it } from "vitest";
import { nextCollectionAt, POST_METRICS } from "../app/spec/analytics";
import { api, signIn } from "../test/worker/helpers";
import { timed } from "./timing";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Every collection time of a post published at `publishedAt`, up to `until`. */
function collections(publishedAt: number, until: number, hourlyFirstDay = true) {
  const at: number[] = [];
  let next: number | null = publishedAt + (hourlyFirstDay ? HOUR : DAY);
  while (next !== null && next <= until) {
    at.push(next);
    next = nextCollectionAt(publishedAt, next);
  }
  return at;
}

it("analytics: a 90-day view among 2 years of numbers; the collection's LinkedIn calls for 1,000 posts", async () => {
  const token = await signIn();
  const me = (await (await api("/api/me", { token })).json()) as { data: { teamId: string } };
  const teamId = me.data.teamId;
  const now = Date.now();
  const started = Date.now();

  // 5 accounts, a post a day each for 2 years, each post's collections as the schedule makes them.
  const statements: D1PreparedStatement[] = [];
  let rows = 0;
  for (let a = 0; a < 5; a++) {
    const appId = `bench-app-${a}`;
    statements.push(
      env.DB.prepare(
        "INSERT INTO apps (id, team_id, provider, provider_account_id, urn, name, profile_type, status, created_at, updated_at) VALUES (?, ?, 'linkedin', ?, ?, ?, 'individual', 'active', ?, ?)",
      ).bind(appId, teamId, appId, `urn:li:person:${appId}`, `Bench account ${a}`, now, now),
    );
    for (let d = 730; d >= 1; d--) {
      const postId = `bench-${a}-${d}`;
      const publishedAt = now - d * DAY + (a * 2 + 8) * HOUR;
      statements.push(
        env.DB.prepare(
          "INSERT INTO posts (id, team_id, title, content, status, provider, scheduled_at, published_at, provider_post_urn, time_zone, created_at, updated_at) VALUES (?, ?, ?, ?, 'published', 'linkedin', ?, ?, ?, 'UTC', ?, ?)",
        ).bind(
          postId,
          teamId,
          `Post ${d}`,
          `Post ${d} of account ${a}: what I learned`,
          publishedAt,
          publishedAt,
          `urn:li:share:${postId}`,
          publishedAt,
          publishedAt,
        ),
        env.DB.prepare("INSERT INTO post_apps (post_id, app_id) VALUES (?, ?)").bind(postId, appId),
      );
      // Daily collections from day 1 (the hourly first day adds 23 rows a post; left out to keep the load short).
      for (const at of collections(publishedAt, now, false)) {
        const age = (at - publishedAt) / DAY;
        const share = 1 - Math.exp(-age / 1.5);
        statements.push(
          env.DB.prepare(
            "INSERT INTO post_metrics (post_id, team_id, app_id, collected_at, impressions, members_reached, reactions, comments, reshares, saves) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          ).bind(
            postId,
            teamId,
            appId,
            at,
            Math.round(2000 * share),
            Math.round(1500 * share),
            Math.round(60 * share),
            Math.round(8 * share),
            Math.round(2 * share),
            Math.round(4 * share),
          ),
        );
        rows++;
      }
    }
  }
  for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));
  console.log(`[bench] analytics data: 5 accounts × 730 posts, ${rows} collections, loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const view = await api(`/api/analytics?appId=bench-app-0&days=90`, { token });
  const body = (await view.json()) as { data: { posts: number; totals: { impressions: number } } };
  const analytics = await timed(200, () => api("/api/analytics?appId=bench-app-0&days=90", { token }).then((r) => r.arrayBuffer()));
  const trivial = await timed(200, () => api("/api/unknown-route", { token }).then((r) => r.arrayBuffer()));
  console.log(
    `[bench] GET /api/analytics 90 days (${body.data.posts} posts, ${body.data.totals.impressions} impressions): p50 ${analytics.p50} ms, p99 ${analytics.p99} ms; trivial endpoint p50 ${trivial.p50} ms, p99 ${trivial.p99} ms; p99 ratio ${(analytics.p99 / Math.max(1, trivial.p99)).toFixed(2)}×`,
  );

  // The collection's calls: 1,000 member posts, all published in the first hour (the peak), and spread as 1,000 over 100 days.
  const callsPerCollection = POST_METRICS.length;
  const perDay = (publishTimes: number[]) => {
    const days = new Map<number, number>();
    for (const p of publishTimes)
      for (const at of collections(p, p + 91 * DAY)) days.set(Math.floor(at / DAY), (days.get(Math.floor(at / DAY)) ?? 0) + callsPerCollection);
    const counts = [...days.values()];
    return { peak: Math.max(...counts), total: counts.reduce((a, b) => a + b, 0) };
  };
  const t0 = Math.floor(now / DAY) * DAY;
  const burst = perDay(Array.from({ length: 1000 }, (_, i) => t0 + (i % 60) * 60_000));
  const spread = perDay(Array.from({ length: 1000 }, (_, i) => t0 + Math.floor(i / 10) * DAY + (i % 10) * HOUR));
  console.log(
    `[bench] collection for 1,000 member posts (${callsPerCollection} calls a collection): ${burst.total} calls over 90 days; published in one hour: peak ${burst.peak} calls in a UTC day; 10 a day over 100 days: peak ${spread.peak} calls a day (one member posting daily: ${Math.round(spread.peak / 10)} a day)`,
  );
});
