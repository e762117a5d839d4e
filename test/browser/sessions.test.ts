/**
 * Where you're signed in (issue 28 item 4): a member signed in on two browsers sees both on "Your
 * data", this one marked; signing the other out ends it there at once (its next page is the sign-in);
 * "Sign out everywhere" ends this one too.
 */
import { describe, expect, it } from "vitest";
import { anotherBrowser, browserSession, expectVisible, marker, signInAsNewMember, within } from "./support";

const browser = browserSession();

describe("sessions", () => {
  it("two browsers listed; signing the other out ends it; sign out everywhere ends this one", async () => {
    const { page } = browser;
    const name = `Ines Duarte ${marker()}`;
    await signInAsNewMember(page, name);
    const other = await anotherBrowser(page);
    try {
      const otherPage = await other.newPage();
      await signInAsNewMember(otherPage, name);

      await page.goto("/account");
      const section = page.getByRole("region", { name: "Where you're signed in" });
      await expectVisible(section);
      const rows = section.getByRole("listitem");
      await expect.poll(() => rows.count()).toBe(2);
      await expectVisible(section.getByText("This browser"));
      await expectVisible(section.getByText(/^Chrome on Linux$/).first());

      // The other browser: signed out from here, its next page asks it to sign in.
      await section.getByRole("button", { name: /^Sign out: / }).click();
      await expectVisible(page.getByText("That browser is signed out."));
      await expect.poll(() => rows.count()).toBe(1);
      await otherPage.goto("/calendar");
      await otherPage.waitForURL("**/signin", { timeout: within(15_000) });

      // Everywhere: this browser too.
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await page.waitForURL("**/signin", { timeout: within(15_000) });
      await page.goto("/calendar");
      await page.waitForURL("**/signin", { timeout: within(15_000) });
    } finally {
      await other.close();
    }
  });
});
