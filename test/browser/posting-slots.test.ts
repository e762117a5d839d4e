/**
 * Posting slots and the queue in the browser (issue 24 item 3): Add to queue in the post dialog,
 * the 30-minute warning before scheduling, and the slots editor on /team. Each test is a new
 * member with a team and an account of their own, so no other test's posts take their slots.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, marker, signInAsNewMember, within, writeItYourself } from "./support";

const browser = browserSession();

/** Create Post from /posts, written by hand: returns the dialog at its last step. */
async function newPost(page: Page, words: string) {
  await page.goto("/posts");
  await page.getByRole("link", { name: "Create Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Post" });
  await writeItYourself(dialog, words);
  return dialog;
}

async function addToQueue(dialog: Locator) {
  await dialog.getByLabel("Add to queue", { exact: true }).check();
  await dialog.getByRole("button", { name: "Add to queue", exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The team page's "Next free slot: Tue 3 Dec, 08:00." of the (only) account. */
async function nextFreeOnTeamPage(page: Page) {
  await page.goto("/team");
  const note = page.locator(".posting-slots").getByText(/Next free slot: /);
  await expectVisible(note);
  return /Next free slot: (.+)\.$/.exec((await note.textContent()) ?? "")?.[1] ?? "";
}

/** A date and time `daysAhead` days from the browser's today, as the date and time fields take them. */
const dayAhead = (page: Page, daysAhead: number) => page.evaluate((days) => new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA"), daysAhead);

describe("the queue", () => {
  it("Add to queue takes the account's next free slot, and the next post takes the one after", async () => {
    const { page } = browser;
    await signInAsNewMember(page, `Quinn Queue ${marker()}`);
    const first = await nextFreeOnTeamPage(page);
    expect(first).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d{1,2} \w{3}, \d{2}:00$/);

    await addToQueue(await newPost(page, `First in the queue ${marker()}`));
    await expectVisible(page.getByText(`Added to the queue: ${first}`));

    const second = await nextFreeOnTeamPage(page);
    expect(second).not.toBe(first);
    await addToQueue(await newPost(page, `Second in the queue ${marker()}`));
    await expectVisible(page.getByText(`Added to the queue: ${second}`));
    // Two posts, two different times.
    expect(await nextFreeOnTeamPage(page)).not.toBe(second);
  });

  it("editing the slots on the team page changes where the queue puts the next post", async () => {
    const { page } = browser;
    await signInAsNewMember(page, `Sam Slots ${marker()}`);
    await page.goto("/team");
    const slots = page.locator(".posting-slots");
    await expectVisible(slots);
    // A slot of our own: tomorrow's weekday at 06:45 (before any of the seeded peak hours).
    const tomorrow = await page.evaluate(() => {
      const at = new Date(Date.now() + 86_400_000);
      return {
        weekday: at.toLocaleDateString("en-US", { weekday: "long" }),
        label: `${at.toLocaleDateString("en-US", { weekday: "short" })} ${at.getDate()} ${at.toLocaleDateString("en-US", { month: "short" })}, 06:45`,
      };
    });
    await slots.getByLabel("Day", { exact: true }).selectOption({ label: tomorrow.weekday });
    await slots.getByLabel("Time", { exact: true }).fill("06:45");
    await slots.getByRole("button", { name: "Add slot" }).click();
    const mine = slots.getByRole("button", { name: `Remove ${tomorrow.weekday} 06:45` });
    await expectVisible(mine);
    await expectVisible(page.getByText("Posting slots saved."));

    // Every seeded slot removed, one at a time; focus moves to the next slot of the same day.
    const removeTuesday8 = slots.getByRole("button", { name: "Remove Tuesday 08:00", exact: true });
    if ((await removeTuesday8.count()) === 1) {
      await removeTuesday8.click();
      await removeTuesday8.waitFor({ state: "detached" });
      await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Remove Tuesday 10:00", null, { timeout: within(10_000) });
    }
    const removes = slots.getByRole("button", { name: /^Remove / });
    for (;;) {
      const labels = await removes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
      const next = labels.find((label) => label !== `Remove ${tomorrow.weekday} 06:45`);
      if (!next) break;
      const button = slots.getByRole("button", { name: next, exact: true });
      await button.click();
      await button.waitFor({ state: "detached" });
    }
    expect(await slots.getByRole("button", { name: /^Remove / }).count()).toBe(1);
    // The last slot cannot go: the queue needs one, and the page says so in plain words.
    await mine.click();
    await expectVisible(slots.getByText("Keep at least one posting slot: the queue fills them."));

    await expectVisible(slots.getByText(`Next free slot: ${tomorrow.label}.`));
    await addToQueue(await newPost(page, `Into my own slot ${marker()}`));
    await expectVisible(page.getByText(`Added to the queue: ${tomorrow.label}`));
  });
});

describe("two posts of one account within 30 minutes", () => {
  it("warns before saving, naming the other post and its time; Pick another time goes back to the time, Schedule anyway saves", async () => {
    const { page } = browser;
    await signInAsNewMember(page, `Wren Warning ${marker()}`);
    const date = await dayAhead(page, 2);
    const schedule = async (dialog: Locator, time: string) => {
      await dialog.getByLabel("Schedule", { exact: true }).check();
      await dialog.getByLabel("Date", { exact: true }).fill(date);
      await dialog.getByLabel("Time", { exact: true }).fill(time);
      await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
    };

    const first = `Morning post ${marker()}`;
    const one = await newPost(page, first);
    await schedule(one, "10:00");
    await one.waitFor({ state: "detached" });
    await expectVisible(page.getByRole("article", { name: first }));

    // Twenty minutes later: the dialog warns and saves nothing yet.
    const second = `Too close ${marker()}`;
    const two = await newPost(page, second);
    await schedule(two, "10:20");
    const warning = two.getByRole("alert").filter({ hasText: "within 30 minutes" });
    await expectVisible(warning);
    expect(await warning.textContent()).toContain(`"${first}" at `);
    expect(await warning.textContent()).toContain("10:00");
    expect(await page.getByRole("article", { name: second }).count()).toBe(0);

    // Pick another time: the warning goes, the time field has focus; 10:40 is far enough.
    await two.getByRole("button", { name: "Pick another time" }).click();
    await warning.waitFor({ state: "detached" });
    await expect.poll(() => two.getByLabel("Time", { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await schedule(two, "10:40");
    await two.waitFor({ state: "detached" });
    await expectVisible(page.getByRole("article", { name: second }));

    // Ten minutes after that one: warned about it, and Schedule anyway saves.
    const third = `On purpose ${marker()}`;
    const three = await newPost(page, third);
    await schedule(three, "10:50");
    const again = three.getByRole("alert").filter({ hasText: "within 30 minutes" });
    await expectVisible(again);
    expect(await again.textContent()).toContain(`"${second}" at `);
    await three.getByRole("button", { name: "Schedule anyway" }).click();
    await three.waitFor({ state: "detached" });
    await expectVisible(page.getByRole("article", { name: third }));
  });
});
