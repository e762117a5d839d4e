import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  allowAtLinkedIn,
  anotherBrowser,
  appUrl,
  browserSession,
  expectVisible,
  holdRequests,
  linkedinUrl,
  publishNow,
  schedule,
  signedIn,
  within,
  writeItYourself,
} from "./support";

const browser = browserSession();

/** Maya opens Share Invite Link from the avatar menu; returns the link in the box. */
async function shareFromAvatarMenu(page: Page, forUsername?: string) {
  await page.getByRole("button", { name: "Account menu for Maya Chen" }).click();
  await page.getByRole("menuitem", { name: "Invite a teammate" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Invite Link" });
  await expectVisible(dialog.getByText("Person you share this link with will be able to connect their LinkedIn account"));
  const box = dialog.getByLabel("Invite link");
  await page.waitForFunction(() => /\/invites\/[\w-]{43}$/.test((document.querySelector(".invite-link input") as HTMLInputElement)?.value ?? ""));
  if (forUsername) {
    const before = await box.inputValue();
    await dialog.getByText("Make a link for a specific person").click();
    await dialog.getByLabel("Their LinkedIn username or profile URL").fill(forUsername);
    await dialog.getByRole("button", { name: "Create a link for them" }).click();
    await page.waitForFunction((old) => (document.querySelector(".invite-link input") as HTMLInputElement)?.value !== old, before);
  }
  return { dialog, link: await box.inputValue() };
}

describe("invite links", () => {
  it("Share Invite Link: a read-only link; 'Copy Invite Link' copies it and shows 'Copied!' for 2 s", async () => {
    const { page, context } = browser;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signedIn(page);
    const { dialog, link } = await shareFromAvatarMenu(page);
    expect(link.startsWith(`${appUrl()}/invites/`)).toBe(true);
    expect(await dialog.getByLabel("Invite link").getAttribute("readonly")).not.toBeNull();
    // "Copied!" stays 2 s from the copy, which is after the click: at least 2 s after this instant.
    const clickedAt = Date.now();
    await dialog.getByRole("button", { name: "Copy Invite Link" }).click();
    await expectVisible(dialog.getByRole("button", { name: "Copied!" }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole("button", { name: "Copy Invite Link" }).waitFor({ timeout: within(5000) });
    expect(Date.now() - clickedAt).toBeGreaterThan(1900);
  });

  it("the invitation page: no id, a malformed id, an unknown one, loading, a failed load, and a username left empty", async () => {
    const { page } = browser;
    await page.goto("/invites");
    await expectVisible(page.getByText("No invitation ID found"));
    await page.goto("/invites/not-an-invite");
    await expectVisible(page.getByRole("heading", { name: "Invitation Error" }));
    await expectVisible(page.getByText("Invalid invitation ID"));
    await page.goto(`/invites/${"A".repeat(43)}`);
    await expectVisible(page.getByRole("heading", { name: "Invitation Not Found" }));
    await expectVisible(page.getByText("Unable to load invitation details."));

    // A slow network shows the loading state; a dropped one says the invitation could not be loaded.
    let release: () => void = () => {};
    await page.route("**/public/api/invites/**", async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.abort("connectionreset");
    });
    await page.goto(`/invites/${"B".repeat(43)}`);
    await expectVisible(page.getByText("Loading invitation..."));
    release();
    await expectVisible(page.getByRole("heading", { name: "Invitation Error" }));
    await expectVisible(page.getByText("Failed to load invitation"));
  });

  it("a teammate with no account connects through the link in another browser; the team then has both accounts", async () => {
    const { page } = browser;
    await signedIn(page);
    const { link } = await shareFromAvatarMenu(page, "lena-fischer");

    const other = await anotherBrowser(page);
    try {
      const guest = await other.newPage();
      await guest.goto(link);
      await expectVisible(guest.getByRole("heading", { name: "LinkedIn Connection Request" }));
      await expectVisible(guest.getByText("Maya Chen"));
      // A Community Management app is given no email address (docs/decisions/100): the inviter is shown by name.
      await expectVisible(guest.getByText("Would like to connect with your LinkedIn account (@lena-fischer)"));
      await expectVisible(guest.getByText("By connecting, you're allowing access to your LinkedIn profile information."));

      const field = guest.getByLabel("Your LinkedIn username or profile URL");
      expect(await field.inputValue()).toBe("lena-fischer");
      await field.fill("   ");
      await guest.getByRole("button", { name: "Connect LinkedIn" }).click();
      await expectVisible(guest.getByText("Please enter a valid username"));
      await field.fill("lena-fischer");
      // Lena lets the team publish for her without asking (decision 046): the post below goes out at once.
      await guest.getByRole("checkbox", { name: "The team may publish for me without asking" }).check();
      await expectVisible(guest.getByText(/will publish the posts .* schedules as you, without asking you first/));
      // While the sign-in starts (held here until the test has seen it), the button says so.
      const release = await holdRequests(guest, "**/public/api/oauth");
      await guest.getByRole("button", { name: "Connect LinkedIn" }).click();
      await expectVisible(guest.getByRole("button", { name: "Connecting..." }));
      release();
      await allowAtLinkedIn(guest, "Lena Fischer");
      await guest.waitForURL(/\/invite\/app-connected(#.*)?$/);
      await expectVisible(guest.getByRole("heading", { name: "Successfully Connected!" }));
      await expectVisible(guest.getByText("Your LinkedIn account has been connected successfully."));
      // Their way back (decision 046): the personal link, shown once, and then the tab may close.
      await expectVisible(guest.getByRole("textbox", { name: "Your personal link" }));
      await expectVisible(guest.getByText("Keep your link, and you can now close this tab."));
      // No session for the invitee.
      expect((await other.cookies()).filter((c) => c.name === "__Host-auth_token" && c.value)).toEqual([]);

      // The link is spent.
      await guest.goto(link);
      await expectVisible(guest.getByRole("heading", { name: "Invitation Not Found" }));
      await expectVisible(guest.getByText("This invitation has already been used."));
    } finally {
      await other.close();
    }

    await page.goto("/team");
    const accounts = page.getByRole("list", { name: "Connected accounts" });
    await expectVisible(accounts.getByText("Lena Fischer"));
    await expectVisible(accounts.getByText("Maya Chen"));
    expect(await page.getByRole("list", { name: "Open invites" }).getByText("For @lena-fischer").count()).toBe(0);

    // Two accounts: the post dialog asks which; chosen both, it is one post per account, both on the emulator's page.
    await page.goto("/calendar");
    await page.getByRole("link", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    const words = `Posted as both ${Date.now().toString(36)}`;
    await writeItYourself(dialog, words);
    const postAs = dialog.getByRole("radiogroup", { name: "Post as", exact: true });
    expect(await postAs.getByRole("radio", { name: "Maya Chen" }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Also post as…" }).click();
    expect(await dialog.getByRole("radiogroup", { name: "Also post as", exact: true }).getByRole("radio", { name: "Lena Fischer" }).isChecked()).toBe(true);
    await expectVisible(dialog.getByText("One post per account: each is published and tracked on its own."));
    await dialog.getByLabel("Publish now").check();
    await publishNow(dialog);
    const linkedin = await page.context().newPage();
    const deadline = Date.now() + within(10_000);
    let articles = linkedin.locator("article", { hasText: words });
    do {
      await linkedin.goto(linkedinUrl());
      articles = linkedin.locator("article", { hasText: words });
    } while ((await articles.count()) < 2 && Date.now() < deadline);
    expect((await articles.locator("header strong").allInnerTexts()).sort()).toEqual(["Lena Fischer", "Maya Chen"]);

    // With two accounts, calendar tiles show whose post it is.
    await page.goto("/calendar");
    const tile = page.locator(".tile", { hasText: words.slice(0, 20) }).first();
    await expectVisible(tile.locator(".tile__apps .avatar"));

    // A post scheduled as Lena tomorrow; then Lena's account is disconnected: the post is shown first and moves to Maya.
    await page.getByRole("link", { name: "Create Post" }).click();
    const later = `Lena tomorrow ${Date.now().toString(36)}`;
    await writeItYourself(dialog, later);
    await dialog.getByRole("radiogroup", { name: "Post as", exact: true }).getByRole("radio", { name: "Lena Fischer" }).check();
    await schedule(dialog, { time: "10:30" });
    await expectVisible(page.getByText("success", { exact: true }));

    await page.goto("/team");
    await page
      .getByRole("list", { name: "Connected accounts" })
      .getByRole("listitem")
      .filter({ hasText: "Lena Fischer" })
      .getByRole("button", { name: "Disconnect" })
      .click();
    const leaving = page.getByRole("dialog", { name: "Disconnect Lena Fischer" });
    await expectVisible(leaving.getByRole("list", { name: "Scheduled posts of this account" }).getByText(later));
    expect(await leaving.getByLabel("Account that publishes them").inputValue()).not.toBe("");
    await leaving.getByRole("button", { name: "Disconnect" }).click();
    await expectVisible(page.getByText("Lena Fischer is disconnected."));
    await page.getByRole("list", { name: "Connected accounts" }).getByText("Lena Fischer", { exact: true }).waitFor({ state: "detached" });
    expect(await page.getByRole("list", { name: "Connected accounts" }).locator(":scope > li").count()).toBe(1);
  });

  it("the team page lists open invites; a revoked link stops working", async () => {
    const { page } = browser;
    await signedIn(page);
    await page.goto("/team");
    await page.getByRole("button", { name: "Invite a teammate" }).click();
    const dialog = page.getByRole("dialog", { name: "Share Invite Link" });
    await dialog.getByText("Make a link for a specific person").click();
    await dialog.getByLabel("Their LinkedIn username or profile URL").fill("https://www.linkedin.com/in/arjun-mehta/");
    await dialog.getByRole("button", { name: "Create a link for them" }).click();
    await expectVisible(dialog.getByText(/For @arjun-mehta/));
    const link = await dialog.getByLabel("Invite link").inputValue();
    await dialog.getByRole("button", { name: "Close" }).click();

    const row = page.getByRole("list", { name: "Open invites" }).getByRole("listitem").filter({ hasText: "For @arjun-mehta" }).first();
    await expectVisible(row);
    await row.getByRole("button", { name: "Revoke" }).click();
    await expectVisible(page.getByText("Invite revoked: the link no longer works."));
    await page.goto(link);
    await expectVisible(page.getByRole("heading", { name: "Invitation Not Found" }));
    await expectVisible(page.getByText("This invitation was withdrawn by the team."));
  });
});
