/**
 * No session token in an address (issue 9): the LinkedIn callback's /login-success?token= is a
 * one-time code that only the starting browser can trade, within a minute, once. The attack it
 * closes: a link to /login-success with the attacker's token signed the victim into the
 * attacker's team, where the victim then connected their LinkedIn account.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, authorizeWithEmulator, count, exchangeCode, followCallback, loginCodeFrom } from "./helpers";

const signInBody = { type: "login", provider: "linkedin", username: "maya-chen", profileType: "individual", redirectUrl: "/onboarding" };

async function callbackFor(member = "demo-maya-chen") {
  const { callbackPath, binding } = await authorizeWithEmulator({ ...signInBody, username: member.replace(/^member-|^demo-/, "") }, member);
  return followCallback(callbackPath, binding);
}

describe("the one-time sign-in code", () => {
  it("the callback's address carries a code, not a session token, and sets the login binding as a __Host- cookie", async () => {
    const callback = await callbackFor();
    const { code, loginBinding } = loginCodeFrom(callback);
    expect(await count("sessions")).toBe(0);
    // the code is no bearer token
    expect((await api("/api/me", { token: code })).status).toBe(401);
    expect(callback.headers.get("set-cookie")).toMatch(/__Host-login_binding=[\w-]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60; Secure/);
    const stored = await env.DB.prepare("SELECT * FROM login_codes").first<Record<string, string>>();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(loginBinding!);
    const traded = await exchangeCode(code, loginBinding);
    expect(traded.status).toBe(200);
    const { token } = ((await traded.json()) as { data: { token: string } }).data;
    expect((await api("/api/me", { token })).status).toBe(200);
    expect(await count("sessions")).toBe(1);
  });

  it("the fixation link: someone else's code opened in the victim's browser signs nobody in", async () => {
    const { code } = loginCodeFrom(await callbackFor("member-arjun-mehta"));
    // the victim's browser has no login binding, or one of its own
    for (const victim of [null, "the-victims-own-binding-nonce-000000"]) {
      const res = await exchangeCode(code, victim);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: "This sign-in link has expired or was already used. Please sign in again." });
    }
    expect(await count("sessions")).toBe(0);
  });

  it("a code used twice signs in once", async () => {
    const { code, loginBinding } = loginCodeFrom(await callbackFor());
    const [first, second] = await Promise.all([exchangeCode(code, loginBinding), exchangeCode(code, loginBinding)]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect((await exchangeCode(code, loginBinding)).status).toBe(400);
    expect(await count("sessions")).toBe(1);
  });

  it("a code used late (after a minute) signs nobody in", async () => {
    const { code, loginBinding } = loginCodeFrom(await callbackFor());
    await env.DB.prepare("UPDATE login_codes SET expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    expect((await exchangeCode(code, loginBinding)).status).toBe(400);
    expect(await count("sessions")).toBe(0);
  });

  it("a made-up or hostile code is refused plainly", async () => {
    for (const body of [{ code: "" }, { code: "x".repeat(500) }, { code: 42 }, {}]) {
      const res = await api("/public/api/session", { method: "POST", body: JSON.stringify(body), headers: { "x-login-binding": "abc" } });
      expect(res.status).toBe(400);
    }
    expect(await count("sessions")).toBe(0);
  });
});
