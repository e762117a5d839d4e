/**
 * Roles and approvals (issue 25, docs/decisions/046), each tried by the person it should stop:
 * Maya owns the team; Arjun joined it as an editor through an invite; Lena connected her account
 * through an invite and answers only through her personal link. Every role × action is asked of
 * the API, not the screens.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  api,
  client,
  connectThroughInvite,
  createPost,
  exchangeCode,
  linkedinPostsContaining,
  loginCodeFrom,
  marker,
  postRow,
  signIn,
  waitFor,
} from "./helpers";
import { cronSweep, deliver, messageFor } from "./publishing-helpers";

type Team = { maya: string; arjun: string; lenaKey: string; mayaApp: string; arjunApp: string; lenaApp: string };
let team: Team;

/** An error's words, as the screens show them (any answer that is not `{data}` is `{msg}`). */
const msgOf = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { msg?: string }).msg;

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

async function invite(owner: string, type: "connect-app" | "join-team") {
  const res = await client(owner).api.invite.$post({ json: { type } });
  expect([200, 201]).toContain(res.status);
  return (await res.json()).data;
}

/** The invitee's Connect on the invitation page, their consent at LinkedIn, and the callback. */
async function throughInvite(inv: { id: string; teamId: string }, member: string, publishPolicy?: "ask" | "team") {
  const { start, callback } = await connectThroughInvite(inv, member, publishPolicy);
  expect(start.status).toBe(200);
  return callback as Response;
}

const keyFrom = (callback: Response) => {
  const location = callback.headers.get("location") ?? "";
  const key = /#link=([\w-]+)$/.exec(location)?.[1];
  if (!key) throw new Error(`no personal link in ${location}`);
  return key;
};

/** Lena's side: her link's key as a header, as /my-posts sends it. */
type LenaView = { account: { name: string }; posts: Array<{ id: string }> };
const asLena = (path: string, init: RequestInit = {}, key = team.lenaKey) =>
  api(`/public/api/contributor${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), "x-contributor-key": key } });
const lenaJson = (path: string, method: string, body: unknown, key = team.lenaKey) => asLena(path, { method, body: JSON.stringify(body) }, key);

const view = async (token: string, id: string) => {
  const res = await client(token).api.posts.$get({ query: {} });
  return (await res.json()).data.data.find((p) => p.id === id);
};
const schedule = (token: string, id: string, at = tomorrow()) => client(token).api.post[":id"].$patch({ param: { id }, json: { scheduledAt: at } });
const approve = (token: string, id: string, version: number) => client(token).api.post[":id"].approve.$post({ param: { id }, json: { version } });

// Storage is isolated per test (vitest-pool-workers): each test gets the team afresh.
beforeEach(async () => {
  const maya = await signIn("demo-maya-chen");
  const mayaApp = (await (await client(maya).api.apps.$get()).json()).data.data[0].id;

  const joined = await throughInvite(await invite(maya, "join-team"), "member-arjun-mehta");
  const { code, loginBinding } = loginCodeFrom(joined);
  const arjun = (await (await exchangeCode(code, loginBinding)).json()).data.token as string;

  const lenaKey = keyFrom(await throughInvite(await invite(maya, "connect-app"), "member-lena-fischer"));
  const accounts = (await (await client(maya).api.apps.$get()).json()).data.data;
  const arjunApp = accounts.find((a) => a.name === "Arjun Mehta")!.id;
  const lenaApp = accounts.find((a) => a.name === "Lena Fischer")!.id;
  team = { maya, arjun, lenaKey, mayaApp, arjunApp, lenaApp };
});

describe("roles", () => {
  it("an editor joins through an invite into the inviter's team, as an editor, with their account", async () => {
    const members = (await (await client(team.maya).api.team.$get()).json()).data.members;
    expect(members.map((m) => [m.name, m.role])).toEqual([
      ["Maya Chen", "owner"],
      ["Arjun Mehta", "editor"],
    ]);
    // Arjun sees Maya's team: her account, Lena's, his own.
    const his = (await (await client(team.arjun).api.apps.$get()).json()).data.data.map((a) => a.name);
    expect(his.sort()).toEqual(["Arjun Mehta", "Lena Fischer", "Maya Chen"]);
  });

  it("an editor's invite works once: a replay, even by someone else, joins nobody", async () => {
    const join = await invite(team.maya, "join-team");
    await throughInvite(join, "name:Omar Haddad");
    const replay = await connectThroughInvite(join, "member-lena-fischer");
    expect(replay.start.status).toBe(400);
    expect(await msgOf(replay.start)).toBe("Invite not found");
    const names = (await (await client(team.maya).api.team.$get()).json()).data.members.map((m) => m.name);
    expect(names).toEqual(["Maya Chen", "Arjun Mehta", "Omar Haddad"]);
  });

  it("hostile answers change nothing: a version that is not a number, a reason too long, a key in the address", async () => {
    const id = await createPost(team.arjun, { content: `Hostile ${marker()}`, appIds: [team.lenaApp], scheduledAt: tomorrow() });
    for (const body of [{ version: "1" }, { version: 1.5 }, { version: -1 }, {}]) {
      expect((await lenaJson(`/posts/${id}/approve`, "POST", body)).status).toBe(400);
    }
    const long = await lenaJson(`/posts/${id}/reject`, "POST", { version: 1, reason: "x".repeat(501) });
    expect(long.status).toBe(400);
    // The key only ever travels as a header: in the query it opens nothing.
    expect((await api(`/public/api/contributor?key=${team.lenaKey}`)).status).toBe(401);
    expect(await postRow(id)).toMatchObject({ status: "draft", approved_version: null, rejected_reason: null });
  });

  it("invites are an owner's: an editor can neither create, list nor revoke one", async () => {
    const created = await invite(team.maya, "connect-app");
    expect((await client(team.arjun).api.invite.$post({ json: {} })).status).toBe(403);
    expect((await client(team.arjun).api.invites.$get()).status).toBe(403);
    const revoke = await client(team.arjun).api.invites[":id"].$delete({ param: { id: created.id } });
    expect(revoke.status).toBe(403);
    expect(await msgOf(revoke)).toBe("Only a team owner can do that.");
    expect((await client(team.maya).api.invites[":id"].$delete({ param: { id: created.id } })).status).toBe(200);
  });

  it("members and roles are an owner's; the last owner stays; a removed member's session ends", async () => {
    const arjunId = (await (await client(team.maya).api.team.$get()).json()).data.members.find((m) => m.name === "Arjun Mehta")!.userId;
    const mayaId = (await (await client(team.maya).api.team.$get()).json()).data.members.find((m) => m.name === "Maya Chen")!.userId;
    expect((await client(team.arjun).api.team.members[":userId"].$patch({ param: { userId: arjunId }, json: { role: "owner" } })).status).toBe(403);
    expect((await client(team.arjun).api.team.members[":userId"].$delete({ param: { userId: mayaId } })).status).toBe(403);
    const lastOwner = await client(team.maya).api.team.members[":userId"].$patch({ param: { userId: mayaId }, json: { role: "editor" } });
    expect(lastOwner.status).toBe(409);
    expect(await msgOf(lastOwner)).toBe("A team needs at least one owner.");
    // Promoted, Arjun may manage invites; demoted again, he may not.
    expect((await client(team.maya).api.team.members[":userId"].$patch({ param: { userId: arjunId }, json: { role: "owner" } })).status).toBe(200);
    expect((await client(team.arjun).api.invites.$get()).status).toBe(200);
    expect((await client(team.maya).api.team.members[":userId"].$patch({ param: { userId: arjunId }, json: { role: "editor" } })).status).toBe(200);
    expect((await client(team.arjun).api.invites.$get()).status).toBe(403);
    // A hostile role is refused and changes nothing.
    const hostile = await api(`/api/team/members/${arjunId}`, { method: "PATCH", body: JSON.stringify({ role: "admin" }), token: team.maya });
    expect(hostile.status).toBe(400);
    expect((await (await client(team.maya).api.team.$get()).json()).data.members.find((m) => m.userId === arjunId)?.role).toBe("editor");
    // Removed, his session opens nothing in the team any more; an editor can't remove anyone.
    expect((await client(team.arjun).api.team.members[":userId"].$delete({ param: { userId: arjunId } })).status).toBe(403);
    expect((await client(team.maya).api.team.members[":userId"].$delete({ param: { userId: arjunId } })).status).toBe(200);
    expect((await client(team.arjun).api.posts.$get({ query: {} })).status).toBe(401);
    expect((await client(team.maya).api.team.members[":userId"].$delete({ param: { userId: mayaId } })).status).toBe(409);
  });

  it("another team sees none of this team's members, contributors or links", async () => {
    const stranger = await signIn("name:Omar Haddad", { username: "omar-haddad" });
    const theirs = (await (await client(stranger).api.team.$get()).json()).data;
    expect(theirs.members.map((m) => m.name)).toEqual(["Omar Haddad"]);
    expect(theirs.contributors).toEqual([]);
    expect((await client(stranger).api.team.contributors[":appId"].link.$post({ param: { appId: team.lenaApp } })).status).toBe(404);
    expect((await client(stranger).api.post[":id"].approve.$post({ param: { id: "x" }, json: { version: 1 } })).status).toBe(404);
  });
});

describe("approvals for a contributor's account", () => {
  it("an editor's post as Lena waits for her; publish now is refused; she sees only her posts and approves that version", async () => {
    const text = `For Lena ${marker()}`;
    const id = await createPost(team.arjun, { content: text, appIds: [team.lenaApp], scheduledAt: tomorrow() });
    let post = await view(team.arjun, id);
    expect(post?.status).toBe("draft");
    expect(post?.approval.waiting).toBe(true);

    const now = await client(team.arjun).api.post[":id"].publish.$post({ param: { id }, json: {} });
    expect(now.status).toBe(403);
    expect(await msgOf(now)).toBe("Lena Fischer approves posts in their name first. Ask for their approval.");
    // Not even the team's owner decides for her.
    const byOwner = await approve(team.maya, id, 1);
    expect(byOwner.status).toBe(403);
    expect(await msgOf(byOwner)).toBe("Only the person this account belongs to can do that.");

    const mayaOwn = await createPost(team.maya, { content: `Maya's own ${marker()}` });
    const mine = ((await (await asLena("")).json()) as { data: LenaView }).data;
    expect(mine.account.name).toBe("Lena Fischer");
    expect(mine.posts.map((p: { id: string }) => p.id)).toContain(id);
    expect(mine.posts.map((p: { id: string }) => p.id)).not.toContain(mayaOwn);
    // Maya's post is not hers to approve, even by id.
    expect((await lenaJson(`/posts/${mayaOwn}/approve`, "POST", { version: 1 })).status).toBe(404);

    const yes = await lenaJson(`/posts/${id}/approve`, "POST", { version: 1 });
    expect(yes.status).toBe(200);
    post = await view(team.arjun, id);
    expect(post?.status).toBe("scheduled");
    expect(post?.approval).toMatchObject({ waiting: false, approvedVersion: 1, approvedBy: "Lena Fischer" });
  });

  it("approval is per version: an edit after approval asks again, and a stale yes is refused", async () => {
    const id = await createPost(team.arjun, { content: `Version one ${marker()}`, appIds: [team.lenaApp], scheduledAt: tomorrow() });
    expect((await lenaJson(`/posts/${id}/approve`, "POST", { version: 1 })).status).toBe(200);
    // Only a new time: still approved.
    expect((await schedule(team.arjun, id, new Date(Date.now() + 2 * 86_400_000).toISOString())).status).toBe(200);
    expect((await view(team.arjun, id))?.status).toBe("scheduled");
    // New words: a new version, waiting again.
    await client(team.arjun).api.post[":id"].$patch({ param: { id }, json: { content: `Version two ${marker()}` } });
    const edited = await view(team.arjun, id);
    expect(edited).toMatchObject({ status: "draft", version: 2, approval: { waiting: true, approvedVersion: 1 } });
    const stale = await lenaJson(`/posts/${id}/approve`, "POST", { version: 1 });
    expect(stale.status).toBe(409);
    expect(await msgOf(stale)).toBe("This post changed since approval was asked. Look at it again.");
    expect((await lenaJson(`/posts/${id}/approve`, "POST", { version: 2 })).status).toBe(200);
    expect((await view(team.arjun, id))?.status).toBe("scheduled");
  });

  it("a rejection sends it back to draft with the reason; a reason is required; the history tells it all", async () => {
    const id = await createPost(team.arjun, { content: `Too salesy ${marker()}`, appIds: [team.lenaApp], scheduledAt: tomorrow() });
    const noReason = await lenaJson(`/posts/${id}/reject`, "POST", { version: 1, reason: "  " });
    expect(noReason.status).toBe(400);
    expect(await msgOf(noReason)).toBe("Say why, so the team can fix it.");
    expect((await lenaJson(`/posts/${id}/reject`, "POST", { version: 1, reason: "Not my voice: too salesy." })).status).toBe(200);
    const post = await view(team.arjun, id);
    expect(post).toMatchObject({ status: "draft", approval: { waiting: false, rejectedReason: "Not my voice: too salesy." } });
    const history = (
      (await (await asLena(`/posts/${id}/history`)).json()) as { data: { approvals: Array<{ kind: string; actor: string }> } }
    ).data.approvals.map((e: { kind: string; actor: string }) => [e.kind, e.actor]);
    expect(history).toEqual([
      ["requested", "Arjun Mehta"],
      ["rejected", "Lena Fischer"],
    ]);
  });

  it("Lena edits the text herself: a new version, which waits for her yes", async () => {
    const id = await createPost(team.arjun, { content: `Draft for Lena ${marker()}`, appIds: [team.lenaApp], scheduledAt: tomorrow() });
    const mine = `In my words ${marker()}`;
    const edit = await lenaJson(`/posts/${id}`, "PATCH", { version: 1, content: mine });
    expect(edit.status).toBe(200);
    expect(((await edit.json()) as { data: unknown }).data).toMatchObject({ content: mine, version: 2, status: "draft" });
    expect((await lenaJson(`/posts/${id}/approve`, "POST", { version: 2 })).status).toBe(200);
    expect((await postRow(id))?.status).toBe("scheduled");
  });

  it("nothing reaches LinkedIn unapproved, even a post forced due behind the API's back", async () => {
    const text = `Sneaky ${marker()}`;
    const id = await createPost(team.arjun, { content: text, appIds: [team.lenaApp] });
    // Scheduled and due behind the API's back, never approved.
    await env.DB.prepare("UPDATE posts SET status = 'scheduled', scheduled_at = ?, queued_at = NULL WHERE id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    // Its publish message arrives, as a sweep would queue it: the job holds it for Lena instead.
    await deliver(await messageFor(team.arjun, id));
    const held = await postRow(id);
    expect(held).toMatchObject({ status: "draft", version: 1, approved_version: null });
    expect(held?.approval_requested_at).not.toBeNull();
    // Forced due again and swept: still nothing goes out.
    await env.DB.prepare("UPDATE posts SET status = 'scheduled', scheduled_at = ?, queued_at = NULL WHERE id = ?")
      .bind(Date.now() - 1000, id)
      .run();
    await cronSweep();
    await deliver(await messageFor(team.arjun, id));
    expect((await postRow(id))?.status).toBe("draft");
    expect(await linkedinPostsContaining(text)).toEqual([]);
  });

  it("with Lena's standing permission the team publishes without asking; only she can give or take it back", async () => {
    expect((await client(team.maya).api.apps[":id"].policy.$put({ param: { id: team.lenaApp }, json: { policy: "team" } })).status).toBe(403);
    expect((await lenaJson("/policy", "PUT", { policy: "team" })).status).toBe(200);
    const id = await createPost(team.arjun, { content: `Trusted ${marker()}`, appIds: [team.lenaApp], scheduledAt: tomorrow() });
    expect((await view(team.arjun, id))?.status).toBe("scheduled");
    expect((await lenaJson("/policy", "PUT", { policy: "ask" })).status).toBe(200);
  });

  it("her link: revoked by an owner or expired, it opens nothing; a new one is shown once; an editor can't make one", async () => {
    expect((await client(team.arjun).api.team.contributors[":appId"].link.$post({ param: { appId: team.lenaApp } })).status).toBe(403);
    const fresh = await client(team.maya).api.team.contributors[":appId"].link.$post({ param: { appId: team.lenaApp } });
    expect(fresh.status).toBe(201);
    const freshKey = /#key=([\w-]+)$/.exec((await fresh.json()).data.url)![1];
    // The new link replaced the old one.
    expect((await asLena("")).status).toBe(401);
    expect((await asLena("", {}, freshKey)).status).toBe(200);
    const state = (await (await client(team.maya).api.team.$get()).json()).data.contributors.find((c) => c.appId === team.lenaApp);
    expect(state?.link.state).toBe("active");
    expect(JSON.stringify(state)).not.toContain(freshKey);

    await env.DB.prepare("UPDATE contributor_links SET expires_at = ? WHERE app_id = ? AND revoked_at IS NULL")
      .bind(Date.now() - 1, team.lenaApp)
      .run();
    const expired = await asLena("", {}, freshKey);
    expect(expired.status).toBe(401);
    expect(await msgOf(expired)).toBe("This link has expired or was revoked. Ask the team for a new one.");

    const again = await client(team.maya).api.team.contributors[":appId"].link.$post({ param: { appId: team.lenaApp } });
    const key = /#key=([\w-]+)$/.exec((await again.json()).data.url)![1];
    expect((await client(team.arjun).api.team.contributors[":appId"].link.$delete({ param: { appId: team.lenaApp } })).status).toBe(403);
    expect((await client(team.maya).api.team.contributors[":appId"].link.$delete({ param: { appId: team.lenaApp } })).status).toBe(200);
    expect((await asLena("", {}, key)).status).toBe(401);
    // A guessed or hostile key is the same 401.
    expect((await asLena("", {}, "x".repeat(43))).status).toBe(401);
    expect((await asLena("", {}, "' OR 1=1 --")).status).toBe(401);
    team.lenaKey = key; // revoked: later tests make their own
  });
});

describe("approvals for members' own accounts", () => {
  it("an editor's post as the owner's personal account waits for her; she approves it in the app", async () => {
    const id = await createPost(team.arjun, { content: `For Maya ${marker()}`, appIds: [team.mayaApp], scheduledAt: tomorrow() });
    expect((await view(team.maya, id))?.approval.waiting).toBe(true);
    expect((await approve(team.arjun, id, 1)).status).toBe(403);
    expect((await approve(team.maya, id, 1)).status).toBe(200);
    expect((await view(team.maya, id))?.status).toBe("scheduled");
  });

  it("a member scheduling as their own account needs nobody; publish now as one's own account works", async () => {
    const id = await createPost(team.arjun, { content: `Arjun's own ${marker()}`, appIds: [team.arjunApp], scheduledAt: tomorrow() });
    expect((await view(team.arjun, id))?.status).toBe("scheduled");
    const text = `Arjun now ${marker()}`;
    const now = await createPost(team.arjun, { content: text, appIds: [team.arjunApp] });
    expect((await client(team.arjun).api.post[":id"].publish.$post({ param: { id: now }, json: {} })).status).toBe(202);
    await waitFor(
      () => postRow(now),
      (r) => r?.status === "published",
    );
  });

  it("the content calendar's drafts wait for their account's owner: an editor's 'Schedule all' asks, the owner's schedules", async () => {
    const insert = async (title: string) => {
      const id = crypto.randomUUID();
      const at = Date.now() + 3 * 86_400_000;
      const teamId = (await env.DB.prepare("SELECT team_id FROM apps WHERE id = ?").bind(team.mayaApp).first<{ team_id: string }>())!.team_id;
      await env.DB.batch([
        env.DB.prepare(
          "INSERT INTO posts (id, team_id, title, content, status, scheduled_at, generated_by, needs_review, writer) VALUES (?, ?, ?, ?, 'draft', ?, 'job-1', 1, 'offline')",
        ).bind(id, teamId, title, `${title} ${marker()}`, at),
        env.DB.prepare("INSERT INTO post_apps (post_id, app_id) VALUES (?, ?)").bind(id, team.mayaApp),
      ]);
      return id;
    };
    const a = await insert("Generated A");
    const byEditor = await client(team.arjun).api.posts["schedule-all"].$post({ json: { ids: [a] } });
    expect((await byEditor.json()).data).toMatchObject({ scheduled: 0, waitingForApproval: 1 });
    expect((await postRow(a))?.status).toBe("draft");
    const b = await insert("Generated B");
    const byOwner = await client(team.maya).api.posts["schedule-all"].$post({ json: { ids: [b] } });
    expect((await byOwner.json()).data).toMatchObject({ scheduled: 1, waitingForApproval: 0 });
    expect((await postRow(b))?.status).toBe("scheduled");
    // Even with the team allowed to publish as Maya, generated text waits for her.
    await client(team.maya).api.apps[":id"].policy.$put({ param: { id: team.mayaApp }, json: { policy: "team" } });
    const c = await insert("Generated C");
    await client(team.arjun).api.posts["schedule-all"].$post({ json: { ids: [c] } });
    expect((await postRow(c))?.status).toBe("draft");
    await client(team.maya).api.apps[":id"].policy.$put({ param: { id: team.mayaApp }, json: { policy: "ask" } });
  });

  it("delete: an editor deletes what they wrote, not the owner's; the owner deletes anything", async () => {
    const mayas = await createPost(team.maya, { content: `Maya's ${marker()}` });
    const arjuns = await createPost(team.arjun, { content: `Arjun's ${marker()}` });
    const refused = await client(team.arjun).api.post[":id"].$delete({ param: { id: mayas } });
    expect(refused.status).toBe(403);
    expect(await msgOf(refused)).toBe("Only the post's author or a team owner can delete it.");
    expect(await postRow(mayas)).not.toBeNull();
    expect((await client(team.arjun).api.post[":id"].$delete({ param: { id: arjuns } })).status).toBe(200);
    const another = await createPost(team.arjun, { content: `Arjun's second ${marker()}` });
    expect((await client(team.maya).api.post[":id"].$delete({ param: { id: another } })).status).toBe(200);
  });

  it("disconnect: an editor can't let go of others' accounts, only their own; the policy is the account's owner's", async () => {
    const body = { scheduledPosts: "draft" as const };
    expect((await client(team.arjun).api.apps[":id"].$delete({ param: { id: team.mayaApp }, json: body })).status).toBe(403);
    expect((await client(team.arjun).api.apps[":id"].$delete({ param: { id: team.lenaApp }, json: body })).status).toBe(403);
    expect((await client(team.arjun).api.apps[":id"].policy.$put({ param: { id: team.mayaApp }, json: { policy: "team" } })).status).toBe(403);
    expect((await client(team.maya).api.apps[":id"].policy.$put({ param: { id: team.arjunApp }, json: { policy: "team" } })).status).toBe(403);
    expect((await client(team.arjun).api.apps[":id"].$delete({ param: { id: team.arjunApp }, json: body })).status).toBe(200);
  });

  it("posting slots are an account's settings: an editor changes his own, not the owner's", async () => {
    const week = { timeZone: "Europe/Berlin", slots: [{ weekday: 1, time: "08:30" }] };
    const refused = await client(team.arjun).api.apps[":id"].slots.$put({ param: { id: team.mayaApp }, json: week });
    expect(refused.status).toBe(403);
    expect(await msgOf(refused)).toBe("Only a team owner can do that.");
    expect((await client(team.arjun).api.apps[":id"].slots.$put({ param: { id: team.arjunApp }, json: week })).status).toBe(200);
    expect((await client(team.maya).api.apps[":id"].slots.$put({ param: { id: team.arjunApp }, json: week })).status).toBe(200);
  });

  it("Lena's link acts on her account's posts only: another account's post, another team's, or the members' API", async () => {
    const mayas = await createPost(team.maya, { content: `Maya's own ${marker()}`, scheduledAt: tomorrow() });
    const arjuns = await createPost(team.arjun, { content: `Arjun's own ${marker()}`, appIds: [team.arjunApp] });
    const stranger = await signIn("name:Omar Haddad", { username: "omar-haddad" });
    const strangers = await createPost(stranger, { content: `Omar's own ${marker()}` });
    // The control: the same calls on a post of her own account answer.
    const hers = await createPost(team.arjun, { content: `For Lena ${marker()}`, appIds: [team.lenaApp] });
    expect((await asLena(`/posts/${hers}/history`)).status).toBe(200);
    for (const id of [mayas, arjuns, strangers]) {
      expect((await lenaJson(`/posts/${id}`, "PATCH", { version: 1, content: `Hijacked ${marker()}` })).status).toBe(404);
      expect((await lenaJson(`/posts/${id}/reject`, "POST", { version: 1, reason: "Not mine" })).status).toBe(404);
      expect((await asLena(`/posts/${id}/history`)).status).toBe(404);
    }
    expect(await postRow(mayas)).toMatchObject({ status: "scheduled", version: 1, rejected_reason: null });
    expect((await postRow(strangers))?.content).toContain("Omar's own");
    // Her key is no session: as a bearer token it opens none of the members' API.
    for (const path of ["/api/posts", "/api/team", "/api/apps", "/api/invites", `/api/post/${mayas}`]) {
      expect((await api(path, { token: team.lenaKey })).status).toBe(401);
    }
    expect((await api(`/api/post/${mayas}`, { method: "DELETE", token: team.lenaKey })).status).toBe(401);
    expect(await postRow(mayas)).not.toBeNull();
  });

  it("an owner disconnects a contributor's account; her scheduled posts go back to drafts and her link opens nothing", async () => {
    const id = await createPost(team.arjun, { content: `Approved for Lena ${marker()}`, appIds: [team.lenaApp], scheduledAt: tomorrow() });
    expect((await lenaJson(`/posts/${id}/approve`, "POST", { version: 1 })).status).toBe(200);
    expect((await postRow(id))?.status).toBe("scheduled");
    const res = await client(team.maya).api.apps[":id"].$delete({ param: { id: team.lenaApp }, json: { scheduledPosts: "draft" } });
    expect(res.status).toBe(200);
    expect((await postRow(id))?.status).toBe("draft");
    expect((await asLena("")).status).toBe(401);
  });

  it("Lena disconnects herself through her link; the link then opens nothing", async () => {
    const again = await client(team.maya).api.team.contributors[":appId"].link.$post({ param: { appId: team.lenaApp } });
    const key = /#key=([\w-]+)$/.exec((await again.json()).data.url)![1];
    const id = await createPost(team.arjun, { content: `Before she leaves ${marker()}`, appIds: [team.lenaApp], scheduledAt: tomorrow() });
    expect((await lenaJson(`/posts/${id}/approve`, "POST", { version: 1 }, key)).status).toBe(200);
    expect((await lenaJson("/disconnect", "POST", {}, key)).status).toBe(200);
    expect((await postRow(id))?.status).toBe("draft");
    expect((await asLena("", {}, key)).status).toBe(401);
  });
});
