/**
 * Mentions of company pages (issue 26 item 4, docs/decisions/049): in the post's text, "@" and a
 * name opens the picker (loaded then, not with the page), arrows and Enter choose, Escape closes;
 * the chosen page is written as LinkedIn's mention and listed as a chip that removes it; the
 * published post shows the page's name as a link on LinkedIn (the emulator's page).
 */

import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, linkedinUrl, marker, openCreatePost, publishedOnLinkedIn, publishNow, within, writeItYourself } from "./support";

const browser = browserSession();
const NORTHWIND = "@[Northwind Labs](urn:li:organization:1001)";

describe("Mentions", () => {
  it("@ and a name: the picker, chosen by keyboard, a chip, and LinkedIn shows the page's name", async () => {
    const { page, context } = browser;
    const pickerLoads: string[] = [];
    page.on("request", (r) => {
      if (/MentionPicker/.test(r.url())) pickerLoads.push(r.url());
    });
    const dialog = await openCreatePost(page, { companyPage: true });
    const words = `Launch day ${marker()}, with`;
    await writeItYourself(dialog, words);
    const text = dialog.getByLabel("Post", { exact: true });
    await expectVisible(dialog.getByText("People can't be mentioned through LinkedIn's API; mention their company page instead."));
    expect(pickerLoads).toEqual([]);

    // "@" and letters: the picker with the team's page; Escape closes it, typing opens it again.
    await text.press("End");
    await text.pressSequentially(" @North");
    const picker = dialog.getByRole("listbox", { name: "Company pages to mention" });
    await expectVisible(picker.getByRole("option", { name: /Northwind Labs/ }));
    expect(pickerLoads.length).toBeGreaterThan(0);
    await text.press("Escape");
    await picker.waitFor({ state: "detached", timeout: within(5_000) });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await text.pressSequentially("w");
    await expectVisible(picker.getByRole("option", { name: /Northwind Labs/ }));
    await text.press("ArrowDown");
    // A quick typist: Enter and the next letters before the browser paints again. They land after
    // the mention, and the caret stays after them once the page has painted.
    await text.evaluate(async (el: HTMLTextAreaElement) => {
      el.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
      // React writes the chosen mention in a microtask after the key.
      for (let i = 0; i < 100 && !el.value.includes("](urn:"); i++) await Promise.resolve();
      document.execCommand("insertText", false, "an");
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
      document.execCommand("insertText", false, "d");
    });
    await expect.poll(() => text.inputValue()).toBe(`${words} ${NORTHWIND} and`);
    await text.pressSequentially(" the team (all of us) #launch");

    const chip = dialog.locator(".mentions__chip", { hasText: "Northwind Labs" });
    await expectVisible(chip);
    // A page address finds a page the team doesn't run; removing its chip takes its mention out.
    await text.pressSequentially(" @linkedin.com/company/arjun-mehta-studio");
    await expectVisible(picker.getByRole("option", { name: /Arjun Studio/ }));
    await picker.getByRole("option", { name: /Arjun Studio/ }).click();
    await expectVisible(dialog.locator(".mentions__chip", { hasText: "Arjun Studio" }));
    await dialog.getByRole("button", { name: "Remove the mention of Arjun Studio" }).click();
    const written = `${words} ${NORTHWIND} and the team (all of us) #launch `;
    await expect.poll(() => text.inputValue()).toBe(written);

    await dialog.getByLabel("Publish now").check();
    await publishNow(dialog);
    const posted = await publishedOnLinkedIn(words);
    expect(posted.commentary).toBe(written);

    const linkedin = await context.newPage();
    await linkedin.goto(`${linkedinUrl()}/feed/update/${encodeURIComponent(posted.urn)}/`);
    await expectVisible(linkedin.getByRole("link", { name: "Northwind Labs" }));
    await expect.poll(() => linkedin.locator("article .content").textContent()).not.toContain("urn:li:organization");
    await linkedin.close();
  });
});
