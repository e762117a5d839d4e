/**
 * A zip archive written by hand, every entry STORED (no compression: docs/decisions/059), straight
 * into R2 as a stream of known length. An entry is bytes in memory (the export's JSON) or an R2
 * object (a media file): an object is read twice, once for its CRC-32 (the local header needs it
 * before the data) and once into the archive, so no file is ever held whole in memory.
 * Zip32 only: up to 65,535 entries and 4 GiB, far beyond a team's media.
 */

export type ZipEntry = { name: string; bytes: Uint8Array } | { name: string; key: string };

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO-HDLC, as zip uses), continued from `crc` (start with 0). */
export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/** MS-DOS date and time of an instant (UTC), as zip headers keep them. */
function dosTime(at: number) {
  const d = new Date(at);
  const time = (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2);
  const date = ((Math.max(1980, d.getUTCFullYear()) - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate();
  return { time, date };
}

type Planned = { name: Uint8Array; size: number; crc: number; offset: number; source: ZipEntry };

/** UTF-8 names (general purpose flag bit 11). */
const UTF8_NAMES = 0x0800;

/**
 * The fields both headers carry, in the same order (APPNOTE.TXT 4.3.7 and 4.3.12): version needed
 * (2.0), flags, method (STORED), time, date, CRC-32, both sizes, name length, extra length (0).
 */
function entryFields(v: DataView, at: number, entry: Planned, when: { time: number; date: number }) {
  v.setUint16(at, 20, true);
  v.setUint16(at + 2, UTF8_NAMES, true);
  v.setUint16(at + 4, 0, true); // STORED
  v.setUint16(at + 6, when.time, true);
  v.setUint16(at + 8, when.date, true);
  v.setUint32(at + 10, entry.crc, true);
  v.setUint32(at + 14, entry.size, true);
  v.setUint32(at + 18, entry.size, true);
  v.setUint16(at + 22, entry.name.length, true);
}

function localHeader(entry: Planned, when: { time: number; date: number }) {
  const out = new Uint8Array(30 + entry.name.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, 0x04034b50, true);
  entryFields(v, 4, entry, when);
  out.set(entry.name, 30);
  return out;
}

function centralHeader(entry: Planned, when: { time: number; date: number }) {
  const out = new Uint8Array(46 + entry.name.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, 0x02014b50, true);
  v.setUint16(4, 20, true); // version made by
  entryFields(v, 6, entry, when);
  // comment, disk, internal and external attributes: 0
  v.setUint32(42, entry.offset, true);
  out.set(entry.name, 46);
  return out;
}

function endOfCentralDirectory(count: number, size: number, offset: number) {
  const out = new Uint8Array(22);
  const v = new DataView(out.buffer);
  v.setUint32(0, 0x06054b50, true);
  v.setUint16(8, count, true);
  v.setUint16(10, count, true);
  v.setUint32(12, size, true);
  v.setUint32(16, offset, true);
  return out;
}

async function crcOfObject(bucket: R2Bucket, key: string): Promise<{ crc: number; size: number } | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  let crc = 0;
  let size = 0;
  for await (const chunk of object.body as unknown as AsyncIterable<Uint8Array>) {
    crc = crc32(chunk, crc);
    size += chunk.length;
  }
  return { crc, size };
}

/**
 * Writes the archive to `key` in `bucket`. An R2 entry whose object is gone is left out; the
 * names of those left out are returned (the export's JSON says which files it has anyway).
 */
export async function writeZip(bucket: R2Bucket, key: string, entries: ZipEntry[], at = Date.now()): Promise<{ size: number; missing: string[] }> {
  const when = dosTime(at);
  const encoder = new TextEncoder();
  const planned: Planned[] = [];
  const missing: string[] = [];
  let offset = 0;
  for (const source of entries) {
    const name = encoder.encode(source.name);
    const measured = "bytes" in source ? { crc: crc32(source.bytes), size: source.bytes.length } : await crcOfObject(bucket, source.key);
    if (!measured) {
      missing.push(source.name);
      continue;
    }
    planned.push({ name, ...measured, offset, source });
    offset += 30 + name.length + measured.size;
  }
  if (planned.length > 0xffff || offset > 0xffffffff) throw new Error("The export is too large for one zip archive.");
  const central = planned.map((entry) => centralHeader(entry, when));
  const centralSize = central.reduce((n, h) => n + h.length, 0);
  const total = offset + centralSize + 22;

  const { readable, writable } = new FixedLengthStream(total);
  const stored = bucket.put(key, readable, {
    httpMetadata: { contentType: "application/zip", contentDisposition: 'attachment; filename="postcraft-export.zip"' },
  });
  const writer = writable.getWriter();
  try {
    for (const entry of planned) {
      await writer.write(localHeader(entry, when));
      if ("bytes" in entry.source) {
        await writer.write(entry.source.bytes);
        continue;
      }
      const object = await bucket.get(entry.source.key);
      if (!object || object.size !== entry.size) throw new Error(`Media file ${entry.source.key} changed while it was exported.`);
      for await (const chunk of object.body as unknown as AsyncIterable<Uint8Array>) await writer.write(chunk);
    }
    for (const header of central) await writer.write(header);
    await writer.write(endOfCentralDirectory(planned.length, centralSize, offset));
    await writer.close();
  } catch (error) {
    await writer.abort(error).catch(() => {});
    await stored.catch(() => {});
    throw error;
  }
  await stored;
  return { size: total, missing };
}
