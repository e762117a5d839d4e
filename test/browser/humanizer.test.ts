import { describe, expect, it } from "vitest";
import { browserSession, expectVisible } from "./support";

const browser = browserSession();

describe("humanizer", () => {
  it("a visitor pastes stiff text, gets it back plain with what changed, and copies it", async () => {
    const { page, context } = browser;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/humanizer");
    await page.getByRole("button", { name: "Humanize" }).click();
    await expectVisible(page.getByText("Paste some text to humanize."));
    await page.getByLabel("Your text").fill("In today's fast-paced world, Acme leverages robust tools for 40 clients. In conclusion, it works.");
    await page.getByRole("button", { name: "Humanize" }).click();
    const result = page.locator(".humanizer__result");
    await expectVisible(result);
    expect(await result.textContent()).toBe("Acme uses solid tools for 40 clients. It works.");
    await expectVisible(page.getByRole("heading", { name: /What changed \(4\)/ }));
    await page.getByRole("button", { name: "Copy" }).click();
    await expectVisible(page.getByText("Copied to clipboard"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Acme uses solid tools for 40 clients. It works.");
  });
});
