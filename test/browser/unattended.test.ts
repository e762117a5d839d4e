/**
 * The promise of the product: a post scheduled two minutes ahead goes out with the browser
 * closed. Its own file, so the whole wait runs beside the other browser tests (issue 15).
 */
import { describe, expect, it } from "vitest";
import { browserSession, clickSchedule, emulatorPosts, expectVisible, marker, signedIn, within, writeItYourself } from "./support";

/** Due at most two minutes ahead (the time field keeps whole minutes), then published within about a second (scaled for a busy machine). */
const DUE_WITHIN_MS = 2 * 60_000;
const LATE_BY_AT_MOST_MS = within(40_000);

const browser = browserSession();

describe("on time with nobody present", () => {
  it("a post scheduled two minutes ahead is published after the browser is closed", { timeout: DUE_WITHIN_MS + within(60_000) }, async () => {
    const { page, context } = browser;
    await signedIn(page);
    await page.goto("/calendar");
    const words = `Nobody home ${marker()}`;
    const { date, time } = await page.evaluate(() => {
      const at = new Date(Date.now() + 2 * 60_000);
      return { date: at.toLocaleDateString("en-CA"), time: at.toTimeString().slice(0, 5) };
    });
    await page.getByRole("link", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    await writeItYourself(dialog, words);
    await dialog.getByLabel("Date", { exact: true }).fill(date);
    await dialog.getByLabel("Time", { exact: true }).fill(time);
    await clickSchedule(dialog);
    await expectVisible(page.getByText("success", { exact: true }));
    await context.close();

    const deadline = Date.now() + DUE_WITHIN_MS + LATE_BY_AT_MOST_MS;
    while ((await emulatorPosts()).every((p) => p.commentary !== words)) {
      if (Date.now() > deadline) throw new Error(`the scheduled post was not published within ${LATE_BY_AT_MOST_MS / 1000} s of its time`);
      await new Promise((r) => setTimeout(r, 2000));
    }
    expect((await emulatorPosts()).filter((p) => p.commentary === words)).toHaveLength(1);
  });
});
