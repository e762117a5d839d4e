/**
 * Teammates trust what goes out in their name (issue 25): Lena, invited by link, reads what
 * connecting means, connects without an account, gets her personal link, and through it approves
 * one post and sends another back with a reason; the author sees both in the bell and on the posts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  allowAtLinkedIn,
  anotherBrowser,
  browserSession,
  expectVisible,
  inviteLinkFromTeamPage,
  marker,
  schedule,
  signInAsNewMember,
  within,
  writeItYourself,
} from "./support";

const browser = browserSession();

type Post = { id: string; content: string; status: string; approval: { waiting: boolean; rejectedReason: string | null } };
const postsWith = async (page: Page, words: string) =>
  ((await (await page.request.get("/api/posts")).json()) as { data: { data: Post[] } }).data.data.find((p) => p.content === words);

/** The author writes a post as Lena and schedules it, in the post dialog. */
async function postAsLena(page: Page, words: string, firstComment?: string) {
  await page.goto("/posts");
  await page.getByRole("link", { name: "Create Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Post" });
  await writeItYourself(dialog, words);
  if (firstComment) await dialog.getByLabel("First comment", { exact: true }).fill(firstComment);
  await dialog.getByRole("radiogroup", { name: "Post as", exact: true }).getByRole("radio", { name: "Lena Fischer" }).check();
  await dialog.getByLabel("Schedule", { exact: true }).check();
  await schedule(dialog, { daysAhead: 3, time: "08:40" });
  await expectVisible(page.getByText("Saved. It waits for Lena Fischer's approval, then goes out at its time."));
}

describe("a contributor approves what goes out in their name", () => {
  it("Lena connects through an invite, gets her link, approves one post and rejects another; the author sees both in the bell", async () => {
    const { page } = browser;
    await signInAsNewMember(page, "Priya Raman");

    // The invite, and Lena in her own browser.
    const invite = await inviteLinkFromTeamPage(page);
    const keep = `Lena's take on hiring juniors ${marker()}`;
    const drop = `Lena's hot take on pricing ${marker()}`;
    const lenas = await anotherBrowser(page);
    try {
      const lena = await lenas.newPage();
      await lena.goto(invite);
      // What connecting means, before LinkedIn: who invites, that nothing goes out unapproved, how to leave.
      const consent = lena.getByRole("region", { name: "What connecting means" });
      await expectVisible(consent.getByText("Priya Raman invites you to connect your LinkedIn account to Priya Raman's team on Postcraft."));
      await expectVisible(consent.getByText("Postcraft will publish posts as you on LinkedIn only once you approve them.", { exact: false }));
      await expectVisible(consent.getByText("You can disconnect at any time", { exact: false }));
      expect(await consent.getByRole("checkbox", { name: "The team may publish for me without asking" }).isChecked()).toBe(false);
      await lena.getByLabel("Your LinkedIn username or profile URL").fill("lena-fischer");
      await lena.getByRole("button", { name: "Connect LinkedIn" }).click();
      await allowAtLinkedIn(lena, "Lena Fischer");
      await lena.waitForURL(/\/invite\/app-connected$/, { timeout: within(15_000) });
      // Her link, shown once; the address no longer carries it.
      const linkBox = lena.getByRole("textbox", { name: "Your personal link" });
      await expectVisible(linkBox);
      const link = await linkBox.inputValue();
      expect(link).toMatch(/\/my-posts#key=[\w-]{43}$/);
      expect(lena.url()).not.toContain("#");

      // Priya plans two posts as Lena: each waits for her.
      await postAsLena(page, keep, "The full checklist is in the comments of my last post.");
      await postAsLena(page, drop);
      await expect.poll(async () => (await postsWith(page, keep))?.approval.waiting, { timeout: within(10_000) }).toBe(true);
      // On Priya's posts, the card says so and offers no "Post" that could only be refused.
      await page.goto("/posts");
      const waitingCard = page.getByRole("article").filter({ hasText: keep });
      await expectVisible(waitingCard.getByText(/^Waiting for Lena Fischer's approval: planned for/));
      expect(await waitingCard.getByRole("button", { name: "Awaiting approval" }).isDisabled()).toBe(true);
      expect(await waitingCard.getByRole("button", { name: "Post", exact: true }).count()).toBe(0);

      // Lena opens her link: the two posts wait for her; she approves one and sends the other back.
      await lena.goto(link);
      const waiting = lena.getByRole("region", { name: /^Waiting for your approval/ });
      await expectVisible(waiting.getByText(keep));
      await expectVisible(waiting.getByText(drop));
      // What goes out with the text is hers to approve too: the first comment, in her name.
      const keepCard = waiting.getByRole("article").filter({ hasText: keep });
      await expectVisible(
        keepCard
          .getByRole("region", { name: "Goes out with it" })
          .getByText("A first comment, in your name: The full checklist is in the comments of my last post."),
      );
      await waiting.getByRole("article").filter({ hasText: keep }).getByRole("button", { name: "Approve" }).click();
      await expectVisible(lena.getByRole("region", { name: /^Scheduled/ }).getByText(keep));
      const dropCard = waiting.getByRole("article").filter({ hasText: drop });
      await dropCard.getByRole("button", { name: "Reject" }).click();
      await dropCard.getByLabel("What should change?").fill("Not my voice: I never talk about pricing.");
      await dropCard.getByRole("button", { name: "Send back to the team" }).click();
      await expectVisible(lena.getByRole("region", { name: /^Drafts/ }).getByText("You sent it back: Not my voice: I never talk about pricing."));
      await lena.screenshot({ path: "/tmp/approvals-lena.png", fullPage: true });
    } finally {
      await lenas.close();
    }

    // Priya: the bell says both, and the posts show where they stand.
    expect((await postsWith(page, keep))?.status).toBe("scheduled");
    expect(await postsWith(page, drop)).toMatchObject({
      status: "draft",
      approval: { waiting: false, rejectedReason: "Not my voice: I never talk about pricing." },
    });
    await page.goto("/posts");
    await page.getByRole("button", { name: "Notifications, 2 unread" }).waitFor({ timeout: within(15_000) });
    await page.getByRole("button", { name: "Notifications, 2 unread" }).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expectVisible(panel.getByText(/Lena Fischer approved “Lena's take on hiring juniors/));
    await expectVisible(panel.getByText(/Lena Fischer sent back “Lena's hot take on pricing.*”: Not my voice: I never talk about pricing\./));
    await page.keyboard.press("Escape");
    await expectVisible(page.getByText("Lena Fischer sent it back: Not my voice: I never talk about pricing."));
    await page.screenshot({ path: "/tmp/approvals-author.png", fullPage: true });
  });
});
