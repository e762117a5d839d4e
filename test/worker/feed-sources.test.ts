/**
 * The inspiration library's public sources, each read over HTTP from its emulator through the
 * same providers production uses: Hacker News's top and best lists, RSS and Atom feeds. Normal
 * runs, the same items found again, malformed answers and failing sources, and the cron's sweep
 * reading every source (one failing) and computing topics through the real queue.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, inject, it } from "vitest";
import { ingestSource } from "../../worker/feed/ingest";
import { queueDueFeedWork } from "../../worker/feed/schedule";
import type { FeedSource } from "../../worker/feed/sources";
import { createLogger } from "../../worker/http/logger";
import { parseFeed } from "../../worker/providers/rss";
import { client, count, signIn, waitFor } from "./helpers";

const hn = () => inject("hackerNewsUrl");
const feeds = () => inject("feedsUrl");
const log = createLogger({ test: "feed-sources" });
const post = (url: string, body: unknown) => fetch(url, { method: "POST", body: JSON.stringify(body) });

const TOP: FeedSource = { id: "hackernews:top", kind: "hackernews", list: "top" };
const BEST: FeedSource = { id: "hackernews:best", kind: "hackernews", list: "best" };
const rss = (path: string): FeedSource => ({ id: `rss:${feeds()}${path}`, kind: "rss", url: `${feeds()}${path}` });

type Row = {
  id: string;
  url: string;
  provider: string;
  source: string;
  title: string;
  content: string;
  author_name: string;
  likes: number;
  comments: number;
  created_at: number;
};
const rowByUrl = (url: string) => env.DB.prepare("SELECT * FROM feed_posts WHERE url = ?").bind(url).first<Row>();
const scheduleRow = (id: string) =>
  env.DB.prepare("SELECT * FROM feed_schedule WHERE id = ?").bind(id).first<{ last_error: string | null; last_run_at: number | null; last_added: number }>();

afterEach(async () => {
  await fetch(`${hn()}/__emulator/reset`);
  await fetch(`${feeds()}/__emulator/reset`);
});

describe("Hacker News", () => {
  it("stores the stories of a list as feed posts, skipping deleted, dead, job, malformed and missing items", async () => {
    const outcome = await ingestSource(env, TOP, log);
    expect(outcome).toEqual({ added: 18, updated: 0, skipped: 5, error: null });
    expect(await count("feed_posts")).toBe(18);

    const memo = await rowByUrl("https://blog.tallyworks.dev/weekly-memo");
    expect(memo).toMatchObject({ source: "hackernews", provider: "self", author_name: "mkessler", likes: 412, comments: 188 });
    expect(memo?.content).toBe("We replaced our sprint planning with a one-page weekly memo");
    // Posted three hours before the emulator started: the post keeps the story's own time.
    expect(Date.now() - (memo?.created_at ?? 0)).toBeGreaterThan(2.9 * 3600_000);

    const ask = await env.DB.prepare("SELECT * FROM feed_posts WHERE title LIKE 'Ask HN: How do you run hiring%'").first<Row>();
    expect(ask?.url).toMatch(/^https:\/\/news\.ycombinator\.com\/item\?id=\d+$/);
    expect(ask?.content).toBe(
      "Ask HN: How do you run hiring for a 5-person remote startup?\n\nWe are five people across three time zones and about to hire two engineers.\n\nWhat worked for you: take-home tasks, paid trial weeks, or pairing sessions?",
    );
    expect(await env.DB.prepare("SELECT count(*) AS n FROM feed_posts WHERE title LIKE '%followers%' OR title LIKE '%is hiring a founding%'").first("n")).toBe(
      0,
    );

    // A member sees them in the feed, newest first.
    const token = await signIn();
    const page = await (await client(token).api.feed.$get({ query: { limit: 50 } })).json();
    expect(page.data.map((p) => p.title)).toContain("We replaced our sprint planning with a one-page weekly memo");
    expect(page.data[0].title).toBe("We replaced our sprint planning with a one-page weekly memo");
  });

  it("stores every story once: again on the next run, and across the top and best lists; only its counts move", async () => {
    await ingestSource(env, TOP, log);
    const again = await ingestSource(env, TOP, log);
    expect(again).toMatchObject({ added: 0, updated: 18 });
    const best = await ingestSource(env, BEST, log);
    const total = await count("feed_posts");
    expect(best.added).toBe(total - 18);
    expect(best.added + best.updated).toBe(16);

    const first = await rowByUrl("https://blog.tallyworks.dev/weekly-memo");
    await post(`${hn()}/__emulator/stories`, { id: 41_000_000, score: 980, descendants: 402 });
    await ingestSource(env, TOP, log);
    const moved = await rowByUrl("https://blog.tallyworks.dev/weekly-memo");
    expect(moved).toMatchObject({ id: first?.id, likes: 980, comments: 402, created_at: first?.created_at });
    expect(await count("feed_posts")).toBe(total);
  });

  it("a list that is not a list of ids is skipped with its reason kept, and nothing is stored", async () => {
    await post(`${hn()}/__emulator/faults`, { path: "/v0/topstories.json", status: 200, body: "<html><body>Rate limited</body></html>" });
    const outcome = await ingestSource(env, TOP, log);
    expect(outcome.error).toBe("malformed: /v0/topstories.json is not JSON");
    expect(await count("feed_posts")).toBe(0);
  });

  it("a failing list (503) or an unreachable API fails this run alone; the next run reads it again", async () => {
    await env.DB.prepare("INSERT INTO feed_schedule (id) VALUES ('hackernews:top')").run();
    await post(`${hn()}/__emulator/faults`, { path: "/v0/topstories.json", status: 503 });
    expect((await ingestSource(env, TOP, log)).error).toBe("failed: answered 503");
    expect(await scheduleRow("hackernews:top")).toMatchObject({ last_error: "failed: answered 503", last_added: 0 });
    expect(await count("feed_posts")).toBe(0);

    const unreachable = await ingestSource({ ...env, HACKER_NEWS_API_BASE: "http://127.0.0.1:9" } as Env, TOP, log);
    expect(unreachable.error).toMatch(/^failed: unreachable/);

    expect((await ingestSource(env, TOP, log)).added).toBe(18);
    expect(await scheduleRow("hackernews:top")).toMatchObject({ last_error: null, last_added: 18 });
  });
});

describe("RSS and Atom feeds", () => {
  it("an RSS feed: title and body without HTML, the dc:creator, slash:comments, the date; an item without a link is skipped", async () => {
    const before = Date.now();
    const outcome = await ingestSource(env, rss("/feeds/work-notes.xml"), log);
    const after = Date.now();
    expect(outcome).toEqual({ added: 5, updated: 0, skipped: 1, error: null });
    const memo = await rowByUrl("https://worknotes.example.com/weekly-memo");
    expect(memo).toMatchObject({ source: "rss", provider: "self", author_name: "Ines Duarte", comments: 38, likes: 0 });
    expect(memo?.content).toBe(
      "The weekly memo that replaced our status meetings\n\nWe cancelled three recurring status meetings and asked every lead for one page on Friday.\n\nSix weeks in: 5 hours a week back per lead, and fewer surprises, not more.",
    );
    // Dated four hours before the feed was read (pubDate keeps whole seconds), however long the read took.
    expect(memo?.created_at).toBeGreaterThanOrEqual(before - 4 * 3600_000 - 1000);
    expect(memo?.created_at).toBeLessThanOrEqual(after - 4 * 3600_000);
    const list = await rowByUrl("https://worknotes.example.com/remote-onboarding");
    expect(list?.content).toContain("- Day 1: accounts and one real task\n- Week 1: ship something small");
  });

  it("an Atom feed: the alternate link (not the replies link), the author's name, html content as text", async () => {
    const outcome = await ingestSource(env, rss("/feeds/founders.atom"), log);
    expect(outcome).toMatchObject({ added: 3, skipped: 0, error: null });
    const pricing = await rowByUrl("https://founders.example.org/posts/pricing-fix");
    expect(pricing).toMatchObject({ author_name: "Lena Park", title: "We priced too low for two years. Here is how we fixed it" });
    expect(pricing?.content).toContain("We removed it and raised the rest by 30%.\n\nChurn did not move.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM feed_posts WHERE url LIKE '%#comments'").first("n")).toBe(0);
  });

  it("stores a link once: across runs, with tracking parameters, and when Hacker News already has it", async () => {
    await ingestSource(env, TOP, log);
    await ingestSource(env, rss("/feeds/work-notes.xml"), log);
    const shared = await env.DB.prepare("SELECT source FROM feed_posts WHERE url = 'https://blog.tallyworks.dev/weekly-memo'").all();
    expect(shared.results).toEqual([{ source: "hackernews" }]);
    const before = await count("feed_posts");

    // The same article again, its link with other tracking parameters and a trailing slash.
    const body = `<?xml version="1.0"?><rss version="2.0"><channel><title>Mirror</title>
      <item><title>Hiring your first salesperson</title><link>https://www.worknotes.example.com/first-salesperson/?utm_campaign=x&amp;fbclid=1</link></item>
    </channel></rss>`;
    await post(`${feeds()}/__emulator/feeds`, { path: "/feeds/mirror.xml", body });
    expect(await ingestSource(env, rss("/feeds/mirror.xml"), log)).toMatchObject({ added: 0, updated: 1 });
    expect(await ingestSource(env, rss("/feeds/work-notes.xml"), log)).toMatchObject({ added: 0 });
    expect(await count("feed_posts")).toBe(before);
  });

  it("a cut-off feed, an HTML page and unbalanced items are refused whole, with a reason; nothing is stored", async () => {
    expect((await ingestSource(env, rss("/feeds/broken.xml"), log)).error).toBe("malformed: the document ends before </rss>");
    expect((await ingestSource(env, rss("/feeds/not-a-feed.html"), log)).error).toBe("malformed: not an RSS or Atom document");
    await post(`${feeds()}/__emulator/feeds`, {
      path: "/feeds/unbalanced.xml",
      body: '<rss version="2.0"><channel><item><title>One</title><link>https://a.example/1</link><item><title>Two</title></item></channel></rss>',
    });
    expect((await ingestSource(env, rss("/feeds/unbalanced.xml"), log)).error).toBe("malformed: 2 <item> but 1 </item>");
    expect(await count("feed_posts")).toBe(0);
    expect(await scheduleRow(`rss:${feeds()}/feeds/broken.xml`)).toBeNull();
  });

  it("a feed that answers 503, 404 or not at all fails alone", async () => {
    expect((await ingestSource(env, rss("/feeds/down.xml"), log)).error).toBe("failed: answered 503");
    expect((await ingestSource(env, rss("/feeds/missing.xml"), log)).error).toBe("failed: answered 404");
    expect((await ingestSource(env, { id: "rss:gone", kind: "rss", url: "http://127.0.0.1:9/feed.xml" }, log)).error).toMatch(/^failed: unreachable/);
    expect(await count("feed_posts")).toBe(0);
  });

  it("an item survives CDATA holding its own closing tag; entities of every kind are read; a hostile document stays linear", () => {
    const feed = parseFeed(`<?xml version="1.0"?>
      <rss version="2.0"><channel><title>T &amp; Co</title>
      <item><title><![CDATA[Less </item> is more]]></title><link>https://x.example/a?b=1&amp;c=2</link>
      <description>&lt;p&gt;Caf&#233; &#x1F600; &amp;amp; &hellip;&lt;/p&gt;</description><author>ed@x.example (Ed Nuñez)</author></item>
      </channel></rss>`);
    expect(feed.items).toEqual([
      // Titles are read as HTML (feeds put markup in them): the stray tag goes, the item stays whole.
      expect.objectContaining({ title: "Less is more", url: "https://x.example/a?b=1&c=2", content: "Less is more\n\nCafé 😀 & …", author: "Ed Nuñez" }),
    ]);
    // Linear, shown by the parser's own count of its steps (not the clock, which load bends): a
    // budget of four work units a character is enough to read the whole document and refuse it.
    const hostile = `<rss>${"<item><title>x".repeat(20_000)}</rss>`;
    expect(() => parseFeed(hostile, { workBudget: hostile.length * 4 })).toThrow("20000 <item> but 0 </item>");
  });
});

describe("the cron's sweep", () => {
  it("queues each due source once and the topics; one failing source stops none of the others; topics come out", async () => {
    await post(`${hn()}/__emulator/faults`, { path: "/v0/beststories.json", status: 500, times: 5 });
    const sweeping = { ...env, FEED_REFRESH_MINUTES: "30" } as Env;
    const now = Date.now();
    expect(await queueDueFeedWork(sweeping, log, now)).toBe(5);
    // A second sweep at the same moment claims nothing.
    expect(await queueDueFeedWork(sweeping, log, now)).toBe(0);

    const sources = ["hackernews:top", "hackernews:best", `rss:${feeds()}/feeds/work-notes.xml`, `rss:${feeds()}/feeds/founders.atom`];
    const rows = await waitFor(
      () => Promise.all(sources.map(scheduleRow)),
      (all) => all.every((r) => r?.last_run_at),
    );
    expect(rows.map((r) => r?.last_error)).toEqual([null, "failed: answered 500", null, null]);
    expect(await count("feed_posts")).toBe(18 + 5 - 1 + 3);

    // New posts bring the topics forward: the next sweep (within a minute) computes them from everything.
    await waitFor(
      () => scheduleRow("topics"),
      (r) => r?.last_run_at !== null,
    );
    expect(await queueDueFeedWork(sweeping, log, now + 90_000)).toBe(1);
    const topics = await waitFor(
      async () => (await env.DB.prepare("SELECT count(*) AS n FROM topic_posts").first<number>("n")) ?? 0,
      (n) => n > 0,
    );
    expect(topics).toBeGreaterThan(0);
  });

  it("with FEED_REFRESH_MINUTES at 0, a sweep reads nothing", async () => {
    expect(await queueDueFeedWork(env, log)).toBe(0);
    expect(await count("feed_schedule")).toBe(0);
  });
});
