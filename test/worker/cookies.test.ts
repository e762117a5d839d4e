/**
 * Cookies another origin of the site cannot plant (issue 28 item 3, decision 058). The session and
 * the two sign-in bindings are `__Host-` cookies; a request carrying one of them twice is signed
 * out, through the web app's pass-through (app/lib/forward-to-api.ts) to this worker, as a browser
 * holding a planted cookie beside its own would send it; the old names are no session at all.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { forwardToApi, readCookie, readGuardedCookie } from "../../app/lib/forward-to-api";
import { AUTH_COOKIE, LOGIN_BINDING, OAUTH_BINDING } from "../../app/spec/limits";
import { api, authorizeWithEmulator, exchangeCode, followCallback, loginCodeFrom, postJson, signIn } from "./helpers";

const worker = exports.default as unknown as Fetcher;

/** A request as the browser sends it to the web app, with this Cookie header, through its pass-through. */
function throughWebApp(path: string, cookie: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("cookie", cookie);
  if (init.method && init.method !== "GET") {
    headers.set("origin", "http://app.test");
    headers.set("sec-fetch-site", "same-origin");
    headers.set("content-type", "application/json");
  }
  return forwardToApi(new Request(`http://app.test${path}`, { ...init, headers }), worker);
}

const meThrough = async (cookie: string) => {
  const res = await throughWebApp("/api/me", cookie);
  return { status: res.status, name: res.status === 200 ? ((await res.json()) as { data: { name: string } }).data.name : null };
};

/** Each Set-Cookie of a response (workerd has Headers.getSetCookie; the worker's types do not name it). */
const setCookies = (res: Response) => (res.headers as Headers & { getSetCookie(): string[] }).getSetCookie();

const signInBody = { type: "login", provider: "linkedin", username: "maya-chen", profileType: "individual", redirectUrl: "/onboarding" };

describe("the cookies' names and attributes", () => {
  it("the sign-in start sets __Host-oauth_binding: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax, ten minutes", async () => {
    const start = await postJson("/public/api/oauth", signInBody);
    expect(setCookies(start)).toEqual([expect.stringMatching(/^__Host-oauth_binding=[\w-]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/)]);
  });

  it("the callback removes the OAuth binding and sets __Host-login_binding for a minute, with the same attributes", async () => {
    const { callbackPath, binding } = await authorizeWithEmulator(signInBody);
    const callback = await followCallback(callbackPath, binding);
    expect(setCookies(callback)).toEqual([
      "__Host-oauth_binding=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure",
      expect.stringMatching(/^__Host-login_binding=[\w-]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60; Secure$/),
    ]);
  });

  it("the names the web app reads are the __Host- ones", () => {
    expect([AUTH_COOKIE.name, LOGIN_BINDING.cookie, OAUTH_BINDING.cookie]).toEqual(["__Host-auth_token", "__Host-login_binding", "__Host-oauth_binding"]);
  });
});

describe("two cookies of one name", () => {
  it("one session cookie is the member; the same with a second session cookie (either order) is nobody: 401", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    expect(await meThrough(`theme=dark; __Host-auth_token=${maya}`)).toEqual({ status: 200, name: "Maya Chen" });
    expect(await meThrough(`__Host-auth_token=${arjun}; __Host-auth_token=${maya}`)).toEqual({ status: 401, name: null });
    expect(await meThrough(`__Host-auth_token=${maya}; __Host-auth_token=${arjun}`)).toEqual({ status: 401, name: null });
    // the same token twice is refused too: the reader never guesses which one a sibling planted
    expect(await meThrough(`__Host-auth_token=${maya}; __Host-auth_token=${maya}`)).toEqual({ status: 401, name: null });
  });

  it("a repeated sign-in binding signs the request out as well, and a write through it runs as nobody", async () => {
    const maya = await signIn("demo-maya-chen");
    expect(await meThrough(`__Host-auth_token=${maya}; __Host-login_binding=a; __Host-login_binding=b`)).toEqual({ status: 401, name: null });
    expect(await meThrough(`__Host-oauth_binding=a; __Host-auth_token=${maya}; __Host-oauth_binding=b`)).toEqual({ status: 401, name: null });
    const write = await throughWebApp("/api/logout", `__Host-auth_token=${maya}; __Host-auth_token=${maya}`, { method: "POST", body: "{}" });
    expect(write.status).toBe(401);
    // the session was not ended by that request: it was never the member's
    expect((await api("/api/me", { token: maya })).status).toBe(200);
  });

  it("a repeated OAuth binding is no binding: the callback refuses the sign-in", async () => {
    const { callbackPath, binding } = await authorizeWithEmulator(signInBody);
    const callback = await throughWebApp(callbackPath, `__Host-oauth_binding=${binding}; __Host-oauth_binding=${binding}`);
    expect(callback.headers.get("location")).toBe("/signin?error=state");
    // the browser that holds it once still can
    const again = await throughWebApp(callbackPath, `__Host-oauth_binding=${binding}`);
    expect(again.headers.get("location")).toMatch(/^\/login-success\?token=/);
  });

  it("a repeated login binding is no binding: the reader gives /login-success's trade nothing to send", () => {
    expect(readGuardedCookie("__Host-login_binding=a", LOGIN_BINDING.cookie)).toBe("a");
    expect(readGuardedCookie("__Host-login_binding=a; __Host-login_binding=b", LOGIN_BINDING.cookie)).toBeNull();
    expect(readGuardedCookie("__Host-login_binding=a; __Host-auth_token=x; __Host-auth_token=y", LOGIN_BINDING.cookie)).toBeNull();
  });

  it("a repeated preference cookie (tz) is dropped alone: the session stands", async () => {
    const maya = await signIn("demo-maya-chen");
    expect(readCookie("tz=Europe%2FParis; tz=Asia%2FTokyo", "tz")).toBeNull();
    expect(await meThrough(`tz=Europe%2FParis; __Host-auth_token=${maya}; tz=Asia%2FTokyo`)).toEqual({ status: 200, name: "Maya Chen" });
  });
});

describe("the names before decision 058", () => {
  it("auth_token is no session: a browser holding only the old cookie is signed out", async () => {
    const maya = await signIn("demo-maya-chen");
    expect(await meThrough(`auth_token=${maya}`)).toEqual({ status: 401, name: null });
    // and beside the new one it changes nothing
    expect(await meThrough(`auth_token=nonsense; __Host-auth_token=${maya}`)).toEqual({ status: 200, name: "Maya Chen" });
  });

  it("login_binding and oauth_binding bind nothing", async () => {
    const { callbackPath, binding } = await authorizeWithEmulator(signInBody);
    const refused = await throughWebApp(callbackPath, `oauth_binding=${binding}`);
    expect(refused.headers.get("location")).toBe("/signin?error=state");
    const { code, loginBinding } = loginCodeFrom(await throughWebApp(callbackPath, `__Host-oauth_binding=${binding}`));
    // /login-success reads only the __Host- name: with the old one it has no binding to send
    expect(readGuardedCookie(`login_binding=${loginBinding}`, LOGIN_BINDING.cookie)).toBeNull();
    expect((await exchangeCode(code, null)).status).toBe(400);
  });
});
