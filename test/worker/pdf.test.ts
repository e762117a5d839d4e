/**
 * The PDF check (worker/storage/pdf.ts, docs/decisions/050): a real PDF's pages are counted
 * whether its page objects sit in the file or in a deflated object stream, read in chunks of any
 * size; what only claims to be a PDF is refused.
 */
import { describe, expect, it } from "vitest";
import { checkPdf } from "../../worker/storage/pdf";
import { makePdf } from "../pdf-fixture";

/** The bytes as a stream of chunks of `size` bytes, as R2 hands them out. */
function chunked(bytes: Uint8Array, size: number) {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

const encode = (text: string) => new TextEncoder().encode(text);

describe("checkPdf", () => {
  it("counts the pages of a classic PDF, whatever the chunk size", async () => {
    const pdf = await makePdf({ pages: 7 });
    for (const size of [1, 3, 7, 64, 1000, pdf.length]) {
      expect(await checkPdf(chunked(pdf, size)), `chunks of ${size}`).toEqual({ ok: true, pages: 7 });
    }
  });

  it("counts pages kept in a deflated object stream (PDF 1.5 writers), across chunk edges", async () => {
    const pdf = await makePdf({ pages: 12, objectStreams: true });
    for (const size of [5, 50, 4096, pdf.length]) {
      expect(await checkPdf(chunked(pdf, size)), `chunks of ${size}`).toEqual({ ok: true, pages: 12 });
    }
  });

  it("does not take the page tree (/Type /Pages) for a page", async () => {
    expect(await checkPdf(chunked(await makePdf({ pages: 1 }), 2))).toEqual({ ok: true, pages: 1 });
  });

  it("counts 301 pages: more than LinkedIn takes is seen as such", async () => {
    expect(await checkPdf(chunked(await makePdf({ pages: 301, objectStreams: true }), 65536))).toEqual({ ok: true, pages: 301 });
  });

  it("refuses a file that is not a PDF, even named .pdf: a PNG, a text, an HTML page, an empty file", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    for (const bytes of [png, encode("Slide 1\nSlide 2\n/Type /Page"), encode("<html>%PDF-1.4</html>"), new Uint8Array(0), encode("%PD")]) {
      expect(await checkPdf(chunked(bytes, 4))).toEqual({ ok: false, problem: "not-pdf" });
    }
  });

  it("refuses a PDF header with no page in it", async () => {
    expect(await checkPdf(chunked(encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"), 16))).toEqual({ ok: false, problem: "no-pages" });
  });

  it("stops inflating an object stream that unpacks past its cap (a deflate bomb)", async () => {
    // 80 MB of spaces deflate to about 80 KB; the page object sits after them, past the cap.
    const bomb = new Blob([new Uint8Array(80 * 1024 * 1024).fill(0x20), encode("<< /Type /Page >>")]).stream().pipeThrough(new CompressionStream("deflate"));
    const packed = new Uint8Array(await new Response(bomb).arrayBuffer());
    const head = encode("%PDF-1.5\n1 0 obj << /Type /Page >> endobj\n2 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n");
    const pdf = new Uint8Array([...head, ...packed, ...encode("\nendstream\nendobj\n%%EOF\n")]);
    expect(await checkPdf(chunked(pdf, 8192))).toEqual({ ok: true, pages: 1 });
  });
});
