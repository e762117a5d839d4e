/**
 * PDF carousels (issue 26 items 2 and 5, docs/decisions/050) as a member makes one: "Add a PDF"
 * takes a file (pdf.js loads then, not with the page); a file that isn't a PDF is refused in plain
 * words; the PDF's first pages show as thumbnails with its page count and a title taken from its
 * name; images and a poll are off meanwhile and the editor says why; the preview shows LinkedIn's
 * document viewer (title, pages, the first page). Published now with a first comment and a company
 * mention, all three are on LinkedIn (the emulator's page): the document, the mention, the comment.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { makePdf } from "../pdf-fixture";
import { browserSession, expectVisible, linkedinUrl, loadedWidth, marker, openCreatePost, publishedOnLinkedIn, within, writeItYourself } from "./support";

const browser = browserSession();
const NORTHWIND = "@[Northwind Labs](urn:li:organization:1001)";

async function fileOnDisk(name: string, bytes: Uint8Array) {
  mkdirSync("/tmp/postcraft-test-files", { recursive: true });
  const path = `/tmp/postcraft-test-files/${name}`;
  writeFileSync(path, bytes);
  return path;
}

describe("PDF carousels", () => {
  it("a carousel with a title and thumbnails, a first comment and a mention: in the preview, then on LinkedIn", async () => {
    const { page, context } = browser;
    const pdfJsLoads: string[] = [];
    page.on("request", (r) => {
      if (/pdf-pages|pdf\.worker/.test(r.url())) pdfJsLoads.push(r.url());
    });
    // Her page connected too: looking pages up for the mention needs a page admin's token (mentions.test.ts).
    const dialog = await openCreatePost(page, { companyPage: true });
    const words = `Five slides on pricing a service ${marker()}, made with`;
    await writeItYourself(dialog, words);
    expect(pdfJsLoads).toEqual([]);

    // A PNG renamed .pdf: refused before anything is sent, in plain words.
    const fake = await fileOnDisk("slides.pdf", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    await dialog.getByLabel("PDF file").setInputFiles(fake);
    await expectVisible(dialog.getByRole("alert").filter({ hasText: "That file isn't a PDF. Export it as a PDF and try again." }));

    // The real one: its pages drawn, its count, a title from its name; images and a poll are off.
    const pdf = await fileOnDisk("Pricing_a_service.pdf", await makePdf({ pages: 5, lines: ["Know your floor", "Price the outcome"] }));
    await dialog.getByLabel("PDF file").setInputFiles(pdf);
    const title = dialog.getByLabel("Document title", { exact: true });
    await expectVisible(title);
    expect(await title.inputValue()).toBe("Pricing a service");
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectVisible(dialog.getByText("5 pages · the first 4 shown"));
    const thumbnails = dialog.getByRole("list", { name: "Pages of Pricing a service" });
    await expect.poll(() => thumbnails.getByRole("img").count(), { timeout: within(20_000) }).toBe(4);
    expect(pdfJsLoads.length).toBeGreaterThan(0);
    // Drawn pages, not blank frames: the first page's picture has the slide's colour in it.
    const firstThumb = thumbnails.getByRole("img", { name: "Page 1" });
    expect(await loadedWidth(firstThumb)).toBeGreaterThan(90);
    await expectVisible(dialog.getByText("Images are off while the post has a PDF: LinkedIn shows one or the other."));
    expect(await dialog.getByRole("button", { name: "Add stock photos" }).count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Add a poll" }).isDisabled()).toBe(true);
    await expectVisible(dialog.getByText("A poll can't be added while the post has a PDF."));

    // An empty title is said at the field when saving, and nothing is saved.
    await title.fill("  ");
    await dialog.getByLabel("Publish now").check();
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expectVisible(dialog.getByText("A document needs a title: LinkedIn shows it on the post.").first());
    await title.fill("Pricing a service, in five slides");

    // A mention and a first comment beside the carousel.
    const text = dialog.getByLabel("Post", { exact: true });
    await text.press("End");
    await text.pressSequentially(" @North");
    const picker = dialog.getByRole("listbox", { name: "Company pages to mention" });
    await expectVisible(picker.getByRole("option", { name: /Northwind Labs/ }));
    await text.press("ArrowDown");
    await text.press("Enter");
    await expect.poll(() => text.inputValue()).toBe(`${words} ${NORTHWIND} `);
    const comment = "The worksheet I use is at example.com/pricing";
    await dialog.getByLabel("First comment", { exact: true }).fill(comment);

    // The preview: LinkedIn's document viewer with the title, the page count and the first page; the comment under it.
    const preview = dialog.getByRole("figure", { name: "Preview on LinkedIn" });
    const viewer = preview.getByRole("group", { name: "Document: Pricing a service, in five slides" });
    await expectVisible(viewer.getByText("· 5 pages"));
    await expectVisible(viewer.getByRole("img", { name: "Pricing a service, in five slides, page 1" }));
    await expectVisible(preview.getByText("Northwind Labs", { exact: true }));
    await expectVisible(preview.getByRole("region", { name: "First comment under the post" }).getByText(comment));
    await preview.screenshot({ path: "/tmp/document-preview.png" });

    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expectVisible(page.getByText("success", { exact: true }));
    const posted = await publishedOnLinkedIn(words, { timeoutMs: 30_000, what: "the carousel" });

    // LinkedIn's page (the emulator's): the document with its title and pages, the mention as the page's name, the comment.
    const linkedin = await context.newPage();
    await linkedin.goto(`${linkedinUrl()}/feed/update/${encodeURIComponent(posted.urn)}/`);
    await expectVisible(linkedin.getByText("Pricing a service, in five slides"));
    await expectVisible(linkedin.getByText(/5 pages/));
    // Its first pages drawn from the uploaded bytes (pdf.js on the emulator's page), so a person can check them by eye.
    await expect.poll(() => linkedin.locator("section.document").getAttribute("data-drawn"), { timeout: within(20_000) }).toBe("true");
    await expectVisible(linkedin.getByRole("link", { name: "Northwind Labs" }));
    const commentDeadline = Date.now() + within(30_000);
    while (!(await linkedin.getByText(comment).count())) {
      if (Date.now() > commentDeadline) throw new Error("the first comment never showed on LinkedIn");
      await new Promise((r) => setTimeout(r, 500));
      await linkedin.reload();
    }
    await linkedin.screenshot({ path: "/tmp/document-on-linkedin.png", fullPage: true });
    await linkedin.close();

    // The post's card on /posts says PDF, with the title and pages.
    await page.goto("/posts");
    await expectVisible(page.getByText("Pricing a service, in five slides · 5 pages"));
  });
});
