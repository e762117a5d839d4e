/**
 * Whatever a model (or the composer) wrote becomes plain text ready for LinkedIn: no markdown,
 * short paragraphs, at most 3000 characters, cut at a sentence where it must be cut.
 * Model output is untrusted text: it is only ever shown to the member as a draft.
 */
import { POST_MAX_CHARS } from "../../app/spec/schemas";

export function toLinkedInText(raw: string): string {
  let text = raw.replace(/\r\n?/g, "\n");
  text = text.replace(/^```[\w-]*\n?|```$/gm, ""); // code fences
  text = text.replace(/^#{1,6}\s+/gm, ""); // headings
  text = text.replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_m, a, b) => a ?? b); // bold
  text = text.replace(/(^|[\s(])[*_](\S[^*_\n]*?)[*_](?=[\s).,!?:;]|$)/gm, "$1$2"); // italics
  text = text.replace(/^\s*[*+]\s+/gm, "• "); // markdown bullets
  text = text.replace(/\[([^\]]+)\]\((https?:\/\/[^)]+)\)/g, "$1 ($2)"); // links
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
