import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, linkedinUrl, signInThroughEmulator, within } from "./support";

const browser = browserSession();

async function submitUsername(page: Page, username: string) {
  await page.goto("/signin");
  await page.getByLabel("LinkedIn username or profile URL").fill(username);
  await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
}

describe("sign-in", () => {
  it("an empty username says 'LinkedIn username is required' and goes nowhere", async () => {
    const { page } = browser;
    await page.goto("/signin");
    await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
    await expectVisible(page.getByRole("alert").filter({ hasText: "LinkedIn username is required" }));
    expect(new URL(page.url()).pathname).toBe("/signin");
  });

  it("the whole sign-in through LinkedIn ends on /onboarding, signed in, with the member's name in the avatar menu", async () => {
    const { page, context } = browser;
    await signInThroughEmulator(page, { username: "https://www.linkedin.com/in/maya-chen/" });
    expect(page.url()).not.toContain("token=");
    const cookie = (await context.cookies()).find((c) => c.name === "__Host-auth_token");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expectVisible(page.getByRole("menu").getByText("Maya Chen", { exact: true }));
    await expectVisible(page.getByRole("link", { name: "Posts" }));
    await expectVisible(page.getByRole("link", { name: "Calendar" }));
    await expectVisible(page.getByRole("link", { name: "Create Post" }));
    await expectVisible(page.getByText("beta", { exact: true }));
  });

  it("a member typed on the consent page signs in as themselves", async () => {
    const { page } = browser;
    await page.goto("/signin");
    await page.getByText("Organization", { exact: true }).click();
    await page.getByLabel("Company page username or URL").fill("linkedin.com/company/north-wind");
    await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
    await page.waitForURL(`${linkedinUrl()}/**`);
    expect(new URL(page.url()).searchParams.get("scope")).toContain("w_organization_social");
    await page.getByText("Another member").click();
    await page.getByLabel("Another member's full name").fill("Nora Lindqvist");
    await page.getByRole("button", { name: "Allow" }).click();
    await page.waitForURL("**/onboarding");
    await page.getByRole("button", { name: /Account menu for Nora Lindqvist/ }).click();
    await expectVisible(page.getByRole("menu").getByText("Nora Lindqvist"));
  });

  it("cancelling on LinkedIn comes back to sign-in with a message", async () => {
    const { page } = browser;
    await submitUsername(page, "maya-chen");
    await page.waitForURL(`${linkedinUrl()}/**`);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL("**/signin?error=cancelled");
    await expectVisible(page.getByText("LinkedIn sign-in was cancelled"));
  });

  it("a name shows suggestion cards; picking one goes on to LinkedIn", async () => {
    const { page } = browser;
    // A member of the emulated LinkedIn whose post is in the demo feed.
    await submitUsername(page, "Arjun Mehta");
    const card = page.getByRole("button", { name: /Arjun Mehta/ });
    await card.waitFor();
    expect(await page.locator(".suggestion").count()).toBeLessThanOrEqual(5);
    await card.click();
    await page.waitForURL(`${linkedinUrl()}/oauth/v2/authorization**`);
  });

  it("a name nobody knows goes to /inputForm with the profile type and username", async () => {
    const { page } = browser;
    await submitUsername(page, "Zebulon Quartermaine");
    await page.waitForURL("**/inputForm?**");
    const url = new URL(page.url());
    expect(url.searchParams.get("profileType")).toBe("individual");
    expect(url.searchParams.get("username")).toBe("Zebulon Quartermaine");
    await expectVisible(page.getByText("“Zebulon Quartermaine”"));
    await page.getByLabel("Profile address or username").fill("linkedin.com/in/zebulon-q");
    await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
    await page.waitForURL(`${linkedinUrl()}/oauth/v2/authorization**`);
  });

  it("something that is not a username toasts 'invalid username'", async () => {
    const { page } = browser;
    await submitUsername(page, "not a <handle>!");
    await page.getByText("invalid username", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/signin");
  });

  it("the help modal counts down and can be cancelled", async () => {
    const { page } = browser;
    await page.goto("/signin");
    await page.getByRole("button", { name: "How do I find my LinkedIn username?" }).click();
    const dialog = page.getByRole("dialog", { name: "Finding your LinkedIn username" });
    await expectVisible(dialog);
    await expect.poll(async () => Number(await dialog.locator("progress").getAttribute("value")), { timeout: within(5_000) }).toBeGreaterThanOrEqual(2);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await dialog.isVisible()).toBe(false);
  });
});

describe("logout and lost sessions", () => {
  it("logout ends the session, removes the cookie, goes to / and says so", async () => {
    const { page, context } = browser;
    await signInThroughEmulator(page);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.getByText("Logged out successfully").waitFor();
    // sonner as the spec sets it: top-center, at most 350 px wide
    const toaster = page.locator("[data-sonner-toaster]");
    expect(await toaster.getAttribute("data-y-position")).toBe("top");
    expect(await toaster.getAttribute("data-x-position")).toBe("center");
    expect(
      await page
        .locator("[data-sonner-toast]")
        .first()
        .evaluate((el) => getComputedStyle(el).maxWidth),
    ).toBe("350px");
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await context.cookies()).find((c) => c.name === "__Host-auth_token")).toBeUndefined();
    await expectVisible(page.getByRole("link", { name: "Get Started For Free" }));
    await page.goto("/posts");
    await page.waitForURL("**/signin");
  });

  it("a 401 on the posts list clears the token and goes to /signin", async () => {
    const { page, context } = browser;
    await signInThroughEmulator(page);
    // The session ends elsewhere (say, logout in another tab) while this cookie stays behind.
    // as another tab of this site would: a same-origin fetch
    const ended = await page.evaluate(async () => (await fetch("/api/logout", { method: "POST", headers: { "content-type": "application/json" } })).status);
    expect(ended).toBe(200);
    expect((await context.cookies()).find((c) => c.name === "__Host-auth_token")).toBeDefined();
    await page.goto("/posts");
    await page.waitForURL("**/signin");
    expect((await context.cookies()).find((c) => c.name === "__Host-auth_token")).toBeUndefined();
  });

  it("the API refuses calls without the cookie: 'Auth token not found in cookies'", async () => {
    const { page } = browser;
    const res = await page.request.get("/api/apps");
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ msg: "Auth token not found in cookies" });
  });
});
