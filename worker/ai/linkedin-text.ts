/**
 * Whatever a model (or the composer) wrote becomes plain text ready for LinkedIn: no markdown,
 * short paragraphs, at most 3000 characters, cut at a sentence where it must be cut.
 * Model output is untrusted text: it is only ever shown to the member as a draft.
 */
import { POST_MAX_CHARS } from "../../app/spec/schemas";
import { tidyWhitespace } from "./whitespace";

export function toLinkedInText(raw: string): string {
  let text = tidyWhitespace(raw);
  text = text.replace(/^```[\w-]*\n?|```$/gm, ""); // code fences
  text = text.replace(/^#{1,6}\s+/gm, ""); // headings
  text = text.replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_m, a, b) => a ?? b); // bold
  text = text.replace(/(^|[\s(])[*_](\S[^*_\n]*?)[*_](?=[\s).,!?:;]|$)/gm, "$1$2"); // italics
  text = text.replace(/^[ \t]*[*+][ \t]+/gm, "• "); // markdown bullets
  // Bounded: an unclosed "[" scans at most a link text's length, never the rest of the text.
  text = text.replace(/\[([^\]\n]{1,300})\]\((https?:\/\/[^)\s]{1,2000})\)/g, "$1 ($2)"); // links
  text = text.replace(/^["“](.*)["”]$/s, "$1"); // a whole answer wrapped in quotes
  text = text
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return capLength(text, POST_MAX_CHARS);
}

export function capLength(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join("");
  const lastStop = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "), cut.lastIndexOf("\n"));
  return (lastStop > max * 0.6 ? cut.slice(0, lastStop + 1) : cut).trimEnd();
}
