/** Finding a post on /posts, and what a published post shows (issue 24 items 4 and 5). */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSession, emulatorPosts, expectVisible, linkedinUrl, marker, postThroughPage, signedIn, within } from "./support";

const browser = browserSession();

/** A post made through the API as the signed-in member (the page's own origin and cookie); returns its id. */
async function apiPost(page: Page, content: string, daysAhead?: number) {
  const scheduledAt = daysAhead === undefined ? undefined : new Date(Date.now() + daysAhead * 86_400_000).toISOString();
  return postThroughPage(page, { content, scheduledAt });
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const tab = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Filter posts by status" }).getByRole("link", { name: new RegExp(`^${label}, \\d+ posts?$`) });
const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe("filters on /posts", () => {
  it("a status tab narrows the list, with its count; reload and back keep the filter", async () => {
    const { page } = browser;
    await signedIn(page);
    const m = marker();
    const draft = `Filter draft ${m}`;
    const scheduled = `Filter scheduled ${m}`;
    await apiPost(page, draft);
    await apiPost(page, scheduled, 4);
    await page.goto("/posts");
    await expectVisible(card(page, draft));
    await expectVisible(card(page, scheduled));

    // The address changes before the filtered list arrives: the other card's leaving is waited for, not counted at once.
    await tab(page, "Drafts").click();
    await page.waitForURL((url) => url.searchParams.get("status") === "draft");
    await expectVisible(card(page, draft));
    await card(page, scheduled).waitFor({ state: "detached", timeout: within(10_000) });
    expect(await tab(page, "Drafts").getAttribute("aria-current")).toBe("page");
    // the tab's accessible name carries its count: as many cards as it says
    const drafts = Number(/(\d+) posts?$/.exec((await tab(page, "Drafts").getAttribute("aria-label")) ?? "")?.[1]);
    expect(await page.getByRole("article").count()).toBe(drafts);

    await page.reload();
    expect(searchParam(page, "status")).toBe("draft");
    await expectVisible(card(page, draft));
    expect(await card(page, scheduled).count()).toBe(0);

    await tab(page, "Scheduled").click();
    await page.waitForURL((url) => url.searchParams.get("status") === "scheduled");
    await expectVisible(card(page, scheduled));
    await card(page, draft).waitFor({ state: "detached", timeout: within(10_000) });

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("status") === "draft");
    await expectVisible(card(page, draft));
    await card(page, scheduled).waitFor({ state: "detached", timeout: within(10_000) });

    await tab(page, "All").click();
    await page.waitForURL((url) => !url.searchParams.has("status"));
    await expectVisible(card(page, scheduled));
  });

  it("search finds title and text as typed; an empty result says what was filtered and clears; Escape clears the box", async () => {
    const { page } = browser;
    await signedIn(page);
    const m = marker();
    const first = `Pricing notes ${m}`;
    const second = `Hiring notes ${m}`;
    await apiPost(page, first);
    await apiPost(page, `${second}\nWe grew 100% in a year`);
    await page.goto("/posts");
    const search = page.getByRole("searchbox", { name: "Search posts" });

    // after a short pause while typing
    await search.fill(m);
    await page.waitForURL((url) => url.searchParams.get("q") === m, { timeout: within(10_000) });
    await expectVisible(card(page, first));
    await expect.poll(() => page.getByRole("article").count()).toBe(2);
    expect(await tab(page, "All").getAttribute("aria-label")).toBe("All, 2 posts");

    // on Enter, with a % that is only itself
    await search.fill(`${m.slice(0, 4)}%`);
    await search.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === `${m.slice(0, 4)}%`);
    await expectVisible(page.getByRole("heading", { name: "No posts match these filters" }));
    await expectVisible(page.getByText(`No posts matching “${m.slice(0, 4)}%”.`));

    await search.fill("100%");
    await search.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "100%");
    await expectVisible(card(page, second));

    await tab(page, "Published").click();
    await page.waitForURL((url) => url.searchParams.get("status") === "published" && url.searchParams.get("q") === "100%");
    await expectVisible(page.getByText("No published posts matching “100%”."));
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.pathname === "/posts" && url.search === "");
    await expectVisible(card(page, first));
    expect(await search.inputValue()).toBe("");

    await search.fill(m);
    await page.waitForURL((url) => url.searchParams.get("q") === m, { timeout: within(10_000) });
    await search.press("Escape");
    await page.waitForURL((url) => !url.searchParams.has("q"));
    expect(await search.inputValue()).toBe("");
  });
});

describe("a published post", () => {
  it("shows when it went out and links to LinkedIn; opens read-only; Duplicate makes a draft in the editor", async () => {
    const { page, context } = browser;
    await signedIn(page);
    const words = `Published and found ${marker()}`;
    await apiPost(page, words, 3);
    await page.goto("/posts");
    const post = card(page, words);
    await post.getByRole("button", { name: "Post" }).click();
    const publish = page.getByRole("dialog", { name: "Publish Post" });
    await publish.getByRole("button", { name: "Publish now" }).click();
    const link = post.getByRole("link", { name: "View on LinkedIn" });
    await link.waitFor({ timeout: within(20_000) });

    const [onLinkedIn] = (await emulatorPosts()).filter((p) => p.commentary === words);
    expect(await link.getAttribute("href")).toBe(`${linkedinUrl()}/feed/update/${onLinkedIn.urn}/`);
    await expectVisible(post.getByText(/^Published \w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/));
    // the spec's disabled 'Published' stays; no Edit
    expect(await post.getByRole("button", { name: "Published" }).isDisabled()).toBe(true);
    expect(await post.getByRole("button", { name: "Edit" }).count()).toBe(0);
    // the link shows the post (the emulator's page for it)
    const linkedin = await context.newPage();
    await linkedin.goto((await link.getAttribute("href")) ?? "");
    await expectVisible(linkedin.getByText(words));
    await linkedin.close();

    await post.getByRole("button", { name: "View" }).click();
    const dialog = page.getByRole("dialog", { name: "Published post" });
    await expectVisible(dialog.getByText(words));
    await expectVisible(dialog.getByRole("link", { name: "View on LinkedIn" }));
    await expectVisible(dialog.getByRole("heading", { name: "History" }));
    expect(await dialog.getByRole("textbox").count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Save" }).count()).toBe(0);

    await dialog.getByRole("button", { name: "Duplicate as a new draft" }).click();
    const editor = page.getByRole("dialog", { name: "Edit Post" });
    await expectVisible(editor);
    expect(await editor.getByLabel("Post", { exact: true }).inputValue()).toBe(words);
    await editor.getByRole("button", { name: "Cancel" }).click();

    // the copy is a draft; the published post is still there
    await tab(page, "Drafts").click();
    await page.waitForURL((url) => url.searchParams.get("status") === "draft");
    await expectVisible(card(page, words).getByRole("button", { name: "Edit" }));
    await tab(page, "Published").click();
    await page.waitForURL((url) => url.searchParams.get("status") === "published");
    await expectVisible(card(page, words).getByRole("link", { name: "View on LinkedIn" }));
  });
});

describe("the tests' own setup through the dev proxy", () => {
  it("a create answered 'Your worker restarted mid-request' is asked again only when the post was not made: never two of one post", async () => {
    const { page } = browser;
    await signedIn(page);
    const restarted = { status: 503, contentType: "text/plain", body: "Your worker restarted mid-request. Please try sending the request again." };
    const ofContent = async (content: string) =>
      ((await (await page.request.get("/api/posts")).json()) as { data: { data: Array<{ id: string; content: string }> } }).data.data.filter(
        (p) => p.content === content,
      );
    // The proxy's answer before the worker made the post: asked again, made once.
    const lost = `Setup lost on the way ${marker()}`;
    let first = true;
    await page.route("**/api/post", (route) => {
      if (route.request().method() === "POST" && first) {
        first = false;
        return route.fulfill(restarted);
      }
      return route.fallback();
    });
    const lostId = await postThroughPage(page, { content: lost });
    expect((await ofContent(lost)).map((p) => p.id)).toEqual([lostId]);
    await page.unrouteAll();
    // The post made, then the proxy's answer: found by its words, not made again.
    const made = `Setup made before the restart ${marker()}`;
    first = true;
    await page.route("**/api/post", async (route) => {
      if (route.request().method() === "POST" && first) {
        first = false;
        await route.fetch();
        return route.fulfill(restarted);
      }
      return route.fallback();
    });
    const madeId = await postThroughPage(page, { content: made });
    expect((await ofContent(made)).map((p) => p.id)).toEqual([madeId]);
    await page.unrouteAll();
  });
});
