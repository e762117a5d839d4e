/**
 * "Your data" (issue 28 item 5, docs/decisions/059) as a member meets it: from the account menu,
 * Export my data shows its progress and then a link that downloads the zip; Delete my account
 * says what happens, wants the word typed, and then the member is signed out for good.
 * New members only: the demo member is never exported or deleted.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { within } from "../time";
import { browserSession, expectVisible, linkedinUrl, signInAsNewMember } from "./support";

const browser = browserSession();

describe("your data", () => {
  it("Export my data, then a link that downloads the zip of the team's data", async () => {
    const { page } = browser;
    await signInAsNewMember(page, "Ines Okafor");
    // The owner's audit log on /team already has her sign-in.
    await page.goto("/team");
    await expectVisible(page.getByRole("list", { name: "Recent activity" }).getByText("signed in"));
    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Your data" }).click();
    await page.waitForURL("**/account");
    await page.getByRole("button", { name: "Export my data" }).click();
    const link = page.getByRole("link", { name: "Download export" });
    await expectVisible(link);
    await expectVisible(page.getByText(/Your export is ready\. The link works until/));

    const [download] = await Promise.all([page.waitForEvent("download", { timeout: within(15_000) }), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^postcraft-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync((await download.path())!);
    // A zip: its local header first, its end record last; the JSON names the member's team.
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(bytes.readUInt32LE(bytes.length - 22)).toBe(0x06054b50);
    const text = bytes.toString("utf8");
    expect(text).toContain("postcraft-export.json");
    expect(text).toContain("Ines Okafor");
    expect(text).not.toMatch(/access_?token|refresh_?token/i);

    // Back later, the same link is offered until it ends.
    await page.reload();
    await expectVisible(page.getByRole("link", { name: "Download export" }));
  });

  it("Delete my account: the dialog says what happens and wants the word; then the member is out and LinkedIn's token revoked", async () => {
    const { page } = browser;
    await signInAsNewMember(page, "Kofi Mensah");
    await page.goto("/account");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expectVisible(dialog);
    // Kofi is his team's only owner: the team goes with him, after 7 days.
    await expectVisible(dialog.getByText(/only owner of your team.*deleted for good after 7 days/));
    await expectVisible(dialog.getByText(/signed out everywhere/));
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    expect(await confirm.isDisabled()).toBe(true);

    await dialog.getByLabel(/Type "delete" or your email to confirm/).fill("nope");
    await confirm.click();
    await expectVisible(dialog.getByRole("alert").filter({ hasText: 'Type "delete" or your email to confirm.' }));

    await dialog.getByLabel(/Type "delete" or your email to confirm/).fill("delete");
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/", { timeout: within(15_000) });
    const state = (await (await fetch(`${linkedinUrl()}/__emulator/state`)).json()) as { revocations: Array<{ member: string }> };
    expect(state.revocations.some((r) => r.member === "member-kofi-mensah")).toBe(true);
    // The session is gone: a members' page sends to sign-in.
    await page.goto("/calendar");
    await page.waitForURL("**/signin**");
  });
});
