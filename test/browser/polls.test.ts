/**
 * Polls (issue 26 item 3, docs/decisions/048) as a member sees them: "Add a poll" in the post
 * dialog opens a question, two options (up to four, down to two again) and a duration, by keyboard
 * too; images are off meanwhile and the editor says why; a problem is said at its field; the
 * LinkedIn preview shows the poll; published now, it is a poll on LinkedIn (the emulator's page),
 * and its card on /posts says Poll.
 */
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, linkedinUrl, marker, openCreatePost, publishedOnLinkedIn, writeItYourself } from "./support";

const browser = browserSession();

const isFocused = (locator: import("playwright-core").Locator) => locator.evaluate((el) => el === document.activeElement);

describe("polls", () => {
  it("a member adds a poll, sees it in the preview, publishes now, and LinkedIn shows the poll", async () => {
    const { page, context } = browser;
    const dialog = await openCreatePost(page, { from: "/posts" });
    const words = `Quick question for the Monday crowd ${marker()}`;
    await writeItYourself(dialog, words);

    // Added by keyboard: the question takes the focus; images are off, and the editor says why.
    await dialog.getByRole("button", { name: "Add a poll" }).focus();
    await page.keyboard.press("Enter");
    const question = dialog.getByLabel("Your question", { exact: true });
    await expectVisible(question);
    expect(await isFocused(question)).toBe(true);
    await expectVisible(dialog.getByText("Images are off while the post has a poll: LinkedIn shows one or the other."));
    expect(await dialog.getByRole("button", { name: "Add stock photos" }).count()).toBe(0);
    await page.keyboard.type("How do you plan your week?");
    await expectVisible(dialog.getByText("26 / 140"));

    // Two options to start, up to four, and back down to three.
    const option = (n: number) => dialog.getByLabel(`Option ${n}`, { exact: true });
    expect(await dialog.getByRole("textbox", { name: /^Option \d$/ }).count()).toBe(2);
    await option(1).fill("Monday morning");
    await option(2).fill("Sunday evening");
    await dialog.getByRole("button", { name: "Add option" }).click();
    expect(await isFocused(option(3))).toBe(true);
    await page.keyboard.type("monday morning");
    await dialog.getByRole("button", { name: "Add option" }).click();
    await option(4).fill("Friday");
    expect(await dialog.getByRole("button", { name: "Add option" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Remove option 4" }).focus();
    await page.keyboard.press("Enter");
    expect(await dialog.getByRole("textbox", { name: /^Option \d$/ }).count()).toBe(3);

    // Duration: a week unless chosen.
    const duration = dialog.getByLabel("Poll duration", { exact: true });
    expect(await duration.inputValue()).toBe("SEVEN_DAYS");
    await duration.selectOption({ label: "3 days" });

    // Saving with two options the same says so at the option, and saves nothing.
    await dialog.getByLabel("Publish now").check();
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expectVisible(dialog.getByText("Two options are the same.").first());
    await option(3).fill("I don't plan");

    // The preview shows the poll under the text, as LinkedIn does.
    const preview = dialog.getByRole("figure", { name: "Preview on LinkedIn" });
    const shownPoll = preview.getByRole("group", { name: "Poll: How do you plan your week?" });
    await expectVisible(shownPoll);
    expect(await shownPoll.getByRole("listitem").allInnerTexts()).toEqual(["Monday morning", "Sunday evening", "I don't plan"]);
    await expectVisible(shownPoll.getByText("3 days left"));
    await preview.screenshot({ path: "/tmp/poll-preview.png" });

    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expectVisible(page.getByText("success", { exact: true }));

    await publishedOnLinkedIn(words);
    // LinkedIn's page (the emulator's) shows a poll: the question, each option, the time left.
    const linkedin = await context.newPage();
    await linkedin.goto(linkedinUrl());
    const onLinkedIn = linkedin.locator("article", { hasText: words }).locator(".poll");
    await expectVisible(onLinkedIn.getByText("How do you plan your week?"));
    expect(await onLinkedIn.getByRole("button").allInnerTexts()).toEqual(["Monday morning", "Sunday evening", "I don't plan"]);
    await expectVisible(onLinkedIn.getByText("3 days left"));
    await onLinkedIn.screenshot({ path: "/tmp/poll-linkedin.png" });
    await linkedin.close();

    // Its card on /posts says it is a poll.
    await page.goto("/posts");
    const card = page.getByRole("article", { name: words });
    await expectVisible(card.getByText("Poll", { exact: true }));
  });
});
