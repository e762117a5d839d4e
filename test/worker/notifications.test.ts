/**
 * The bell (issue 25 item 6): publishing outcomes and connections about to end reach the right
 * members once, each linking to its post; GET /api/notifications and POST /read are the
 * caller's own, whoever else asks. Through the real queue, Durable Objects and D1, against the
 * LinkedIn emulator.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CONNECTION } from "../../app/spec/connection";
import { createLogger } from "../../worker/http/logger";
import { keepHouse } from "../../worker/jobs/housekeeping";
import { publishPost } from "../../worker/publishing/publish";
import {
  api,
  clearEmulatorFaults,
  client,
  createPost,
  emulatorFault,
  linkedinPostsContaining,
  makeDue,
  marker,
  memberWithDraft,
  postJson,
  postRow,
  quietFor,
  signIn,
} from "./helpers";
import { cronSweep, deliver, messageFor, publishNow, settledJob, teamOf } from "./publishing-helpers";

const log = createLogger({ test: "notifications" });
const DAY = 86_400_000;

/** The caller's bell, typed from the route (hc<ApiApp>). */
const bell = async (token: string) => {
  const res = await client(token).api.notifications.$get();
  expect(res.status).toBe(200);
  return (await res.json()).data;
};
const markRead = (token: string, ids?: string[]) => client(token).api.notifications.read.$post({ json: ids ? { ids } : {} });

async function userOf(token: string) {
  return ((await (await api("/api/me", { token })).json()) as { data: { id: string } }).data.id;
}

/** Puts a signed-in member into another team, as its member with this role, and their session with it. */
async function joinTeam(token: string, teamId: string, role: "owner" | "editor") {
  const userId = await userOf(token);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO team_members (team_id, user_id, role) VALUES (?, ?, ?)").bind(teamId, userId, role),
    env.DB.prepare("UPDATE sessions SET team_id = ? WHERE user_id = ?").bind(teamId, userId),
  ]);
  return userId;
}

/** Every notification row for a post, as stored: who got which kind. */
async function rowsFor(postId: string) {
  const { results } = await env.DB.prepare("SELECT user_id, kind, text FROM notifications WHERE post_id = ? ORDER BY user_id")
    .bind(postId)
    .all<{ user_id: string; kind: string; text: string }>();
  return results;
}

/** Maya's team: Maya owns it and her account; Arjun writes in it as an editor. Her account lets the team publish without asking. */
async function mayaAndArjun() {
  const maya = await signIn("demo-maya-chen");
  const arjun = await signIn("member-arjun-mehta");
  const teamId = await teamOf(maya);
  const arjunId = await joinTeam(arjun, teamId, "editor");
  const mayaId = await userOf(maya);
  const appId = (await (await client(maya).api.apps.$get()).json()).data.data.find((a) => a.name === "Maya Chen")!.id;
  await env.DB.prepare("UPDATE apps SET publish_policy = 'team' WHERE id = ?").bind(appId).run();
  return { maya, arjun, teamId, mayaId, arjunId, appId };
}

beforeEach(() => clearEmulatorFaults());

describe("publishing outcomes", () => {
  it("a published post tells its author once, linking to the post; a replayed message and a sweep add nothing", async () => {
    const { token, text, id } = await memberWithDraft("Bell: published");
    const jobId = await publishNow(token, id);
    expect((await settledJob(token, jobId)).status).toBe("completed");

    const first = await bell(token);
    expect(first.unread).toBe(1);
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ kind: "published", postId: id, read: false, text: `Published on LinkedIn as Maya Chen: “${text}”` });
    expect(Date.parse(first.items[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // The same message again (the queue delivers at least once), and the clock's sweeps.
    await deliver(await messageFor(token, id));
    await cronSweep();
    await quietFor(500);
    expect((await bell(token)).items).toHaveLength(1);
    expect(await rowsFor(id)).toHaveLength(1);
  });

  it("a post written by an editor, going out as the owner's account: both hear, once each", async () => {
    const { maya, arjun, mayaId, arjunId, appId } = await mayaAndArjun();
    const id = await createPost(arjun, { content: `Arjun writes for Maya ${marker()}`, appIds: [appId] });
    expect((await settledJob(arjun, await publishNow(arjun, id))).status).toBe("completed");
    expect((await rowsFor(id)).map((r) => [r.user_id, r.kind])).toEqual(
      [
        [mayaId, "published"],
        [arjunId, "published"],
      ].sort(),
    );
    expect((await bell(maya)).unread).toBe(1);
    expect((await bell(arjun)).unread).toBe(1);
  });

  it("a contributor's account (no member owns it): the author and the team's owners hear", async () => {
    const { maya, arjun, mayaId, arjunId, appId } = await mayaAndArjun();
    await env.DB.prepare("UPDATE apps SET user_id = NULL WHERE id = ?").bind(appId).run();
    const id = await createPost(arjun, { content: `For a contributor ${marker()}`, appIds: [appId] });
    expect((await settledJob(arjun, await publishNow(arjun, id))).status).toBe("completed");
    expect((await rowsFor(id)).map((r) => r.user_id).sort()).toEqual([mayaId, arjunId].sort());
    expect((await bell(maya)).items[0]).toMatchObject({ kind: "published", postId: id });
    expect((await bell(arjun)).items[0]).toMatchObject({ kind: "published", postId: id });
  });

  it("a post that fails for good says why", async () => {
    const { token, id } = await memberWithDraft("Bell: too long");
    await env.DB.prepare("UPDATE posts SET title = 'A very long post', content = ? WHERE id = ?")
      .bind(`${marker()}${"y".repeat(3000)}`, id)
      .run();
    expect((await settledJob(token, await publishNow(token, id))).status).toBe("failed");
    const { items, unread } = await bell(token);
    expect(unread).toBe(1);
    expect(items[0]).toMatchObject({ kind: "failed", postId: id, read: false });
    expect(items[0].text).toBe(
      "Couldn't publish “A very long post” as Maya Chen: LinkedIn posts can be at most 3000 characters. Shorten the post, then publish again.",
    );
  });

  it("a post LinkedIn refused for good (422) fails and tells once, not for each try", async () => {
    const { token, id } = await memberWithDraft("Bell: refused");
    await emulatorFault({ path: "/rest/posts", status: 422, body: { message: "Text is not allowed" } });
    expect((await settledJob(token, await publishNow(token, id))).status).toBe("failed");
    await cronSweep();
    expect((await rowsFor(id)).map((r) => r.kind)).toEqual(["failed"]);
  });

  it("a post in doubt (LinkedIn's 500, and this account can't be looked up) needs the member's attention", async () => {
    const { token, text, id } = await memberWithDraft("Bell: in doubt");
    await emulatorFault({ path: "/rest/posts", status: 500, noBody: true, storeThen: true });
    expect((await settledJob(token, await publishNow(token, id))).status).toBe("unknown");
    const { items } = await bell(token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "needs-attention", postId: id });
    expect(items[0].text).toMatch(new RegExp(`^“${text.replace(/[[\]]/g, "\\$&")}” needs your attention: we can't tell whether it went out`));
  });

  it("a post waiting for its account to reconnect needs attention, once, however often it is tried", async () => {
    const { token, id } = await memberWithDraft("Bell: signed out");
    await makeDue(id);
    // Made due by hand, not scheduled by Maya: her account must not wait for her approval first.
    await env.DB.prepare("UPDATE apps SET status = 'needs_reconnect', publish_policy = 'team' WHERE id = (SELECT app_id FROM post_apps WHERE post_id = ?)")
      .bind(id)
      .run();
    // The queue's message, delivered twice (at least once), and the sweep after.
    const message = await messageFor(token, id);
    await deliver(message);
    await deliver(message);
    await cronSweep();
    expect(await postRow(id)).toMatchObject({ status: "scheduled", last_error: expect.stringMatching(/Reconnect LinkedIn/) });
    const { items } = await bell(token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "needs-attention", postId: id });
    expect(items[0].text).toMatch(/needs your attention: LinkedIn signed out Maya Chen/);
  });

  it("the dead-letter queue's give-up fails the post and tells; a worker lost mid-call leaves it in doubt and tells", async () => {
    const dead = await memberWithDraft("Bell: dead letter");
    await env.DB.prepare("UPDATE apps SET publish_policy = 'team' WHERE id = (SELECT app_id FROM post_apps WHERE post_id = ?)").bind(dead.id).run();
    await makeDue(dead.id);
    await deliver(await messageFor(dead.token, dead.id), env.JOBS_DLQ_NAME);
    expect((await postRow(dead.id))?.status).toBe("failed");
    expect((await rowsFor(dead.id)).map((r) => r.kind)).toEqual(["failed"]);
    expect((await rowsFor(dead.id))[0].text).toMatch(/LinkedIn kept failing/);

    const lost = await createPost(dead.token, { content: `Bell: lost mid-call ${marker()}` });
    await makeDue(lost);
    const message = await messageFor(dead.token, lost);
    const crash = () => {
      throw new Error("worker crashed");
    };
    await expect(publishPost(env, message, log, { afterLinkedInAccepted: crash })).rejects.toThrow("worker crashed");
    await quietFor(Number(env.LINKEDIN_TIMEOUT_MS) + 1100); // the call is surely over: the sweep looks it up
    await cronSweep();
    expect((await postRow(lost))?.status).toBe("unknown");
    expect((await rowsFor(lost)).map((r) => r.kind)).toEqual(["needs-attention"]);
    await cronSweep();
    expect(await rowsFor(lost)).toHaveLength(1);
  });

  it("a notification that can't be written changes nothing of the outcome", async () => {
    const { token, text, id } = await memberWithDraft("Bell: down");
    await env.DB.prepare("CREATE TRIGGER bell_down BEFORE INSERT ON notifications BEGIN SELECT RAISE(ABORT, 'the bell is down'); END").run();
    try {
      expect((await settledJob(token, await publishNow(token, id))).status).toBe("completed");
    } finally {
      await env.DB.prepare("DROP TRIGGER bell_down").run();
    }
    expect((await postRow(id))?.status).toBe("published");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    expect((await bell(token)).items).toHaveLength(0);
  });

  it("a retry that will be tried again tells nobody", async () => {
    const { token, id } = await memberWithDraft("Bell: retried");
    await emulatorFault({ path: "/rest/posts", status: 429, times: 1, headers: { "retry-after": "1" } });
    expect((await settledJob(token, await publishNow(token, id))).status).toBe("completed");
    expect((await rowsFor(id)).map((r) => r.kind)).toEqual(["published"]);
  });
});

describe("GET /api/notifications and POST /read: the caller's own", () => {
  it("another team's member, and another member of the same team, see nothing and mark nothing", async () => {
    const { maya, arjun, teamId } = await mayaAndArjun();
    const id = await createPost(maya, { content: `Mine alone ${marker()}` });
    expect((await settledJob(maya, await publishNow(maya, id))).status).toBe("completed");
    const [mine] = (await bell(maya)).items;
    expect(mine).toMatchObject({ postId: id, read: false });

    // Lena: another team altogether. Arjun: Maya's own team, but not the post's author nor the account's owner.
    const lena = await signIn("member-lena-fischer");
    expect(await teamOf(lena)).not.toBe(teamId);
    for (const other of [lena, arjun]) {
      expect((await bell(other)).items.some((n) => n.id === mine.id)).toBe(false);
      const res = await markRead(other, [mine.id]);
      expect(res.status).toBe(200);
      expect((await markRead(other)).status).toBe(200);
    }
    // Whatever they sent, Maya's is still unread.
    expect((await bell(maya)).items.find((n) => n.id === mine.id)?.read).toBe(false);
    const row = await env.DB.prepare("SELECT read_at FROM notifications WHERE id = ?").bind(mine.id).first<{ read_at: number | null }>();
    expect(row?.read_at).toBeNull();

    // Maya marks hers: by id, then all.
    const marked = await markRead(maya, [mine.id]);
    expect((await marked.json()).data).toEqual({ unread: 0 });
    expect((await bell(maya)).items.find((n) => n.id === mine.id)?.read).toBe(true);
  });

  it("marks all of the caller's read when no ids are given; refuses what isn't JSON or names too many ids", async () => {
    const { token, id } = await memberWithDraft("Bell: read all");
    expect((await settledJob(token, await publishNow(token, id))).status).toBe("completed");
    const other = await createPost(token, { content: `Second ${marker()}` });
    expect((await settledJob(token, await publishNow(token, other))).status).toBe("completed");
    expect((await bell(token)).unread).toBe(2);
    expect((await (await markRead(token)).json()).data).toEqual({ unread: 0 });
    expect((await bell(token)).items.every((n) => n.read)).toBe(true);

    expect((await api("/api/notifications/read", { method: "POST", token, body: "ids=1", headers: { "content-type": "text/plain" } })).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `id-${i}`);
    expect((await postJson("/api/notifications/read", { ids: tooMany }, token)).status).toBe(400);
    expect((await api("/api/notifications")).status).toBe(401);
  });
});

describe("connection expiring", () => {
  /** Maya's account as LinkedIn issues most apps' tokens: no refresh token, ending at `endsAt`. */
  async function expiring(appId: string, endsAt: number) {
    await env.DB.prepare("UPDATE apps SET token_expires_at = ?, refresh_token_enc = NULL WHERE id = ?").bind(endsAt, appId).run();
  }

  it("tells the account's owner once per expiry, linking to /team; a new token is a new expiry", async () => {
    const { maya, arjun, appId } = await mayaAndArjun();
    const endsAt = Date.now() + 3 * DAY;
    await expiring(appId, endsAt);
    await keepHouse(env, log);
    await keepHouse(env, log);
    await cronSweep();
    const { items, unread } = await bell(maya);
    expect(unread).toBe(1);
    expect(items[0]).toMatchObject({ kind: "connection-expiring", postId: null, read: false });
    expect(items[0].text).toMatch(/^The LinkedIn connection of Maya Chen ends on \w+ \d+ \w+\. Reconnect it on the Team page/);
    // The editor isn't the account's owner.
    expect((await bell(arjun)).items).toHaveLength(0);

    // Reconnected with a new 60-day token, which comes close to its end in turn: told again, once.
    await expiring(appId, endsAt + 60 * DAY);
    await keepHouse(env, log, endsAt + 58 * DAY);
    await keepHouse(env, log, endsAt + 58 * DAY);
    expect((await bell(maya)).items.filter((n) => n.kind === "connection-expiring")).toHaveLength(2);
  });

  it("nothing while the end is further than the warning, for a refreshable token, or a signed-out account; a contributor's account tells the owners", async () => {
    const { maya, arjun, appId } = await mayaAndArjun();
    await expiring(appId, Date.now() + CONNECTION.warnBeforeMs + 60_000);
    await keepHouse(env, log);
    await env.DB.prepare("UPDATE apps SET token_expires_at = ?, refresh_token_enc = 'sealed-refresh' WHERE id = ?")
      .bind(Date.now() + DAY, appId)
      .run();
    await keepHouse(env, log);
    await env.DB.prepare("UPDATE apps SET refresh_token_enc = NULL, status = 'needs_reconnect' WHERE id = ?").bind(appId).run();
    await keepHouse(env, log);
    expect((await bell(maya)).items).toHaveLength(0);

    await env.DB.prepare("UPDATE apps SET status = 'active', user_id = NULL WHERE id = ?").bind(appId).run();
    await keepHouse(env, log);
    expect((await bell(maya)).items.map((n) => n.kind)).toEqual(["connection-expiring"]);
    expect((await bell(arjun)).items).toHaveLength(0);
  });
});
