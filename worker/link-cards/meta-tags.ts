/**
 * A page's card, read from its Open Graph and meta tags (https://ogp.me): og:title, og:description,
 * og:image, with <title>, meta description and twitter:* as fallbacks. The page is anyone's, so it
 * is read in one forward pass with no regular expression over the document: every character is
 * looked at a bounded number of times, and an unclosed comment, quote or <title> ends the reading
 * rather than sending it back over the page (test/app/link-cards.test.ts measures this).
 */

import { LINK_CARD_LIMITS, type LinkCard, sourceOf } from "../../app/spec/link-card";
import { decodeEntities } from "../providers/html-entities";

export type PageMeta = { title: string | null; description: string | null; image: string | null };

/** Elements whose content is not markup: skipped to their end tag. */
const RAW_TEXT = new Set(["script", "style", "template", "textarea", "noscript", "xmp"]);
/** Attribute values longer than this are cut: no card field needs more. */
const MAX_VALUE = 4096;

type Found = Partial<
  Record<"ogTitle" | "twitterTitle" | "title" | "ogDescription" | "twitterDescription" | "description" | "ogImage" | "twitterImage", string>
>;

const META_FIELDS: Record<string, keyof Found> = {
  "og:title": "ogTitle",
  "twitter:title": "twitterTitle",
  "og:description": "ogDescription",
  "twitter:description": "twitterDescription",
  description: "description",
  "og:image": "ogImage",
  "og:image:url": "ogImage",
  "og:image:secure_url": "ogImage",
  "twitter:image": "twitterImage",
  "twitter:image:src": "twitterImage",
};

export function readMeta(html: string): PageMeta {
  const found: Found = {};
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      if (end < 0) break;
      i = end + 3;
      continue;
    }
    let j = lt + 1;
    const closing = html[j] === "/";
    if (closing) j++;
    const nameStart = j;
    while (j < n && j - nameStart <= 16 && isNameChar(html.charCodeAt(j))) j++;
    const name = asciiLower(html.slice(nameStart, j));
    // "a < b" and "<3" are text: a tag name starts with a letter.
    if (!name || closing || !isLetter(html.charCodeAt(nameStart))) {
      i = j > lt + 1 ? j : lt + 1;
      continue;
    }
    const tag = readAttributes(html, j);
    if (tag.end < 0) break;
    i = tag.end;
    if (name === "meta") {
      const key = asciiLower(tag.attrs.property ?? tag.attrs.name ?? "");
      const field = META_FIELDS[key];
      if (field && found[field] === undefined && tag.attrs.content !== undefined) found[field] = tag.attrs.content;
    } else if (name === "title" || RAW_TEXT.has(name)) {
      const end = indexOfIgnoringCase(html, `</${name}`, i);
      if (end < 0) break;
      if (name === "title" && found.title === undefined) found.title = html.slice(i, Math.min(end, i + MAX_VALUE));
      i = end;
    } else if (name === "body" && found.ogTitle !== undefined && found.ogImage !== undefined) {
      break; // everything a card needs is in the head
    }
  }
  return {
    title: clean(found.ogTitle ?? found.twitterTitle ?? found.title, LINK_CARD_LIMITS.titleChars),
    description: clean(found.ogDescription ?? found.twitterDescription ?? found.description, LINK_CARD_LIMITS.descriptionChars),
    image: clean(found.ogImage ?? found.twitterImage, LINK_CARD_LIMITS.urlChars),
  };
}

/**
 * The card for a link whose page (at `pageUrl`, after redirects) says `meta`; null without a
 * title, since LinkedIn refuses an article without one. The picture is taken relative to the page.
 */
export function cardFrom(meta: PageMeta, link: string, pageUrl: string): LinkCard | null {
  if (!meta.title) return null;
  let image: string | null = null;
  if (meta.image) {
    try {
      const url = new URL(meta.image, pageUrl);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.href.length <= LINK_CARD_LIMITS.urlChars) image = url.href;
    } catch {
      image = null;
    }
  }
  return { url: link, title: meta.title, description: meta.description, image, source: sourceOf(link).slice(0, LINK_CARD_LIMITS.sourceChars) };
}

/** Attributes from `from` to the tag's `>`; `end` is just after it, or -1 when the tag never closes. */
function readAttributes(html: string, from: number): { attrs: Record<string, string>; end: number } {
  const attrs: Record<string, string> = {};
  const n = html.length;
  let j = from;
  while (j < n) {
    const c = html[j];
    if (c === ">") return { attrs, end: j + 1 };
    if (isSpace(c) || c === "/") {
      j++;
      continue;
    }
    const nameStart = j;
    while (j < n && !isSpace(html[j]) && html[j] !== "=" && html[j] !== ">" && html[j] !== "/") j++;
    const name = asciiLower(html.slice(nameStart, Math.min(j, nameStart + 64)));
    while (j < n && isSpace(html[j])) j++;
    let value = "";
    if (html[j] === "=") {
      j++;
      while (j < n && isSpace(html[j])) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        if (close < 0) return { attrs, end: -1 };
        value = html.slice(j + 1, Math.min(close, j + 1 + MAX_VALUE));
        j = close + 1;
      } else {
        const valueStart = j;
        while (j < n && !isSpace(html[j]) && html[j] !== ">") j++;
        value = html.slice(valueStart, Math.min(j, valueStart + MAX_VALUE));
      }
    }
    if (!Object.hasOwn(attrs, name)) attrs[name] = value;
  }
  return { attrs, end: -1 };
}

/** indexOf for an ASCII needle, ignoring case: at most needle.length looks per character. */
function indexOfIgnoringCase(html: string, needle: string, from: number): number {
  const first = needle.charCodeAt(0);
  for (let i = from; i <= html.length - needle.length; i++) {
    if ((html.charCodeAt(i) | 0x20) !== (first | 0x20)) continue;
    let k = 1;
    while (k < needle.length && (html.charCodeAt(i + k) | 0x20) === (needle.charCodeAt(k) | 0x20)) k++;
    if (k === needle.length) return i;
  }
  return -1;
}

const isSpace = (c: string) => c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\f";

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
const isNameChar = (code: number) => isLetter(code) || (code >= 48 && code <= 57) || code === 45 || code === 58;

/** Lower case for ASCII only: the same length, so positions stay true. */
function asciiLower(text: string) {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** Entities decoded, spaces collapsed, cut at `max` characters with an ellipsis; null when empty. */
function clean(raw: string | undefined, max: number): string | null {
  if (raw === undefined) return null;
  const decoded = decodeEntities(raw);
  // Runs of spaces and control characters become one space.
  const chars: string[] = [];
  for (const c of decoded) {
    if (c > " " && c !== "\u00a0") chars.push(c);
    else if (chars.length && chars[chars.length - 1] !== " ") chars.push(" ");
  }
  if (chars[chars.length - 1] === " ") chars.pop();
  if (!chars.length) return null;
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : chars.join("");
}
