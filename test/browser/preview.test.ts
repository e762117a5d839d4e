/**
 * The LinkedIn preview as LinkedIn's feed card (issue 26 item 5): a member writes a long post and
 * sees it folded at LinkedIn's desktop cut-off, then at the phone's shorter one, and "…see more"
 * opens the rest; three images show as LinkedIn lays them out (one large, two below), in the
 * preview and, once published, on LinkedIn (the emulator's page).
 */
import { describe, expect, it } from "vitest";
import { photoPng } from "../emulators/pexels/server.mjs";
import { browserSession, expectVisible, linkedinUrl, marker, openCreatePost, publishedOnLinkedIn, writeItYourself } from "./support";

const browser = browserSession();

type Box = { x: number; y: number; width: number; height: number };
const boxes = (images: import("playwright-core").Locator) =>
  images.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );

/** One large image on top, two side by side below it, each half its width. */
function expectOneLargeTwoBelow([large, left, right]: Box[]) {
  expect(left.y).toBeGreaterThanOrEqual(large.y + large.height - 1);
  expect(Math.abs(left.y - right.y)).toBeLessThan(1);
  expect(right.x).toBeGreaterThan(left.x);
  expect(large.width).toBeGreaterThan(left.width * 1.8);
}

describe("LinkedIn preview", () => {
  it("folds at the desktop and the phone cut-offs, opens on …see more, and lays out three images as LinkedIn does", async () => {
    const { page, context } = browser;
    const dialog = await openCreatePost(page);
    const words = `A long post to see where LinkedIn folds it ${marker()}. ${"Every sentence here adds a few more words to the draft. ".repeat(6)}`.trim();
    await writeItYourself(dialog, words);

    const preview = dialog.getByRole("figure", { name: "Preview on LinkedIn as Maya Chen" });
    const text = preview.locator(".li-preview__text");
    await expectVisible(preview.getByText("Just now ·"));
    // Desktop first: the text up to 210 characters, then "…see more".
    expect(await dialog.getByRole("radio", { name: "Desktop" }).isChecked()).toBe(true);
    expect(await text.textContent()).toBe(`${words.slice(0, 210).trimEnd()}…see more`);

    // On a phone it folds sooner.
    await dialog.getByRole("radio", { name: "Mobile" }).check();
    await expect.poll(() => text.textContent()).toBe(`${words.slice(0, 140).trimEnd()}…see more`);

    // …see more opens the whole text.
    await preview.getByRole("button", { name: "…see more" }).click();
    await expect.poll(() => text.textContent()).toBe(words);
    expect(await preview.getByRole("button", { name: "…see more" }).count()).toBe(0);

    // Three images: one large on top and two below, in the preview.
    await dialog.getByRole("radio", { name: "Desktop" }).check();
    await dialog.getByLabel("Image files").setInputFiles([
      { name: "first.png", mimeType: "image/png", buffer: photoPng(31) },
      { name: "second.png", mimeType: "image/png", buffer: photoPng(32) },
      { name: "third.png", mimeType: "image/png", buffer: photoPng(33) },
    ]);
    await expectVisible(dialog.getByRole("button", { name: "Image 3, selected" }));
    const grid = preview.getByRole("group", { name: "3 images" });
    await expectVisible(grid);
    expect(await grid.getAttribute("data-layout")).toBe("three");
    const pictures = grid.locator("img");
    expect(await pictures.count()).toBe(3);
    await expect.poll(() => pictures.evaluateAll((els) => els.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    expectOneLargeTwoBelow(await boxes(pictures));

    // Published now, LinkedIn's page lays them out the same way.
    await dialog.getByLabel("Publish now").check();
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expectVisible(page.getByText("success", { exact: true }));
    await publishedOnLinkedIn(words, { exact: true });
    const linkedin = await context.newPage();
    await linkedin.goto(linkedinUrl());
    const onLinkedIn = linkedin.locator("article", { hasText: words.slice(0, 40) }).locator('.images[data-layout="three"] img');
    expect(await onLinkedIn.count()).toBe(3);
    expectOneLargeTwoBelow(await boxes(onLinkedIn));
    await linkedin.close();
  });
});
