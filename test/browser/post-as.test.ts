/**
 * "Post as, without surprises" (issue 25, item 5): with two accounts, a new post goes out as the
 * member's own; choosing the other replaces it; a second account is added only on purpose ("Also
 * post as…"); the preview shows whose post it is, name and avatar, one per account; editing shows
 * the same control with the post's account, one only.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  browserSession,
  connectThroughInviteLink,
  expectVisible,
  inviteLinkFromTeamPage,
  marker,
  schedule,
  signInAsNewMember,
  writeItYourself,
} from "./support";

const browser = browserSession();

type TeamApp = { id: string; name: string; avatar: string | null; yours: boolean };
type Post = { id: string; content: string; apps: Array<{ id: string }> };

async function teamApps(page: Page): Promise<TeamApp[]> {
  return ((await (await page.request.get("/api/apps")).json()) as { data: { data: TeamApp[] } }).data.data;
}
/** The accounts of each post with these words, sorted: what saving created. */
async function accountsOfPostsWith(page: Page, words: string): Promise<string[][]> {
  const list = ((await (await page.request.get("/api/posts")).json()) as { data: { data: Post[] } }).data.data;
  return list
    .filter((p) => p.content === words)
    .map((p) => p.apps.map((a) => a.id).sort())
    .sort((a, b) => a.join().localeCompare(b.join()));
}

/** The member invites Lena Fischer from /team; she connects her account in her own browser. */
const lenaJoins = async (page: Page) => connectThroughInviteLink(page, await inviteLinkFromTeamPage(page));

/** The previews in the dialog: for each, whose it says it is and the avatar it shows. */
async function previews(dialog: Locator) {
  const figures = dialog.getByRole("figure", { name: /^Preview on LinkedIn as / });
  const seen: Array<{ label: string | null; name: string; avatar: string | null }> = [];
  for (const figure of await figures.all()) {
    seen.push({
      label: await figure.getAttribute("aria-label"),
      name: await figure.locator(".li-preview__author strong").innerText(),
      avatar: await figure.locator(".li-preview__author img.avatar").getAttribute("src"),
    });
  }
  return seen;
}
const previewOf = (app: TeamApp) => ({ label: `Preview on LinkedIn as ${app.name}`, name: app.name, avatar: app.avatar });

describe("Post as", () => {
  it("a new post is the member's own; another account replaces it; Also post as adds one; saved, one post per account chosen; editing shows the post's account", async () => {
    const { page } = browser;
    await signInAsNewMember(page, "Noor Haddad");
    await lenaJoins(page);
    const apps = await teamApps(page);
    const noor = apps.find((a) => a.name === "Noor Haddad")!;
    const lena = apps.find((a) => a.name === "Lena Fischer")!;
    expect(noor).toMatchObject({ yours: true });
    expect(lena).toMatchObject({ yours: false });
    // The emulator's people have pictures: the preview can show them.
    expect(noor.avatar && lena.avatar).toBeTruthy();

    await page.goto("/posts");
    await page.getByRole("link", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    const both = `Posted as each of us ${marker()}`;
    await writeItYourself(dialog, both);

    // The member's own account is chosen, one account only, and the preview is theirs.
    const postAs = dialog.getByRole("radiogroup", { name: "Post as", exact: true });
    const also = dialog.getByRole("radiogroup", { name: "Also post as", exact: true });
    expect(await postAs.getByRole("radio", { name: "Noor Haddad" }).isChecked()).toBe(true);
    expect(await postAs.getByRole("radio", { name: "Lena Fischer" }).isChecked()).toBe(false);
    expect(await previews(dialog)).toEqual([previewOf(noor)]);
    expect(await dialog.getByText("One post per account").count()).toBe(0);
    await postAs.screenshot({ path: "/tmp/post-as-one.png" });

    // Choosing Lena replaces Noor: still one account, and the preview is Lena's.
    await postAs.getByRole("radio", { name: "Lena Fischer" }).check();
    expect(await postAs.getByRole("radio", { checked: true }).count()).toBe(1);
    expect(await postAs.getByRole("radio", { name: "Noor Haddad" }).isChecked()).toBe(false);
    expect(await also.count()).toBe(0);
    expect(await previews(dialog)).toEqual([previewOf(lena)]);

    // By keyboard: Shift+Tab from "Also post as…" reaches the chosen account, with a visible focus;
    // the arrow keys choose, one account at a time.
    const addButton = dialog.getByRole("button", { name: "Also post as…" });
    await addButton.focus();
    await page.keyboard.press("Shift+Tab");
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null);
    expect(await focused()).toBe(lena.id);
    const ring = await postAs
      .locator("label", { has: page.getByRole("radio", { name: "Lena Fischer" }) })
      .evaluate((label) => ({ focusVisible: label.matches(":has(:focus-visible)"), outline: getComputedStyle(label).outlineStyle }));
    expect(ring).toEqual({ focusVisible: true, outline: "solid" });
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe(noor.id);
    expect(await postAs.getByRole("radio", { name: "Noor Haddad" }).isChecked()).toBe(true);
    expect(await postAs.getByRole("radio", { checked: true }).count()).toBe(1);
    await page.keyboard.press("ArrowRight");
    expect(await postAs.getByRole("radio", { name: "Lena Fischer" }).isChecked()).toBe(true);

    // Also post as…: a second choice, with the account not chosen yet (focused), and a preview each.
    await addButton.click();
    await expectVisible(also);
    expect(await also.getByRole("radio", { name: "Noor Haddad" }).isChecked()).toBe(true);
    expect(await focused()).toBe(noor.id);
    expect(await postAs.getByRole("radio", { name: "Lena Fischer" }).isChecked()).toBe(true);
    await expectVisible(dialog.getByText("One post per account: each is published and tracked on its own."));
    expect(await previews(dialog)).toEqual([previewOf(lena), previewOf(noor)]);
    // Every account is chosen: nothing more to add.
    expect(await addButton.count()).toBe(0);
    await dialog.screenshot({ path: "/tmp/post-as-two.png" });

    // Removed again, then added again; the first account has no Remove (one always stays).
    await dialog.getByRole("button", { name: "Don't post as Noor Haddad" }).click();
    await also.waitFor({ state: "detached" });
    expect(await previews(dialog)).toEqual([previewOf(lena)]);
    expect(await dialog.getByText("One post per account").count()).toBe(0);
    expect(await dialog.getByRole("button", { name: /^Don't post as/ }).count()).toBe(0);
    await addButton.click();
    await expectVisible(also);

    // Saved: one post for each of the two accounts, no more.
    await dialog.getByLabel("Schedule", { exact: true }).check();
    await schedule(dialog, { daysAhead: 2, time: "09:10" });
    await expect.poll(() => accountsOfPostsWith(page, both)).toEqual([[lena.id], [noor.id]].sort((a, b) => a.join().localeCompare(b.join())));

    // Another new post: Noor again by default; Lena chosen instead; saved as Lena's only.
    await page.goto("/posts");
    await page.getByRole("link", { name: "Create Post" }).click();
    const hers = `Posted as Lena only ${marker()}`;
    await writeItYourself(dialog, hers);
    expect(await postAs.getByRole("radio", { name: "Noor Haddad" }).isChecked()).toBe(true);
    await postAs.getByRole("radio", { name: "Lena Fischer" }).check();
    await dialog.getByLabel("Schedule", { exact: true }).check();
    await schedule(dialog, { daysAhead: 3, time: "11:20" });
    await expect.poll(() => accountsOfPostsWith(page, hers)).toEqual([[lena.id]]);

    // Editing it: the same control with the post's account, one choice only, and Lena's preview.
    await page.goto("/posts");
    await page.getByRole("article", { name: hers }).getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Post" });
    const editAs = edit.getByRole("radiogroup", { name: "Post as", exact: true });
    await expectVisible(editAs);
    expect(await editAs.getByRole("radio", { name: "Lena Fischer" }).isChecked()).toBe(true);
    expect(await editAs.getByRole("radio", { checked: true }).count()).toBe(1);
    expect(await edit.getByRole("button", { name: "Also post as…" }).count()).toBe(0);
    expect(await previews(edit)).toEqual([previewOf(lena)]);
    // Moved to Noor on edit: the same post, now Noor's.
    await editAs.getByRole("radio", { name: "Noor Haddad" }).check();
    expect(await previews(edit)).toEqual([previewOf(noor)]);
    await edit.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => accountsOfPostsWith(page, hers)).toEqual([[noor.id]]);
  });
});
