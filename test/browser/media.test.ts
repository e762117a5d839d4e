import { describe, expect, it } from "vitest";
import { IMAGE_TEXT } from "../../app/spec/uploads";
import { photoPng } from "../emulators/pexels/server.mjs";
import { browserSession, expectVisible, linkedinUrl, marker, openCreatePost, schedule, signedIn, within, writeItYourself, zoneAtMidday } from "./support";

const browser = browserSession({ timeZone: () => zoneAtMidday() }); // "tomorrow" cannot turn during the test

type EmulatorPost = { commentary: string; images: string[] };
async function emulatorPost(text: string): Promise<EmulatorPost | undefined> {
  const state = (await (await fetch(`${linkedinUrl()}/__emulator/state`)).json()) as { posts: EmulatorPost[] };
  return state.posts.find((p) => p.commentary === text);
}

describe("images", () => {
  it("drop two images, attach them, schedule: stacked thumbnails on the calendar; publish now: both images on LinkedIn", async () => {
    const { page, context } = browser;
    await signedIn(page);
    await page.goto("/calendar");
    const words = `Two images ${marker()}`;
    await page.getByRole("link", { name: "Create Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    await writeItYourself(dialog, words);
    await dialog.getByLabel("Image files").setInputFiles([
      { name: "first.png", mimeType: "image/png", buffer: photoPng(11) },
      { name: "second.png", mimeType: "image/png", buffer: photoPng(22) },
      { name: ".DS_Store", mimeType: "application/octet-stream", buffer: Buffer.from("junk") },
    ]);
    await expectVisible(dialog.getByRole("button", { name: "Image 2, selected" }));
    expect(await dialog.getByRole("button", { name: /Image \d, selected/ }).count()).toBe(2);
    // numbered in the order they were picked, and shown in that order: 1 before 2
    const labels = await dialog.getByRole("button", { name: /Image \d, selected/ }).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(labels).toEqual(["Image 1, selected", "Image 2, selected"]);
    expect(await dialog.locator(".dropzone__problems").count()).toBe(0); // .DS_Store was ignored, not refused
    await schedule(dialog, { time: "23:40" });
    await expectVisible(page.getByText("success", { exact: true }));

    const tomorrowIsNextMonth = await page.evaluate(() => new Date(Date.now() + 86_400_000).getMonth() !== new Date().getMonth());
    if (tomorrowIsNextMonth) await page.getByRole("link", { name: /Next month/ }).click();
    const tile = page.locator(".tile", { hasText: words.slice(0, 10) });
    await expectVisible(tile);
    expect(await tile.locator(".tile__thumbs.is-stacked img").count()).toBe(2);
    expect(
      await tile
        .locator(".tile__thumb")
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);

    await page.goto("/posts");
    const card = page.getByRole("article", { name: words });
    await card.getByRole("button", { name: "Post" }).click();
    await page.getByRole("dialog", { name: "Publish Post" }).getByRole("button", { name: "Publish now" }).click();
    await card.getByRole("button", { name: "Published" }).waitFor({ timeout: within(20_000) });
    expect((await emulatorPost(words))?.images).toHaveLength(2);
    const linkedin = await context.newPage();
    await linkedin.goto(linkedinUrl());
    const article = linkedin.locator("article", { hasText: words });
    expect(await article.locator(".images img").count()).toBe(2);
  });

  it("an upload that fails says so inside the dialog, above its backdrop, where it can be closed", async () => {
    const { page } = browser;
    const dialog = await openCreatePost(page);
    await writeItYourself(dialog, "Upload that fails");
    // The storage answers 500 to the PUT.
    await page.route("**/public/api/uploads/**", (route) => route.fulfill({ status: 500, body: "{}" }));
    await dialog.getByLabel("Image files").setInputFiles([{ name: "photo.png", mimeType: "image/png", buffer: photoPng(33) }]);
    const toast = dialog.locator("[data-sonner-toast]", { hasText: "Upload failed" });
    await expectVisible(toast);
    // Nothing lies over it: the point at its middle is the toast itself, not the backdrop.
    const onTop = () =>
      toast.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest("[data-sonner-toast]") === el;
      });
    await expect.poll(onTop, { timeout: within(5_000) }).toBe(true);
    // Not inert: its close button answers.
    await toast.getByRole("button", { name: "Close toast" }).click();
    await toast.waitFor({ state: "detached", timeout: within(5_000) });
    await page.unroute("**/public/api/uploads/**");
  });

  it("a file of the wrong type is refused with the drop-zone's message", async () => {
    const { page } = browser;
    const dialog = await openCreatePost(page);
    await writeItYourself(dialog, "Wrong file");
    await dialog.getByLabel("Image files").setInputFiles([{ name: "animation.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") }]);
    await expectVisible(dialog.getByText(/animation\.gif: File type must be one of/));
  });

  it("a photo with more pixels than LinkedIn takes is refused in the drop-zone, saying its size; the others upload", async () => {
    const { page } = browser;
    const dialog = await openCreatePost(page);
    await writeItYourself(dialog, "One too big");
    // A drone shot: its header says 8000 × 6000 (48 million pixels; LinkedIn takes fewer than 36,152,320).
    const drone = Buffer.from(photoPng(44));
    drone.writeUInt32BE(8000, 16);
    drone.writeUInt32BE(6000, 20);
    await dialog.getByLabel("Image files").setInputFiles([
      { name: "drone.png", mimeType: "image/png", buffer: drone },
      { name: "small.png", mimeType: "image/png", buffer: photoPng(45) },
    ]);
    await expectVisible(dialog.getByRole("alert").getByText(`drone.png: ${IMAGE_TEXT.tooManyPixels(8000, 6000)}`));
    await expectVisible(dialog.getByRole("button", { name: "Image 1, selected" }));
    expect(await dialog.getByRole("button", { name: /Image \d, selected/ }).count()).toBe(1);
  });

  it("a failed image says 'Upload failed' with the status text and the others still upload", async () => {
    const { page } = browser;
    const dialog = await openCreatePost(page);
    await writeItYourself(dialog, "One good, one bad");
    await dialog.getByLabel("Image files").setInputFiles([
      { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("this is not a png at all") },
      { name: "real.png", mimeType: "image/png", buffer: photoPng(33) },
    ]);
    await expectVisible(dialog.getByText("Upload failed Bad Request"));
    await expectVisible(dialog.getByRole("button", { name: "Image 1, selected" }));
    expect(await dialog.getByRole("button", { name: /Image \d, selected/ }).count()).toBe(1);
  });
});

describe("stock photos", () => {
  it("search, pick one, publish: the post goes out with the photo", async () => {
    const { page } = browser;
    const words = `Stock photo ${marker()}`;
    const dialog = await openCreatePost(page);
    await dialog.getByRole("button", { name: "Search", exact: true }).click();
    await expectVisible(dialog.getByText("Type something to search for."));
    await dialog.getByRole("button", { name: "startups" }).click();
    await expectVisible(dialog.locator(".stock__photo").first());
    expect(await dialog.locator(".stock__photo").count()).toBe(52);
    await dialog.locator(".stock__photo").nth(2).click();
    await expectVisible(dialog.getByText("1 image(s) chosen"));
    await writeItYourself(dialog, words);
    await expectVisible(dialog.getByRole("button", { name: "Image 1, selected" }));
    await dialog.getByLabel("Publish now").check();
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expectVisible(page.getByText("success", { exact: true }));
    const deadline = Date.now() + within(10_000);
    while (!(await emulatorPost(words)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300));
    expect((await emulatorPost(words))?.images).toHaveLength(1);
  });
});
