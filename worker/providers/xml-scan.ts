/**
 * A single forward pass over markup from outside (feeds, and the HTML inside their fields), with
 * no backtracking pattern over unbounded input: every step either consumes characters or stops.
 * No DTD is read, so no entity is ever defined; text keeps only XML's five predefined entities
 * and numeric character references (decodeXmlText). Decision 056.
 */

export type XmlToken =
  /** Characters between tags, as written (entities not decoded). */
  | { kind: "text"; start: number; end: number }
  /** The inside of <![CDATA[ ... ]]>, taken as written. */
  | { kind: "cdata"; start: number; end: number }
  /** <name attrs> or <name attrs/>; `start`/`end` span the whole tag, `attrs` what follows the name. */
  | { kind: "open"; name: string; attrs: string; selfClosing: boolean; start: number; end: number }
  | { kind: "close"; name: string; start: number; end: number }
  /** <?...?>, <!DOCTYPE ...> (with any internal subset, never read), other <!...> declarations. */
  | { kind: "other"; start: number; end: number }
  /** A comment: dropped everywhere, as if never written. */
  | { kind: "comment"; start: number; end: number }
  /** The document ends inside a tag, comment, CDATA section or declaration. */
  | { kind: "truncated"; start: number; end: number };

const isNameStart = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58 || c > 127; // a-z A-Z _ : non-ASCII
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * The tokens of `doc` from `from`, one per call of next(); `steps` counts the work done (one per
 * token plus one per character passed over), for a caller's budget. A tag ends at its first ">"
 * (as feeds' regex readers always took it); a "<" that starts no tag, or that another "<" follows
 * before any ">", is text.
 */
export class XmlScanner {
  pos: number;
  steps = 0;
  constructor(
    readonly doc: string,
    from = 0,
  ) {
    this.pos = from;
  }

  next(): XmlToken | null {
    const { doc } = this;
    const start = this.pos;
    if (start >= doc.length) return null;
    const token = this.read(doc, start);
    this.pos = token.kind === "cdata" ? token.end + 3 : token.end;
    this.steps += 1 + (this.pos - start);
    return token;
  }

  /** Where `ch` next occurs at or after `from`: remembered, so stray "<"s never search the same stretch twice. */
  private found: Record<string, number> = { "<": -2, ">": -2 };
  private nextOf(ch: "<" | ">", from: number): number {
    const known = this.found[ch];
    if (known === -1 || known >= from) return known;
    this.found[ch] = this.doc.indexOf(ch, from);
    return this.found[ch];
  }

  private read(doc: string, start: number): XmlToken {
    const truncated = (): XmlToken => ({ kind: "truncated", start, end: doc.length });
    if (doc.charCodeAt(start) !== 60 /* < */) {
      const lt = doc.indexOf("<", start + 1);
      return { kind: "text", start, end: lt === -1 ? doc.length : lt };
    }
    const c = doc.charCodeAt(start + 1);
    if (c === 33 /* ! */) {
      if (doc.startsWith("<!--", start)) {
        const close = doc.indexOf("-->", start + 4);
        return close === -1 ? truncated() : { kind: "comment", start, end: close + 3 };
      }
      if (doc.startsWith("<![CDATA[", start)) {
        const close = doc.indexOf("]]>", start + 9);
        return close === -1 ? truncated() : { kind: "cdata", start: start + 9, end: close };
      }
      const end = skipDeclaration(doc, start + 2);
      return end === -1 ? truncated() : { kind: "other", start, end };
    }
    if (c === 63 /* ? */) {
      const close = doc.indexOf("?>", start + 2);
      return close === -1 ? truncated() : { kind: "other", start, end: close + 2 };
    }
    const closing = c === 47; /* / */
    const nameAt = closing ? start + 2 : start + 1;
    if (!isNameStart(doc.charCodeAt(nameAt))) {
      // "<" followed by anything else is a stray character: text, to the next "<".
      const lt = doc.indexOf("<", start + 1);
      return { kind: "text", start, end: lt === -1 ? doc.length : lt };
    }
    const gt = this.nextOf(">", nameAt);
    if (gt === -1) return truncated();
    const lt = this.nextOf("<", nameAt);
    if (lt !== -1 && lt < gt) return { kind: "text", start, end: lt }; // "<" again before any ">": a stray "<"
    let nameEnd = nameAt + 1;
    for (let ch = doc.charCodeAt(nameEnd); nameEnd < gt && !isSpace(ch) && ch !== 47; ch = doc.charCodeAt(++nameEnd));
    const name = doc.slice(nameAt, nameEnd);
    if (closing) return { kind: "close", name, start, end: gt + 1 };
    const selfClosing = doc.charCodeAt(gt - 1) === 47 && gt - 1 >= nameEnd;
    return { kind: "open", name, attrs: doc.slice(nameEnd, selfClosing ? gt - 1 : gt), selfClosing, start, end: gt + 1 };
  }
}

/**
 * The end of a <!...> declaration starting before `from`: past its ">", or past the "]>" of a
 * DOCTYPE's internal subset (whose entity declarations are skipped, never read); -1 if it never ends.
 */
function skipDeclaration(doc: string, from: number): number {
  let i = from;
  let inSubset = false;
  while (i < doc.length) {
    const ch = doc.charCodeAt(i);
    if (ch === 34 || ch === 39) {
      // A quoted literal may hold ">" or "]".
      const close = doc.indexOf(ch === 34 ? '"' : "'", i + 1);
      if (close === -1) return -1;
      i = close + 1;
    } else if (inSubset && ch === 60 && doc.startsWith("<!--", i)) {
      const close = doc.indexOf("-->", i + 4);
      if (close === -1) return -1;
      i = close + 3;
    } else if (ch === 91 /* [ */ && !inSubset) {
      inSubset = true;
      i++;
    } else if (ch === 93 /* ] */ && inSubset) {
      inSubset = false;
      i++;
    } else if (ch === 62 /* > */ && !inSubset) {
      return i + 1;
    } else {
      i++;
    }
  }
  return -1;
}

/**
 * A tag's attributes (what follows its name), read in one pass: lower-case names, values with
 * their entities decoded; the first of a repeated name wins; at most `max` are read.
 */
export function attributesOf(attrs: string, max = 32): Map<string, string> {
  const found = new Map<string, string>();
  const n = attrs.length;
  let i = 0;
  while (i < n && found.size < max) {
    while (i < n && (isSpace(attrs.charCodeAt(i)) || attrs.charCodeAt(i) === 47)) i++;
    const nameStart = i;
    for (let c = attrs.charCodeAt(i); i < n && !isSpace(c) && c !== 61 && c !== 47; c = attrs.charCodeAt(++i));
    const name = attrs.slice(nameStart, i).toLowerCase();
    while (i < n && isSpace(attrs.charCodeAt(i))) i++;
    let value = "";
    if (attrs.charCodeAt(i) === 61 /* = */) {
      i++;
      while (i < n && isSpace(attrs.charCodeAt(i))) i++;
      const q = attrs[i];
      if (q === '"' || q === "'") {
        const close = attrs.indexOf(q, i + 1);
        const end = close === -1 ? n : close;
        value = attrs.slice(i + 1, end);
        i = end + 1;
      } else {
        const valueStart = i;
        while (i < n && !isSpace(attrs.charCodeAt(i))) i++;
        value = attrs.slice(valueStart, i);
      }
    }
    if (name && !found.has(name)) found.set(name, decodeXmlText(value));
  }
  return found;
}

const XML_ENTITY = /&(?:(lt|gt|amp|quot|apos)|#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6}));/g;
const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** XML's five predefined entities and numeric character references; anything else is left as written. */
export function decodeXmlText(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(XML_ENTITY, (whole, named: string | undefined, dec: string | undefined, hex: string | undefined) => {
    if (named) return PREDEFINED[named];
    const n = dec !== undefined ? Number(dec) : Number.parseInt(hex ?? "", 16);
    return n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : whole;
  });
}

const BR = /^<br\s*\/?>$/i;
const LI_CLOSE = /^<\/li\s*>$/i;
const BLOCK_CLOSE = /^<\/(p|div|ul|ol|h[1-6]|blockquote|pre)\s*>$/i;
const LI_OPEN = /^<li\b[^>]*>$/i;
const RAW_TEXT_OPEN = /^<(script|style)\b/i;

/**
 * HTML's tags replaced in one pass by what htmlToText (source-item.ts) turns them into: script and
 * style elements dropped, <br> and </li> a line break, a closed block two, <li> "- ", any other
 * tag nothing. A "<" that no ">" follows before the next "<" is text, written "&lt;", so the
 * result holds no "<" at all and
 * htmlToText's own patterns, which backtrack on a "<" without its ">", stay linear on it.
 */
export function htmlTagsToBreaks(html: string): string {
  if (!html.includes("<")) return html;
  const out: string[] = [];
  const noCloser = { script: false, style: false };
  // The next ">" and "<" found so far, searched for again only once passed: linear with stray "<"s.
  let nextGt = -2;
  let nextLt = -2;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      out.push(html.slice(i));
      break;
    }
    out.push(html.slice(i, lt));
    if (nextGt !== -1 && nextGt <= lt) nextGt = html.indexOf(">", lt + 1);
    if (nextGt === -1) {
      out.push(html.slice(lt).replaceAll("<", "&lt;"));
      break;
    }
    if (nextLt !== -1 && nextLt <= lt) nextLt = html.indexOf("<", lt + 1);
    if (nextLt !== -1 && nextLt < nextGt) {
      // Another "<" before any ">": this one is text.
      out.push("&lt;");
      i = lt + 1;
      continue;
    }
    const gt = nextGt;
    const tag = html.slice(lt, gt + 1);
    i = gt + 1;
    const raw = RAW_TEXT_OPEN.exec(tag);
    if (raw) {
      const name = raw[1].toLowerCase() as "script" | "style";
      if (!noCloser[name]) {
        const closer = new RegExp(`</${name}\\s*>`, "gi");
        closer.lastIndex = i;
        const m = closer.exec(html);
        if (m) {
          i = m.index + m[0].length;
          continue;
        }
        noCloser[name] = true;
      }
    }
    out.push(BR.test(tag) || LI_CLOSE.test(tag) ? "\n" : BLOCK_CLOSE.test(tag) ? "\n\n" : LI_OPEN.test(tag) ? "- " : "");
  }
  return out.join("");
}
