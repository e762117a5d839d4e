/**
 * The drop-zone's rules (spec §5): png, jpg and jpeg only; at most 10 images in total; files the
 * operating system leaves behind are ignored. react-dropzone applies them and words the errors
 * ('File type must be one of ...', 'File is larger than N bytes', 'File is smaller than N bytes',
 * 'Too many files'); this module decides them and shapes the outcome.
 */
import type { DropzoneOptions, FileRejection } from "react-dropzone";
import { ACCEPTED_IMAGE_TYPES, IGNORED_FILE_NAMES, IMAGE_TEXT, imageDimensions, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGES } from "~/spec/uploads";

export function dropzoneRules(alreadySelected: number): Pick<DropzoneOptions, "accept" | "maxFiles" | "maxSize" | "minSize" | "multiple" | "disabled"> {
  const room = Math.max(0, MAX_IMAGES - alreadySelected);
  return {
    accept: { "image/png": [...ACCEPTED_IMAGE_TYPES["image/png"]], "image/jpeg": [...ACCEPTED_IMAGE_TYPES["image/jpeg"]] },
    // react-dropzone treats 0 as "no limit": with no room left the zone is disabled instead.
    maxFiles: room,
    maxSize: MAX_IMAGE_BYTES,
    minSize: 0,
    multiple: true,
    disabled: room === 0,
  };
}

export const isIgnoredFile = (name: string) => (IGNORED_FILE_NAMES as readonly string[]).includes(name);

export type DropOutcome = { files: File[]; problems: Array<{ name: string; message: string; code: string }> };

/** What a drop leaves: the files to upload, and what to tell the member about the rest. */
export function sortDrop(accepted: File[], rejected: FileRejection[]): DropOutcome {
  return {
    files: accepted.filter((f) => !isIgnoredFile(f.name)),
    problems: rejected
      .filter((r) => !isIgnoredFile(r.file.name))
      .map((r) => ({ name: r.file.name, code: String(r.errors[0]?.code ?? "file-invalid"), message: r.errors[0]?.message ?? "This file can't be used." })),
  };
}

/**
 * LinkedIn's pixel limit, said in the drop-zone before anything uploads (the server checks again):
 * a file whose header says 36,152,320 pixels or more is a problem of code file-too-large. A header
 * this can't read is left to the upload, whose answer the spec words ('Upload failed').
 */
export async function withinPixelLimit(files: File[]): Promise<DropOutcome> {
  const outcome: DropOutcome = { files: [], problems: [] };
  for (const file of files) {
    let size = imageDimensions(new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer()));
    if (!size && file.size > 64 * 1024) size = imageDimensions(new Uint8Array(await file.arrayBuffer()));
    if (size && size.width * size.height >= MAX_IMAGE_PIXELS)
      outcome.problems.push({ name: file.name, code: "file-too-large", message: IMAGE_TEXT.tooManyPixels(size.width, size.height) });
    else outcome.files.push(file);
  }
  return outcome;
}
