/** Reviewing a month of generated drafts before any is scheduled (issue 21, item 6). */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, localSql, postThroughPage, signInAsNewMember, within } from "./support";

const browser = browserSession();
const unique = () => Date.now().toString(36).slice(-5);
const DAY = 86_400_000;

const d1 = localSql;

/**
 * A month's drafts as the content-calendar job leaves them, written by the offline writer: the
 * posts are made through the API (the member's own team and account), then marked generated, each
 * planned a day after the last; the `idea` one is an idea card (a question, no draft yet).
 */
async function draftsToReview(page: Page, contents: string[], idea: string) {
  // One after another: this is the test's setup, not what it tests. (Four at once through
  // `wrangler dev`'s proxy once met its "Your worker restarted mid-request" 503 on a busy machine;
  // postThroughPage asks again after that answer, never making a post twice.)
  const ids: string[] = [];
  for (const content of [...contents, idea]) ids.push(await postThroughPage(page, { content }));
  const now = Date.now();
  await d1(
    [
      ...ids.map(
        (id, i) =>
          `UPDATE posts SET status = 'draft', needs_review = 1, generated_by = 'job-browser-review', writer = 'offline', post_type = 'story', scheduled_at = ${now + (i + 1) * DAY} WHERE id = '${id}'`,
      ),
      `UPDATE posts SET idea_question = 'Which client changed how you work?' WHERE id = '${ids[ids.length - 1]}'`,
    ].join("; "),
  );
  return ids;
}

describe("review before scheduling", { timeout: within(120_000) }, () => {
  it("Schedule all opens the review list; one unticked stays a draft; the toast's Undo returns the others", async () => {
    const { page } = browser;
    await signInAsNewMember(page, `Lena Berg ${unique()}`);
    await draftsToReview(
      page,
      [
        "Why we stopped cold email\nWe tried it for a year.",
        "Our first hire\nShe asked better questions than we did.",
        "Pricing lessons\nCharge more, earlier.",
      ],
      "Idea card",
    );

    await page.goto("/calendar");
    const banner = page.locator(".review-banner");
    await expectVisible(banner.getByText("3 drafts to review"));
    // It says who wrote them, and what that means.
    await expectVisible(banner.getByText(/offline writer: it arranged your own answers into posts without inventing anything/));
    await expectVisible(banner.getByText(/1 idea card waits for your answer/));

    // Escape closes the list and schedules nothing.
    await banner.getByRole("button", { name: "Schedule all" }).click();
    const dialog = page.getByRole("dialog", { name: "Review before scheduling" });
    await expectVisible(dialog.getByRole("checkbox"));
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectVisible(banner.getByText("3 drafts to review"));

    await banner.getByRole("button", { name: "Schedule all" }).click();
    await expectVisible(dialog.getByRole("checkbox"));
    // Every draft, ticked, with its planned time in the member's zone; the idea card is not among them.
    const boxes = dialog.getByRole("checkbox");
    expect(await boxes.count()).toBe(3);
    for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
    expect(await dialog.getByText("A client who changed our work").count()).toBe(0);
    await expectVisible(dialog.getByText("1 idea card is not listed", { exact: false }));
    const plannedLabel = await page.evaluate((at) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long" }).format(at), Date.now() + 2 * DAY);
    await expectVisible(dialog.getByRole("checkbox", { name: /Our first hire/ }));
    expect(await dialog.locator(".review-item", { hasText: "Our first hire" }).innerText()).toContain(plannedLabel);

    await dialog.getByRole("checkbox", { name: /Pricing lessons/ }).uncheck();
    await dialog.getByRole("button", { name: "Schedule 2 posts" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectVisible(page.getByText("2 posts scheduled."));
    await expectVisible(banner.getByText("1 draft to review"));

    await page.getByRole("button", { name: "Undo" }).click();
    await expectVisible(page.getByText("2 posts are back in your drafts to review."));
    await expectVisible(banner.getByText("3 drafts to review"));
  });

  it("the confirm is off with nothing ticked", async () => {
    const { page } = browser;
    await signInAsNewMember(page, `Tomas Ruiz ${unique()}`);
    await draftsToReview(page, ["One draft\nabout onboarding clients"], "A client who changed our work");
    await page.goto("/posts");
    await page.getByRole("button", { name: "Schedule all" }).click();
    const dialog = page.getByRole("dialog", { name: "Review before scheduling" });
    await dialog.getByRole("checkbox", { name: /One draft/ }).uncheck();
    expect(await dialog.getByRole("button", { name: "Schedule 0 posts" }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectVisible(page.getByText("1 draft to review"));
  });
});
