/**
 * Upload rules (spec §5, §9), shared by the drop-zone and the worker.
 * The spec's drop-zone defaults have no size limit; the server needs one: 8 MiB, LinkedIn's
 * practical ceiling for a feed image (docs/decisions/016-uploads.md).
 */
export const ACCEPTED_IMAGE_TYPES = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
} as const;
export type ImageType = keyof typeof ACCEPTED_IMAGE_TYPES;

export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Smaller than this cannot even hold a PNG or JPEG header. */
export const MIN_IMAGE_BYTES = 8;
/** How long a signed upload URL works. */
export const UPLOAD_URL_TTL_SECONDS = 5 * 60;
/** Files the operating system leaves behind; never uploaded. */
export const IGNORED_FILE_NAMES = [".DS_Store", "Thumbs.db"] as const;

/** An own key only: "toString", "__proto__" and "constructor" are not image types. */
export const isImageType = (type: string): type is ImageType => Object.hasOwn(ACCEPTED_IMAGE_TYPES, type);
export const extensionFor = (type: ImageType) => (type === "image/png" ? "png" : "jpg");

/** PNG: 89 50 4E 47 0D 0A 1A 0A. JPEG: FF D8 FF. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/**
 * LinkedIn's Images API: "Only images with a total pixel count (width X height) less than
 * 36,152,320 are allowed" (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/
 * shares/images-api). Checked when the image is uploaded, so the member hears it then, not at publish.
 */
export const MAX_IMAGE_PIXELS = 36_152_320;

export const IMAGE_TEXT = {
  unreadable: "That file isn't the PNG or JPEG image it says it is.",
  tooManyPixels: (width: number, height: number) =>
    `This image is ${width.toLocaleString("en-US")} × ${height.toLocaleString("en-US")} pixels. LinkedIn takes images of fewer than 36,152,320 pixels (6,000 × 6,000 fits): resize it, then upload it again.`,
} as const;

export type ImageSize = { width: number; height: number };

/**
 * Width and height from a PNG's IHDR, a GIF's screen or a JPEG's start-of-frame marker (walking the segments
 * before it by their lengths); null when the header can't be read from these bytes. One pass,
 * no allocation.
 */
export function imageDimensions(bytes: Uint8Array): ImageSize | null {
  const u16 = (at: number) => (bytes[at] << 8) | bytes[at + 1];
  const u32 = (at: number) => ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
  if (sniffImageType(bytes) === "image/png") {
    // The first chunk is IHDR: length (13), "IHDR", width, height.
    if (bytes.length < 24 || String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]) !== "IHDR") return null;
    const size = { width: u32(16), height: u32(20) };
    return size.width > 0 && size.height > 0 ? size : null;
  }
  // A GIF (a link card's picture may be one): its logical screen, little-endian.
  if (bytes.length >= 10 && String.fromCharCode(...bytes.subarray(0, 6)).match(/^GIF8[79]a$/)) {
    const size = { width: bytes[6] | (bytes[7] << 8), height: bytes[8] | (bytes[9] << 8) };
    return size.width > 0 && size.height > 0 ? size : null;
  }
  if (sniffImageType(bytes) !== "image/jpeg") return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // SOF0–SOF15 (not DHT C4, JPG C8, DAC CC): precision, then height and width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const size = { width: u16(at + 7), height: u16(at + 5) };
      return size.width > 0 && size.height > 0 ? size : null;
    }
    // Markers without a length (SOI, RST0–7, TEM); every other segment says how long it is.
    at += marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 ? 2 : 2 + u16(at + 2);
  }
  return null;
}

/** Why LinkedIn would not take an image of these bytes, or null. */
export function imageProblem(bytes: Uint8Array): string | null {
  const size = imageDimensions(bytes);
  if (!size) return IMAGE_TEXT.unreadable;
  if (size.width * size.height >= MAX_IMAGE_PIXELS) return IMAGE_TEXT.tooManyPixels(size.width, size.height);
  return null;
}
