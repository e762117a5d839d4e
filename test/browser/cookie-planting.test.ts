/**
 * Cookies a sibling origin cannot plant (issue 28 item 3, decision 058), in Chromium. The app is
 * opened as http://app.studio.localhost:<port> and a page of another subdomain of the same site,
 * http://evil.studio.localhost:<port>, served by this file, tries to plant (a) the attacker's
 * session and (b) the attacker's login binding, through Set-Cookie from its server and through
 * document.cookie, with and without Domain, on Path=/ and on the paths the old cookies used.
 * (*.localhost is loopback and potentially trustworthy for Chromium, as 127.0.0.1 is: Secure and
 * `__Host-` cookies are kept over plain http there. Other ports of one host share cookies, so the
 * sibling must be another host: a subdomain, as in production.)
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appUrl, chromiumPath, desktopContext, expectVisible, linkedinUrl, signInAsNewMember, signInThroughEmulator, within } from "./support";

const SITE = "studio.localhost";

/** What a sibling page tries, for a cookie name and the attacker's value: every Set-Cookie and document.cookie variant. */
function plantings(name: string, value: string, oldName: string, oldPath: string) {
  return [
    `${name}=${value}; Domain=${SITE}; Path=/; Secure; HttpOnly; SameSite=Lax`,
    `${name}=${value}; Domain=${SITE}; Path=/; Secure`,
    `${name}=${value}; Domain=${SITE}; Path=/api; Secure`,
    `${name}=${value}; Domain=app.${SITE}; Path=/; Secure`,
    `${name.replace("__Host-", "__host-")}=${value}; Domain=${SITE}; Path=/; Secure`,
    `${name.replace("__Host-", "__Secure-")}=${value}; Domain=${SITE}; Path=/; Secure`,
    // a cookie without a name whose value reads as ours in the Cookie header (an old prefix bypass)
    `=${name}=${value}; Domain=${SITE}; Path=/; Secure`,
    `${oldName}=${value}; Domain=${SITE}; Path=${oldPath}`,
    `${oldName}=${value}; Domain=${SITE}; Path=/`,
  ];
}

/** The sibling's server: /plant answers with the Set-Cookie headers given, and its page writes the same through document.cookie. */
let sibling: Server;
let plants: string[] = [];
let browser: Browser;
const contexts: BrowserContext[] = [];

const siblingUrl = () => `http://evil.${SITE}:${(sibling.address() as AddressInfo).port}`;
const hostApp = () => `http://app.${SITE}:${new URL(appUrl()).port}`;

beforeAll(async () => {
  sibling = createServer((_, res) => {
    res.setHeader("set-cookie", plants);
    res.setHeader("content-type", "text/html");
    const script = plants.map((c) => `document.cookie = ${JSON.stringify(c.replace(/; HttpOnly/, ""))};`).join("\n");
    res.end(`<!doctype html><title>sibling</title><script>${script}\ndocument.title = "planted";</script>`);
  });
  await new Promise<void>((resolve) => sibling.listen(0, "127.0.0.1", resolve));
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Every *.studio.localhost name is this machine; nothing else resolves (as in support.ts).
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--no-first-run",
      `--host-resolver-rules=MAP *.${SITE} 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
    ],
  });
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => sibling?.close(resolve));
});

async function newContext(baseURL: string) {
  const context = await desktopContext(browser, { baseURL });
  contexts.push(context);
  return context;
}

/** A cookie of the app's, as the app's own host holds it (`name` on 127.0.0.1 after signing in there). */
async function cookieOf(context: BrowserContext, name: string, url = appUrl()) {
  return (await context.cookies(url)).filter((c) => c.name === name);
}

/** Signs in on 127.0.0.1 (where the emulator sends LinkedIn's callback) and returns the session token. */
async function sessionOf(signIn: (page: Page) => Promise<void>) {
  const context = await newContext(appUrl());
  await signIn(await context.newPage());
  const [session] = await cookieOf(context, "__Host-auth_token");
  return session.value;
}

/** A cookie as the app's host sets it: host-only (a domain without a leading dot), Secure, Path=/. */
const hostCookie = (name: string, value: string) => ({ name, value, domain: `app.${SITE}`, path: "/", secure: true, httpOnly: true, sameSite: "Lax" as const });

/** The victim's browser at the app's subdomain, signed in there as `token`'s member when given. */
async function victimAt(token: string | null) {
  const context = await newContext(hostApp());
  if (token) await context.addCookies([hostCookie("__Host-auth_token", token)]);
  return { context, page: await context.newPage() };
}

/** The victim opens the sibling's page: it plants what it can. */
async function visitSibling(page: Page, cookies: string[]) {
  plants = cookies;
  await page.goto(`${siblingUrl()}/plant`);
  await expect.poll(() => page.title()).toBe("planted");
}

/** Who the API says the browser is, asked from the app's page (the pass-through with the browser's cookies). */
async function whoAmI(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch("/api/me");
    return { status: res.status, body: res.status === 200 ? ((await res.json()) as { data: { name: string; teamId: string } }).data : null };
  });
}

describe("Chromium and __Host- cookies on the local http stack", () => {
  it("signing in on http://127.0.0.1 leaves a __Host- session cookie: Secure, HttpOnly, Path=/, host-only, the old one gone", async () => {
    const context = await newContext(appUrl());
    const page = await context.newPage();
    await context.addCookies([{ name: "auth_token", value: "old", url: appUrl() }]);
    await signInThroughEmulator(page);
    const [session] = await cookieOf(context, "__Host-auth_token");
    expect(session).toMatchObject({ domain: "127.0.0.1", path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
    expect(await cookieOf(context, "auth_token")).toEqual([]);
    expect(await cookieOf(context, "__Host-login_binding")).toEqual([]);
  });

  it("a browser holding only the old auth_token cookie is signed out", async () => {
    const token = await sessionOf((page) => signInThroughEmulator(page));
    const context = await newContext(appUrl());
    await context.addCookies([{ name: "auth_token", value: token, url: appUrl() }]);
    const page = await context.newPage();
    await page.goto("/calendar");
    await page.waitForURL("**/signin");
    expect((await whoAmI(page)).status).toBe(401);
  });
});

describe("a sibling origin plants the attacker's session", () => {
  it("the victim stays themselves, on the pages and in the API, whatever the sibling planted", async () => {
    const victimToken = await sessionOf((page) => signInThroughEmulator(page));
    const attackerToken = await sessionOf((page) => signInAsNewMember(page, "Eve Sibling"));
    const { context, page } = await victimAt(victimToken);
    await page.goto("/calendar");
    const before = await whoAmI(page);
    expect(before.body?.name).toBe("Maya Chen");

    await visitSibling(page, plantings("__Host-auth_token", attackerToken, "auth_token", "/api"));
    // the sibling could plant cookies for the app's host (the old names) ...
    expect((await cookieOf(context, "auth_token", hostApp())).map((c) => c.value)).toContain(attackerToken);
    // ... but not one the app reads: its only session cookie is the victim's own
    expect((await cookieOf(context, "__Host-auth_token", hostApp())).map((c) => c.value)).toEqual([victimToken]);

    await page.goto(`${hostApp()}/calendar`);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expectVisible(page.getByRole("menu").getByText("Maya Chen", { exact: true }));
    expect(await whoAmI(page)).toEqual(before);
  });

  it("a signed-out victim is not signed in as the attacker", async () => {
    const attackerToken = await sessionOf((page) => signInAsNewMember(page, "Eve Sibling"));
    const { page } = await victimAt(null);
    await visitSibling(page, plantings("__Host-auth_token", attackerToken, "auth_token", "/api"));
    await page.goto(`${hostApp()}/calendar`);
    await page.waitForURL("**/signin");
    expect((await whoAmI(page)).status).toBe(401);
  });
});

describe("a sibling origin plants the attacker's login binding", () => {
  it("the attacker's sign-in code, opened in the victim's browser after the planting, signs nobody in; the code was live", async () => {
    // The attacker signs in in their own browser up to LinkedIn's callback, which they follow
    // themselves: its answer holds their login binding and the one-time code, unused.
    const attacker = await newContext(appUrl());
    const attackerPage = await attacker.newPage();
    await attackerPage.goto("/signin");
    await attackerPage.getByLabel("LinkedIn username or profile URL").fill("maya-chen");
    await attackerPage.getByRole("button", { name: "Continue with LinkedIn" }).click();
    await attackerPage.waitForURL(`${linkedinUrl()}/oauth/v2/authorization**`);
    // The emulator's consent as its page gives it, the callback's address kept rather than followed.
    const authorize = new URL(attackerPage.url());
    const hook = new URL("/__emulator/authorize", linkedinUrl());
    for (const key of ["redirect_uri", "state", "scope"]) hook.searchParams.set(key, authorize.searchParams.get(key) ?? "");
    hook.searchParams.set("name", "Eve Sibling");
    const { location: callback } = (await (await fetch(hook)).json()) as { location: string };
    const [oauthBinding] = await cookieOf(attacker, "__Host-oauth_binding");
    const answer = await fetch(callback, { headers: { cookie: `__Host-oauth_binding=${oauthBinding.value}` }, redirect: "manual" });
    const code = new URL(answer.headers.get("location")!, appUrl()).searchParams.get("token")!;
    const binding = /^__Host-login_binding=([\w-]+); Path=\/; HttpOnly; SameSite=Lax; Max-Age=60; Secure$/.exec(
      answer.headers.getSetCookie().find((c) => c.startsWith("__Host-login_binding=")) ?? "",
    )![1];
    expect(code).toBeTruthy();

    const { context, page } = await victimAt(null);
    await visitSibling(page, plantings("__Host-login_binding", binding, "login_binding", "/login-success"));
    expect((await cookieOf(context, "login_binding", `${hostApp()}/login-success`)).map((c) => c.value)).toContain(binding);
    expect(await cookieOf(context, "__Host-login_binding", hostApp())).toEqual([]);

    await page.goto(`${hostApp()}/login-success?token=${code}`);
    await expectVisible(page.getByText("This sign-in link has expired or was already used. Please sign in again."));
    expect(await cookieOf(context, "__Host-auth_token", hostApp())).toEqual([]);
    expect((await whoAmI(page)).status).toBe(401);

    // the control: with the binding as the app's own host sets it, the same code would have signed this browser in
    await context.addCookies([hostCookie("__Host-login_binding", binding)]);
    await page.goto(`${hostApp()}/login-success?token=${code}`);
    // The page moves on once its code has loaded: as long as signInAsNewMember gives that (a fresh-clone run took over 30 s).
    await page.waitForURL("**/onboarding", { timeout: within(45_000) });
    expect((await whoAmI(page)).body?.name).toBe("Eve Sibling");
  });
});
