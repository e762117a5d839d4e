/**
 * Sessions a member controls (issue 28 item 4, docs/decisions/060): the list of where they are
 * signed in (the browser in words, when last used, which is this one), signing one out, signing out
 * everywhere, logout ending the session on the server, and an idle session ending by itself. Another
 * member's session can be neither seen nor ended.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deviceOf, SESSION_IDLE_MS, SESSIONS_TEXT } from "../../app/spec/sessions";
import { api, authorizeWithEmulator, followCallback, loginCodeFrom, postJson, signIn } from "./helpers";

type Session = { id: string; device: string; signedInAt: string; lastSeenAt: string; current: boolean };

const sessionsOf = async (token: string) => {
  const res = await api("/api/sessions", { token });
  return { status: res.status, list: res.ok ? ((await res.json()) as { data: { data: Session[] } }).data.data : [] };
};
const me = async (token: string) => (await api("/api/me", { token })).status;

/** A sign-in from a browser that says who it is. */
async function signInFrom(userAgent: string, member = "demo-maya-chen") {
  const { callbackPath, binding } = await authorizeWithEmulator({ username: member.replace(/^member-|^demo-/, "") }, member);
  const { code, loginBinding } = loginCodeFrom(await followCallback(callbackPath, binding));
  const res = await api("/public/api/session", {
    method: "POST",
    body: JSON.stringify({ code }),
    headers: { "x-login-binding": loginBinding ?? "", "user-agent": userAgent },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const CHROME_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

describe("where you're signed in", () => {
  it("lists each browser in words, the current one marked; signing one out ends it at once, and only it", async () => {
    const laptop = await signInFrom(CHROME_LINUX);
    const phone = await signInFrom(SAFARI_IPHONE);
    const { list } = await sessionsOf(laptop);
    expect(list.map((s) => [s.device, s.current]).sort()).toEqual([
      ["Chrome on Linux", true],
      ["Safari on iPhone", false],
    ]);
    expect(JSON.stringify(list)).not.toMatch(/Mozilla|AppleWebKit/);

    const phoneSession = list.find((s) => !s.current)!;
    expect((await api(`/api/sessions/${phoneSession.id}`, { method: "DELETE", token: laptop })).status).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    // Ended once: a second time it is not found.
    const again = await api(`/api/sessions/${phoneSession.id}`, { method: "DELETE", token: laptop });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ msg: SESSIONS_TEXT.notFound });
  });

  it("another member's sessions can be neither seen nor ended", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const [arjunsSession] = (await sessionsOf(arjun)).list;
    expect((await sessionsOf(maya)).list.map((s) => s.id)).not.toContain(arjunsSession.id);
    expect((await api(`/api/sessions/${arjunsSession.id}`, { method: "DELETE", token: maya })).status).toBe(404);
    expect(await me(arjun)).toBe(200);
  });

  it("sign out everywhere ends every session of the member, this one too, and no one else's", async () => {
    const one = await signIn("demo-maya-chen");
    const two = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    expect((await postJson("/api/sessions/sign-out-everywhere", {}, one)).status).toBe(200);
    expect(await me(one)).toBe(401);
    expect(await me(two)).toBe(401);
    expect(await me(arjun)).toBe(200);
  });

  it("logout ends the session on the server: the token no longer works", async () => {
    const token = await signIn();
    expect((await postJson("/api/logout", {}, token)).status).toBeLessThan(300);
    expect(await me(token)).toBe(401);
  });

  it("a session unused for 3 days ends by itself; a used one goes on", async () => {
    const idle = await signIn();
    const used = await signIn();
    const [idleRow] = (await sessionsOf(idle)).list.filter((s) => s.current);
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?")
      .bind(Date.now() - SESSION_IDLE_MS - 60_000, idleRow.id)
      .run();
    expect(await me(idle)).toBe(401);
    expect(await me(used)).toBe(200);
    expect((await sessionsOf(used)).list.map((s) => s.id)).not.toContain(idleRow.id);
  });
});

describe("deviceOf", () => {
  it("says the browser and the system in words, never the raw string", () => {
    expect(deviceOf(CHROME_LINUX)).toBe("Chrome on Linux");
    expect(deviceOf(SAFARI_IPHONE)).toBe("Safari on iPhone");
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0")).toBe(
      "Edge on Windows",
    );
    expect(deviceOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0")).toBe("Firefox on macOS");
    expect(deviceOf("curl/8.5.0")).toBe("An unknown browser");
    expect(deviceOf(null)).toBe("An unknown browser");
  });
});
