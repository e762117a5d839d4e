/**
 * Invite links: created by a member, looked up by anyone holding the link, used once within
 * seven days by a teammate who signs in with LinkedIn through it and gets no session; the
 * account joins the inviter's team and no other. Every signed-in invite call is team-scoped.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  api,
  bindingFrom,
  client,
  connectThroughInvite,
  consentAtEmulator,
  count,
  createPost,
  followCallback,
  linkedinPostsContaining,
  marker,
  postRow,
  signIn,
  startInviteSignIn,
  waitFor,
} from "./helpers";

type Invite = {
  id: string;
  teamId: string;
  inviter: { id: string; name: string; email: string | null };
  meta: { provider: string; username: string | null };
  status: string;
};

async function createInvite(token: string, username?: string) {
  const res = await client(token).api.invite.$post({ json: username ? { username } : {} });
  return { status: res.status, body: (await res.json()) as { data: Invite } };
}
const lookUp = (id: string) => api(`/public/api/invites/${id}`);

type TeamApp = { id: string; name: string };
const teamApps = async (token: string): Promise<TeamApp[]> => (await (await client(token).api.apps.$get()).json()).data.data;

describe("invite links", () => {
  it("a member creates one (long and random), names the invitee if they like; the link shows inviter and username", async () => {
    const maya = await signIn("demo-maya-chen");
    const first = await createInvite(maya);
    expect(first.status).toBe(201);
    expect(first.body.data.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.data).toMatchObject({
      type: "connect-app",
      status: "pending",
      meta: { provider: "linkedin", username: null },
      // A Community Management app is given no email address (decision 100): the link shows the name alone.
      inviter: { name: "Maya Chen", email: null },
    });
    // Opening the dialog again gives the same open link, not a pile of them.
    const again = await createInvite(maya);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);

    const named = await createInvite(maya, "linkedin.com/in/lena-fischer");
    expect(named.status).toBe(201);
    expect(named.body.data.id).not.toBe(first.body.data.id);
    const lookup = await lookUp(named.body.data.id);
    expect(lookup.status).toBe(200);
    expect(((await lookup.json()) as { data: Invite }).data).toMatchObject({
      meta: { username: "lena-fischer" },
      // A Community Management app is given no email address (decision 100): the link shows the name alone.
      inviter: { name: "Maya Chen", email: null },
    });

    const bad = await client(maya).api.invite.$post({ json: { username: "not a handle at all!" } });
    expect(bad.status).toBe(400);
  });

  it("the invitee connects without an account: the account joins the inviter's team, no session, the link is used once", async () => {
    const maya = await signIn("demo-maya-chen");
    const { body } = await createInvite(maya);
    const sessionsBefore = await count("sessions");
    const { callback } = await connectThroughInvite(body.data);
    expect(callback?.status).toBe(302);
    // With the contributor's personal link in the fragment (decision 046), never in the query.
    expect(callback?.headers.get("location")).toMatch(/^\/invite\/app-connected#link=[\w-]{43}$/);
    expect(callback?.headers.get("set-cookie") ?? "").not.toMatch(/__Host-login_binding=[^;]/);
    expect(await count("sessions")).toBe(sessionsBefore);

    const apps = await teamApps(maya);
    expect(apps.map((a: { name: string }) => a.name)).toEqual(["Maya Chen", "Lena Fischer"]);
    const row = await env.DB.prepare("SELECT status, app_id FROM invites WHERE id = ?").bind(body.data.id).first<{ status: string; app_id: string }>();
    expect(row?.status).toBe("accepted");
    expect(row?.app_id).toBe(apps[1].id);
    // Tokens at rest are encrypted.
    const stored = await env.DB.prepare("SELECT access_token_enc FROM apps WHERE id = ?").bind(apps[1].id).first<string>("access_token_enc");
    expect(stored).not.toMatch(/^[\w-]+$/);

    // The link again (a replay, a second tab): refused, nothing added.
    const lookup = await lookUp(body.data.id);
    expect(lookup.status).toBe(410);
    expect(await lookup.json()).toEqual({ msg: "This invitation has already been used." });
    const replay = await connectThroughInvite(body.data);
    expect(replay.start.status).toBe(400);
    expect(await replay.start.json()).toEqual({ msg: "Invite not found" });
    expect(await teamApps(maya)).toHaveLength(2);
  });

  it("two callbacks racing with one invite: one account attached, the other sent back to the invitation", async () => {
    const maya = await signIn("demo-maya-chen");
    const { body } = await createInvite(maya);
    const startFor = async (member: string) => {
      const start = await startInviteSignIn(body.data, member);
      const binding = bindingFrom(start);
      const { data } = (await start.json()) as { data: { url: string } };
      return { ...(await consentAtEmulator(data.url, member)), binding };
    };
    // Both tabs started while the invite was open; then both come back.
    const [a, b] = [await startFor("member-lena-fischer"), await startFor("member-arjun-mehta")];
    const [ra, rb] = await Promise.all([followCallback(a.callbackPath, a.binding), followCallback(b.callbackPath, b.binding)]);
    const locations = [ra.headers.get("location"), rb.headers.get("location")].map((l) => l?.replace(/#link=.*$/, "")).sort();
    expect(locations).toEqual(["/invite/app-connected", `/invites/${encodeURIComponent(body.data.id)}?error=invite`].sort());
    expect(await teamApps(maya)).toHaveLength(2);
  });

  it("an account already connected to the team is updated, not added twice", async () => {
    const maya = await signIn("demo-maya-chen");
    await connectThroughInvite((await createInvite(maya)).body.data);
    await connectThroughInvite((await createInvite(maya, "lena-fischer")).body.data);
    expect((await teamApps(maya)).map((a: { name: string }) => a.name)).toEqual(["Maya Chen", "Lena Fischer"]);
  });

  it("a forged or altered teamId is refused: an invite never attaches an account to another team", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const { body } = await createInvite(maya);
    const arjunTeam = (await createInvite(arjun)).body.data.teamId;
    const forged = await connectThroughInvite({ id: body.data.id, teamId: arjunTeam });
    expect(forged.start.status).toBe(400);
    expect(await forged.start.json()).toEqual({ msg: "Invite not found" });
    expect(await teamApps(arjun)).toHaveLength(1);
    expect(await teamApps(maya)).toHaveLength(1);

    // The team in the stored state is the one checked at the callback too: altering the row after the start changes nothing.
    const start = await startInviteSignIn(body.data, "member-lena-fischer");
    const binding = bindingFrom(start);
    const { data } = (await start.json()) as { data: { url: string } };
    const { callbackPath, state } = await consentAtEmulator(data.url, "member-lena-fischer");
    await env.DB.prepare("UPDATE oauth_states SET team_id = ? WHERE id = ?").bind(arjunTeam, state).run();
    const callback = await followCallback(callbackPath, binding);
    expect(callback.headers.get("location")).toBe(`/invites/${encodeURIComponent(body.data.id)}?error=invite`);
    expect(await teamApps(arjun)).toHaveLength(1);
    expect(await teamApps(maya)).toHaveLength(1);
  });

  it("expires after seven days", async () => {
    const maya = await signIn("demo-maya-chen");
    const { body } = await createInvite(maya);
    await env.DB.prepare("UPDATE invites SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, body.data.id)
      .run();
    const lookup = await lookUp(body.data.id);
    expect(lookup.status).toBe(410);
    expect(await lookup.json()).toEqual({ msg: "This invitation has expired. Ask your teammate for a new link." });
    expect((await connectThroughInvite(body.data)).start.status).toBe(400);
    // A new dialog makes a new link rather than handing out the expired one.
    expect((await createInvite(maya)).body.data.id).not.toBe(body.data.id);
  });

  it("the team lists and revokes its open invites; another team can do neither", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const { body } = await createInvite(maya, "lena-fischer");
    expect((await (await client(maya).api.invites.$get()).json()).data.map((i: Invite) => i.id)).toEqual([body.data.id]);
    expect((await (await client(arjun).api.invites.$get()).json()).data).toEqual([]);

    const theirs = await client(arjun).api.invites[":id"].$delete({ param: { id: body.data.id } });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ msg: "Invite not found" });
    expect((await lookUp(body.data.id)).status).toBe(200);

    const revoked = await client(maya).api.invites[":id"].$delete({ param: { id: body.data.id } });
    expect(revoked.status).toBe(200);
    expect((await lookUp(body.data.id)).status).toBe(410);
    expect((await connectThroughInvite(body.data)).start.status).toBe(400);
    expect((await (await client(maya).api.invites.$get()).json()).data).toEqual([]);
  });

  it("lookup: a malformed id is 'Invalid invitation ID', an unknown one 'Invite not found'; creating needs a session", async () => {
    const malformed = await lookUp("abc");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ msg: "Invalid invitation ID" });
    const unknown = await lookUp("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ msg: "Invite not found" });
    expect((await api("/api/invite", { method: "POST", body: "{}" })).status).toBe(401);
    expect((await api("/api/invites")).status).toBe(401);
  });
});

describe("disconnecting an account", () => {
  /**
   * Maya's team with Lena's account connected through an invite, Lena letting the team publish for
   * her without asking (decision 046); posts scheduled as Lena, and as both.
   */
  async function teamWithLena() {
    const maya = await signIn("demo-maya-chen");
    await connectThroughInvite((await createInvite(maya)).body.data, "member-lena-fischer", "team");
    const [mayaApp, lenaApp] = await teamApps(maya);
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const lenaOnly = await createPost(maya, { content: `Lena's launch notes ${marker()}`, scheduledAt: at(2), appIds: [lenaApp.id] });
    // A post linked to both accounts (older data could be; new posts are one per account).
    const lenaToo = await createPost(maya, { content: `From both of us ${marker()}`, scheduledAt: at(3), appIds: [mayaApp.id] });
    await env.DB.prepare("INSERT INTO post_apps (post_id, app_id) VALUES (?, ?)").bind(lenaToo, lenaApp.id).run();
    const mayaOnly = await createPost(maya, { content: `Maya alone ${marker()}`, scheduledAt: at(4), appIds: [mayaApp.id] });
    return { maya, mayaApp, lenaApp, lenaOnly, lenaToo, mayaOnly };
  }
  const targets = async (postId: string) =>
    (await env.DB.prepare("SELECT app_id FROM post_apps WHERE post_id = ? ORDER BY app_id").bind(postId).all<{ app_id: string }>()).results.map(
      (r) => r.app_id,
    );

  it("shows the account's scheduled posts first; moved to another account, they go out as that one", async () => {
    const { maya, mayaApp, lenaApp, lenaOnly, lenaToo, mayaOnly } = await teamWithLena();
    const scheduled = await (await client(maya).api.apps[":id"].scheduled.$get({ param: { id: lenaApp.id } })).json();
    expect(scheduled.data.map((p: { id: string }) => p.id)).toEqual([lenaOnly, lenaToo]);

    const res = await client(maya).api.apps[":id"].$delete({ param: { id: lenaApp.id }, json: { scheduledPosts: "move", moveTo: mayaApp.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { id: lenaApp.id, status: "disconnected", scheduledPosts: 2 } });
    expect((await teamApps(maya)).map((a) => a.name)).toEqual(["Maya Chen"]);
    expect(await targets(lenaOnly)).toEqual([mayaApp.id]);
    expect(await targets(lenaToo)).toEqual([mayaApp.id]);
    expect(await targets(mayaOnly)).toEqual([mayaApp.id]);
    expect((await postRow(lenaOnly))?.status).toBe("scheduled");
    const tokens = await env.DB.prepare("SELECT access_token_enc, refresh_token_enc, status FROM apps WHERE id = ?").bind(lenaApp.id).first();
    expect(tokens).toEqual({ access_token_enc: "", refresh_token_enc: null, status: "disconnected" });

    // Published now: it goes out as Maya; nothing as Lena.
    const text = ((await postRow(lenaOnly))?.content as string) ?? "";
    await client(maya).api.post[":id"].publish.$post({ param: { id: lenaOnly }, json: {} });
    await waitFor(
      () => postRow(lenaOnly),
      (r) => r?.status === "published",
    );
    const out = await linkedinPostsContaining(text);
    expect(out.map((p) => p.author)).toEqual(["urn:li:person:demo-maya-chen"]);
  });

  it("or they become drafts; a post that also goes out as another account stays scheduled for that one", async () => {
    const { maya, mayaApp, lenaApp, lenaOnly, lenaToo } = await teamWithLena();
    const res = await client(maya).api.apps[":id"].$delete({ param: { id: lenaApp.id }, json: { scheduledPosts: "draft" } });
    expect(res.status).toBe(200);
    expect((await postRow(lenaOnly))?.status).toBe("draft");
    expect(await targets(lenaOnly)).toEqual([]);
    expect((await postRow(lenaToo))?.status).toBe("scheduled");
    expect(await targets(lenaToo)).toEqual([mayaApp.id]);
    // A new post cannot name the account that left.
    const refused = await client(maya).api.post.$post({ json: { provider: "linkedin", content: "Hello", appIds: [lenaApp.id] } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
  });

  it("another team can neither see nor disconnect the account; moving to another team's account is refused; a post in doubt holds it", async () => {
    const { maya, lenaApp, lenaOnly } = await teamWithLena();
    const arjun = await signIn("member-arjun-mehta");
    const [arjunApp] = await teamApps(arjun);
    expect((await client(arjun).api.apps[":id"].scheduled.$get({ param: { id: lenaApp.id } })).status).toBe(404);
    const theirs = await client(arjun).api.apps[":id"].$delete({ param: { id: lenaApp.id }, json: { scheduledPosts: "draft" } });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ msg: "That account is not connected to your team." });
    const elsewhere = await client(maya).api.apps[":id"].$delete({ param: { id: lenaApp.id }, json: { scheduledPosts: "move", moveTo: arjunApp.id } });
    expect(elsewhere.status).toBe(400);
    const missing = await api(`/api/apps/${lenaApp.id}`, { method: "DELETE", token: maya, body: JSON.stringify({ scheduledPosts: "move" }) });
    expect(await missing.json()).toEqual({ msg: "Choose the account that publishes them instead." });

    await env.DB.prepare("UPDATE posts SET status = 'unknown' WHERE id = ?").bind(lenaOnly).run();
    const held = await client(maya).api.apps[":id"].$delete({ param: { id: lenaApp.id }, json: { scheduledPosts: "draft" } });
    expect(held.status).toBe(409);
    expect((await teamApps(maya)).map((a) => a.name)).toEqual(["Maya Chen", "Lena Fischer"]);
  });

  it("a post created for two accounts is one post per account, each published as its account with its own attempts", async () => {
    const { maya, mayaApp, lenaApp } = await teamWithLena();
    const text = `From both of us ${marker()}`;
    const res = await client(maya).api.post.$post({ json: { provider: "linkedin", content: text, appIds: [mayaApp.id, lenaApp.id] } });
    expect(res.status).toBe(201);
    const created = (await res.json()).data;
    expect(created.apps.map((a) => a.name)).toEqual(["Maya Chen"]);
    expect(created.others).toHaveLength(1);
    const [lenaPost] = created.others;
    expect(await targets(lenaPost)).toEqual([lenaApp.id]);
    for (const id of [created.id, lenaPost]) await client(maya).api.post[":id"].publish.$post({ param: { id }, json: {} });
    for (const id of [created.id, lenaPost])
      await waitFor(
        () => postRow(id),
        (r) => r?.status === "published",
      );
    const out = await linkedinPostsContaining(text);
    expect(out.map((p) => p.author).sort()).toEqual(["urn:li:person:demo-maya-chen", "urn:li:person:member-lena-fischer"]);
    for (const id of [created.id, lenaPost]) {
      const attempts = (await (await client(maya).api.post[":id"].attempts.$get({ param: { id } })).json()).data;
      expect(attempts.map((t: { outcome: string | null }) => t.outcome)).toEqual(["published"]);
    }
    // An existing post belongs to one account.
    const two = await client(maya).api.post[":id"].$put({ param: { id: lenaPost }, json: { appIds: [mayaApp.id, lenaApp.id] } });
    expect(two.status).toBe(400);
    expect(await two.json()).toEqual({ msg: "A post goes out as one account. To post as another too, create a new post for it." });
  });

  it("a new invite connects the account again", async () => {
    const { maya, lenaApp } = await teamWithLena();
    await client(maya).api.apps[":id"].$delete({ param: { id: lenaApp.id }, json: { scheduledPosts: "draft" } });
    await connectThroughInvite((await createInvite(maya)).body.data);
    const apps = await teamApps(maya);
    expect(apps.map((a) => a.name)).toEqual(["Maya Chen", "Lena Fischer"]);
    expect(apps[1].id).toBe(lenaApp.id);
  });
});
