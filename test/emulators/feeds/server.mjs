/**
 * RSS and Atom feeds emulator: the public feeds a team lists in FEED_SOURCES, served locally.
 *   /feeds/work-notes.xml   RSS 2.0: dc:creator, CDATA with HTML, slash:comments, an item with no
 *                           link (skipped), one linking to a Hacker News story (stored once), one
 *                           whose link only differs by utm_ parameters (stored once)
 *   /feeds/founders.atom    Atom: author names, html content, rel="alternate" links
 *   /feeds/broken.xml       an RSS document cut off mid-item (malformed)
 *   /feeds/not-a-feed.html  an HTML page (malformed)
 *   /feeds/down.xml         503
 *   /pages/*, /dns-query    web pages for link cards, and DNS over HTTPS (pages.mjs)
 * Test hooks under /__emulator: set any path's answer, the calls made, reset.
 *
 *   node test/emulators/feeds/server.mjs --port 8795
 */
import { createServer } from "node:http";
import { commandLineArg, listening } from "../http.mjs";
import { servePage } from "./pages.mjs";

const hoursAgo = (h) => new Date(Date.now() - h * 3600_000);
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** [title, link, author, hours ago, html body, comments] */
const WORK_NOTES = [
  [
    "The weekly memo that replaced our status meetings",
    "https://worknotes.example.com/weekly-memo",
    "Ines Duarte",
    4,
    "<p>We cancelled three recurring status meetings and asked every lead for <strong>one page on Friday</strong>.</p><p>Six weeks in: 5 hours a week back per lead, and fewer surprises, not more.</p>",
    38,
  ],
  [
    "Hiring your first salesperson: what we got wrong twice",
    "https://worknotes.example.com/first-salesperson?utm_source=rss&utm_medium=feed",
    "Ines Duarte",
    20,
    "<p>We hired a closer before we had a repeatable story. Then we hired a storyteller who hated closing.</p><p>Third time, we wrote down the last 20 deals first.</p>",
    52,
  ],
  [
    "Remote onboarding checklists that new hires actually finish",
    "https://worknotes.example.com/remote-onboarding",
    "Tomás Rey",
    30,
    "<p>Our checklist went from 64 items to 19. Completion went from 40% to 95%.</p><ul><li>Day 1: accounts and one real task</li><li>Week 1: ship something small</li></ul>",
    17,
  ],
  ["A draft with no link", "", "Tomás Rey", 33, "<p>This item has no link and is skipped.</p>", 0],
  [
    "Why we read the Hacker News thread on weekly memos twice",
    "https://blog.tallyworks.dev/weekly-memo",
    "Ines Duarte",
    40,
    "<p>The same link, found here and on Hacker News: the library keeps it once.</p>",
    4,
  ],
  [
    "AI meeting notes: useful summaries, useless action items",
    "https://worknotes.example.com/ai-meeting-notes",
    "Tomás Rey",
    56,
    "<p>The AI summaries were good. The action items it invented were assigned to people who were not in the meeting.</p>",
    61,
  ],
];

/** [title, link, author, hours ago, html content] */
const FOUNDERS = [
  [
    "We priced too low for two years. Here is how we fixed it",
    "https://founders.example.org/posts/pricing-fix",
    "Lena Park",
    6,
    "<p>Our cheapest plan brought our most demanding customers. We removed it and raised the rest by 30%.</p><p>Churn did not move. Support tickets fell by a third.</p>",
  ],
  [
    "The startup hiring plan that fits on an index card",
    "https://founders.example.org/posts/hiring-index-card",
    "Lena Park",
    26,
    "<p>Three roles, in order, each with the one result that would make the hire worth it.</p>",
  ],
  [
    "What our AI support agent taught us about our docs",
    "https://founders.example.org/posts/ai-support-docs",
    "Sam Adeyemi",
    48,
    "<p>Every wrong answer from the agent traced back to a page we had not updated in a year.</p>",
  ],
];

function workNotesRss() {
  const items = WORK_NOTES.map(
    ([title, link, author, h, html, comments]) => `
    <item>
      <title>${esc(title)}</title>
      ${link ? `<link>${esc(link)}</link>` : ""}
      <dc:creator><![CDATA[${author}]]></dc:creator>
      <pubDate>${hoursAgo(h).toUTCString()}</pubDate>
      <guid isPermaLink="false">wn-${title.length}</guid>
      <description><![CDATA[${html}]]></description>
      <slash:comments>${comments}</slash:comments>
    </item>`,
  ).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/">
  <channel>
    <title>Work Notes</title>
    <link>https://worknotes.example.com/</link>
    <description>Notes on how small teams work</description>${items}
  </channel>
</rss>
`;
}

function foundersAtom() {
  const entries = FOUNDERS.map(
    ([title, link, author, h, html]) => `
  <entry>
    <title type="html">${esc(title)}</title>
    <link rel="replies" href="${link}#comments"/>
    <link rel="alternate" type="text/html" href="${link}"/>
    <id>tag:founders.example.org,2026:${link.split("/").pop()}</id>
    <published>${hoursAgo(h).toISOString()}</published>
    <updated>${hoursAgo(h - 1).toISOString()}</updated>
    <author><name>${esc(author)}</name></author>
    <content type="html">${esc(html)}</content>
  </entry>`,
  ).join("");
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Founders' Notebook</title>
  <link href="https://founders.example.org/"/>
  <updated>${new Date().toISOString()}</updated>
  <id>tag:founders.example.org,2026:feed</id>${entries}
</feed>
`;
}

const defaults = () => ({
  "/feeds/work-notes.xml": () => ({ status: 200, type: "application/rss+xml; charset=utf-8", body: workNotesRss() }),
  "/feeds/founders.atom": () => ({ status: 200, type: "application/atom+xml; charset=utf-8", body: foundersAtom() }),
  "/feeds/broken.xml": () => ({ status: 200, type: "application/rss+xml", body: workNotesRss().slice(0, 700) }),
  "/feeds/not-a-feed.html": () => ({
    status: 200,
    type: "text/html",
    body: "<!doctype html><html><head><title>Blog</title></head><body><p>Moved.</p></body></html>",
  }),
  "/feeds/down.xml": () => ({ status: 503, type: "text/plain", body: "Service Unavailable" }),
});

export function createFeedsEmulator() {
  let origin = "";
  let routes = defaults();
  const calls = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url, origin || "http://127.0.0.1");
    const send = (status, type, body) => {
      res.writeHead(status, { "content-type": type });
      res.end(body);
    };
    if (url.pathname === "/__emulator/calls") return send(200, "application/json", JSON.stringify({ calls }));
    if (url.pathname === "/__emulator/reset") {
      routes = defaults();
      calls.length = 0;
      return send(200, "application/json", '{"ok":true}');
    }
    // {path, status?, type?, body}: that path answers this from now on.
    if (url.pathname === "/__emulator/feeds" && req.method === "POST") {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const f = JSON.parse(raw);
        routes[f.path] = () => ({ status: f.status ?? 200, type: f.type ?? "application/rss+xml", body: f.body ?? "" });
        send(200, "application/json", '{"ok":true}');
      });
      return;
    }
    calls.push({ path: url.pathname, accept: req.headers.accept ?? null });
    // Web pages for link cards, and the DNS questions about their hosts (pages.mjs).
    if (servePage(req, res, url, origin)) return;
    const route = routes[url.pathname];
    if (!route) return send(404, "text/plain", "Not Found");
    const answer = route();
    return send(answer.status, answer.type, answer.body);
  });
  return {
    ...listening(server, 8795, (o) => {
      origin = o;
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const emulator = createFeedsEmulator();
  console.log(`Feeds emulator on ${await emulator.listen(Number(commandLineArg("port", 8795)))}`);
}
