/**
 * On-time publishing on the team page (issue 27 item 4, docs/decisions/053): GET
 * /api/team/on-time counts the caller's team's posts due in the last 30 days, the share that went
 * out within 60 seconds of their time, and lists the others with their reason. Posts set up in D1
 * as publishing leaves them; one goes through the real Publish now, against the LinkedIn emulator.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { ON_TIME_TEXT } from "../../app/spec/on-time";
import { api, client, createPost, marker, postRow, signIn, waitFor } from "./helpers";
import { publishNow, teamOf } from "./publishing-helpers";

const MIN = 60_000;
const DAY = 86_400_000;

type Row = {
  status: string;
  scheduledAt: number;
  publishedAt?: number | null;
  lastError?: string | null;
  approvedAt?: number | null;
  notBefore?: number | null;
};

/** A post of the member's team, as publishing would have left it. */
async function postAs(token: string, label: string, row: Row) {
  const id = await createPost(token, { content: `${label} ${marker()}` });
  await env.DB.prepare(
    "UPDATE posts SET status = ?, scheduled_at = ?, published_at = ?, last_error = ?, approved_at = ?, not_before = ?, approved_version = version WHERE id = ?",
  )
    .bind(row.status, row.scheduledAt, row.publishedAt ?? null, row.lastError ?? null, row.approvedAt ?? null, row.notBefore ?? null, id)
    .run();
  return id;
}

/** One try of a post, as the publisher records it (the editor's History shows the same rows). */
async function attempt(postId: string, teamId: string, a: { number: number; startedAt: number; outcome: string; reason: string | null }) {
  await env.DB.prepare(
    "INSERT INTO publish_attempts (id, post_id, team_id, number, runner, started_at, ended_at, outcome, reason) VALUES (?, ?, ?, ?, 'alarm', ?, ?, ?, ?)",
  )
    .bind(crypto.randomUUID(), postId, teamId, a.number, a.startedAt, a.startedAt + 1000, a.outcome, a.reason)
    .run();
}

const onTime = async (token: string) => {
  const res = await client(token).api.team["on-time"].$get();
  expect(res.status).toBe(200);
  return (await res.json()).data;
};

describe("on-time publishing", () => {
  let maya: string;
  let arjun: string;
  beforeEach(async () => {
    maya = await signIn("demo-maya-chen");
    arjun = await signIn("member-arjun-mehta");
  });

  it("counts the team's due posts of the last 30 days, and lists the late and failed ones with their reason", async () => {
    const now = Date.now();
    const mayaTeam = await teamOf(maya);
    const onTimeId = await postAs(maya, "On time", { status: "published", scheduledAt: now - 3 * DAY, publishedAt: now - 3 * DAY + 20_000 });
    const lateId = await postAs(maya, "Late by five minutes", { status: "published", scheduledAt: now - 2 * DAY, publishedAt: now - 2 * DAY + 5 * MIN });
    // An older run's reason (before this time) is not this run's; the try after its time is.
    await attempt(lateId, mayaTeam, { number: 1, startedAt: now - 3 * DAY, outcome: "failed", reason: "An older run's reason." });
    await attempt(lateId, mayaTeam, { number: 2, startedAt: now - 2 * DAY + 1000, outcome: "rate-limited", reason: "LinkedIn asked us to wait 4 minutes." });
    await attempt(lateId, mayaTeam, { number: 3, startedAt: now - 2 * DAY + 5 * MIN - 2000, outcome: "published", reason: null });
    const failedId = await postAs(maya, "Failed", {
      status: "failed",
      scheduledAt: now - DAY,
      lastError: "LinkedIn didn't let us post as Maya Chen: the permission to share was not given. Reconnect LinkedIn and allow posting.",
    });
    // Still waiting out LinkedIn's Retry-After, ten minutes past its time (not_before ahead keeps the publisher off it).
    const waitingId = await postAs(maya, "Waiting", {
      status: "scheduled",
      scheduledAt: now - 10 * MIN,
      notBefore: now + DAY,
      lastError: "LinkedIn asked us to wait.",
    });
    // Approved an hour after its time: it could not go out before, so the approval is its time.
    const approvedLateId = await postAs(maya, "Approved late", {
      status: "published",
      scheduledAt: now - 5 * DAY,
      approvedAt: now - 5 * DAY + 60 * MIN,
      publishedAt: now - 5 * DAY + 60 * MIN + 4000,
    });
    // Left out: older than 30 days, a draft with a past time, a post still to come, one due a moment ago.
    const oldId = await postAs(maya, "Too old", { status: "published", scheduledAt: now - 31 * DAY, publishedAt: now - 31 * DAY + 10 * MIN });
    await postAs(maya, "Draft", { status: "draft", scheduledAt: now - DAY });
    await postAs(maya, "Tomorrow", { status: "scheduled", scheduledAt: now + DAY });
    await postAs(maya, "Due a moment ago", { status: "scheduled", scheduledAt: now - 5000, notBefore: now + DAY });
    // Failed two hours ago, then published now by the member: its time is the moment they pressed it.
    const nowId = await postAs(maya, "Published now", { status: "failed", scheduledAt: now - 2 * 60 * MIN, lastError: "LinkedIn kept failing." });
    await publishNow(maya, nowId);
    await waitFor(
      () => postRow(nowId),
      (r) => r?.status === "published",
    );
    // Another team's late post.
    const arjunLateId = await postAs(arjun, "Arjun late", { status: "published", scheduledAt: now - DAY, publishedAt: now - DAY + 10 * MIN });

    const figures = await onTime(maya);
    expect(figures.withinSeconds).toBe(60);
    expect({ total: figures.total, onTime: figures.onTime, late: figures.late }).toEqual({ total: 6, onTime: 3, late: 3 });
    expect(ON_TIME_TEXT.share(figures.onTime, figures.total)).toBe("50 % of 6 posts went out within 60 seconds of their time, last 30 days.");
    // Newest first: still waiting, failed, late. On time, approved late, published now, too old: not listed.
    expect(figures.items.map((i) => i.id)).toEqual([waitingId, failedId, lateId]);
    const [waiting, failed, late] = figures.items;
    expect(late).toMatchObject({ kind: "late", lateSeconds: 300, reason: "LinkedIn asked us to wait 4 minutes." });
    expect(late.title).toMatch(/^Late by five minutes/);
    expect(late.dueAt).toBe(new Date(now - 2 * DAY).toISOString());
    expect(failed).toMatchObject({ kind: "failed", lateSeconds: null, reason: expect.stringContaining("permission to share") });
    expect(waiting).toMatchObject({ kind: "waiting", reason: "LinkedIn asked us to wait." });
    expect(waiting.lateSeconds).toBeGreaterThanOrEqual(600);
    const listed = figures.items.map((i) => i.id);
    for (const id of [onTimeId, approvedLateId, oldId, nowId, arjunLateId]) expect(listed).not.toContain(id);
    // Published now counted, on time (it is one of the three).
    const published = await postRow(nowId);
    expect(Number(published?.published_at) - Number(published?.scheduled_at)).toBeLessThanOrEqual(60_000);

    // Arjun's team sees its own post only, whatever the request names.
    const theirs = await onTime(arjun);
    expect({ total: theirs.total, onTime: theirs.onTime }).toEqual({ total: 1, onTime: 0 });
    expect(theirs.items.map((i) => i.id)).toEqual([arjunLateId]);
    const named = await api(`/api/team/on-time?teamId=${mayaTeam}`, { token: arjun, headers: { "x-team-id": mayaTeam } });
    expect(((await named.json()) as { data: { total: number; items: unknown[] } }).data).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ id: arjunLateId })],
    });
  });

  it("says nothing was due for a team with no due posts, and is refused without a session", async () => {
    await postAs(maya, "Tomorrow", { status: "scheduled", scheduledAt: Date.now() + DAY });
    const figures = await onTime(maya);
    expect({ total: figures.total, onTime: figures.onTime, items: figures.items }).toEqual({ total: 0, onTime: 0, items: [] });
    expect((await api("/api/team/on-time")).status).toBe(401);
  });
});
