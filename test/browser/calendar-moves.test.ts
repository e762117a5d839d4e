/**
 * Planning by dragging (issue 24, items 1 and 2): a tile dragged to another day keeps its time and
 * stays there after a reload; a drop the API refuses goes back with a message; a drop on a past day
 * is refused before anything is sent; the same move by keyboard; an hour of the week; the list.
 * Posts are placed in next month, where every day is ahead whatever the date the suite runs on.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, marker, postThroughPage, signedIn } from "./support";

const browser = browserSession();

/** Day `day` of next month in the browser's zone (YYYY-MM-DD), and that day at a time as an instant. */
const nextMonthDay = (page: Page, day: number, time = "09:30") =>
  page.evaluate(
    ([d, t]) => {
      const now = new Date();
      const at = new Date(now.getFullYear(), now.getMonth() + 1, d, Number(t.slice(0, 2)), Number(t.slice(3)));
      return { date: at.toLocaleDateString("en-CA"), iso: at.toISOString(), month: at.toLocaleDateString("en-CA").slice(0, 7) };
    },
    [day, time] as const,
  );

/** A scheduled post made through the API, as the browser calls it (its session cookie, JSON). */
async function scheduledPost(page: Page, content: string, iso: string) {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const id = await postThroughPage(page, { content, scheduledAt: iso, timeZone });
  expect(id).toBeTruthy();
  return id;
}

/** A post scheduled on day `day` of next month at `time`, titled `label` made unique: its title, day and id. */
async function plannedPost(page: Page, label: string, day: number, time = "09:30") {
  const at = await nextMonthDay(page, day, time);
  const title = `${label} ${marker()}`;
  return { title, at, id: await scheduledPost(page, title, at.iso) };
}

const tileOf = (page: Page, title: string) => page.locator(".tile", { hasText: title });
const dayOf = (tile: Locator) => tile.locator("xpath=ancestor::td[1]").getAttribute("data-date");

/** A person's drag: press on the tile, move past the 6 px that tell a drag from a click, go to the target, let go. */
async function drag(page: Page, from: Locator, to: Locator) {
  // The move button appears once drag and drop has loaded (after the first paint).
  await from.getByRole("button", { name: /^Move / }).waitFor({ state: "attached" });
  // Both ends away from the window's edges, where the page scrolls itself during a drag.
  const [start, end] = [(await from.boundingBox())!, (await to.boundingBox())!];
  await page.evaluate((middle) => window.scrollBy(0, middle - window.innerHeight / 2), (start.y + end.y + end.height) / 2);
  const a = (await from.locator(".tile__open").boundingBox())!;
  await page.mouse.move(a.x + 12, a.y + 8);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + 20, { steps: 4 });
  // The page may scroll under the pointer as it nears an edge: aim again where the target is now.
  for (let i = 0; i < 2; i++) {
    const b = (await to.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  }
  await page.mouse.up();
}

describe("moving posts on the calendar", () => {
  it("a tile dragged to another day keeps its time, is saved, and is still there after a reload", async () => {
    const { page } = browser;
    await signedIn(page);
    const { title, at: from } = await plannedPost(page, "Drag me", 10);
    const to = await nextMonthDay(page, 12);
    await page.goto(`/calendar?month=${from.month}`);
    expect(await dayOf(tileOf(page, title))).toBe(from.date);

    await drag(page, tileOf(page, title), page.locator(`td[data-date="${to.date}"]`));
    await expectVisible(page.getByText(/^Moved to .* at 09:30$/));
    expect(await dayOf(tileOf(page, title))).toBe(to.date);
    await page.reload();
    expect(await dayOf(tileOf(page, title))).toBe(to.date);
    expect(await tileOf(page, title).locator(".tile__time").textContent()).toBe("09:30");
    // The whole title is the tile's hover text.
    expect(await tileOf(page, title).locator(".tile__open").getAttribute("title")).toBe(title);
  });

  it("a drop the API refuses goes back where it was, with the reason", async () => {
    const { page } = browser;
    await signedIn(page);
    const { title, at: from, id } = await plannedPost(page, "Deleted meanwhile", 11);
    const to = await nextMonthDay(page, 14);
    await page.goto(`/calendar?month=${from.month}`);
    await tileOf(page, title).waitFor();
    // Someone deletes it in another tab while this calendar still shows it.
    await page.evaluate(async (postId) => {
      await fetch(`/api/post/${postId}`, { method: "DELETE", headers: { "content-type": "application/json" } });
    }, id);

    await drag(page, tileOf(page, title), page.locator(`td[data-date="${to.date}"]`));
    await expectVisible(page.getByText("Post not found. It's back where it was.", { exact: true }));
    expect(await dayOf(tileOf(page, title))).toBe(from.date);
  });

  it("a drop on a day that has passed is refused in plain words and nothing is sent", async () => {
    const { page } = browser;
    await signedIn(page);
    const { title, at: day } = await plannedPost(page, "Not into the past", 20);
    const earlier = await nextMonthDay(page, 18);
    // The member's clock reads the 19th of next month: the 18th has passed for them.
    await page.clock.setFixedTime(new Date((await nextMonthDay(page, 19, "12:00")).iso));
    await page.goto(`/calendar?month=${day.month}`);
    const sent: string[] = [];
    page.on("request", (r) => r.url().includes("/move") && sent.push(r.url()));

    await drag(page, tileOf(page, title), page.locator(`td[data-date="${earlier.date}"]`));
    await expectVisible(page.getByText("That time has passed. Drop the post on today or a later day.", { exact: true }));
    expect(await dayOf(tileOf(page, title))).toBe(day.date);
    expect(sent).toEqual([]);
  });

  it("by keyboard: the move button picks the post up, arrows choose the day, Enter drops it, and each step is announced", async () => {
    const { page } = browser;
    await signedIn(page);
    const { title, at: from } = await plannedPost(page, "Keyboard move", 8);
    await page.goto(`/calendar?month=${from.month}`);
    const move = page.getByRole("button", { name: `Move ${title}` });
    await move.focus();
    await page.keyboard.press("Space");
    const announced = page.locator('[id^="DndLiveRegion"]');
    await expect.poll(() => announced.textContent()).toContain(`${title} is over`);
    await page.keyboard.press("ArrowRight");
    const next = await nextMonthDay(page, 9);
    const label = await page.evaluate(
      (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }),
      next.date,
    );
    await expect.poll(() => announced.textContent()).toBe(`${title} is over ${label}.`);
    await page.keyboard.press("Enter");
    await expect.poll(() => announced.textContent()).toBe(`${title} moved to ${label}.`);
    await expectVisible(page.getByText(`Moved to ${label} at 09:30`, { exact: true }));
    expect(await dayOf(tileOf(page, title))).toBe(next.date);
    // The focus stays on the post's move button, in its new place.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Move ${title}`);

    // Escape puts it back where it was.
    await page.keyboard.press("Space");
    await expect.poll(() => announced.textContent()).toContain(`${title} is over`);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await expect.poll(() => announced.textContent()).toBe(`Move cancelled. ${title} stays where it was.`);
    expect(await dayOf(tileOf(page, title))).toBe(next.date);
  });

  it("the week view shows posts at their hour; a drop on an hour keeps the minutes; the view is in the address", async () => {
    const { page } = browser;
    await signedIn(page);
    const { title, at: day } = await plannedPost(page, "Week move", 15);
    await page.goto(`/calendar?view=week&date=${day.date}`);
    const tile = tileOf(page, title);
    expect(await tile.locator("xpath=ancestor::td[1]").getAttribute("data-hour")).toBe("9");

    await drag(page, tile, page.locator(`td[data-date="${day.date}"][data-hour="14"]`));
    await expectVisible(page.getByText(/^Moved to .* at 14:30$/));
    await page.reload();
    expect(await tileOf(page, title).locator("xpath=ancestor::td[1]").getAttribute("data-hour")).toBe("14");
    expect(await tileOf(page, title).locator(".tile__time").textContent()).toBe("14:30");
    // The view is in the address: Month and back again.
    await page.getByRole("link", { name: "Month" }).click();
    await page.waitForURL(new RegExp(`month=${day.month}`));
    await tileOf(page, title).waitFor();
    await page.goBack();
    await page.waitForURL(new RegExp(`view=week&date=${day.date}`));
    await expect.poll(() => tileOf(page, title).locator("xpath=ancestor::td[1]").getAttribute("data-hour")).toBe("14");
  });

  it("the list view groups upcoming posts by day with their time, account and status", async () => {
    const { page } = browser;
    await signedIn(page);
    const first = await nextMonthDay(page, 1);
    const { title, at: day } = await plannedPost(page, "Listed", 5, "18:15");
    await page.goto(`/calendar?view=list&date=${first.date}`);
    const label = await page.evaluate(
      (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }),
      day.date,
    );
    const section = page.getByRole("region", { name: label });
    const row = section.locator(".list-row", { hasText: title });
    await expectVisible(row);
    expect(await row.locator(".list-row__time").textContent()).toBe("18:15");
    expect(await row.locator(".list-row__apps").textContent()).toContain("Maya Chen");
    expect(await row.locator(".list-row__status").textContent()).toBe("Scheduled");
    await row.getByRole("button", { name: title }).click();
    await expectVisible(page.getByRole("dialog", { name: "Edit Post" }));
  });
});

describe("filters on the calendar", () => {
  it("narrow the tiles, survive a reload, and stay on when the view changes", async () => {
    const { page } = browser;
    await signedIn(page);
    const day = await nextMonthDay(page, 16);
    const mine = `Filtered in ${marker()}`;
    const other = `Filtered out ${marker()}`;
    await scheduledPost(page, mine, day.iso);
    await scheduledPost(page, other, (await nextMonthDay(page, 17)).iso);
    await page.goto(`/calendar?month=${day.month}`);
    await tileOf(page, other).waitFor();

    await page.getByRole("searchbox", { name: /search/i }).fill(mine);
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=/);
    await tileOf(page, other).waitFor({ state: "detached" });
    await expectVisible(tileOf(page, mine));
    await page.reload();
    await expectVisible(tileOf(page, mine));
    expect(await tileOf(page, other).count()).toBe(0);

    await page.getByRole("link", { name: "List" }).click();
    await page.waitForURL(/view=list.*q=|q=.*view=list/);
    await expectVisible(page.locator(".list-row", { hasText: mine }));
    expect(await page.locator(".list-row", { hasText: other }).count()).toBe(0);
  });
});
