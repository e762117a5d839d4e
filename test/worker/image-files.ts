/**
 * Image files as the tests upload them. Our upload check and the LinkedIn emulator both read an
 * image's header (its type, then its width and height), as LinkedIn's Images API does: a file
 * whose header can't be read is not an image.
 */

/** A real 1×1 PNG: signature, IHDR, IDAT and IEND, each with its CRC. */
export const PNG = new Uint8Array([
  137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137, 0, 0, 0, 10, 73, 68, 65, 84, 120, 156,
  99, 0, 1, 0, 0, 5, 0, 1, 13, 10, 45, 180, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
]);

/** A JPEG's header: SOI, APP0 (JFIF), a baseline frame of 1×1 pixels (SOF0), EOI. */
export const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00,
  0x01, 0x00, 0x01, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);

/** A PNG whose header says `width` × `height` (LinkedIn's pixel limit reads only that); its pixels are not there. */
export function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(PNG);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG whose frame header, after `padding` bytes of metadata (APP1), says `width` × `height`. */
export function jpegHeader(width: number, height: number, padding = 0): Uint8Array {
  const app1 = padding > 0 ? [0xff, 0xe1, ((padding + 2) >> 8) & 0xff, (padding + 2) & 0xff, ...new Array(padding).fill(0)] : [];
  const bytes = new Uint8Array([...JPEG.slice(0, 20), ...app1, ...JPEG.slice(20)]);
  const sof = 20 + app1.length;
  const view = new DataView(bytes.buffer);
  view.setUint16(sof + 5, height);
  view.setUint16(sof + 7, width);
  return bytes;
}
