import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, localSql, schedule, signedIn, within } from "./support";

const browser = browserSession();

const d1 = localSql;

/** Topics are computed by the first sweep after the stack starts: reload until the chips are there. */
async function openTrendsWithTopics(page: Page) {
  const deadline = Date.now() + within(30_000);
  while (Date.now() < deadline) {
    await page.goto("/trends");
    if ((await page.getByRole("navigation", { name: "Trending topics" }).getByRole("link").count()) > 0) return;
    await page.waitForTimeout(1500);
  }
  throw new Error(`no trending topics after ${within(30_000) / 1000} s`);
}

describe("trending topics", () => {
  it("chips at the top, the first chosen; another picked by click and by keyboard shows its posts; Recreate writes and schedules", async () => {
    const { page } = browser;
    await signedIn(page);
    await openTrendsWithTopics(page);
    const chips = page.getByRole("navigation", { name: "Trending topics" }).getByRole("link");
    expect(await chips.count()).toBeGreaterThan(2);
    await expectVisible(chips.first().and(page.locator("[aria-current=page]")));
    const firstCards = await page.getByRole("article").allInnerTexts();
    expect(firstCards.length).toBeGreaterThan(1);

    const second = chips.nth(1);
    const name = await second.innerText();
    await second.click();
    await page.waitForURL(/\/trends\?topic=topic-/);
    await expectVisible(page.getByRole("link", { name, exact: true }).and(page.locator("[aria-current=page]")));
    const secondCards = await page.getByRole("article").allInnerTexts();
    expect(secondCards.length).toBeGreaterThan(1);
    expect(secondCards).not.toEqual(firstCards);

    // Keyboard: Tab to the third chip and press Enter.
    const third = chips.nth(2);
    const thirdName = await third.innerText();
    await third.focus();
    await page.keyboard.press("Enter");
    await expectVisible(page.getByRole("link", { name: thirdName, exact: true }).and(page.locator("[aria-current=page]")));

    const card = page.getByRole("article").first();
    const reference = (await card.locator(".feed-card__text").innerText()).split("\n")[0];
    await card.getByRole("button", { name: "Recreate" }).click();
    const dialog = page.getByRole("dialog", { name: "Recreate Post" });
    await expectVisible(dialog);
    // Step 1 names the post being recreated.
    await expectVisible(dialog.getByText("Recreating a post you liked"));
    expect(await dialog.locator(".content-settings__reference").innerText()).toContain(reference.replace(/…$/, "").slice(0, 30));
    await dialog
      .getByLabel("What's your post about?")
      .fill("our 9-person agency moved client updates to a Friday memo and cut status calls from 6 to 1 a week");
    await dialog.getByRole("button", { name: "Generate" }).click();
    const editor = dialog.getByLabel("Post", { exact: true });
    await expectVisible(dialog.getByText(/Drafted by the offline writer/));
    expect(await editor.inputValue()).toMatch(/6 to 1|Friday memo/);
    await schedule(dialog, { time: "08:45" });
    await expectVisible(page.getByText("success", { exact: true }));

    // From the feed: a card's topic leads to that topic on /trends.
    await page.goto("/feed");
    const topicLink = page.locator(".feed-card__topics").getByRole("link").first();
    const topicName = await topicLink.innerText();
    await topicLink.click();
    await page.waitForURL(/\/trends\?topic=topic-/);
    const chosen = page.getByRole("navigation", { name: "Trending topics" }).getByRole("link", { name: topicName, exact: true });
    await expectVisible(chosen.and(page.locator("[aria-current=page]")));
  });

  it("'No Posts Found' for a topic that fell away; 'No Trending Topics Found' before topics are computed", async () => {
    const { page } = browser;
    await signedIn(page);
    await page.goto("/trends?topic=topic-no-longer-trending");
    await expectVisible(page.getByRole("heading", { name: "No Posts Found" }));

    // As on a fresh install before the first computation (the worker tests cover the sweep that follows).
    // The topics are set aside and put back, so the tests after this one find them.
    await d1(
      "UPDATE feed_schedule SET next_run_at = 9999999999999 WHERE id = 'topics'; DROP TABLE IF EXISTS kept_topics; DROP TABLE IF EXISTS kept_topic_posts; CREATE TABLE kept_topics AS SELECT * FROM topics; CREATE TABLE kept_topic_posts AS SELECT * FROM topic_posts; DELETE FROM topic_posts; DELETE FROM topics;",
    );
    try {
      await page.goto("/trends");
      await expectVisible(page.getByRole("heading", { name: "No Trending Topics Found" }));
      expect(await page.getByRole("article").count()).toBe(0);
    } finally {
      await d1(
        "INSERT INTO topics SELECT * FROM kept_topics; INSERT INTO topic_posts SELECT * FROM kept_topic_posts; DROP TABLE kept_topics; DROP TABLE kept_topic_posts; UPDATE feed_schedule SET next_run_at = 0 WHERE id = 'topics';",
      );
    }
    await openTrendsWithTopics(page);
  });
});
