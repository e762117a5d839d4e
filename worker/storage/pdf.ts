/**
 * Is an upload a PDF, and how many pages has it (docs/decisions/050)? One linear pass over the
 * stored object, never the whole file in memory: it must start with "%PDF-", and its pages are its
 * page objects (`/Type /Page`), counted in the file and inside its compressed object streams
 * (PDF 1.5+ keeps most objects there, deflated). LinkedIn counts the pages again when it takes the
 * document; this count refuses what it would refuse (over 300) before anyone schedules it.
 *
 * A page object rewritten by an incremental update is counted twice: the count errs high, and
 * only for files edited in place, which exporting again fixes.
 */
import { isPdfStart } from "../../app/spec/documents";

export type PdfCheck = { ok: true; pages: number } | { ok: false; problem: "not-pdf" | "no-pages" };

/** One object stream is read up to this size, and inflated up to this size (a deflate bomb stops there). */
const MAX_OBJECT_STREAM_BYTES = 16 * 1024 * 1024;
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** What is kept of a chunk's end, so a token cut in two by the chunks is found whole. */
const TAIL = 64;

const SCAN = /\/Type\s{0,8}\/(Page|ObjStm)(?![A-Za-z])/g;
const STREAM_START = /stream(?:\r\n|\n|\r)/g;
const PAGE = /\/Type\s{0,8}\/Page(?![A-Za-z])/g;

/** Bytes as a string of the same length (one char per byte), in slices the call stack can take. */
function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}

function bytesOf(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const countIn = (text: string) => text.match(PAGE)?.length ?? 0;

/** The page objects inside one object stream: deflated (zlib's header, 0x78) or stored as they are. */
async function pagesInObjectStream(raw: Uint8Array, maxInflated: number): Promise<number> {
  if (raw[0] !== 0x78) return countIn(latin1(raw));
  // The end of line before "endstream" is not part of the data.
  let end = raw.length;
  while (end > 0 && (raw[end - 1] === 0x0a || raw[end - 1] === 0x0d)) end--;
  // Counted chunk by chunk (with the tail a token may straddle), never held whole: a stream near
  // the cap would otherwise be a 64 MB string in a Worker's 128 MB.
  let pages = 0;
  let tail = "";
  try {
    const reader = new Blob([raw.slice(0, end)]).stream().pipeThrough(new DecompressionStream("deflate")).getReader();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxInflated) {
        await reader.cancel();
        break;
      }
      // A page token is far shorter than TAIL: one that starts before the cut is whole here, and
      // one that starts after it is counted next time, when the kept tail opens the text.
      const text = tail + latin1(value);
      const cut = Math.max(0, text.length - TAIL);
      pages += countStartingBefore(text, cut);
      tail = text.slice(cut);
    }
  } catch {
    // Cut short, or bytes after the data's end: what was inflated before counts.
  }
  return pages + countIn(tail);
}

function countStartingBefore(text: string, cut: number): number {
  let n = 0;
  for (const m of text.matchAll(PAGE)) if (m.index < cut) n++;
  return n;
}

/**
 * Reads `body` once: not a PDF, a PDF without a page we can find, or its page count.
 * `maxInflated`: the cap on one inflated object stream (the tests' deflate bomb uses a smaller one,
 * so that showing it stops costs a busy machine seconds, not a minute).
 */
export async function checkPdf(body: ReadableStream<Uint8Array>, maxInflated = MAX_INFLATED_BYTES): Promise<PdfCheck> {
  const reader = body.getReader();
  let head = new Uint8Array(0);
  let checkedStart = false;
  let text = "";
  let pages = 0;
  let mode: "scan" | "await-stream" | "stream" = "scan";
  let stream: string[] = [];
  let streamBytes = 0;

  for (;;) {
    const { done, value } = await reader.read();
    if (value && !checkedStart) {
      head = new Uint8Array([...head, ...value.subarray(0, 5)]);
      if (head.length >= 5 || done) {
        if (!isPdfStart(head)) {
          await reader.cancel();
          return { ok: false, problem: "not-pdf" };
        }
        checkedStart = true;
      }
    }
    if (value) text += latin1(value);
    if (done && !checkedStart) return { ok: false, problem: "not-pdf" };

    let pos = 0;
    // A token that ends where the text ends may go on in the next chunk: it waits for it.
    const cutShort = (m: RegExpExecArray) => !done && m.index + m[0].length >= text.length;
    for (;;) {
      if (mode === "scan") {
        SCAN.lastIndex = pos;
        const m = SCAN.exec(text);
        if (!m || cutShort(m)) break;
        pos = m.index + m[0].length;
        if (m[1] === "Page") pages++;
        else mode = "await-stream";
      } else if (mode === "await-stream") {
        STREAM_START.lastIndex = pos;
        const m = STREAM_START.exec(text);
        if (!m || cutShort(m)) break;
        pos = m.index + m[0].length;
        mode = "stream";
        stream = [];
        streamBytes = 0;
      } else {
        const end = text.indexOf("endstream", pos);
        const upTo = end >= 0 ? end : done ? text.length : Math.max(pos, text.length - TAIL);
        if (streamBytes + (upTo - pos) <= MAX_OBJECT_STREAM_BYTES) stream.push(text.slice(pos, upTo));
        streamBytes += upTo - pos;
        pos = upTo;
        if (end < 0) break;
        pos = end + "endstream".length;
        if (streamBytes <= MAX_OBJECT_STREAM_BYTES) pages += await pagesInObjectStream(bytesOf(stream.join("")), maxInflated);
        stream = [];
        mode = "scan";
      }
    }
    if (done) break;
    text = text.slice(mode === "stream" ? pos : Math.max(pos, text.length - TAIL));
  }
  return pages > 0 ? { ok: true, pages } : { ok: false, problem: "no-pages" };
}
