/**
 * Security as a browser meets it (issue 9): the headers on every page, a link carrying someone
 * else's sign-in code, and a form on another site trying to write with the member's cookie.
 */
import { describe, expect, it } from "vitest";
import { appUrl, browserSession, desktopContext, expectVisible, linkedinUrl, signedIn, signInThroughEmulator } from "./support";

const browser = browserSession();

describe("headers on every page", () => {
  for (const path of ["/", "/signin", "/posts", "/calendar", "/humanizer", "/onboarding", "/feed", "/login-success", "/no-such-page"]) {
    it(`${path}: a nonce-based Content-Security-Policy and the other headers`, async () => {
      const { page } = browser;
      await signedIn(page);
      const response = await page.goto(path);
      const headers = response!.headers();
      const csp = headers["content-security-policy"];
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("microphone=(self)");
      // over http locally: no HSTS (it is only sent over https)
      expect(headers["strict-transport-security"]).toBeUndefined();
      // every inline script carries the nonce of this response
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      const inline = await page.evaluate(() => [...document.querySelectorAll("script:not([src])")].map((s) => (s as HTMLScriptElement).nonce));
      expect(inline.length).toBeGreaterThan(0);
      expect(inline.every((n) => n === nonce)).toBe(true);
    });
  }
});

describe("a sign-in link from someone else", () => {
  // A live code opened in another browser (its binding refused) is test/browser/cookie-planting.test.ts's,
  // with a control showing the code was live; this one is a link whose code its own browser already traded.
  it("a /login-success link whose code was already traded signs nobody in and says so, with a way to sign in", async () => {
    const { page, context } = browser;
    // The attacker signs in in their own browser: the link is seen on its way, and traded there
    // (a route handler does not stop a redirect's target, so the sign-in completes).
    const attacker = await desktopContext(context.browser()!);
    const attackerPage = await attacker.newPage();
    let link = "";
    attackerPage.on("request", (r) => {
      if (r.url().includes("/login-success?token=")) link = r.url();
    });
    await signInThroughEmulator(attackerPage).catch(() => undefined);
    await attacker.close();
    expect(link).toMatch(/\/login-success\?token=/);

    await page.goto(link);
    await expectVisible(page.getByText("This sign-in link has expired or was already used. Please sign in again."));
    expect(page.url()).not.toContain("token=");
    await expectVisible(page.getByRole("link", { name: "Try again" }));
    expect(await page.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/signin");
    expect((await context.cookies()).some((c) => c.name === "__Host-auth_token" && c.value)).toBe(false);
  });
});

describe("no cross-site writes", () => {
  const attempts: Array<[string, string]> = [
    [
      "text/plain",
      '<form method="post" action="APP/api/post" enctype="text/plain"><input name=\'{"provider":"linkedin","content":"pwned","x":"\' value=\'"}\'></form>',
    ],
    ["urlencoded", '<form method="post" action="APP/api/post"><input name="content" value="pwned"><input name="provider" value="linkedin"></form>'],
    ["multipart", '<form method="post" action="APP/api/post" enctype="multipart/form-data"><input name="content" value="pwned"></form>'],
    ["logout", '<form method="post" action="APP/logout"></form>'],
  ];
  // another site, and a page of this same site on another origin (the LinkedIn emulator's port)
  const pages = [
    ["another site", () => "http://evil.test/attack"],
    ["a same-site page of another origin", () => `${linkedinUrl()}/__attack`],
  ] as const;
  for (const [kind, form] of attempts) {
    for (const [where, at] of kind === "urlencoded" ? pages : pages.slice(0, 1))
      it(`a ${kind} form on ${where} cannot write with the member's cookie`, async () => {
        const { page, context } = browser;
        await signedIn(page);
        await context.route(at(), (route) =>
          route.fulfill({
            contentType: "text/html",
            body: `<!doctype html><body>${form.replace("APP", appUrl())}<script>document.forms[0].submit()</script></body>`,
          }),
        );
        const other = await context.newPage();
        const answered = other.waitForResponse((r) => r.url().startsWith(appUrl()) && r.request().method() === "POST");
        await other.goto(at());
        const response = await answered;
        expect(response.status()).toBe(403);
        await other.close();
        // still signed in, and nothing was written
        await page.goto("/posts");
        await expectVisible(page.getByRole("heading", { name: "Posts" }));
        expect(await page.getByText("pwned").count()).toBe(0);
      });
  }
});
