/**
 * The operator's status (issue 22, item 4; docs/decisions/037): GET /api/ops/status opens only to
 * the operator key, and reports the last sweep, what is due and not claimed, the last hour's
 * outcomes, the on-time rate, the pinned LinkedIn version's runway and the signed-out accounts.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { createLogger } from "../../worker/http/logger";
import { sunsetOf } from "../../worker/providers/linkedin-version";
import { publishPost } from "../../worker/publishing/publish";
import { api, clearEmulatorFaults, createPost, emulatorFault, marker, quietScheduler, signIn } from "./helpers";
import { cronSweep, messageFor, queuedPost } from "./publishing-helpers";

const KEY = env.OPERATOR_KEY;
const log = createLogger({ test: "operator-status" });
const DAY_MS = 86_400_000;

type Status = {
  now: string;
  lastSweep: { at: string; ageMs: number; runner: string; queued: number } | null;
  queue: { dueNotClaimed: number; dueNotClaimedAtLeast: boolean; lagMs: number; oldestDueAt: string | null };
  outcomesLastHour: { byKind: Record<string, number>; complete: boolean };
  onTime: { withinMs: number; last24h: Window; last30d: Window };
  linkedinVersion: { version: string; status: string; sunset: string | null; daysLeft: number | null; runwayAlarmDays: number };
  accountsNeedingReconnect: number;
};
type Window = { published: number; onTime: number; late: number; rate: number | null };

async function status(): Promise<Status> {
  const res = await api("/api/ops/status", { headers: { "x-operator-key": KEY } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Status }).data;
}

/** A member's post, due `agoMs` ago, as if a sweep had just queued it (so none queues it again). */
async function waitingPost(token: string, agoMs: number, notBefore: number | null = null) {
  const id = await createPost(token, { content: `Waiting ${marker()}` });
  const now = Date.now();
  await env.DB.prepare("UPDATE posts SET status = 'scheduled', approved_version = version, scheduled_at = ?, not_before = ?, queued_at = ? WHERE id = ?")
    .bind(now - agoMs, notBefore, now, id)
    .run();
  return { id, scheduledAt: now - agoMs };
}

/** A due post, published by the publisher itself (the queue's handler), `lateMs` after its time. */
async function publishedPost(token: string, lateMs: number) {
  const id = await createPost(token, { content: `Published ${marker()}` });
  await env.DB.prepare("UPDATE posts SET status = 'scheduled', approved_version = version, scheduled_at = ? WHERE id = ?")
    .bind(Date.now() - lateMs, id)
    .run();
  await publishPost(env, await messageFor(token, id), log);
  return id;
}

beforeEach(() => clearEmulatorFaults());

describe("who may read it", () => {
  it("without the key, with a wrong one or with a member's session: the API's own 404, nothing revealed", async () => {
    const token = await signIn();
    const unknownRoute = await api("/no-such-route");
    const notFound = { status: unknownRoute.status, body: await unknownRoute.text() };
    expect(notFound.status).toBe(404);
    const tries = [
      api("/api/ops/status"),
      api("/api/ops/status", { headers: { "x-operator-key": "" } }),
      api("/api/ops/status", { headers: { "x-operator-key": `${KEY.slice(0, -1)}x` } }),
      api("/api/ops/status", { headers: { "x-operator-key": `${KEY}x` } }),
      api("/api/ops/status", { token }),
      api("/api/ops/status", { token, headers: { "x-operator-key": "not-the-key" } }),
    ];
    for (const res of await Promise.all(tries)) {
      const body = await res.text();
      expect({ status: res.status, body }).toEqual(notFound);
      expect(body).not.toMatch(/lastSweep|linkedinVersion/);
    }
    // A session is no key, and the key is no session: the members' API still wants a session.
    expect((await api("/api/me", { headers: { "x-operator-key": KEY } })).status).toBe(401);
  });
});

describe("what it reports", () => {
  it("the last sweep, by cron and by the Scheduler's alarm", async () => {
    // A sign-in wakes the Scheduler at once (an earlier test's did too): let that sweep end first,
    // or it may record itself after the cron's.
    await signIn();
    await quietScheduler();
    const beforeCron = Date.now();
    await cronSweep();
    const afterCron = (await status()).lastSweep;
    expect(afterCron).toMatchObject({ runner: "sweep", queued: 0 });
    expect(Date.parse(afterCron!.at)).toBeGreaterThanOrEqual(beforeCron);

    const beforeAlarm = Date.now();
    const scheduler = env.SCHEDULER.get(env.SCHEDULER.idFromName("posts"));
    await scheduler.start();
    expect(await runDurableObjectAlarm(scheduler)).toBe(true);
    const afterAlarm = (await status()).lastSweep;
    expect(afterAlarm).toMatchObject({ runner: "alarm" });
    expect(Date.parse(afterAlarm!.at)).toBeGreaterThanOrEqual(beforeAlarm);
  });

  it("a due post not yet claimed: counted, and the queue's lag is how long it has waited", async () => {
    const token = await signIn();
    expect((await status()).queue).toEqual({ dueNotClaimed: 0, dueNotClaimedAtLeast: false, lagMs: 0, oldestDueAt: null });
    const oldest = await waitingPost(token, 10 * 60_000);
    await waitingPost(token, 60_000);
    // Waiting out LinkedIn's Retry-After is not due yet.
    await waitingPost(token, 20 * 60_000, Date.now() + 3_600_000);
    const { queue } = await status();
    expect(queue).toMatchObject({ dueNotClaimed: 2, dueNotClaimedAtLeast: false, oldestDueAt: new Date(oldest.scheduledAt).toISOString() });
    expect(queue.lagMs).toBeGreaterThanOrEqual(10 * 60_000);
  });

  it("the last hour's outcomes by kind: a published post and a failed one", async () => {
    expect((await status()).outcomesLastHour).toEqual({ byKind: {}, complete: true });
    const published = await queuedPost(`Goes out ${marker()}`);
    await publishPost(env, published.message, log);
    const refused = await queuedPost(`Refused ${marker()}`, published.token);
    await emulatorFault({ path: "/rest/posts", status: 422, body: { status: 422, message: "commentary is not allowed" } });
    await publishPost(env, refused.message, log);
    expect((await status()).outcomesLastHour).toEqual({ byKind: { published: 1, failed: 1 }, complete: true });
  });

  it("the on-time rate: a post published minutes after its time counts as late", async () => {
    const token = await signIn();
    await publishedPost(token, 1000);
    await publishedPost(token, 5 * 60_000);
    const { onTime } = await status();
    const expected = { published: 2, onTime: 1, late: 1, rate: 0.5 };
    expect(onTime).toEqual({ withinMs: 60_000, last24h: expected, last30d: expected });
  });

  it("a post published days ago counts in the 30 days, not in the last 24 hours", async () => {
    const token = await signIn();
    const id = await publishedPost(token, 1000);
    const threeDays = 3 * DAY_MS;
    await env.DB.prepare("UPDATE posts SET scheduled_at = scheduled_at - ?, published_at = published_at - ? WHERE id = ?").bind(threeDays, threeDays, id).run();
    const { onTime } = await status();
    expect(onTime.last24h).toEqual({ published: 0, onTime: 0, late: 0, rate: null });
    expect(onTime.last30d).toEqual({ published: 1, onTime: 1, late: 0, rate: 1 });
  });

  it("the pinned LinkedIn version, its sunset and the days left", async () => {
    const { now, linkedinVersion } = await status();
    const sunset = sunsetOf(env.LINKEDIN_VERSION)!;
    expect(linkedinVersion).toEqual({
      version: env.LINKEDIN_VERSION,
      status: "active",
      sunset,
      daysLeft: Math.floor((Date.parse(`${sunset}T00:00:00Z`) - Date.parse(now)) / DAY_MS),
      runwayAlarmDays: 60,
    });
    // A worker left on a version LinkedIn has sunset says so.
    const res = await app.request("/api/ops/status", { headers: { "x-operator-key": KEY } }, { ...env, LINKEDIN_VERSION: "202510" });
    const { data } = (await res.json()) as { data: Status };
    expect(data.linkedinVersion).toMatchObject({ version: "202510", status: "sunset", sunset: "2026-10-15", daysLeft: 0 });
  });

  it("the accounts LinkedIn signed out; their posts wait for the member, not for the queue", async () => {
    const token = await signIn();
    await waitingPost(token, 60_000);
    expect(await status()).toMatchObject({ accountsNeedingReconnect: 0, queue: { dueNotClaimed: 1 } });
    await env.DB.prepare("UPDATE apps SET status = 'needs_reconnect'").run();
    expect(await status()).toMatchObject({ accountsNeedingReconnect: 1, queue: { dueNotClaimed: 0, lagMs: 0 } });
  });
});
