/**
 * Doors an attacker would try (issue 9), through the real worker: redirects off the site at
 * sign-in and connect, oversized bodies, hostile "types", the sign-in rate limit, enumeration of
 * the studio's members, and a GET with side effects.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, authorizeWithEmulator, count, followCallback, loginCodeFrom, postJson, signIn } from "./helpers";

const signInBody = (extra: Record<string, unknown> = {}) => ({
  type: "login",
  provider: "linkedin",
  username: "maya-chen",
  profileType: "individual",
  redirectUrl: "/onboarding",
  ...extra,
});

const REDIRECT_PAYLOADS = [
  "/.//evil.com",
  "/x/..//evil.com",
  "/%2e//evil.com",
  "/%2F%2Fevil.com",
  "%2F%2Fevil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "//evil.com",
  "///evil.com",
  "\\\\evil.com",
  "/\\evil.com",
  "javascript:alert(1)",
  "https://evil.com",
];

describe("redirects stay on this site", () => {
  for (const redirectUrl of REDIRECT_PAYLOADS) {
    it(`sign-in refuses ${JSON.stringify(redirectUrl)} with 400 and stores nothing`, async () => {
      const res = await postJson("/public/api/oauth", signInBody({ redirectUrl }));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: "redirectUrl must be a path of this site" });
      expect(await count("oauth_states")).toBe(0);
    });
  }

  it("connecting an account refuses every payload too, and stores nothing", async () => {
    const token = await signIn();
    const before = await count("oauth_states");
    for (const redirectUrl of REDIRECT_PAYLOADS) {
      const res = await postJson("/api/oauth", { provider: "linkedin", redirectUrl, type: "login" }, token);
      expect(res.status, redirectUrl).toBe(400);
    }
    expect(await count("oauth_states")).toBe(before);
  });

  it("a stored redirect that is somehow off-site is checked again at the callback", async () => {
    const { callbackPath, binding } = await authorizeWithEmulator(signInBody({ redirectUrl: "/calendar" }));
    await env.DB.prepare("UPDATE oauth_states SET redirect_url = '/.//evil.com'").run();
    const callback = await followCallback(callbackPath, binding);
    const next = new URL(callback.headers.get("location")!, "http://app.test").searchParams.get("next");
    expect(next).toBe("/onboarding");
    expect(loginCodeFrom(callback).code).toBeTruthy();
  });
});

describe("bounded bodies", () => {
  it("a JSON body over 256 KB gets 413 and changes nothing, whether its length is declared or not", async () => {
    const token = await signIn();
    const huge = JSON.stringify({ provider: "linkedin", content: "x".repeat(300 * 1024) });
    const declared = await api("/api/post", { method: "POST", token, body: huge });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ msg: "This request is too large." });
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const undeclared = await api("/api/post", {
      method: "POST",
      token,
      body: streamed,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit & { token: string });
    expect(undeclared.status).toBe(413);
    expect(await count("posts")).toBe(0);
  });
});

describe("own properties only", () => {
  for (const type of ["toString", "__proto__", "constructor", "hasOwnProperty"]) {
    it(`"${type}" is not an image type`, async () => {
      const token = await signIn();
      const before = await count("assets");
      const res = await postJson("/api/get-upload-url", { type, upload: true }, token);
      expect(res.status).toBe(400);
      expect(await count("assets")).toBe(before);
    });
  }

  it("a template placeholder named like an object property is not filled from the prototype", async () => {
    const token = await signIn();
    const res = await postJson(
      "/api/generate-content",
      { template: "Built by {constructor} with {toString}", userInput: "Launch day", tone: "Professional" },
      token,
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { content: string } };
    expect(data.content).not.toMatch(/function|native code|\[object/);
  });
});

describe("no GET changes anything", () => {
  it("GET /api/get-upload-url creates no asset; POST does", async () => {
    const token = await signIn();
    const get = await api("/api/get-upload-url?type=image%2Fpng&upload=true", { token });
    expect(get.status).toBe(405);
    expect(await count("assets")).toBe(0);
    expect((await postJson("/api/get-upload-url", { type: "image/png", upload: true }, token)).status).toBe(200);
    expect(await count("assets")).toBe(1);
  });
});

describe("limits and privacy", () => {
  it("sign-in starts are limited per CF-Connecting-IP; another address, or a forged X-Forwarded-For, changes nothing", async () => {
    const from = (ip: string, extra: Record<string, string> = {}) =>
      api("/public/api/oauth", { method: "POST", body: JSON.stringify(signInBody()), headers: { "cf-connecting-ip": ip, ...extra } });
    for (let i = 0; i < 20; i++) expect((await from("203.0.113.7")).status).toBe(200);
    const limited = await from("203.0.113.7", { "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ msg: "Too many sign-in attempts from your network. Please wait a few minutes and try again." });
    expect(await count("oauth_states")).toBe(20);
    expect((await from("203.0.113.8")).status).toBe(200);
  });

  it("a visitor typing a member's name learns nothing about who uses the studio", async () => {
    await signIn(); // Maya Chen is a member, with a connected account
    await signIn("member-arjun-mehta");
    for (const username of ["Maya Chen", "Arjun Mehta", "Maya", "Chen Maya"]) {
      const res = await postJson("/public/api/oauth", signInBody({ username }));
      const body = JSON.stringify(await res.json());
      expect(body).not.toMatch(/maya|arjun|uses the studio/i);
    }
  });
});
