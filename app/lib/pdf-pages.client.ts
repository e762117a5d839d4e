/**
 * The first pages of a PDF drawn as pictures, with pdf.js (docs/decisions/050). Only the editor and
 * its preview import this, and only once a post has a document, so pdf.js (and its worker, a file
 * of this site, as the Content-Security-Policy wants) never weighs on a first load.
 */
import { GlobalWorkerOptions, getDocument } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

export type DrawnPages = { pages: number; images: string[] };

/** Draws up to `count` first pages of the PDF at `url`, each `width` CSS pixels wide (sharp on a dense screen). */
export async function drawPdfPages(url: string, count: number, width: number): Promise<DrawnPages> {
  // Same origin: the member's session cookie goes with it (the PDF is the team's only).
  const task = getDocument({ url });
  const pdf = await task.promise;
  try {
    const images: string[] = [];
    const scaleFor = window.devicePixelRatio > 1 ? 2 : 1;
    for (let n = 1; n <= Math.min(count, pdf.numPages); n++) {
      const page = await pdf.getPage(n);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width / natural.width) * scaleFor });
      const canvas = document.createElement("canvas");
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport }).promise;
      images.push(canvas.toDataURL("image/png"));
      page.cleanup();
    }
    return { pages: pdf.numPages, images };
  } finally {
    void task.destroy();
  }
}
