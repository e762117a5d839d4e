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
