/**
 * The PDF check (worker/storage/pdf.ts, docs/decisions/050): a real PDF's pages are counted
 * whether its page objects sit in the file or in a deflated object stream, read in chunks of any
 * size; what only claims to be a PDF is refused.
 */
import { describe, expect, it } from "vitest";
import { checkPdf } from "../../worker/storage/pdf";
import { makePdf } from "../pdf-fixture";

/**
 * A zlib stream of `spaces` spaces and then `after`, written by hand in one fixed-Huffman block
 * (RFC 1951 3.2.6): a space, then copies of 258 bytes at distance 1, 13 bits each. Compressing
 * 80 MB in the test instead took most of its time, and over a minute beside a CPU load.
 */
function deflateBomb(spaces: number, after: string): Uint8Array {
  const out: number[] = [0x78, 0x01];
  let acc = 0;
  let bits = 0;
  const put = (value: number, count: number) => {
    for (let i = 0; i < count; i++) {
      acc |= ((value >> i) & 1) << bits;
      if (++bits === 8) out.push(acc), (acc = 0), (bits = 0);
    }
  };
  // Huffman codes go most significant bit first: reversed into the LSB-first bit stream.
  const code = (value: number, count: number) => {
    let reversed = 0;
    for (let i = 0; i < count; i++) reversed |= ((value >> i) & 1) << (count - 1 - i);
    put(reversed, count);
  };
  const literal = (byte: number) => (byte <= 143 ? code(0x30 + byte, 8) : code(0x190 + byte - 144, 9));
  put(1, 1); // the last block
  put(1, 2); // fixed Huffman codes
  literal(0x20);
  let left = spaces - 1;
  for (; left >= 258; left -= 258) {
    code(0xc5, 8); // length 258 (code 285)
    code(0, 5); // distance 1
  }
  for (; left > 0; left--) literal(0x20);
  for (const ch of after) literal(ch.charCodeAt(0));
  code(0, 7); // end of block
  if (bits) out.push(acc);
  // Adler-32 of the whole (RFC 1950), so that a reader without a cap would inflate it cleanly to the
  // end: for n spaces a = 1 + 32n and b = n + 32·n(n+1)/2, then the rest byte by byte.
  const MOD = 65521n;
  const n = BigInt(spaces);
  let a = (1n + 32n * n) % MOD;
  let b = (n + (32n * n * (n + 1n)) / 2n) % MOD;
  for (const ch of after) (a = (a + BigInt(ch.charCodeAt(0))) % MOD), (b = (b + a) % MOD);
  const adler = Number((b << 16n) | a);
  out.push((adler >>> 24) & 0xff, (adler >>> 16) & 0xff, (adler >>> 8) & 0xff, adler & 0xff);
  return new Uint8Array(out);
}

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

  it("counts every page of a large object stream, whichever inflated chunk a page's name is cut across", async () => {
    // 30,000 page objects back to back (540 KB inflated): wherever the inflater cuts its output, it cuts a name in two.
    const objects = Array.from({ length: 30_000 }, (_, i) => `${i % 2 ? " " : "\n"}<< /Type /Page >>`).join("");
    const packed = new Uint8Array(await new Response(new Blob([encode(objects)]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
    const head = encode("%PDF-1.5\n2 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n");
    const pdf = new Uint8Array([...head, ...packed, ...encode("\nendstream\nendobj\n%%EOF\n")]);
    expect(await checkPdf(chunked(pdf, 65536))).toEqual({ ok: true, pages: 30_000 });
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
    // 8 MB of spaces in about 50 KB; the page object sits after them. The cap is checkPdf's
    // argument, so that a busy machine shows the stop in seconds (the 64 MB default took a
    // minute beside a CPU load); the production cap is the same code with a larger number.
    const packed = deflateBomb(8 * 1024 * 1024, "<< /Type /Page >>");
    const head = encode("%PDF-1.5\n1 0 obj << /Type /Page >> endobj\n2 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n");
    const pdf = new Uint8Array([...head, ...packed, ...encode("\nendstream\nendobj\n%%EOF\n")]);
    expect(await checkPdf(chunked(pdf, 8192), 4 * 1024 * 1024)).toEqual({ ok: true, pages: 1 });
    // The control: under a cap it does not reach, the hidden page is found, so the stop above is the cap's.
    expect(await checkPdf(chunked(pdf, 8192), 16 * 1024 * 1024)).toEqual({ ok: true, pages: 2 });
  });
});
