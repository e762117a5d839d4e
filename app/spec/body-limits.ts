/** How much a request body may be: JSON calls 256 KB; uploads go by their own signed limit (uploads.ts). */
export const JSON_BODY_MAX_BYTES = 256 * 1024;
export const BODY_TOO_LARGE = "This request is too large.";

/**
 * Reads a body, giving up (null) as soon as it passes the limit: a lying length header changes
 * nothing. `read` may wrap each read (a deadline: worker/providers/web-pages.ts).
 */
export async function readAtMost(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
  read: (next: Promise<ReadableStreamReadResult<Uint8Array>>) => Promise<ReadableStreamReadResult<Uint8Array>> = (next) => next,
): Promise<ArrayBuffer | null> {
  if (!stream) return new ArrayBuffer(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await read(reader.read());
      if (done) break;
      total += value.byteLength;
      if (total > limit) return null;
      chunks.push(value);
    }
  } finally {
    // Past the limit, timed out or read to the end: the rest of the body is not wanted.
    reader.cancel().catch(() => undefined);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out.buffer;
}

/** A declared Content-Length over the limit: refused before a byte is read. */
export function declaredTooLarge(headers: Headers, limit: number) {
  const declared = Number(headers.get("content-length") ?? Number.NaN);
  return Number.isFinite(declared) && declared > limit;
}
