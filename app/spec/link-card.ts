/**
 * Link cards (docs/decisions/036): LinkedIn does not read a link's page for posts made through its
 * API, so the product reads it (worker/link-cards) and sends the card as the post's article
 * content. The card's shape, its limits and its words, shared by the editor and the worker.
 */
import { z } from "zod";

export const LINK_CARD_LIMITS = {
  urlChars: 2048,
  titleChars: 200,
  descriptionChars: 300,
  sourceChars: 255,
  /** How much of a page is read: its head is all a card needs. */
  pageBytes: 1024 * 1024,
  /** A card's picture, for the editor and for LinkedIn's Images API. */
  thumbnailBytes: 5 * 1024 * 1024,
  /** Redirects followed by hand, each hop checked again. */
  redirects: 3,
} as const;

export const LINK_CARD_TEXT = {
  notALink: "Paste a full web address, starting with http:// or https://.",
  privateAddress: "That link points to a private or local address, so it can't be previewed.",
  unusualPort: "Only links on the usual web ports (80 and 443) can be previewed.",
  noSuchSite: "We couldn't find that website.",
  dnsUnavailable: "We couldn't check where that link goes. Try again in a moment.",
  tooSlow: "That page took too long to answer, so there's no preview.",
  tooLarge: "That page is too large to preview.",
  notHtml: "That link isn't a web page, so there's no preview.",
  notAnImage: "That picture isn't a PNG, JPEG or GIF image.",
  tooManyRedirects: "That link redirects too many times to preview.",
  unreachable: "We couldn't reach that page.",
  pageError: (status: number) => `That page answered with an error (${status}).`,
  loading: "Loading link preview…",
  remove: "Remove link preview",
  restore: "Show link preview",
  noPreview: "No link preview:",
  imagesWin: "LinkedIn shows one kind of content per post: this post goes out with its images, without the link card.",
} as const;

const webAddress = z
  .string()
  .trim()
  .max(LINK_CARD_LIMITS.urlChars, "That link is too long.")
  .refine((v) => isWebAddress(v), LINK_CARD_TEXT.notALink);

export const linkCardSchema = z.object({
  /** The link as it stands in the post's text (normalized): the card's target on LinkedIn. */
  url: webAddress,
  /** LinkedIn refuses an article without one (422 /content/article/title). */
  title: z.string().trim().min(1).max(LINK_CARD_LIMITS.titleChars),
  description: z.string().trim().max(LINK_CARD_LIMITS.descriptionChars).nullable().default(null),
  /** The page's picture (og:image), fetched again when the post is published. */
  image: webAddress.nullable().default(null),
  /** The host the card names, e.g. worknotes.example.com. */
  source: z.string().trim().max(LINK_CARD_LIMITS.sourceChars),
});
export type LinkCard = z.infer<typeof linkCardSchema>;

/** POST /api/link-preview. */
export const linkPreviewSchema = z.object({ url: webAddress });

/** A post's card fields on create and update: the card kept, and the link whose card the member removed. */
export const postLinkCardFields = {
  linkCard: linkCardSchema.nullable().optional(),
  removedLink: webAddress.nullable().optional(),
};

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Characters that end a link in running text, and those a sentence puts right after one. */
const ENDS_LINK = new Set([" ", "\t", "\n", "\r", "\f", "\v", "<", ">", '"', "`", "\u00a0", "\u200b"]);
const TRAILING = new Set([".", ",", ";", ":", "!", "?", "'", '"', "…", "]", "}"]);

/**
 * The post's link: its first http(s) address, normalized (new URL().href), or null. Trailing
 * punctuation is the sentence's, and a closing parenthesis only belongs to the link when it has
 * an opening one (Wikipedia's links). One pass over the text.
 */
export function firstLink(text: string): string | null {
  const starts = /https?:\/\//gi;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    let end = m.index + m[0].length;
    while (end < text.length && !ENDS_LINK.has(text[end])) end++;
    // The next search starts after this run: a run is never read twice.
    starts.lastIndex = end;
    let opens = 0;
    let closes = 0;
    for (let i = m.index; i < end; i++) {
      if (text[i] === "(") opens++;
      else if (text[i] === ")") closes++;
    }
    while (end > m.index) {
      const last = text[end - 1];
      if (TRAILING.has(last)) end--;
      else if (last === ")" && opens < closes) {
        end--;
        closes--;
      } else break;
    }
    const link = text.slice(m.index, end);
    if (link.length > LINK_CARD_LIMITS.urlChars || !isWebAddress(link)) continue;
    return new URL(link).href;
  }
  return null;
}

/** What a card names as its source: the link's host, without "www.". */
export function sourceOf(link: string): string {
  return new URL(link).hostname.replace(/^www\./, "");
}
