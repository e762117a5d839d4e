/**
 * Members are warned before their LinkedIn connection ends (issue 22, item 3): GET /api/apps says
 * when each account's connection ends and whether it ends soon (no refresh token, within 7 days,
 * or already past while still active), and whether the member looking can reconnect it
 * themselves. Never a token, never another team's account.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONNECTION } from "../../app/spec/connection";
import { bindingFrom, client, consentAtEmulator, followCallback, postJson, signIn } from "./helpers";

const DAY = 86_400_000;

type TeamApp = { id: string; name: string; status: string; connectionExpiresAt: string | null; expiresSoon: boolean; yours: boolean };
const teamApps = async (token: string): Promise<TeamApp[]> => (await (await client(token).api.apps.$get()).json()).data.data;

/** Sets an account's token as LinkedIn issued it: an expiry, and a refresh token or none. */
async function setToken(appId: string, { expiresAt, refreshable, status = "active" }: { expiresAt: number | null; refreshable: boolean; status?: string }) {
  await env.DB.prepare("UPDATE apps SET token_expires_at = ?, refresh_token_enc = ?, status = ? WHERE id = ?")
    .bind(expiresAt, refreshable ? "sealed-refresh" : null, status, appId)
    .run();
}

async function mayaAndHerApp() {
  const maya = await signIn("demo-maya-chen");
  const [app] = await teamApps(maya);
  return { maya, app };
}

describe("GET /api/apps: when a connection ends", () => {
  it("an account without a refresh token that ends in 3 days ends soon, with its day", async () => {
    const { maya, app } = await mayaAndHerApp();
    const endsAt = Date.now() + 3 * DAY;
    await setToken(app.id, { expiresAt: endsAt, refreshable: false });
    const [seen] = await teamApps(maya);
    expect(seen).toMatchObject({ id: app.id, name: "Maya Chen", status: "active", expiresSoon: true, yours: true });
    expect(seen.connectionExpiresAt).toBe(new Date(endsAt).toISOString());
  });

  it("not one that ends in 20 days, nor one that a refresh token renews", async () => {
    const { maya, app } = await mayaAndHerApp();
    const in20 = Date.now() + 20 * DAY;
    await setToken(app.id, { expiresAt: in20, refreshable: false });
    expect((await teamApps(maya))[0]).toMatchObject({ expiresSoon: false, connectionExpiresAt: new Date(in20).toISOString() });

    await setToken(app.id, { expiresAt: Date.now() + 3 * DAY, refreshable: true });
    expect((await teamApps(maya))[0]).toMatchObject({ expiresSoon: false, connectionExpiresAt: null });
  });

  it("the warning starts 7 days before the end; an end already past still warns while the account is active", async () => {
    const { maya, app } = await mayaAndHerApp();
    await setToken(app.id, { expiresAt: Date.now() + CONNECTION.warnBeforeMs + 60_000, refreshable: false });
    expect((await teamApps(maya))[0].expiresSoon).toBe(false);
    await setToken(app.id, { expiresAt: Date.now() + CONNECTION.warnBeforeMs - 60_000, refreshable: false });
    expect((await teamApps(maya))[0].expiresSoon).toBe(true);
    await setToken(app.id, { expiresAt: Date.now() - DAY, refreshable: false });
    expect((await teamApps(maya))[0].expiresSoon).toBe(true);
    // Signed out by LinkedIn already: the reconnect banner says so, not the warning.
    await setToken(app.id, { expiresAt: Date.now() - DAY, refreshable: false, status: "needs_reconnect" });
    expect((await teamApps(maya))[0]).toMatchObject({ status: "needs_reconnect", expiresSoon: false });
    // No expiry from LinkedIn: nothing to warn about.
    await setToken(app.id, { expiresAt: null, refreshable: false });
    expect((await teamApps(maya))[0]).toMatchObject({ expiresSoon: false, connectionExpiresAt: null });
  });

  it("another team never sees the account; the answer carries no token", async () => {
    const { maya, app } = await mayaAndHerApp();
    await setToken(app.id, { expiresAt: Date.now() + 3 * DAY, refreshable: false });
    const arjun = await signIn("member-arjun-mehta");
    const theirs = await teamApps(arjun);
    expect(theirs.map((a) => a.name)).toEqual(["Arjun Mehta"]);
    expect(theirs.some((a) => a.id === app.id)).toBe(false);
    expect(theirs[0]).toMatchObject({ expiresSoon: false, yours: true });

    const res = await client(maya).api.apps.$get();
    const text = await res.text();
    expect(text).not.toMatch(/token|sealed-refresh|refresh|urn:li/i);
    const [seen] = (JSON.parse(text) as { data: { data: Array<Record<string, unknown>> } }).data.data;
    expect(Object.keys(seen).sort()).toEqual(
      [
        "analyticsAllowed",
        "analyticsOnOffer",
        "avatar",
        "connectionExpiresAt",
        "contributor",
        "expiresSoon",
        "id",
        "name",
        "profileType",
        "provider",
        "publishPolicy",
        "status",
        "username",
        "yours",
      ].sort(),
    );
  });

  it("an account a teammate connected through an invite is not the member's to reconnect", async () => {
    const { maya } = await mayaAndHerApp();
    const invite = (await (await client(maya).api.invite.$post({ json: {} })).json()).data;
    const start = await postJson("/public/api/oauth", {
      type: "invite",
      provider: "linkedin",
      username: "lena-fischer",
      profileType: "individual",
      redirectUrl: "/invite/app-connected",
      teamId: invite.teamId,
      inviteId: invite.id,
    });
    const { data } = (await start.json()) as { data: { url: string } };
    const { callbackPath } = await consentAtEmulator(data.url, "member-lena-fischer");
    expect((await followCallback(callbackPath, bindingFrom(start))).headers.get("location")).toMatch(/^\/invite\/app-connected#link=/);

    const apps = await teamApps(maya);
    expect(apps.map((a) => [a.name, a.yours])).toEqual([
      ["Maya Chen", true],
      ["Lena Fischer", false],
    ]);
    // Lena's token ends soon: the warning is there for Maya to see, but she is not the one to reconnect it.
    await setToken(apps[1].id, { expiresAt: Date.now() + 2 * DAY, refreshable: false });
    expect((await teamApps(maya))[1]).toMatchObject({ name: "Lena Fischer", expiresSoon: true, yours: false });
  });
});
