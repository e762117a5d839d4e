/**
 * RSS 2.0, RSS 1.0 (RDF) and Atom feeds, read without a DOM (Workers have none): the feed's
 * items as SourceItems. A document that is not a whole feed (an HTML page, a cut-off download,
 * unbalanced items) is refused as a whole with MalformedSourceError; an item without a title or
 * a link is skipped alone.
 *
 * One forward pass (xml-scan.ts), linear in the document (decision 056): no DTD is read, so no
 * entity is defined (only XML's five and numeric references are decoded); elements nest at most
 * FEED_DEPTH_MAX deep; at most FEED_ITEMS_READ_MAX items are read; a field keeps at most
 * FEED_FIELD_MAX_CHARS characters; and the pass stops with a plain reason past its work budget.
 */
import { countOf, fetchSourceText, htmlToText, MalformedSourceError, SOURCE_MAX_BYTES, SourceError, type SourceItem } from "./source-item";
import { attributesOf, decodeXmlText, htmlTagsToBreaks, XmlScanner } from "./xml-scan";

/** The newest items of one feed that one run reads. */
export const FEED_ITEMS_MAX = 50;
/** Items looked at (kept or skipped) in one run; the rest of the document is only checked for balance. */
export const FEED_ITEMS_READ_MAX = 200;
/** Elements nested deeper than this (the root counts as one) make the document malformed. */
export const FEED_DEPTH_MAX = 32;
/** A field's text past this many characters is cut off. */
export const FEED_FIELD_MAX_CHARS = 20_000;
/**
 * Work units (a token, a character passed over, a character of a field read) one parse may spend:
 * 8 per byte of the largest answer a source may give, several times what the pass spends on any
 * document that size. Workers' clock stands still between I/O, so the budget counts work, not ms.
 */
export const FEED_WORK_BUDGET = 8 * SOURCE_MAX_BYTES;

export type ParsedFeed = {
  format: "rss" | "atom" | "rdf";
  title: string;
  items: SourceItem[];
  skipped: number;
  /** Work units this parse spent (see FEED_WORK_BUDGET). */
  work: number;
};

export type ParseOptions = { workBudget?: number };

const ROOTS = { rss: "rss", feed: "atom", "rdf:rdf": "rdf" } as const;
const ROOT_NAMES = { rss: "rss", atom: "feed", rdf: "rdf:RDF" } as const;

/** Fields read from an item (their first occurrence, at any depth), by lower-case name. */
const ITEM_FIELDS = new Set([
  "title",
  "link",
  "guid",
  "content:encoded",
  "content",
  "description",
  "summary",
  "pubdate",
  "published",
  "dc:date",
  "updated",
  "dc:creator",
  "author",
  "slash:comments",
  "thr:total",
]);
/** An Atom entry's <link>s kept to choose from. */
const LINKS_MAX = 16;

type Capture = { name: string; parts: string[]; length: number; sub: Capture | null };
type ItemState = { fields: Map<string, string>; links: Map<string, string>[]; guidNotPermalink: boolean; authorName: string | null; read: boolean };

export function parseFeed(xml: string, options: ParseOptions = {}): ParsedFeed {
  const budget = options.workBudget ?? FEED_WORK_BUDGET;
  const doc = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
  const scan = new XmlScanner(doc);
  let work = 0;
  const spend = (units: number) => {
    work += units;
    if (work + scan.steps > budget) {
      throw new SourceError(`over its parsing budget of ${budget} work units, stopped at byte ${scan.pos} of ${doc.length}`);
    }
  };

  let format: ParsedFeed["format"] | null = null;
  let rootName = "";
  let tag = "item";
  const stack: string[] = [];
  let opens = 0;
  let closes = 0;
  /** The last token that is not a comment or white space: the document must end with its root's close. */
  let last: { kind: string; name?: string } | null = null;
  let ended = false;

  let feedTitle: string | null = null;
  let seenItem = false;
  let itemsRead = 0;
  let item: ItemState | null = null;
  let capture: Capture | null = null;
  const items: SourceItem[] = [];
  let skipped = 0;

  let feedTitleText: string | null = null;
  const feedTitleAsText = () => {
    feedTitleText ??= htmlText(feedTitle ?? "", spend);
    return feedTitleText;
  };

  const append = (c: Capture, text: string) => {
    for (let k: Capture | null = c; k; k = k.sub) {
      if (k.length >= FEED_FIELD_MAX_CHARS) continue;
      const piece = text.length + k.length > FEED_FIELD_MAX_CHARS ? text.slice(0, FEED_FIELD_MAX_CHARS - k.length) : text;
      k.parts.push(piece);
      k.length += piece.length;
      spend(piece.length);
    }
  };
  const textOf = (c: Capture) => {
    const text = c.parts.join("");
    if (c.length < FEED_FIELD_MAX_CHARS) return text;
    // Cut off: a tag the cut left open is dropped, not read as text.
    const lt = text.lastIndexOf("<");
    return lt > text.lastIndexOf(">") ? text.slice(0, lt) : text;
  };

  for (let token = scan.next(); token; token = scan.next()) {
    spend(0);
    if (token.kind === "truncated") {
      if (!format) {
        // Cut off inside the root's own tag: a feed that ends early, not a page that is no feed.
        const root = /^<(rss|feed|rdf:RDF)\b/i.exec(doc.slice(token.start, token.start + 10))?.[1].toLowerCase();
        if (!root) throw new MalformedSourceError("not an RSS or Atom document");
        throw new MalformedSourceError(`the document ends before </${ROOT_NAMES[ROOTS[root as keyof typeof ROOTS]]}>`);
      }
      ended = true;
      break;
    }
    if (token.kind === "comment") continue;
    if (token.kind === "text" && isBlank(doc, token.start, token.end)) {
      if (capture) append(capture, doc.slice(token.start, token.end));
      continue;
    }
    last = token.kind === "close" ? { kind: "close", name: token.name } : { kind: token.kind };

    if (!format) {
      // Before the root: only the XML declaration, a DOCTYPE (never read) and processing instructions.
      if (token.kind === "other") continue;
      const root = token.kind === "open" ? ROOTS[token.name.toLowerCase() as keyof typeof ROOTS] : undefined;
      if (!root || token.kind !== "open") throw new MalformedSourceError("not an RSS or Atom document");
      format = root;
      rootName = token.name;
      tag = format === "atom" ? "entry" : "item";
      if (!token.selfClosing) stack.push(token.name);
      continue;
    }

    if (capture) {
      if (token.kind === "close" && token.name.toLowerCase() === capture.name) {
        if (item) {
          if (!item.fields.has(capture.name)) item.fields.set(capture.name, textOf(capture));
        } else feedTitle ??= textOf(capture);
        capture = null;
        continue;
      }
      // The item ends inside one of its fields, or the channel's title runs into the first item:
      // that field is not read (its close never came), and the item ends or starts as usual below.
      const itemEnds = token.kind === "close" && token.name === tag && item !== null;
      const itemStarts = token.kind === "open" && token.name === tag && !token.selfClosing && item === null;
      if (!itemEnds && !itemStarts) {
        if (token.kind === "text") append(capture, decodeXmlText(doc.slice(token.start, token.end)));
        else if (token.kind === "cdata") append(capture, doc.slice(token.start, token.end));
        else if (token.kind === "open" || token.kind === "close") {
          if (token.name === tag && token.kind === "close") closes++;
          else if (token.name === tag && token.kind === "open" && !token.selfClosing) opens++;
          const lower = token.name.toLowerCase();
          if (token.kind === "close" && capture.sub && lower === "name" && item) {
            item.authorName = textOf(capture.sub);
            capture.sub = null;
          }
          append(capture, doc.slice(token.start, token.end));
          // Atom's <author> holds a <name>: read as its own field too.
          if (
            token.kind === "open" &&
            capture.name === "author" &&
            lower === "name" &&
            !token.selfClosing &&
            !capture.sub &&
            item?.authorName === null &&
            !item.fields.has("author")
          ) {
            capture.sub = { name: "name", parts: [], length: 0, sub: null };
          }
        }
        continue;
      }
      capture = null;
    }

    if (token.kind === "open") {
      const lower = token.name.toLowerCase();
      if (token.name === tag) {
        if (token.selfClosing) continue;
        opens++;
        if (item) continue; // an item inside an item is part of it, as before
        seenItem = true;
        const read = itemsRead < FEED_ITEMS_READ_MAX && items.length < FEED_ITEMS_MAX;
        if (read) itemsRead++;
        item = { fields: new Map(), links: [], guidNotPermalink: false, authorName: null, read };
        pushChecked(stack, tag);
        continue;
      }
      if (item?.read) {
        if (format === "atom" && lower === "link") {
          if (item.links.length < LINKS_MAX) item.links.push(attributesOf(token.attrs));
        } else {
          if (lower === "guid" && attributesOf(token.attrs).get("ispermalink") === "false") item.guidNotPermalink = true;
          if (ITEM_FIELDS.has(lower) && !token.selfClosing) {
            capture = { name: lower, parts: [], length: 0, sub: null };
            continue;
          }
        }
      } else if (!item && !seenItem && lower === "title" && feedTitle === null && !token.selfClosing) {
        capture = { name: lower, parts: [], length: 0, sub: null };
        continue;
      }
      if (!token.selfClosing) pushChecked(stack, token.name);
    } else if (token.kind === "close") {
      if (token.name === tag) {
        closes++;
        if (item) {
          if (item.read) {
            const built = buildItem(item, format === "atom", feedTitleAsText, spend);
            if (built) items.push(built);
            else skipped++;
          }
          item = null;
          popTo(stack, tag);
        }
        continue;
      }
      popTo(stack, token.name);
    }
  }

  if (!format) throw new MalformedSourceError("not an RSS or Atom document");
  if (ended || last?.kind !== "close" || last.name?.toLowerCase() !== rootName.toLowerCase()) {
    throw new MalformedSourceError(`the document ends before </${ROOT_NAMES[format]}>`);
  }
  if (opens !== closes) throw new MalformedSourceError(`${opens} <${tag}> but ${closes} </${tag}>`);
  return { format, title: feedTitleAsText(), items, skipped, work: work + scan.steps };
}

function pushChecked(stack: string[], name: string) {
  if (stack.length >= FEED_DEPTH_MAX) throw new MalformedSourceError(`elements nested deeper than ${FEED_DEPTH_MAX}`);
  stack.push(name);
}

/** Closes `name` and whatever it left open; a close tag nothing opened is ignored. */
function popTo(stack: string[], name: string) {
  const at = stack.lastIndexOf(name);
  if (at !== -1) stack.length = at;
}

function isBlank(doc: string, start: number, end: number) {
  for (let i = start; i < end; i++) {
    const c = doc.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return false;
  }
  return true;
}

/** HTML as plain text (htmlToText), its tags first taken out in one pass so no pattern backtracks. */
function htmlText(html: string, spend: (units: number) => void) {
  spend(html.length);
  return htmlToText(htmlTagsToBreaks(html));
}

function buildItem(state: ItemState, atom: boolean, feedTitle: () => string, spend: (units: number) => void): SourceItem | null {
  const field = (...names: string[]) => {
    for (const name of names) {
      const value = state.fields.get(name);
      if (value !== undefined) return value;
    }
    return "";
  };
  const title = htmlText(field("title"), spend);
  const link = (atom ? atomLink(state.links) : field("link") || (state.guidNotPermalink ? "" : field("guid"))).trim();
  const body = htmlText(field("content:encoded", "content", "description", "summary"), spend);
  if (!title || !isWebUrl(link)) return null;
  const when = Date.parse(field("pubdate", "published", "dc:date", "updated").trim().slice(0, 100));
  // RSS's <author> is "email (Name)"; dc:creator is a name; Atom's <author> holds a <name>.
  const rawAuthor = state.authorName || field("dc:creator") || field("author");
  const inParens = /\(([^)]+)\)\s*$/.exec(rawAuthor.slice(-300));
  const author = htmlText(inParens ? inParens[1] : rawAuthor, spend).slice(0, 100);
  return {
    url: link,
    title: title.slice(0, 300),
    content: (body && !body.startsWith(title) ? `${title}\n\n${body}` : body || title).slice(0, 5000),
    author: author || feedTitle().slice(0, 100) || "A feed",
    authorUrl: null,
    publishedAt: Number.isFinite(when) ? when : null,
    likes: 0,
    comments: countOf(field("slash:comments", "thr:total")),
    shares: 0,
  };
}

/** An Atom entry's rel="alternate" link (a link without rel is one), else its first. */
function atomLink(links: Map<string, string>[]) {
  const chosen = links.find((a) => (a.get("rel") ?? "alternate") === "alternate") ?? links[0];
  return chosen?.get("href") ?? "";
}

function isWebUrl(value: string) {
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

/** One feed's items, fetched and parsed; throws SourceError (or MalformedSourceError) for this feed alone. */
export async function readFeed(url: string): Promise<ParsedFeed> {
  const text = await fetchSourceText(url, "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8");
  return parseFeed(text);
}
