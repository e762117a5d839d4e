/**
 * A post LinkedIn may or may not have published (issue 8): the member sees it, reads its
 * history, and says "It's on LinkedIn" with the post's link, or publishes it again after a
 * warning that it may appear twice.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, linkedinUrl, marker, signedIn, within, writeItYourself } from "./support";

const browser = browserSession();

async function emulatorPosts(text: string): Promise<Array<{ commentary: string; urn: string }>> {
  const state = (await (await fetch(`${linkedinUrl()}/__emulator/state`)).json()) as { posts: Array<{ commentary: string; urn: string }> };
  return state.posts.filter((p) => p.commentary === text);
}

async function emulatorFault(fault: Record<string, unknown>) {
  await fetch(`${linkedinUrl()}/__emulator/faults`, { method: "POST", body: JSON.stringify(fault) });
}

/** Writes a post and publishes it now while LinkedIn answers 500 (stored or not): it ends in doubt. */
async function publishIntoDoubt(page: Page, words: string, stored: boolean) {
  await signedIn(page);
  await page.goto("/calendar");
  await page.getByRole("link", { name: "Create Post" }).click();
  const create = page.getByRole("dialog", { name: "Create Post" });
  await writeItYourself(create, words);
  await create.getByLabel("Publish now").check();
  await emulatorFault({ path: "/rest/posts", status: 500, noBody: true, storeThen: stored });
  await create.getByRole("button", { name: "Publish now" }).click();
  // the calendar's tile says so once the job has ended; the card on /posts says why
  await expectVisible(page.locator(".tile", { hasText: words.slice(0, 12) }).getByText("Check LinkedIn"));
  await page.goto("/posts");
  const card = page.getByRole("article", { name: words });
  await expectVisible(card.getByText("Check LinkedIn."));
  return card;
}

describe("a post in doubt", () => {
  it("the history says what happened; 'It's on LinkedIn' with the post's link marks it published", async () => {
    const { page } = browser;
    const words = `Did it go out ${marker()}`;
    const card = await publishIntoDoubt(page, words, true);
    const [onLinkedIn] = await emulatorPosts(words);

    await card.getByRole("button", { name: "Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Publish Post" });
    await expectVisible(dialog.getByRole("heading", { name: "Is this post on LinkedIn?" }));
    const history = dialog.getByRole("region", { name: "History" });
    await expectVisible(history.getByText(/Try 1 · Publish now: We couldn't tell whether it went out\. LinkedIn had a problem \(500\)/));
    // no way to publish it blindly from here
    expect(await dialog.getByLabel("Publish now").count()).toBe(0);

    await dialog.getByLabel("Link to the post on LinkedIn").fill("https://example.com/not-linkedin");
    await dialog.getByRole("button", { name: "It's on LinkedIn" }).click();
    await expectVisible(dialog.getByText(/^Paste the post's link from LinkedIn/));

    await dialog.getByLabel("Link to the post on LinkedIn").fill(`https://www.linkedin.com/feed/update/${onLinkedIn.urn}/`);
    await dialog.getByRole("button", { name: "It's on LinkedIn" }).click();
    await card.getByRole("button", { name: "Published" }).waitFor({ timeout: within(15_000) });
    expect(await emulatorPosts(words)).toHaveLength(1);
  });

  it("'Publish again' warns that it may appear twice, then publishes it once", async () => {
    const { page } = browser;
    const words = `Try that again ${marker()}`;
    const card = await publishIntoDoubt(page, words, false);
    expect(await emulatorPosts(words)).toHaveLength(0);

    await card.getByRole("button", { name: "Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Publish Post" });
    await dialog.getByRole("button", { name: "Publish again" }).click();
    await expectVisible(dialog.getByText("This may put the post on LinkedIn twice."));
    await dialog.getByRole("button", { name: "Publish again anyway" }).click();
    await card.getByRole("button", { name: "Published" }).waitFor({ timeout: within(20_000) });
    expect(await emulatorPosts(words)).toHaveLength(1);
  });
});
