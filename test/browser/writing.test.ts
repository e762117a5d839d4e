import { describe, expect, it } from "vitest";
import { browserSession, expectVisible, openCreatePost, schedule, zoneAtMidday } from "./support";

const browser = browserSession({ timeZone: () => zoneAtMidday() }); // "tomorrow" cannot turn during the test

describe("writing with AI", () => {
  it("template → tone → input → generate → regenerate → undo → redo → schedule: the post is on the calendar", async () => {
    const { page } = browser;
    const dialog = await openCreatePost(page);

    await dialog.getByRole("tab", { name: "Practical Tips" }).click();
    const card = dialog.locator(".template-card:not(.template-card--blank)").first();
    const title = (await card.locator("strong").textContent())!;
    await card.click();
    await expectVisible(dialog.getByText(`Template: ${title}`));
    await dialog.getByText("Funny", { exact: true }).click();
    // A subject a reader can be asked about: "end with a question" below asks about it.
    const topic = "weekly meeting notes";
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expectVisible(dialog.getByText("Tell us what the post is about."));
    await dialog.getByLabel("What's your post about?").fill(`topic: ${topic}\naudience: busy founders`);
    await dialog.getByRole("button", { name: "Generate" }).click();

    const editor = dialog.getByLabel("Post", { exact: true });
    await expectVisible(dialog.getByText(/Drafted by the offline writer/));
    const first = await editor.inputValue();
    expect(first.toLowerCase()).toContain(topic); // the sentence starts with a capital
    expect(first).not.toMatch(/[{}]/);
    await expectVisible(dialog.getByText("Version 1 of 1"));
    await expectVisible(dialog.getByLabel("Preview on LinkedIn"));

    await dialog.getByLabel("Ask for changes").fill("make it shorter and end with a question");
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    await expectVisible(dialog.getByText("Version 2 of 2"));
    const second = await editor.inputValue();
    expect(second).not.toBe(first);
    expect(second.trim().endsWith("?")).toBe(true);

    await dialog.getByRole("button", { name: "Undo" }).click();
    await expectVisible(dialog.getByText("Version 1 of 2"));
    expect(await editor.inputValue()).toBe(first);
    await dialog.getByRole("button", { name: "Redo" }).click();
    await expectVisible(dialog.getByText("Version 2 of 2"));
    expect(await editor.inputValue()).toBe(second);

    // An instruction the offline writer cannot follow says so, and the draft stays as it was.
    await dialog.getByLabel("Ask for changes").fill("translate to French");
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    // Said under the field, inside the dialog (a toast would sit beneath the dialog's backdrop).
    await expectVisible(dialog.getByText(/The offline writer can't translate/));
    expect(await dialog.getByLabel("Ask for changes").getAttribute("aria-invalid")).toBe("true");
    await expectVisible(dialog.getByText("Version 2 of 2"));
    expect(await editor.inputValue()).toBe(second);

    const tomorrow = await schedule(dialog, { time: "22:30" });
    await expectVisible(page.getByText("success", { exact: true }));
    if (tomorrow.slice(0, 7) !== (await page.evaluate(() => new Date().toLocaleDateString("en-CA"))).slice(0, 7)) {
      await page.getByRole("link", { name: /Next month/ }).click();
    }
    const cell = page.locator(`td[data-date="${tomorrow}"]`);
    await expectVisible(cell.locator(".tile", { hasText: "22:30" }));
  });
});
