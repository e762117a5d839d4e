/**
 * Link cards (docs/decisions/036) as a member sees them: the editor reads the link's page and
 * shows its card, the card can be removed (and stays removed), and a published post's card is on
 * LinkedIn (the emulator's page).
 */
import { describe, expect, it } from "vitest";
import {
  browserSession,
  expectVisible,
  linkedinUrl,
  loadedWidth,
  marker,
  openCreatePost,
  publishedOnLinkedIn,
  publishNow,
  schedule,
  writeItYourself,
} from "./support";

const browser = browserSession();

/** The pages emulator is part of the feeds emulator, which the stack starts five ports after LinkedIn's (scripts/start.mjs). */
function pageUrl(path: string) {
  const linkedin = new URL(linkedinUrl());
  return `http://127.0.0.1:${Number(linkedin.port) + 5}${path}`;
}

const TITLE = "The weekly memo that replaced our status meetings";

describe("link cards", () => {
  it("the card appears in the editor, and the remove button removes it for good", async () => {
    const { page } = browser;
    const dialog = await openCreatePost(page, { from: "/posts" });
    const words = `Our weekly memo, written up ${marker()}`;
    await writeItYourself(dialog, `${words}\n\nThe whole story: ${pageUrl("/pages/article")}`);

    const card = dialog.getByRole("figure", { name: "Link preview" });
    await expectVisible(card.getByText(TITLE));
    await expectVisible(card.getByText("127.0.0.1"));
    // The picture came through the API and loaded.
    expect(await loadedWidth(card.locator("img"))).toBeGreaterThan(0);
    // LinkedIn's preview shows it too.
    const preview = dialog.getByRole("figure", { name: "Preview on LinkedIn" });
    await expectVisible(preview.getByText(TITLE));
    await card.scrollIntoViewIfNeeded();
    await dialog.screenshot({ path: "/tmp/link-card-editor.png" });
    await preview.screenshot({ path: "/tmp/link-card-preview.png" });

    // Removed from the keyboard: the labelled button, then Enter.
    await dialog.getByRole("button", { name: "Remove link preview" }).focus();
    await page.keyboard.press("Enter");
    await card.waitFor({ state: "detached" });
    const restore = dialog.getByRole("button", { name: "Show link preview" });
    await expectVisible(restore);
    // Focus moves in an effect after the button is drawn: waited for, not read at once.
    await expect.poll(() => restore.evaluate((el) => el === document.activeElement)).toBe(true);

    await dialog.getByLabel("Schedule", { exact: true }).check();
    await schedule(dialog, { daysAhead: 3 });
    await expectVisible(page.getByText("success", { exact: true }));

    // Reopened, the post remembers the member removed its card.
    const saved = page.getByRole("article", { name: words });
    await saved.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Post" });
    await expectVisible(edit.getByRole("button", { name: "Show link preview" }));
    expect(await edit.getByRole("figure", { name: "Link preview" }).count()).toBe(0);
  });

  it("a post published with its card shows the card on LinkedIn", async () => {
    const { page, context } = browser;
    const dialog = await openCreatePost(page, { from: "/posts" });
    const words = `How one page on Friday replaced three meetings ${marker()}`;
    await writeItYourself(dialog, `${words} ${pageUrl("/pages/article")}`);
    await expectVisible(dialog.getByRole("figure", { name: "Link preview" }).getByText(TITLE));
    await dialog.getByLabel("Publish now").check();
    await publishNow(dialog);

    await publishedOnLinkedIn(words);
    const linkedin = await context.newPage();
    await linkedin.goto(linkedinUrl());
    const post = linkedin.locator("article", { hasText: words });
    const shown = post.locator(".card");
    await expectVisible(shown.getByText(TITLE));
    await expectVisible(shown.getByText("127.0.0.1"));
    expect(await loadedWidth(shown.locator("img"))).toBe(600);
    await post.screenshot({ path: "/tmp/link-card-linkedin.png" });
  });
});
