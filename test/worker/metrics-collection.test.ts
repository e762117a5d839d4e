/**
 * Collecting published posts' numbers (issue 27 item 1, docs/decisions/052): when they are due as
 * a post ages, one row per collection with every metric read one call each from LinkedIn (the
 * emulator), a 429 halfway that stores nothing and resumes, a refused permission that is said and
 * never asked again, and each team's posts only.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { nextCollectionAt, POST_METRICS } from "../../app/spec/analytics";
import { createLogger } from "../../worker/http/logger";
import type { CollectMetricsMessage } from "../../worker/jobs/kinds/collect-metrics";
import { collectMetricsKind } from "../../worker/jobs/kinds/collect-metrics";
import { collectMetrics, RATE_LIMIT_WAIT_MS } from "../../worker/jobs/kinds/collect-metrics.handler";
import { jobHandle } from "../../worker/jobs/lifecycle";
import { queueDueMetrics } from "../../worker/jobs/metrics-sweep";
import {
  api,
  clearEmulatorFaults,
  createPost,
  emulatorFault,
  emulatorGrant,
  linkedinUrl,
  makeDue,
  marker,
  postRow,
  quietScheduler,
  signIn,
  waitFor,
} from "./helpers";
import { deliver, messageFor, signInAsCompanyPage, teamOf } from "./publishing-helpers";

const log = createLogger({ test: "metrics-collection" });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ANALYTICS = "/rest/memberCreatorPostAnalytics";

type Call = { method: string; path: string; at: number; query?: string };
/** The statistics calls LinkedIn (the emulator) had for a post since `since`. */
async function statisticsCalls(urn: string, since: number, path = ANALYTICS) {
  const { calls } = (await (await fetch(new URL("/__emulator/state", linkedinUrl()))).json()) as { calls: Call[] };
  return calls.filter((c) => c.path === path && c.at >= since && decodeURIComponent(c.query ?? "").includes(urn));
}
const queryTypeOf = (c: Call) => new URLSearchParams(c.query).get("queryType");

/** The post on LinkedIn as if it went out `ageMs` ago: its numbers there grow with its age. */
async function ageOnLinkedIn(urn: string, ageMs: number) {
  const res = await fetch(new URL("/__emulator/post-age", linkedinUrl()), { method: "POST", body: JSON.stringify({ urn, ageMs }) });
  expect(res.status).toBe(200);
}

/** Publishes a post through the queue (as the sweep would); returns its row once LinkedIn has it. */
async function published(token: string, text = `Numbers, please ${marker()}`, poll?: Parameters<typeof createPost>[1]["poll"]) {
  const id = await createPost(token, { content: text, poll });
  await makeDue(id);
  await deliver(await messageFor(token, id));
  const row = (await waitFor(
    () => postRow(id),
    (r) => r?.status === "published",
  ))!;
  return { id, urn: row.provider_post_urn as string, row };
}

/** A published post `ageMs` old whose numbers are due now, here and on LinkedIn. */
async function duePost(token: string, ageMs: number, poll?: Parameters<typeof createPost>[1]["poll"]) {
  const post = await published(token, undefined, poll);
  await ageOnLinkedIn(post.urn, ageMs);
  const publishedAt = Date.now() - ageMs;
  await env.DB.prepare("UPDATE posts SET published_at = ?, metrics_due_at = ? WHERE id = ?")
    .bind(publishedAt, Date.now() - 1, post.id)
    .run();
  return { ...post, publishedAt };
}

/** A member signed in (the sign-in's own sweep first, before anything is due) with a post published `ageMs` ago whose numbers are due. */
async function memberWithDuePost(ageMs = 2 * HOUR, signInAs: () => Promise<string> = () => signIn()) {
  const token = await signInAs();
  await quietScheduler();
  return { token, post: await duePost(token, ageMs) };
}

/** The sweep, its messages kept instead of sent, so the test runs each job itself (once). */
async function sweep(now = Date.now()) {
  const sent: CollectMetricsMessage[] = [];
  const keeping = {
    send: async (b: CollectMetricsMessage) => void sent.push(b),
    sendBatch: async (m: Array<{ body: CollectMetricsMessage }>) => void sent.push(...m.map((x) => x.body)),
  };
  const result = await queueDueMetrics({ ...env, FEED_JOBS: keeping } as unknown as Env, log, now);
  return { ...result, sent };
}

async function collectDue() {
  const { sent } = await sweep();
  for (const message of sent) await collectMetrics(env, message, log);
  return sent;
}

async function metricRows(postId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM post_metrics WHERE post_id = ? ORDER BY collected_at")
    .bind(postId)
    .all<Record<string, number | string | null>>();
  return results;
}

const jobResult = async (jobId: string) => (await jobHandle(env, collectMetricsKind, jobId).read())?.result as Record<string, unknown> | null;

beforeEach(() => clearEmulatorFaults());

describe("when a post's numbers are due", () => {
  it("hourly on the first day, daily to day 30, weekly to day 90, then never (nextCollectionAt)", () => {
    const p = Date.UTC(2026, 0, 5, 9);
    expect(nextCollectionAt(p, p)).toBe(p + HOUR);
    expect(nextCollectionAt(p, p + 10 * 60_000)).toBe(p + 70 * 60_000);
    expect(nextCollectionAt(p, p + 23 * HOUR)).toBe(p + DAY);
    expect(nextCollectionAt(p, p + 2 * DAY)).toBe(p + 3 * DAY);
    expect(nextCollectionAt(p, p + 29 * DAY)).toBe(p + 30 * DAY);
    expect(nextCollectionAt(p, p + 45 * DAY)).toBe(p + 52 * DAY);
    expect(nextCollectionAt(p, p + 83 * DAY)).toBe(p + 90 * DAY);
    expect(nextCollectionAt(p, p + 84 * DAY)).toBeNull();
    expect(nextCollectionAt(p, p + 91 * DAY)).toBeNull();
  });

  it("publishing sets the first collection an hour on", async () => {
    const token = await signIn();
    const { row } = await published(token);
    expect(row.metrics_due_at).toBe((row.published_at as number) + HOUR);
    expect(row.metrics_collected_at).toBeNull();
  });

  it("the sweep takes a post published 2 h ago, not one collected 10 min ago on day 1, weekly at day 45, never at day 91", async () => {
    const token = await signIn();
    // The sign-in's own sweep (the Scheduler's alarm) would race this test's sweep for the due posts.
    await quietScheduler();
    const teamId = await teamOf(token);
    const now = Date.now();
    const insert = async (name: string, publishedAt: number, collectedAt: number | null) => {
      const id = `${name}-${crypto.randomUUID()}`;
      const dueAt = collectedAt === null ? nextCollectionAt(publishedAt, publishedAt) : nextCollectionAt(publishedAt, collectedAt);
      await env.DB.prepare(
        "INSERT INTO posts (id, team_id, content, status, provider_post_urn, published_at, metrics_due_at, metrics_collected_at) VALUES (?, ?, ?, 'published', ?, ?, ?, ?)",
      )
        .bind(id, teamId, name, `urn:li:share:9${Math.floor(Math.random() * 1e12)}`, publishedAt, dueAt, collectedAt)
        .run();
      return { id, dueAt };
    };
    const twoHours = await insert("two-hours", now - 2 * HOUR, null);
    const justCollected = await insert("collected-10-min-ago", now - 5 * HOUR, now - 10 * 60_000);
    const day45Weekly = await insert("day-45-last-week", now - 45 * DAY, now - 7 * DAY - 60_000);
    const day45Recent = await insert("day-45-collected-day-40", now - 45 * DAY, now - 5 * DAY);
    const day91 = await insert("day-91", now - 91 * DAY, now - 7 * DAY);

    expect(justCollected.dueAt).toBe(now + 50 * 60_000);
    expect(day45Weekly.dueAt).toBe(now - 60_000);
    expect(day45Recent.dueAt).toBe(now + 2 * DAY);
    expect(day91.dueAt).toBeNull();

    const { sent } = await sweep(now);
    expect(sent).toHaveLength(1); // one account, one job
    expect([...sent[0].postIds].sort()).toEqual([twoHours.id, day45Weekly.id].sort());
    // Claimed: the next sweep does not queue them again while the job waits.
    expect((await sweep(now + 1000)).sent).toHaveLength(0);
  });
});

describe("a collection", () => {
  it("reads every metric of a member's post, one call each, and stores them as one row; a later one has grown", async () => {
    const { token, post } = await memberWithDuePost();
    const t0 = Date.now();

    // Through the real queue, as the cron runs it.
    const { jobs } = await queueDueMetrics(env, log);
    expect(jobs).toEqual([expect.objectContaining({ postIds: [post.id] })]);
    const [first] = await waitFor(
      () => metricRows(post.id),
      (rows) => rows.length === 1,
    );
    for (const metric of ["impressions", "members_reached", "reactions", "comments", "reshares", "saves"]) expect(first[metric]).toEqual(expect.any(Number));
    expect(first.impressions as number).toBeGreaterThan(0);
    expect(first).toMatchObject({ team_id: await teamOf(token) });

    const calls = await statisticsCalls(post.urn, t0);
    expect(calls).toHaveLength(POST_METRICS.length);
    expect(calls.map(queryTypeOf).sort()).toEqual(["COMMENT", "IMPRESSION", "MEMBERS_REACHED", "POST_SAVE", "REACTION", "RESHARE"]);
    for (const c of calls) {
      expect(c.query).toContain(`entity=(share:${encodeURIComponent(post.urn)})`);
      expect(new URLSearchParams(c.query).get("aggregation")).toBe("TOTAL");
      expect(new URLSearchParams(c.query).getAll("queryType")).toHaveLength(1);
    }

    const row = (await postRow(post.id))!;
    expect(row.metrics_collected_at).toBe(first.collected_at);
    expect(row.metrics_due_at).toBe(nextCollectionAt(post.publishedAt, first.collected_at as number));
    // The old engagement columns follow the latest numbers (the best-times profile reads them).
    expect(row).toMatchObject({ likes: first.reactions, comments: first.comments, shares: first.reshares });

    // Four hours on: due again, and the numbers have grown.
    await ageOnLinkedIn(post.urn, 6 * HOUR);
    await env.DB.prepare("UPDATE posts SET metrics_due_at = ? WHERE id = ?")
      .bind(Date.now() - 1, post.id)
      .run();
    await collectDue();
    const rows = await metricRows(post.id);
    expect(rows).toHaveLength(2);
    expect(rows[1].impressions as number).toBeGreaterThan(first.impressions as number);
    expect(rows[1].members_reached as number).toBeGreaterThan(first.members_reached as number);
    expect(rows[1].reactions as number).toBeGreaterThanOrEqual(first.reactions as number);
    expect((await postRow(post.id))?.likes).toBe(rows[1].reactions);
  });

  it("reads a company page's post in one call (Organization Share Statistics); pages have no saves", async () => {
    const { post } = await memberWithDuePost(3 * HOUR, signInAsCompanyPage);
    const t0 = Date.now();
    await collectDue();
    const [row] = await metricRows(post.id);
    expect(row).toMatchObject({ saves: null, impressions: expect.any(Number), reactions: expect.any(Number), comments: expect.any(Number) });
    expect(row.impressions as number).toBeGreaterThan(0);
    expect(await statisticsCalls(post.urn, t0, "/rest/organizationalEntityShareStatistics")).toHaveLength(1);
    expect(await statisticsCalls(post.urn, t0)).toHaveLength(0);
  });
});

describe("a post LinkedIn names as a ugcPost", () => {
  const poll = { question: "How do you plan your week?", options: ["Monday morning", "Sunday evening"], duration: "THREE_DAYS" as const };

  it.each([
    ["a member's", () => signIn(), ANALYTICS, /entity=\(ugc:urn:li:ugcPost:\d+\)/],
    ["a company page's", signInAsCompanyPage, "/rest/organizationalEntityShareStatistics", /ugcPosts=List\(urn:li:ugcPost:\d+\)/],
  ] as const)("%s poll is read by its own urn", async (_who, signInAs, path, asked) => {
    const token = await signInAs();
    await quietScheduler();
    const post = await duePost(token, 3 * HOUR, poll);
    expect(post.urn).toMatch(/^urn:li:ugcPost:\d+$/);
    const t0 = Date.now();
    await collectDue();
    const [row] = await metricRows(post.id);
    expect(row.impressions as number).toBeGreaterThan(0);
    const calls = await statisticsCalls(post.urn, t0, path);
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) expect(decodeURIComponent(c.query ?? "")).toMatch(asked);
  });
});

describe("LinkedIn's limits", () => {
  it("a 429 halfway stores nothing, waits, and the next run reads the post whole", async () => {
    const { post } = await memberWithDuePost();
    const t0 = Date.now();
    await emulatorFault({ path: ANALYTICS, method: "GET", status: 429, skip: 2 });
    const [message] = await collectDue();

    expect(await metricRows(post.id)).toHaveLength(0); // nothing partial
    expect(await statisticsCalls(post.urn, t0)).toHaveLength(3); // two read, the third throttled, no more
    const waited = (await postRow(post.id))!.metrics_due_at as number;
    expect(waited).toBeGreaterThanOrEqual(t0 + RATE_LIMIT_WAIT_MS);
    expect(waited).toBeLessThanOrEqual(Date.now() + RATE_LIMIT_WAIT_MS);
    expect(await jobResult(message.jobId)).toMatchObject({ collected: 0, deferred: 1, stopped: 0, reason: expect.stringContaining("429") });
    // Not yet due: the sweep leaves it.
    expect((await sweep()).sent).toHaveLength(0);

    // The wait is over: the next sweep resumes and the post is read whole.
    await env.DB.prepare("UPDATE posts SET metrics_due_at = ? WHERE id = ?")
      .bind(Date.now() - 1, post.id)
      .run();
    const t1 = Date.now();
    await collectDue();
    const rows = await metricRows(post.id);
    expect(rows).toHaveLength(1);
    for (const metric of ["impressions", "members_reached", "reactions", "comments", "reshares", "saves"]) expect(rows[0][metric]).toEqual(expect.any(Number));
    expect(await statisticsCalls(post.urn, t1)).toHaveLength(POST_METRICS.length);
  });

  it("a 429 with Retry-After waits that long", async () => {
    const { post } = await memberWithDuePost();
    const t0 = Date.now();
    await emulatorFault({ path: ANALYTICS, method: "GET", status: 429, headers: { "retry-after": "120" } });
    await collectDue();
    const waited = (await postRow(post.id))!.metrics_due_at as number;
    expect(waited).toBeGreaterThanOrEqual(t0 + 120_000);
    expect(waited).toBeLessThan(t0 + RATE_LIMIT_WAIT_MS);
  });
});

describe("the analytics permission", () => {
  it("an account that never gave it says so (analyticsAllowed false); it is not asked, and its posts wait", async () => {
    const { token, post } = await memberWithDuePost();
    const apps = async () => ((await (await api("/api/apps", { token })).json()) as { data: { data: Array<{ analyticsAllowed: boolean }> } }).data.data;
    expect((await apps())[0].analyticsAllowed).toBe(true); // asked for at sign-in
    await env.DB.prepare("UPDATE apps SET scopes = 'openid profile email w_member_social' WHERE team_id = ?")
      .bind(await teamOf(token))
      .run();
    expect((await apps())[0].analyticsAllowed).toBe(false);

    const t0 = Date.now();
    const swept = await sweep();
    expect(swept.sent).toHaveLength(0);
    expect(swept.waiting).toBe(1);
    expect(await statisticsCalls(post.urn, t0)).toHaveLength(0);
    expect((await postRow(post.id))!.metrics_due_at as number).toBeGreaterThan(t0 + 23 * HOUR);
  });

  it("LinkedIn refusing it anyway (403) is reported in the job's result and never asked again", async () => {
    const { post } = await memberWithDuePost();
    const t0 = Date.now();
    await emulatorFault({
      path: ANALYTICS,
      method: "GET",
      status: 403,
      body: {
        status: 403,
        serviceErrorCode: 100,
        code: "ACCESS_DENIED",
        message: "Not enough permissions to access: memberCreatorPostAnalytics.FINDER-entity",
      },
    });
    const [message] = await collectDue();
    expect(await jobResult(message.jobId)).toMatchObject({
      needsScope: true,
      stopped: 1,
      collected: 0,
      reason: expect.stringContaining("analytics permission"),
    });
    expect((await postRow(post.id))!.metrics_due_at).toBeNull();
    expect(await metricRows(post.id)).toHaveLength(0);
    // Never again: the sweep has nothing for it, and LinkedIn had one call.
    expect((await sweep(Date.now() + 30 * DAY)).sent).toHaveLength(0);
    expect(await statisticsCalls(post.urn, t0)).toHaveLength(1);
  });

  it("the emulator refuses as LinkedIn does: no scope, another member's post, no or two queryTypes", async () => {
    const token = await signIn();
    const { urn } = await published(token);
    const ask = (accessToken: string, query: string) =>
      fetch(new URL(`${ANALYTICS}?q=entity&entity=(share:${encodeURIComponent(urn)})&aggregation=TOTAL${query}`, linkedinUrl()), {
        headers: { authorization: `Bearer ${accessToken}`, "linkedin-version": env.LINKEDIN_VERSION, "x-restli-protocol-version": "2.0.0" },
      });
    // (One token at a time: a grant for other scopes invalidates the member's earlier tokens.)
    const without = await emulatorGrant("r_basicprofile w_member_social");
    expect((await ask(without.access_token, "&queryType=IMPRESSION")).status).toBe(403);
    const withScope = await emulatorGrant("r_basicprofile w_member_social r_member_postAnalytics");
    const other = await emulatorGrant("r_basicprofile w_member_social r_member_postAnalytics", "member-arjun-mehta");
    const ok = await ask(withScope.access_token, "&queryType=IMPRESSION");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ elements: [{ count: expect.any(Number), metricType: "IMPRESSION", targetEntity: { share: urn } }] });
    expect((await ask(other.access_token, "&queryType=IMPRESSION")).status).toBe(403);
    expect((await ask(withScope.access_token, "")).status).toBe(400);
    expect((await ask(withScope.access_token, "&queryType=IMPRESSION&queryType=REACTION")).status).toBe(400);
  });
});

describe("each team's posts only", () => {
  it("a job for team A never reads or writes team B's posts, even when its message names one", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    await quietScheduler(); // the sign-in's own sweep first, before anything is due
    const a = await duePost(maya, 2 * HOUR);
    const b = await duePost(arjun, 2 * HOUR);
    const bBefore = (await postRow(b.id))!;
    const t0 = Date.now();

    const { sent } = await sweep();
    expect(sent).toHaveLength(2); // one job per account
    const forA = sent.find((m) => m.teamId === (a.row.team_id as string))!;
    expect(forA.postIds).toEqual([a.id]);
    // A message for team A that names team B's post too (tampered, or a bug upstream).
    await collectMetrics(env, { ...forA, postIds: [a.id, b.id] }, log);

    expect(await metricRows(a.id)).toHaveLength(1);
    expect(await metricRows(b.id)).toHaveLength(0);
    expect(await statisticsCalls(b.urn, t0)).toHaveLength(0);
    const forB = sent.find((m) => m.teamId === (b.row.team_id as string))!;
    // B's post is as its own job left it: still under that job's claim, never collected.
    expect((await postRow(b.id))!).toMatchObject({ metrics_due_at: forB.claimedUntil, metrics_collected_at: null, likes: bBefore.likes });
    const [row] = await metricRows(a.id);
    expect(row.team_id).toBe(a.row.team_id);
  });
});
