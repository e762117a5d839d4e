/**
 * Best times (issue 27 item 3, docs/decisions/054): GET /api/best-times gives an account's default
 * profile until 10 of its published posts have numbers, then its own, by the hour on the member's
 * clock; another team's posts never count; the posting slots, "Add to queue" and the calendar job
 * follow the own best hours (never over slots the member set). Storage is isolated per test.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { type Slot, seedSlots } from "../../app/spec/posting-slots";
import { instantToZoned, zonedTimeToInstant } from "../../app/spec/time";
import { client, memberWithAccount, waitFor } from "./helpers";

const NY = "America/New_York";
const DAY = 86_400_000;

const bestTimes = (token: string, query: { timeZone?: string; appId?: string } = {}) => client(token).api["best-times"].$get({ query });
const answer = async (token: string, query: { timeZone?: string; appId?: string } = {}) => (await (await bestTimes(token, query)).json()).data;
const best = (slots: Array<{ day: number; time: string; popularity: number }>, day: number) =>
  slots.filter((s) => s.day === day).reduce((a, b) => (b.popularity > a.popularity ? b : a)).time;

let seq = 0;
/**
 * A post of the account published at `time` on the member's clock in New York on `date` (its
 * numbers collected twice, the later one counts), with `rate` engagement; `numbers: false` leaves
 * it without numbers.
 */
async function published(who: { teamId: string; appId: string }, date: string, time: string, rate: number, numbers = true) {
  const id = `bt-${who.teamId.slice(0, 6)}-${seq++}`;
  const at = zonedTimeToInstant({ date, time }, NY);
  const stmts = [
    env.DB.prepare("INSERT INTO posts (id, team_id, content, status, published_at, time_zone) VALUES (?, ?, 'x', 'published', ?, ?)").bind(
      id,
      who.teamId,
      at,
      NY,
    ),
    env.DB.prepare("INSERT INTO post_apps (post_id, app_id) VALUES (?, ?)").bind(id, who.appId),
  ];
  if (numbers) {
    const metrics =
      "INSERT INTO post_metrics (post_id, team_id, app_id, collected_at, impressions, reactions, comments, reshares, saves) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
    // The first collection said little; the latest (1,000 impressions) is the one that counts.
    stmts.push(env.DB.prepare(metrics).bind(id, who.teamId, who.appId, at + 3_600_000, 10, 5, 0, 0, 0));
    stmts.push(env.DB.prepare(metrics).bind(id, who.teamId, who.appId, at + 7 * DAY, 1000, Math.round(rate * 1000) - 2, 1, 1, 0));
  }
  await env.DB.batch(stmts);
}

/** Tuesdays to Thursdays, a group every three weeks from 6 January 2026: winter and summer time both (New York is UTC-4 from 8 March). */
const weekdays = (n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 0, 6 + Math.floor(i / 3) * 21 + (i % 3))).toISOString().slice(0, 10));

/** Ten posts: seven at 08:00 New York time doing well, three at 15:00 doing less well. */
async function tenPosts(who: { teamId: string; appId: string }, count = 10) {
  const dates = weekdays(count);
  for (let i = 0; i < count; i++) await published(who, dates[i], i % 10 < 7 ? "08:00" : "15:00", i % 10 < 7 ? 0.05 + (i % 3) * 0.002 : 0.015);
}

describe("best times", () => {
  let maya: Awaited<ReturnType<typeof memberWithAccount>>;
  beforeEach(async () => {
    maya = await memberWithAccount();
  });

  it("are the default until 10 posts have numbers, then the account's own", async () => {
    const first = await answer(maya.token, { timeZone: NY });
    expect(first).toMatchObject({ source: "default", appId: maya.appId });
    expect(first.data).toHaveLength(168);
    // The default's best weekday hour is the one the chart draws tallest and the plan uses.
    expect(best(first.data, 2)).toBe("09:00");

    await tenPosts(maya, 9);
    // Published, but no numbers yet: it does not count.
    await published(maya, "2026-09-01", "08:00", 0.05, false);
    expect(await answer(maya.token, { timeZone: NY })).toMatchObject({ source: "default" });

    await published(maya, "2026-09-02", "08:00", 0.05);
    const own = await answer(maya.token, { timeZone: NY });
    expect(own).toMatchObject({ source: "own", posts: 10, appId: maya.appId });
    for (const day of [2, 3, 4]) expect(best(own.data, day)).toBe("08:00");
    expect(Math.max(...own.data.map((s: { popularity: number }) => s.popularity))).toBe(99);
    // Named explicitly, the same account gives the same answer.
    expect(await answer(maya.token, { timeZone: NY, appId: maya.appId })).toEqual(own);
  });

  it("count each post at the hour on the member's clock, summer time included", async () => {
    await tenPosts(maya);
    const dates = weekdays(10);
    // Winter and summer both: 08:00 in New York is 13:00 UTC in January and 12:00 UTC in summer.
    expect(dates.some((d) => d < "2026-03-08")).toBe(true);
    expect(dates.some((d) => d > "2026-03-08")).toBe(true);
    const ny = await answer(maya.token, { timeZone: NY });
    expect(best(ny.data, 2)).toBe("08:00");
    const at = (slots: Array<{ day: number; time: string; popularity: number }>, day: number, time: string) =>
      slots.find((s) => s.day === day && s.time === time)!.popularity;
    // Not at 13:00 New York time (the UTC hour of the winter posts).
    expect(at(ny.data, 2, "08:00")).toBeGreaterThan(at(ny.data, 2, "13:00"));
    // Asked in UTC, the same posts sit at 12:00 and 13:00 UTC, not at 08:00.
    const utc = await answer(maya.token, { timeZone: "UTC" });
    expect(["12:00", "13:00"]).toContain(best(utc.data, 2));
    expect(at(utc.data, 2, "08:00")).toBeLessThan(at(utc.data, 2, "13:00"));
  });

  it("never count another team's posts, and another team's account is not found", async () => {
    const arjun = await memberWithAccount("member-arjun-mehta");
    await tenPosts(arjun, 12);
    expect(await answer(maya.token, { timeZone: NY })).toMatchObject({ source: "default", appId: maya.appId });
    expect(await answer(arjun.token, { timeZone: NY })).toMatchObject({ source: "own", posts: 12 });
    const theirs = await bestTimes(maya.token, { timeZone: NY, appId: arjun.appId });
    expect(theirs.status).toBe(404);
    // Numbers recorded under another team for this account's posts do not count either.
    const ids = await env.DB.prepare("SELECT post_id FROM post_apps WHERE app_id = ?").bind(arjun.appId).all<{ post_id: string }>();
    await env.DB.batch(ids.results.map((r) => env.DB.prepare("INSERT INTO post_apps (post_id, app_id) VALUES (?, ?)").bind(r.post_id, maya.appId)));
    expect(await answer(maya.token, { timeZone: NY })).toMatchObject({ source: "default" });
  });

  it("refuse a time zone that does not exist", async () => {
    const res = await bestTimes(maya.token, { timeZone: "Mars/Olympus" });
    expect(res.status).toBe(400);
  });
});

describe("posting slots and Add to queue from the account's own best times", () => {
  let maya: Awaited<ReturnType<typeof memberWithAccount>>;
  beforeEach(async () => {
    maya = await memberWithAccount();
  });
  const readSlots = async (token: string, id: string) =>
    (await (await client(token).api.apps[":id"].slots.$get({ param: { id }, query: { timeZone: NY } })).json()).data;
  async function queue(token: string) {
    const res = await client(token).api.post.$post({ json: { provider: "linkedin", content: `Queued ${seq++}`, queue: true, timeZone: NY } });
    expect(res.status, await res.clone().text()).toBe(201);
    return Date.parse((await res.json()).data.scheduledAt!);
  }
  const wall = (at: number): Slot => ({ weekday: new Date(`${instantToZoned(at, NY).date}T12:00:00Z`).getUTCDay(), time: instantToZoned(at, NY).time });

  it("the seed gives way to the own best hours; the queue fills them", async () => {
    const seeded = await readSlots(maya.token, maya.appId);
    expect(seeded).toMatchObject({ suggestedFrom: null, timeZone: NY });
    expect(seeded.slots).toEqual(seedSlots());
    await tenPosts(maya);
    const own = await readSlots(maya.token, maya.appId);
    expect(own.suggestedFrom).toEqual({ source: "own", posts: 10 });
    expect(own.slots).toHaveLength(seedSlots().length);
    for (const weekday of [2, 3, 4]) expect(own.slots).toContainEqual({ weekday, time: "08:00" });
    // A week of queued posts lands on those hours, the 08:00s among them.
    const times: Slot[] = [];
    for (let i = 0; i < own.slots.length; i++) times.push(wall(await queue(maya.token)));
    for (const t of times) expect(own.slots).toContainEqual(t);
    expect(times.filter((t) => t.time === "08:00" && t.weekday >= 2 && t.weekday <= 4)).toHaveLength(3);
  });

  it("never over slots the member set", async () => {
    const mine: Slot[] = [{ weekday: 1, time: "19:30" }];
    const put = await client(maya.token).api.apps[":id"].slots.$put({ param: { id: maya.appId }, json: { timeZone: NY, slots: mine } });
    expect(put.status).toBe(200);
    await tenPosts(maya);
    expect(await readSlots(maya.token, maya.appId)).toMatchObject({ slots: mine, suggestedFrom: null });
    expect(wall(await queue(maya.token))).toEqual({ weekday: 1, time: "19:30" });
  });

  it("the calendar job plans at the own best hour", async () => {
    await tenPosts(maya);
    await client(maya.token).api.onboarding.$put({ json: { targetAudience: "founders of small SaaS companies", mainGoals: "win clients" } });
    const started = await client(maya.token).api["generate-posts"].$post({ json: { timeZone: NY } });
    expect(started.status).toBe(202);
    const jobId = (await started.json()).data.id;
    await waitFor(
      async () => (await (await client(maya.token).api.jobs[":id"].$get({ param: { id: jobId } })).json()).status,
      (s) => s === "completed" || s === "failed",
    );
    const rows = await env.DB.prepare("SELECT scheduled_at FROM posts WHERE generated_by = ? ORDER BY scheduled_at")
      .bind(jobId)
      .all<{ scheduled_at: number }>();
    expect(rows.results).toHaveLength(12);
    for (const r of rows.results) expect(wall(r.scheduled_at)).toMatchObject({ time: "08:00" });
  });
});
