/**
 * The analytics API (issue 27 item 2): one account's numbers over 7, 30 or 90 days, read from the
 * collected lifetime totals as what was gained: totals and their change on the period before, a
 * line per day in the member's zone, the top posts by engagement rate (with enough impressions to
 * mean something), engagement by the weekday and hour posts went out. Another team's account is
 * not found, and another team's numbers never count.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { buildReport, changePct, excerptOf, zoned } from "../../worker/analytics/report";
import { api, signIn } from "./helpers";

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Me = { teamId: string; appId: string };

async function me(token: string): Promise<Me> {
  const { data } = (await (await api("/api/me", { token })).json()) as { data: { teamId: string } };
  const apps = (await (await api("/api/apps", { token })).json()) as { data: { data: Array<{ id: string }> } };
  return { teamId: data.teamId, appId: apps.data.data[0].id };
}

/** A published post of the account, and its collections: [hours after publishing, impressions, reactions, comments]. */
async function publishedWithNumbers(m: Me, id: string, publishedAt: number, collections: Array<[number, number, number, number]>, content = `Post ${id}`) {
  await env.DB.prepare(
    "INSERT INTO posts (id, team_id, title, content, status, provider, scheduled_at, published_at, provider_post_urn, time_zone, created_at, updated_at) VALUES (?, ?, ?, ?, 'published', 'linkedin', ?, ?, ?, 'UTC', ?, ?)",
  )
    .bind(id, m.teamId, content.slice(0, 40), content, publishedAt, publishedAt, `urn:li:share:${id}`, publishedAt, publishedAt)
    .run();
  await env.DB.prepare("INSERT INTO post_apps (post_id, app_id) VALUES (?, ?)").bind(id, m.appId).run();
  for (const [hours, impressions, reactions, comments] of collections) {
    await env.DB.prepare(
      "INSERT INTO post_metrics (post_id, team_id, app_id, collected_at, impressions, reactions, comments, reshares, saves) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0)",
    )
      .bind(id, m.teamId, m.appId, publishedAt + hours * HOUR, impressions, reactions, comments)
      .run();
  }
}

type Report = {
  days: number;
  totals: { impressions: number; interactions: number; rate: number | null };
  change: { impressions: number | null; interactions: number | null };
  daily: Array<{ date: string; impressions: number; interactions: number }>;
  topPosts: Array<{ id: string; rate: number; impressions: number; excerpt: string; urn: string }>;
  byWeekdayHour: Array<{ weekday: number; hour: number; posts: number; rate: number }>;
  linkedinWeb: string;
};

async function report(token: string, query: string) {
  const res = await api(`/api/analytics?${query}`, { token });
  return { status: res.status, body: (await res.json()) as { data: Report; msg?: string } };
}

describe("GET /api/analytics", () => {
  let maya: string;
  let m: Me;
  beforeEach(async () => {
    maya = await signIn("demo-maya-chen");
    m = await me(maya);
  });

  it("totals are what the posts gained in the period; the change compares with the period before", async () => {
    const now = Date.now();
    // Published 3 days ago: 1,000 impressions and 40 reactions by now.
    await publishedWithNumbers(m, "recent", now - 3 * DAY, [
      [1, 200, 10, 1],
      [24, 800, 30, 4],
      [48, 1000, 40, 5],
    ]);
    // Published 10 days ago (the period before for 7 days): 500 then, 600 now (100 gained inside).
    await publishedWithNumbers(m, "older", now - 10 * DAY, [
      [24, 500, 20, 2],
      [9 * 24, 600, 22, 2],
    ]);
    const { status, body } = await report(maya, `appId=${m.appId}&days=7`);
    expect(status).toBe(200);
    const r = body.data;
    expect(r.totals.impressions).toBe(1000 + 100);
    expect(r.totals.interactions).toBe(45 + 2);
    expect(r.totals.rate).toBeCloseTo(47 / 1100, 5);
    // The 7 days before gained 500 impressions and 22 interactions.
    expect(r.change).toEqual({ impressions: changePct(1100, 500), interactions: changePct(47, 22) });
    expect(r.daily).toHaveLength(7);
    expect(r.daily.reduce((sum, d) => sum + d.impressions, 0)).toBe(1100);
  });

  it("top posts by engagement rate, only with enough impressions to mean it; a link to each on LinkedIn", async () => {
    const now = Date.now();
    await publishedWithNumbers(m, "steady", now - 5 * DAY, [[48, 2000, 60, 10]], "Steady post about hiring");
    await publishedWithNumbers(m, "sharp", now - 4 * DAY, [[48, 400, 30, 10]], "Sharp post about pricing");
    await publishedWithNumbers(m, "tiny", now - 2 * DAY, [[24, 10, 5, 5]], "Tiny post nobody saw");
    const r = (await report(maya, `appId=${m.appId}&days=30`)).body.data;
    expect(r.topPosts.map((p) => p.id)).toEqual(["sharp", "steady"]);
    expect(r.topPosts[0]).toMatchObject({ impressions: 400, rate: 40 / 400, urn: "urn:li:share:sharp", excerpt: "Sharp post about pricing" });
    expect(r.linkedinWeb).toMatch(/^http/);
  });

  it("engagement by the weekday and hour posts went out, in the member's zone", async () => {
    // Monday 2026-11-16 13:30 UTC is 08:30 in New York.
    const monday = Date.UTC(2026, 10, 16, 13, 30);
    const hoursAgo = Math.floor((Date.now() - monday) / HOUR);
    await publishedWithNumbers(m, "monday", monday, [[Math.min(hoursAgo, 24), 1000, 50, 0]]);
    const ny = (await report(maya, `appId=${m.appId}&days=30&timeZone=America/New_York`)).body.data;
    expect(ny.byWeekdayHour).toEqual([{ weekday: 0, hour: 8, posts: 1, rate: 0.05 }]);
    const utc = (await report(maya, `appId=${m.appId}&days=30&timeZone=UTC`)).body.data;
    expect(utc.byWeekdayHour).toEqual([{ weekday: 0, hour: 13, posts: 1, rate: 0.05 }]);
  });

  it("another team's account is not found; its numbers never count in this team's", async () => {
    const arjun = await signIn("member-arjun-mehta");
    const a = await me(arjun);
    await publishedWithNumbers(a, "arjuns", Date.now() - 2 * DAY, [[24, 5000, 300, 30]]);
    const refused = await report(maya, `appId=${a.appId}&days=30`);
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe("Account not found");
    const own = (await report(maya, `appId=${m.appId}&days=30`)).body.data;
    expect(own.totals.impressions).toBe(0);
    expect(own.topPosts).toEqual([]);
    // Even a row that claimed Maya's account but Arjun's team is not hers.
    await env.DB.prepare(
      "INSERT INTO post_metrics (post_id, team_id, app_id, collected_at, impressions, reactions, comments, reshares, saves) VALUES ('arjuns', ?, ?, ?, 9999, 1, 1, 0, 0)",
    )
      .bind(a.teamId, m.appId, Date.now() - DAY)
      .run();
    expect((await report(maya, `appId=${m.appId}&days=30`)).body.data.totals.impressions).toBe(0);
  });

  it("refuses a period other than 7, 30 or 90 days, and a missing account, in plain words", async () => {
    expect((await report(maya, `appId=${m.appId}&days=14`)).body.msg).toBe("Choose 7, 30 or 90 days.");
    expect((await report(maya, "days=30")).body.msg).toBe("Choose an account.");
    expect((await api(`/api/analytics?appId=${m.appId}`)).status).toBe(401);
  });
});

describe("the report, without a database", () => {
  it("days with nothing are zero; with no earlier period there is no change to say; dates and hours in the zone", () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const r = buildReport({
      days: 7,
      now,
      timeZone: "UTC",
      gains: [{ postId: "p", collectedAt: now - 2 * DAY, impressions: 100, reactions: 4, comments: 0, reshares: 0, saves: 1 }],
      previousGains: [],
      posts: [],
    });
    expect(r.daily.map((d) => d.impressions)).toEqual([0, 0, 0, 0, 100, 0, 0]);
    expect(r.daily.at(-1)?.date).toBe("2026-11-25");
    expect(r.change).toEqual({ impressions: null, interactions: null });
    expect(zoned(Date.UTC(2026, 10, 22, 23, 30), "Europe/Berlin")).toEqual({ date: "2026-11-23", weekday: 0, hour: 0 });
    // A top post's text is cut at a word, never mid-word.
    const long = `${"word ".repeat(40)}ending`;
    expect(excerptOf(long)).toMatch(/^(word )+word…$/);
    expect(excerptOf("Short and whole.")).toBe("Short and whole.");
  });
});
