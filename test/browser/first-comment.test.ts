/**
 * The first comment (issue 26 item 1, docs/decisions/047): a member writes a post with a first
 * comment, sees it under the post in the preview as their own comment, publishes now, and LinkedIn
 * (the emulator's page) shows the post with the comment under it, by the same account.
 */
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, linkedinUrl, marker, openCreatePost, publishNow, within, writeItYourself } from "./support";

const browser = browserSession();

type EmulatedComment = { object: string; actor: string; text: string };
async function emulatorState() {
  return (await (await fetch(`${linkedinUrl()}/__emulator/state`)).json()) as {
    posts: Array<{ urn: string; commentary: string }>;
    comments: EmulatedComment[];
  };
}

describe("First comment", () => {
  it("written with the post, shown in the preview, published now: LinkedIn shows the post with the comment under it", async () => {
    const { page, context } = browser;
    const dialog = await openCreatePost(page);
    const words = `Our hiring guide is out ${marker()}`;
    const comment = `The guide (free): https://example.com/guide_v2 #hiring ${marker()}`;
    await writeItYourself(dialog, words);

    const field = dialog.getByLabel("First comment", { exact: true });
    await expectVisible(dialog.getByText("Goes under your post right after it's published. A good place for links."));
    await expectVisible(dialog.getByText("0 / 1,250"));
    await field.fill(comment);
    await expectVisible(dialog.getByText(`${[...comment].length} / 1,250`));

    // The preview: the comment under the post, by the same account.
    const preview = dialog.getByRole("figure", { name: "Preview on LinkedIn as Maya Chen" });
    const previewed = preview.getByRole("region", { name: "First comment under the post" });
    await expectVisible(previewed.getByText(comment));
    await expectVisible(previewed.getByText("Maya Chen"));

    await dialog.getByLabel("Publish now").check();
    await publishNow(dialog);

    const deadline = Date.now() + within(20_000);
    let state = await emulatorState();
    const commented = () => {
      const post = state.posts.find((p) => p.commentary.includes(words));
      return post ? state.comments.filter((c) => c.object === post.urn) : [];
    };
    while (commented().length === 0) {
      if (Date.now() > deadline) throw new Error("the post and its comment never reached LinkedIn");
      await new Promise((r) => setTimeout(r, 200));
      state = await emulatorState();
    }
    expect(state.posts.filter((p) => p.commentary.includes(words))).toHaveLength(1);
    expect(commented()).toHaveLength(1);
    expect(commented()[0]).toMatchObject({ text: comment, actor: expect.stringMatching(/^urn:li:person:/) });

    // What a person sees on LinkedIn: the post, and under it the comment by Maya Chen.
    const linkedin = await context.newPage();
    await linkedin.goto(linkedinUrl());
    const post = linkedin.locator("article", { hasText: words });
    const comments = post.getByRole("list", { name: "Comments" });
    await expectVisible(comments.getByText(comment));
    await expectVisible(comments.getByText("Maya Chen"));
    await linkedin.close();

    // The post's card says the comment went out.
    await page.goto(`/posts?q=${encodeURIComponent(words)}`);
    const card = page.locator("article.post-card", { hasText: words });
    await expectVisible(card.getByText("First comment posted"));
  });
});
