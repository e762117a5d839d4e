/**
 * What a public source (Hacker News, an RSS or Atom feed) gives the inspiration library: one item,
 * before it becomes a feed post (worker/feed/items.ts). Also the little text handling both share.
 */
import { readAtMost } from "../../app/spec/body-limits";
import { decodeEntities } from "./html-entities";

export type SourceItem = {
  /** The item's own link: what makes it the same item wherever it is found. */
  url: string;
  title: string;
  content: string;
  author: string;
  authorUrl: string | null;
  /** Epoch ms; null when the source did not say. */
  publishedAt: number | null;
  likes: number;
  comments: number;
  shares: number;
};

/** The source answered badly or not at all: this run of this source stops, the others go on. */
export class SourceError extends Error {
  override name = "SourceError";
}

/** The source answered, but not with a feed: skipped with a log line. */
export class MalformedSourceError extends SourceError {
  override name = "MalformedSourceError";
}

/** A source's answer is at most this large: a feed is text, a few hundred KB at most. */
export const SOURCE_MAX_BYTES = 2 * 1024 * 1024;
export const SOURCE_TIMEOUT_MS = 10_000;

/** GET a source's URL: its text, or a SourceError saying why not. */
export async function fetchSourceText(url: string, accept: string): Promise<string> {
  const res = await fetch(url, {
    headers: { accept, "user-agent": "LinkedInStudio-Inspiration/1.0 (+feed reader)" },
    signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS),
  }).catch((error: Error) => {
    throw new SourceError(`unreachable: ${error.name === "TimeoutError" ? "timed out" : error.message}`);
  });
  if (!res.ok) {
    await res.body?.cancel();
    throw new SourceError(`answered ${res.status}`);
  }
  const body = await readAtMost(res.body, SOURCE_MAX_BYTES);
  if (!body) throw new SourceError(`answer larger than ${SOURCE_MAX_BYTES} bytes`);
  return new TextDecoder().decode(body);
}

export { decodeEntities };

/** HTML as plain text: paragraphs and breaks as new lines, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/li\s*>/gi, "\n")
      .replace(/<\/(p|div|ul|ol|h[1-6]|blockquote|pre)\s*>/gi, "\n\n")
      .replace(/<li\b[^>]*>/gi, "- ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/[ \t\f\v\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A count a source reported, as a non-negative whole number. */
export const countOf = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};
