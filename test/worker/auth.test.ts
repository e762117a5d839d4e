import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signSessionToken, verifySessionToken } from "../../worker/auth/session-token";
import { signExportClaim, verifyExportClaim } from "../../worker/storage/export-url";
import { signUploadClaim, verifyUploadClaim } from "../../worker/storage/upload-url";
import { api, bindingFrom, consentAtEmulator, count, followCallback, postJson, signIn } from "./helpers";

describe("auth middleware", () => {
  it("refuses a call with no token: 'Auth token not found in cookies'", async () => {
    for (const path of ["/api/me", "/api/apps"]) {
      const res = await api(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ msg: "Auth token not found in cookies" });
    }
  });

  it("refuses a forged or tampered token", async () => {
    const token = await signIn();
    const [v, payload, sig] = token.split(".");
    const forgedPayload = btoa(JSON.stringify({ sid: "x", exp: Date.now() + 1e6, user: { id: "x", name: "Eve", avatar: null } }))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
    // One character of the signature changed, always to another one ("…AA" in place of the last two was
    // no change at all for about one signature in 1,024, and passed).
    const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const other = (c: string) => B64[(B64.indexOf(c) + 1) % 64];
    const tampered = `${sig.slice(0, 10)}${other(sig[10])}${sig.slice(11)}`;
    // The same signature bytes spelled otherwise: the last character's unused low bits set. Decoders
    // read it as the same signature; it is not the token we issued.
    const respelled = `${sig.slice(0, -1)}${B64[B64.indexOf(sig.at(-1)!) | 1]}`;
    expect(respelled).not.toBe(sig);
    for (const bad of [`${v}.${forgedPayload}.${sig}`, `${v}.${payload}.${tampered}`, `${v}.${payload}.${respelled}`, "garbage", `${token}x`]) {
      const res = await api("/api/me", { token: bad });
      expect(res.status, bad).toBe(401);
      expect(((await res.json()) as { msg: string }).msg).toMatch(/session/i);
    }
  });

  it("refuses a well-signed token whose session does not exist", async () => {
    const token = await signSessionToken(env.SESSION_SECRET, { sid: "no-such-session", exp: Date.now() + 60_000, user: { id: "u", name: "U", avatar: null } });
    expect((await api("/api/me", { token })).status).toBe(401);
  });

  it("refuses an expired session", async () => {
    const token = await signIn();
    await env.DB.prepare("UPDATE sessions SET expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    expect((await api("/api/me", { token })).status).toBe(401);
  });

  it("logout ends the session on the server: the same token stops working", async () => {
    const token = await signIn();
    expect((await api("/api/me", { token })).status).toBe(200);
    const out = await api("/api/logout", { method: "POST", token });
    expect(out.status).toBe(200);
    const after = await api("/api/me", { token });
    expect(after.status).toBe(401);
  });
});

describe("signed tokens: each passes for its own use only", () => {
  // One payload every use's schema would read (zod drops the fields it does not know).
  const later = Date.now() + 60 * 60_000;
  const everyField = {
    sid: "s1",
    user: { id: "u1", name: "Eve", avatar: null },
    exportId: "e1",
    teamId: "t1",
    userId: "u1",
    key: "teams/t1/uploads/a.png",
    contentType: "image/png",
    maxBytes: 1000,
  };

  it("an export link is no upload token and no session, an upload token no export link", async () => {
    const secret = env.SESSION_SECRET;
    const exportLink = await signExportClaim(secret, { ...everyField, exp: later });
    const upload = await signUploadClaim(secret, { ...everyField, exp: Math.floor(later / 1000) });
    expect(await verifyExportClaim(secret, exportLink)).toMatchObject({ exportId: "e1" });
    expect(await verifyUploadClaim(secret, upload)).toMatchObject({ ok: true, claim: { key: everyField.key } });

    expect(await verifyUploadClaim(secret, exportLink)).toEqual({ ok: false, reason: "signature" });
    expect(await verifyExportClaim(secret, upload)).toBeNull();
    expect(await verifySessionToken(secret, `v1.${exportLink}`)).toBeNull();
    expect((await api("/api/me", { token: `v1.${upload}` })).status).toBe(401);
  });

  it("a session token is no upload token; a changed version, payload or signature passes nothing", async () => {
    const secret = env.SESSION_SECRET;
    const session = await signSessionToken(secret, { ...everyField, exp: later });
    expect(await verifySessionToken(secret, session)).toMatchObject({ sid: "s1" });
    expect(await verifyUploadClaim(secret, session.slice("v1.".length))).toEqual({ ok: false, reason: "signature" });
    const [, payload, signature] = session.split(".");
    for (const bad of [
      `v2.${payload}.${signature}`,
      `${payload}.${signature}`,
      `v1.${payload}x.${signature}`,
      `v1.${payload}.${payload}.${signature}`,
      `v1.${payload}.`,
    ]) {
      expect(await verifySessionToken(secret, bad)).toBeNull();
    }
    expect(await verifySessionToken("another secret", session)).toBeNull();
  });

  it("an expired upload token says so; an expired export link or session passes nothing", async () => {
    const secret = env.SESSION_SECRET;
    const past = Date.now() - 1000;
    expect(await verifyUploadClaim(secret, await signUploadClaim(secret, { ...everyField, exp: Math.floor(past / 1000) }))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await verifyExportClaim(secret, await signExportClaim(secret, { ...everyField, exp: past }))).toBeNull();
    expect(await verifySessionToken(secret, await signSessionToken(secret, { ...everyField, exp: past }))).toBeNull();
  });
});

describe("GET /api/apps", () => {
  it("lists only the caller's team's accounts, without tokens", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const mine = (await (await api("/api/apps", { token: maya })).json()) as { data: { data: Array<Record<string, unknown>> } };
    expect(mine.data.data).toHaveLength(1);
    expect(mine.data.data[0]).toMatchObject({ name: "Maya Chen", provider: "linkedin", status: "active", username: "maya-chen" });
    expect(JSON.stringify(mine)).not.toMatch(/token/i);
    const theirs = (await (await api("/api/apps", { token: arjun })).json()) as { data: { data: Array<{ name: string }> } };
    expect(theirs.data.data.map((a) => a.name)).toEqual(["Arjun Mehta"]);
  });
});

describe("POST /api/oauth: connect an account from the app", () => {
  it("needs a session", async () => {
    const res = await postJson("/api/oauth", { provider: "linkedin", redirectUrl: "calendar", type: "login" });
    expect(res.status).toBe(401);
  });

  it("returns the LinkedIn URL and, after consent, adds the account to the caller's team", async () => {
    const maya = await signIn("demo-maya-chen");
    const res = await postJson("/api/oauth", { provider: "linkedin", redirectUrl: "calendar", type: "login" }, maya);
    expect(res.status).toBe(200);
    const binding = bindingFrom(res);
    const { data } = (await res.json()) as { data: { url: string } };
    const { callbackPath } = await consentAtEmulator(data.url, "member-lena-fischer");
    const back = await followCallback(callbackPath, binding);
    expect(back.headers.get("location")).toBe("/calendar?connect=ok");
    const apps = (await (await api("/api/apps", { token: maya })).json()) as { data: { data: Array<{ name: string }> } };
    expect(apps.data.data.map((a) => a.name).sort()).toEqual(["Lena Fischer", "Maya Chen"]);
    expect(await count("sessions")).toBe(1); // connecting opens no session
  });

  it("refuses an off-site redirect", async () => {
    const maya = await signIn();
    const res = await postJson("/api/oauth", { provider: "linkedin", redirectUrl: "//evil.com", type: "login" }, maya);
    expect(res.status).toBe(400);
    expect(await count("oauth_states")).toBe(1); // only the sign-in's own state
  });
});
