/**
 * On-time publishing on /team (issue 27 item 4, docs/decisions/053): the demo member publishes a
 * post now while LinkedIn answers 500, so it ends in doubt; the team page's section gives the
 * share of the last 30 days and lists that post with its reason, and its Open opens it on /posts.
 */
import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, linkedinUrl, marker, signedIn, within, writeItYourself } from "./support";

const browser = browserSession();

describe("on-time publishing", () => {
  it("the team page shows the share and lists a post that did not go out, with its reason and a way to open it", async () => {
    const { page } = browser;
    await signedIn(page);
    const words = `Went out or not ${marker()}`;
    await page.getByRole("link", { name: "Create Post" }).click();
    const create = page.getByRole("dialog", { name: "Create Post" });
    await writeItYourself(create, words);
    await create.getByLabel("Publish now").check();
    await fetch(`${linkedinUrl()}/__emulator/faults`, { method: "POST", body: JSON.stringify({ path: "/rest/posts", status: 500, noBody: true }) });
    await create.getByRole("button", { name: "Publish now" }).click();
    await expectVisible(page.locator(".tile", { hasText: words.slice(0, 12) }).getByText("Check LinkedIn"));

    await page.goto("/team");
    const section = page.getByRole("region", { name: "On-time publishing" });
    await expectVisible(section);
    // Other files may publish as the demo member too: the share, whatever the count.
    await expectVisible(section.getByText(/^\d+(\.\d)? % of \d+ posts? went out within 60 seconds of (its|their) time, last 30 days\.$/));
    const item = section.getByRole("list", { name: "Late or not published posts" }).getByRole("listitem").filter({ hasText: words });
    await expectVisible(item.getByText("Not sure it went out"));
    await expectVisible(item.getByText(/LinkedIn/));

    await item.getByRole("link", { name: `Open “${words}”` }).click();
    await page.waitForURL(/\/posts/, { timeout: within(10_000) });
    await expectVisible(page.getByRole("dialog").getByText(words));
    // The link leaves the address once the post is open, as the bell's does.
    await expect.poll(() => page.url()).not.toMatch(/post=/);
  });
});
