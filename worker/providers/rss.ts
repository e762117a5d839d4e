/**
 * RSS 2.0, RSS 1.0 (RDF) and Atom feeds, read without a DOM (Workers have none): the feed's
 * items as SourceItems. A document that is not a whole feed (an HTML page, a cut-off download,
 * unbalanced items) is refused as a whole with MalformedSourceError; an item without a title or
 * a link is skipped alone. Linear in the document: CDATA is set aside first, and items are cut
 * only once their open and close tags are known to pair up.
 */
import { countOf, decodeEntities, fetchSourceText, htmlToText, MalformedSourceError, type SourceItem } from "./source-item";

/** The newest items of one feed that one run reads. */
export const FEED_ITEMS_MAX = 50;

export type ParsedFeed = { format: "rss" | "atom" | "rdf"; title: string; items: SourceItem[]; skipped: number };

const ROOTS = { rss: "rss", feed: "atom", "rdf:RDF": "rdf" } as const;

export function parseFeed(xml: string): ParsedFeed {
  // CDATA holds anything, even "</item>": keep it aside and put it back when reading a field.
  const cdata: string[] = [];
  const doc = xml
    .replace(/^\uFEFF/, "")
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => `\u0000${cdata.push(inner) - 1}\u0000`)
    .replace(/<!--[\s\S]*?-->/g, "");
  const rootMatch = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!DOCTYPE[^>]*>\s*)?(?:<\?[^>]*\?>\s*)*<(rss|feed|rdf:RDF)\b/i.exec(doc);
  if (!rootMatch) throw new MalformedSourceError("not an RSS or Atom document");
  const root = Object.keys(ROOTS).find((r) => r.toLowerCase() === rootMatch[1].toLowerCase()) as keyof typeof ROOTS;
  if (!new RegExp(`</${root.replace(":", "\\:")}\\s*>\\s*$`, "i").test(doc)) throw new MalformedSourceError(`the document ends before </${root}>`);
  const format = ROOTS[root];
  const tag = format === "atom" ? "entry" : "item";
  const opens = doc.match(new RegExp(`<${tag}[\\s>]`, "g"))?.length ?? 0;
  const closes = doc.match(new RegExp(`</${tag}\\s*>`, "g"))?.length ?? 0;
  if (opens !== closes) throw new MalformedSourceError(`${opens} <${tag}> but ${closes} </${tag}>`);

  /** A child element's text (its CDATA kept as written, its entities decoded); "" when absent. */
  const field = (block: string, names: string[]) => {
    for (const name of names) {
      const m = new RegExp(`<${name.replace(":", "\\:")}(?:\\s[^>]*)?>([\\s\\S]*?)</${name.replace(":", "\\:")}\\s*>`, "i").exec(block);
      if (m) {
        const raw = m[1];
        // Text outside CDATA is entity-encoded; inside CDATA it is as written.
        return raw.replace(/\u0000(\d+)\u0000|([^\u0000]+)/g, (_, i: string | undefined, plain: string | undefined) =>
          i !== undefined ? (cdata[Number(i)] ?? "") : decodeEntities(plain ?? ""),
        );
      }
    }
    return "";
  };
  const atomLink = (block: string) => {
    const links = [...block.matchAll(/<link\b([^>]*)\/?>/gi)].map((m) => m[1]);
    const attr = (attrs: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, "i").exec(attrs);
    const chosen = links.find((a) => (attr(a, "rel")?.[2] ?? attr(a, "rel")?.[3] ?? "alternate") === "alternate") ?? links[0];
    const href = chosen ? attr(chosen, "href") : null;
    return href ? decodeEntities(href[2] ?? href[3] ?? "") : "";
  };

  const firstItem = doc.search(new RegExp(`<${tag}[\\s>]`));
  const feedTitle = htmlToText(field(firstItem === -1 ? doc : doc.slice(0, firstItem), ["title"]));
  const items: SourceItem[] = [];
  let skipped = 0;
  for (const m of doc.matchAll(new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}\\s*>`, "g"))) {
    if (items.length >= FEED_ITEMS_MAX) break;
    const block = m[0];
    const title = htmlToText(field(block, ["title"]));
    const link = (format === "atom" ? atomLink(block) : field(block, ["link"]) || permalinkGuid(block, field)).trim();
    const body = htmlToText(field(block, ["content:encoded", "content", "description", "summary"]));
    if (!title || !isWebUrl(link)) {
      skipped++;
      continue;
    }
    const when = Date.parse(field(block, ["pubDate", "published", "dc:date", "updated"]).trim());
    items.push({
      url: link,
      title: title.slice(0, 300),
      content: (body && !body.startsWith(title) ? `${title}\n\n${body}` : body || title).slice(0, 5000),
      author: authorOf(block, field) || feedTitle.slice(0, 100) || "A feed",
      authorUrl: null,
      publishedAt: Number.isFinite(when) ? when : null,
      likes: 0,
      comments: countOf(field(block, ["slash:comments", "thr:total"])),
      shares: 0,
    });
  }
  return { format, title: feedTitle, items, skipped };
}

function permalinkGuid(block: string, field: (block: string, names: string[]) => string) {
  if (/<guid\b[^>]*isPermaLink\s*=\s*["']false["']/i.test(block)) return "";
  return field(block, ["guid"]);
}

function authorOf(block: string, field: (block: string, names: string[]) => string) {
  const atomAuthor = /<author\b[^>]*>([\s\S]*?)<\/author\s*>/i.exec(block);
  const named = atomAuthor ? field(atomAuthor[1], ["name"]) : "";
  // RSS's <author> is "email (Name)"; dc:creator is a name.
  const raw = named || field(block, ["dc:creator"]) || field(block, ["author"]);
  const inParens = /\(([^)]+)\)\s*$/.exec(raw);
  return htmlToText(inParens ? inParens[1] : raw).slice(0, 100);
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
