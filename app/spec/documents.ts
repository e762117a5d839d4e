/**
 * Documents: a PDF posted as LinkedIn's document post, the "carousel" members page through
 * (issue 26 item 2, docs/decisions/050). LinkedIn's limits (Documents API: PDF, PPT, PPTX, DOC,
 * DOCX up to 100 MB and 300 pages; we take PDFs only), the title every document post needs, and
 * the plain words, shared by the editor, the worker and the emulator's tests. No zod here.
 */

export const DOCUMENT_TYPE = "application/pdf" as const;
export const ACCEPTED_DOCUMENT_TYPES = { [DOCUMENT_TYPE]: [".pdf"] } as const;

export const DOCUMENT_LIMITS = {
  /** LinkedIn's: 100 MB. */
  maxBytes: 100 * 1024 * 1024,
  /** LinkedIn's: 300 pages. */
  maxPages: 300,
  /** Ours: LinkedIn requires a title and names no limit; a title is a line, not a paragraph. */
  titleChars: 100,
  /** How many pages the editor draws as thumbnails. */
  thumbnails: 4,
} as const;

/** "%PDF-": every PDF starts with it (ISO 32000-1 §7.5.2). */
export function isPdfStart(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** The title the editor offers: the file's name without its extension, as a person would type it. */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.pdf$/i, "")
    .replace(/[_]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return base.slice(0, DOCUMENT_LIMITS.titleChars);
}

export const pagesLabel = (pages: number) => `${pages} ${pages === 1 ? "page" : "pages"}`;

export const DOCUMENT_TEXT = {
  add: "Add a PDF",
  remove: "Remove PDF",
  title: "Document title",
  titleHint: "LinkedIn shows it on the document.",
  titleRequired: "A document needs a title: LinkedIn shows it on the post.",
  titleTooLong: `Keep the title under ${DOCUMENT_LIMITS.titleChars} characters.`,
  uploading: "Uploading the PDF…",
  reading: "Reading the PDF…",
  thumbnailsFailed: "The pages can't be shown here, but the PDF is attached.",
  notPdf: "That file isn't a PDF. Export it as a PDF and try again.",
  tooLarge: "That PDF is larger than 100 MB, LinkedIn's limit.",
  tooManyPages: (pages: number) => `That PDF has ${pages} pages; LinkedIn takes up to ${DOCUMENT_LIMITS.maxPages}.`,
  noPages: "We couldn't find the pages of that PDF. Export it again as a PDF and try again.",
  notFound: "That PDF isn't in your library any more. Upload it again.",
  /** LinkedIn takes one kind of content per post. */
  noImages: "A PDF can't go with images: LinkedIn shows one or the other.",
  noPoll: "A PDF can't go with a poll: LinkedIn shows one or the other.",
  imagesOff: "Images are off while the post has a PDF: LinkedIn shows one or the other.",
  pollOff: "A poll can't be added while the post has a PDF.",
  /** The preview's and the card's line under the document. */
  pages: pagesLabel,
} as const;
