/**
 * PDFs for the tests, made here so no binary sits in the repo: a carousel of `pages` slides
 * (4:5, LinkedIn's carousel shape), each a coloured page with "Slide N" and an optional line,
 * which pdf.js draws. `objectStreams` keeps the pages inside a deflated object stream as PDF 1.5
 * writers do (with a classic cross-reference table for the rest: readers such as pdf.js repair
 * it; the page counter must find the pages either way). Works in Node and in workerd.
 */

const encoder = new TextEncoder();

async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([encoder.encode(text)]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

const COLOURS = ["0.04 0.4 0.76", "0.09 0.2 0.36", "0.86 0.33 0.13", "0.16 0.5 0.34"];

function slide(n: number, line?: string) {
  const colour = COLOURS[(n - 1) % COLOURS.length];
  const lineOps = line ? `BT /F1 22 Tf 48 300 Td (${escapePdfText(line)}) Tj ET\n` : "";
  return `${colour} rg 0 0 540 675 re f\n1 1 1 rg\nBT /F1 56 Tf 48 400 Td (Slide ${n}) Tj ET\n${lineOps}`;
}

export type PdfOptions = { pages: number; lines?: string[]; objectStreams?: boolean };

export async function makePdf({ pages, lines = [], objectStreams = false }: PdfOptions): Promise<Uint8Array> {
  // Objects: 1 catalog, 2 page tree, 3 font, then per page: its page object and its content.
  const pageObj = (i: number) => 4 + i * 2;
  const contentObj = (i: number) => 5 + i * 2;
  const kids = Array.from({ length: pages }, (_, i) => `${pageObj(i)} 0 R`).join(" ");
  const pageDict = (i: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 540 675] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentObj(i)} 0 R >>`;

  const parts: (string | Uint8Array)[] = [];
  let length = 0;
  const offsets = new Map<number, number>();
  const push = (part: string | Uint8Array) => {
    parts.push(part);
    length += typeof part === "string" ? encoder.encode(part).length : part.length;
  };
  const object = (n: number, body: string | Uint8Array[], dictForStream?: string) => {
    offsets.set(n, length);
    if (typeof body === "string") push(`${n} 0 obj\n${body}\nendobj\n`);
    else {
      push(`${n} 0 obj\n${dictForStream}\nstream\n`);
      for (const b of body) push(b);
      push("\nendstream\nendobj\n");
    }
  };

  push("%PDF-1.5\n%\u00e2\u00e3\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  object(3, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  for (let i = 0; i < pages; i++) {
    const content = slide(i + 1, lines[i]);
    object(contentObj(i), content, `<< /Length ${encoder.encode(content).length} >>`);
  }
  let last = contentObj(pages - 1);
  if (objectStreams) {
    // The page objects, in one object stream: "n offset" pairs, then the objects.
    let header = "";
    let bodies = "";
    for (let i = 0; i < pages; i++) {
      header += `${pageObj(i)} ${bodies.length} `;
      bodies += `${pageDict(i)}\n`;
    }
    const packed = await deflate(header + bodies);
    last += 1;
    object(last, [packed], `<< /Type /ObjStm /N ${pages} /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >>`);
  } else {
    for (let i = 0; i < pages; i++) object(pageObj(i), pageDict(i));
  }

  const size = last + 1;
  const xrefAt = length;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) {
    const at = offsets.get(n);
    xref += at === undefined ? "0000000000 65535 f \n" : `${String(at).padStart(10, "0")} 00000 n \n`;
  }
  push(`${xref}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);

  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    const bytes = typeof part === "string" ? encoder.encode(part) : part;
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}
