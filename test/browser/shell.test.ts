import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, signedIn } from "./support";

const browser = browserSession();

describe("landing page", () => {
  it("a visitor sees the hero, features, how it works and footer, and gets started at /signin", async () => {
    const { page } = browser;
    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/LinkedIn/);
    await expectVisible(page.getByRole("heading", { name: "Everything a LinkedIn habit needs" }));
    await expectVisible(page.getByRole("heading", { name: "How it works" }));
    await expectVisible(page.locator("footer"));
    expect(await page.getByRole("link", { name: "View Viral Posts" }).count()).toBe(0);
    await page.getByRole("link", { name: "Get Started For Free" }).click();
    await page.waitForURL("**/signin");
    await expectVisible(page.getByRole("heading", { name: "Sign in with LinkedIn" }));
  });

  it("a signed-in member sees 'View Viral Posts', which goes to /feed", async () => {
    const { page } = browser;
    await signedIn(page);
    await page.goto("/");
    expect(await page.getByRole("link", { name: "Get Started For Free" }).count()).toBe(0);
    await page.getByRole("link", { name: "View Viral Posts" }).click();
    await page.waitForURL("**/feed");
    await expectVisible(page.getByRole("heading", { name: "Viral posts" }));
  });
});

describe("desktop only", () => {
  const notice = "This application is optimized for desktop viewing only. Please access it from a computer for the best experience.";

  it("below 1024 px every route but / shows only the notice", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1023, height: 800 });
    for (const path of ["/signin", "/humanizer", "/invites/abc"]) {
      await page.goto(path);
      await expectVisible(page.getByText("thumbs down, fingers up"));
      await expectVisible(page.getByText(notice));
      expect(await page.locator(".app-root").isVisible()).toBe(false);
    }
  });

  it("at 1024 px the app shows and the notice does not", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/signin");
    expect(await page.getByText("thumbs down, fingers up").isVisible()).toBe(false);
    await expectVisible(page.getByRole("heading", { name: "Sign in with LinkedIn" }));
  });

  it("never on the landing page, however narrow", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    expect(await page.getByText("thumbs down, fingers up").isVisible()).toBe(false);
    await expectVisible(page.getByRole("link", { name: "Get Started For Free" }));
  });
});
