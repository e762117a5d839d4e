import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, schedule, signedIn, within } from "./support";

const browser = browserSession();

/** A card further down the feed: scrolls to the end of the list until its page has loaded. */
async function scrollToCard(page: Page, author: string) {
  const card = page.getByRole("article", { name: `Post by ${author}` });
  const deadline = Date.now() + within(6_000);
  while ((await card.count()) === 0 && Date.now() < deadline) {
    await page.locator(".feed__more").scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
  }
  return card;
}

/** Polls the feed API (as the signed-in page) until a post with this title has been read from its source. */
async function waitForFeedPost(page: Page, title: string, timeoutMs = within(30_000)) {
  const deadline = Date.now() + timeoutMs;
  const found = (wanted: string) =>
    page.evaluate(async (wanted) => {
      let cursor: string | null = null;
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`/api/feed?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
        const body = (await res.json()) as { data: Array<{ title: string }>; nextCursor: string | null };
        if (body.data.some((p) => p.title === wanted)) return true;
        cursor = body.nextCursor;
        if (!cursor) return false;
      }
      return false;
    }, wanted);
  while (!(await found(title))) {
    if (Date.now() > deadline) throw new Error(`"${title}" was not read from its source within ${timeoutMs / 1000} s`);
    await page.waitForTimeout(1000);
  }
}

describe("the viral-posts feed", () => {
  it("cards: relative time, text cut with 'see more', likes with K; copy; Recreate writes the member's own version and schedules it", async () => {
    const { page, context } = browser;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signedIn(page);
    const long =
      `Saved ${Date.now().toString(36)}: ${"We rebuilt our onboarding around one checklist and the first week changed completely. ".repeat(4)}`.trim();
    const saved = await page.evaluate(async (content) => {
      const res = await fetch("/api/feed/saved", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ content }) });
      return res.status;
    }, long);
    expect(saved).toBe(201);
    // The sources are read in the background once the stack is up: wait for the Hacker News emulator's stories.
    await waitForFeedPost(page, "An LLM wrote our release notes for six months. What we learned");

    await page.goto("/feed");
    const mine = page.getByRole("article").filter({ hasText: long.slice(0, 40) });
    await expectVisible(mine.getByText("Just now"));
    expect(await mine.locator(".feed-card__text").innerText()).toMatch(/…$/);
    await mine.getByRole("button", { name: "see more" }).click();
    expect(await mine.locator(".feed-card__text").innerText()).toBe(long);
    await expectVisible(mine.getByRole("button", { name: "see less" }));

    // Hana Kobayashi's post (12,300 likes, 41 hours old) is further down: more cards load as the member scrolls.
    const hana = await scrollToCard(page, "Hana Kobayashi");
    await expectVisible(hana.getByText("12K likes"));
    await expectVisible(hana.getByText("1 d ago"));
    await hana.getByRole("button", { name: "Copy" }).click();
    await expectVisible(page.getByText("Copied to clipboard"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Daily standups are the worst way to run a remote team.");

    // A story read from the Hacker News emulator, with its source said and its original linked.
    const story = page.getByRole("article").filter({ hasText: "An LLM wrote our release notes for six months. What we learned" });
    await expectVisible(story.getByText("via Hacker News"));
    expect(await story.getByRole("link", { name: "Original" }).getAttribute("href")).toBe("https://engineering.parcelbase.io/llm-release-notes");

    await (await scrollToCard(page, "Ayesha Khan")).getByRole("button", { name: "Recreate" }).click();
    const dialog = page.getByRole("dialog", { name: "Recreate Post" });
    await expectVisible(dialog);
    await dialog.getByLabel("What's your post about?").fill("we raised our rates 25% at our Porto bakery and lost 2 wholesale clients, gained 6 cafes");
    await dialog.getByRole("button", { name: "Generate" }).click();
    const editor = dialog.getByLabel("Post", { exact: true });
    await expectVisible(dialog.getByText(/Drafted by the offline writer/));
    const draft = await editor.inputValue();
    expect(draft).toContain("25%");
    expect(draft).not.toContain("70%");
    await schedule(dialog, { time: "21:15" });
    await expectVisible(page.getByText("success", { exact: true }));
    await page.goto("/posts");
    await expectVisible(page.getByText(/25%/).first());
  });

  it("a member saves a post they admire to the team's library, once per link", async () => {
    const { page } = browser;
    await signedIn(page);
    await page.goto("/feed");
    await page.getByText("Save a post you admire").click();
    await page.getByRole("button", { name: "Save to library" }).click();
    await expectVisible(page.getByText("Paste the post's text."));
    const text = `Admired ${Date.now().toString(36)}: clear beats clever in every launch email.`;
    const link = `https://www.linkedin.com/posts/admired-${Date.now().toString(36)}`;
    await page.getByLabel("The post's text").fill(text);
    await page.getByLabel("Its link (optional)").fill(link);
    await page.getByRole("button", { name: "Save to library" }).click();
    await expectVisible(page.getByText("Saved to your team's library."));
    await expectVisible(page.getByRole("article").filter({ hasText: text }).getByText("Saved by your team"));
    await page.getByLabel("The post's text").fill(text);
    await page.getByLabel("Its link (optional)").fill(link);
    await page.getByRole("button", { name: "Save to library" }).click();
    await expectVisible(page.getByText("Your team already saved this post."));
    expect(await page.getByRole("article").filter({ hasText: text }).count()).toBe(1);

    // A saved post is recreated like any other: it is the reference of step 1.
    await page.getByRole("article").filter({ hasText: text }).getByRole("button", { name: "Recreate" }).click();
    const dialog = page.getByRole("dialog", { name: "Recreate Post" });
    expect(await dialog.locator(".content-settings__reference").innerText()).toBe(text);
  });
});
