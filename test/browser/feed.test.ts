import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, signInThroughEmulator } from "./support";

const browser = browserSession();

describe("the viral-posts feed", () => {
  it("cards: relative time, text cut with 'see more', likes with K; copy; Recreate writes the member's own version and schedules it", async () => {
    const { page, context } = browser;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInThroughEmulator(page);
    const long =
      `Saved ${Date.now().toString(36)}: ${"We rebuilt our onboarding around one checklist and the first week changed completely. ".repeat(4)}`.trim();
    const saved = await page.evaluate(async (content) => {
      const res = await fetch("/api/feed/saved", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ content }) });
      return res.status;
    }, long);
    expect(saved).toBe(201);

    await page.goto("/feed");
    const mine = page.getByRole("article").filter({ hasText: long.slice(0, 40) });
    await expectVisible(mine.getByText("Just now"));
    expect(await mine.locator(".feed-card__text").innerText()).toMatch(/…$/);
    await mine.getByRole("button", { name: "see more" }).click();
    expect(await mine.locator(".feed-card__text").innerText()).toBe(long);
    await expectVisible(mine.getByRole("button", { name: "see less" }));

    const kenji = page.getByRole("article", { name: "Post by Kenji Watanabe" });
    await expectVisible(kenji.getByText("41K likes"));
    await kenji.getByRole("button", { name: "Copy" }).click();
    await expectVisible(page.getByText("Copied to clipboard"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("AI won't take your job.");

    await page.getByRole("article", { name: "Post by Mateo Rossi" }).getByRole("button", { name: "Recreate" }).click();
    const dialog = page.getByRole("dialog", { name: "Recreate Post" });
    await expectVisible(dialog);
    await dialog.getByLabel("What's your post about?").fill("we raised our rates 25% at our Porto bakery and lost 2 wholesale clients, gained 6 cafes");
    await dialog.getByRole("button", { name: "Generate" }).click();
    const editor = dialog.getByLabel("Post", { exact: true });
    await expectVisible(dialog.getByText(/Drafted by the offline writer/));
    const draft = await editor.inputValue();
    expect(draft).toContain("25%");
    expect(draft).not.toContain("40%");
    const tomorrow = await page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA"));
    await dialog.getByLabel("Date", { exact: true }).fill(tomorrow);
    await dialog.getByLabel("Time", { exact: true }).fill("21:15");
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await expectVisible(page.getByText("success", { exact: true }));
    await page.goto("/posts");
    await expectVisible(page.getByText(/25%/).first());
  });

  it("a member saves a post they admire to the team's library, once per link", async () => {
    const { page } = browser;
    await signInThroughEmulator(page);
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
  });
});
