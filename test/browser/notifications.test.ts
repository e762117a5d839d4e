/**
 * The bell (issue 25 item 6): a member publishes a post now; the bell in the top bar says 1
 * unread; its panel lists the notification, marked unread, linking to the post; Escape gives the
 * focus back to the bell; "Mark all as read" clears the count, for good; the link opens the post.
 * A member of their own (a new team): nothing of another test's publishing rings here.
 */
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, marker, signInAsNewMember, within, writeItYourself } from "./support";

const browser = browserSession();

describe("the bell", () => {
  it("rings once a post is published, links to it, and 'Mark all as read' clears it", async () => {
    const { page } = browser;
    await signInAsNewMember(page, "Nadia Okafor");
    await page.goto("/posts");
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await expectVisible(bell);
    expect(await bell.getAttribute("aria-label")).toBe("Notifications");

    // Publish now, from the top bar's Create Post.
    const words = `The bell rings ${marker()}`;
    await page.getByRole("link", { name: "Create Post" }).click();
    const create = page.getByRole("dialog", { name: "Create Post" });
    await writeItYourself(create, words);
    await create.getByLabel("Publish now").check();
    await create.getByRole("button", { name: "Publish now" }).click();

    // Once the publish has ended the page reloads its data, and the bell looks again.
    await page.getByRole("button", { name: "Notifications, 1 unread" }).waitFor({ timeout: within(20_000) });
    await expectVisible(page.locator(".bell__badge", { hasText: "1" }));

    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    const item = panel.getByRole("link", { name: new RegExp(`Published on LinkedIn as Nadia Okafor: “${words}”`) });
    await expectVisible(item);
    expect(await item.textContent()).toMatch(/^Unread: /);
    expect(await item.getAttribute("href")).toMatch(/^\/posts\?post=[\w-]+$/);
    await expectVisible(item.getByText("Just now"));
    // The focus went into the panel; Escape closes it and gives the focus back to the bell.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/Published on LinkedIn/);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Notifications, 1 unread");

    // Mark all as read: the count goes, and stays gone after a reload.
    await page.keyboard.press("Enter");
    await panel.getByRole("button", { name: "Mark all as read" }).click();
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    expect(await page.locator(".bell__badge").count()).toBe(0);
    expect(await item.textContent()).not.toMatch(/^Unread: /);
    await expect.poll(() => panel.getByRole("button", { name: "Mark all as read" }).isDisabled()).toBe(true);
    await page.reload();
    await expectVisible(page.getByRole("button", { name: "Notifications", exact: true }));
    expect(await page.locator(".bell__badge").count()).toBe(0);

    // The notification opens its post.
    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    await panel.getByRole("link", { name: new RegExp(words) }).click();
    const opened = page.getByRole("dialog", { name: "Published post" });
    await expectVisible(opened);
    await expectVisible(opened.getByText(words));
    await expect.poll(() => new URL(page.url()).search).toBe("");
  });

  it("says 'Nothing new' when there is nothing", async () => {
    const { page } = browser;
    await signInAsNewMember(page, "Tomas Lindqvist");
    await page.goto("/calendar");
    await page.getByRole("button", { name: "Notifications", exact: true }).click();
    await expectVisible(page.getByRole("dialog", { name: "Notifications" }).getByText("Nothing new"));
  });
});
