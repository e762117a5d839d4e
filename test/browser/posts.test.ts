import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  browserSession,
  clickSchedule,
  emulatorPosts,
  expectVisible,
  linkedinUrl,
  marker,
  publishNow,
  schedule,
  signedIn,
  within,
  writeItYourself,
  zoneAtMidday,
} from "./support";

// "Today" in a zone where it is midday: the day cannot turn during a test, and 23:45 is still ahead.
const browser = browserSession({ timeZone: () => zoneAtMidday() });

/** Today in the browser's own zone, as the calendar sees it. */
const browserToday = (page: Page) => page.evaluate(() => new Date().toLocaleDateString("en-CA"));

describe("calendar", () => {
  it("add a post from today's cell, edit it, then delete it with confirmation", async () => {
    const { page } = browser;
    await signedIn(page);
    await page.goto("/calendar");
    const today = await browserToday(page);
    const words = `Calendar post ${marker()}`;

    await page.locator(`td[data-date="${today}"]`).hover();
    await page.getByRole("button", { name: `Add a post on ${today}` }).click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    await writeItYourself(dialog, words);
    // scheduling from the calendar is the default, on the cell's day
    expect(await dialog.getByLabel("Schedule", { exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByLabel("Date", { exact: true }).inputValue()).toBe(today);
    await dialog.getByLabel("Time", { exact: true }).fill("23:45");
    await clickSchedule(dialog);
    await expectVisible(page.getByText("success", { exact: true }));
    const tile = page.locator(`td[data-date="${today}"] .tile`, { hasText: words });
    await expectVisible(tile);
    expect(await tile.locator(".tile__time").textContent()).toBe("23:45");

    await tile.locator(".tile__open").click();
    const edit = page.getByRole("dialog", { name: "Edit Post" });
    await edit.getByLabel("Post", { exact: true }).fill(`${words} edited`);
    await edit.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.locator(".tile", { hasText: `${words} edited` }));

    const edited = page.locator(".tile", { hasText: `${words} edited` });
    await edited.hover();
    await edited.getByRole("button", { name: /Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Post" });
    await expectVisible(confirm.getByText("Are you sure you want to delete this post? This action cannot be undone."));
    await confirm.getByRole("button", { name: "Yes, Delete" }).click();
    await page.locator(".tile", { hasText: words }).waitFor({ state: "detached" });
  });

  it("past days offer no add button; the next-month badge counts what lies ahead", async () => {
    const { page } = browser;
    await signedIn(page);
    await page.goto("/calendar");
    const today = await browserToday(page);
    const yesterday = await page.evaluate(() => new Date(Date.now() - 86_400_000).toLocaleDateString("en-CA"));
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      expect(await page.getByRole("button", { name: `Add a post on ${yesterday}` }).count()).toBe(0);
    }
    expect(await page.getByRole("button", { name: `Add a post on ${today}` }).count()).toBe(1);
    // the demo team has posts next month
    await expectVisible(page.getByTestId("next-month-badge"));
  });
});

describe("posts", () => {
  it("publish now: the card turns 'Published' and the post is on LinkedIn (the emulator's page)", async () => {
    const { page, context } = browser;
    await signedIn(page);
    await page.goto("/posts");
    const words = `Publish me now (really) ${marker()}`;
    // create a draft through the top bar's Create Post, then publish it from its card
    await page.getByRole("link", { name: "Create Post" }).click();
    const create = page.getByRole("dialog", { name: "Create Post" });
    await writeItYourself(create, words);
    await create.getByLabel("Schedule", { exact: true }).check();
    await schedule(create, { daysAhead: 3 });
    // Create Post opened where the member was: the new card is right here on /posts
    expect(new URL(page.url()).pathname).toBe("/posts");
    const card = page.getByRole("article", { name: words });
    await expectVisible(card.getByText(/scheduled for/));
    await card.getByRole("button", { name: "Post" }).click();
    const publish = page.getByRole("dialog", { name: "Publish Post" });
    expect(await publish.getByLabel("Publish now").isChecked()).toBe(true);
    await publishNow(publish);
    await card.getByRole("button", { name: "Published" }).waitFor({ timeout: within(20_000) });
    expect(await card.getByRole("button", { name: "Published" }).isDisabled()).toBe(true);
    expect(await card.getByRole("button", { name: "Edit" }).count()).toBe(0);

    const onLinkedIn = (await emulatorPosts()).filter((p) => p.commentary === words);
    expect(onLinkedIn).toHaveLength(1);
    const emulatorPage = await context.newPage();
    await emulatorPage.goto(linkedinUrl());
    await expectVisible(emulatorPage.getByText(words));
  });

  it("copy puts the content on the clipboard and says so", async () => {
    const { page, context } = browser;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signedIn(page);
    await page.goto("/posts");
    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Copy" }).click();
    await expectVisible(page.getByText("Copied to clipboard"));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(10);
  });
});
