/**
 * `npm run bench`: figures for the foundation, printed, never asserted.
 * - cold start of the local stack (build, migrations, demo data, wrangler pages dev);
 * - latency through the whole path browser → Pages → API binding → Worker → D1, on loopback:
 *   a trivial public 404, GET /api/me (session check: HMAC + one D1 read), POST /public/api/oauth
 *   (username parse + one D1 write), a month of posts among 10,000, the whole team, and the feed's
 *   first and a deep page among 50,000 feed posts;
 * - first-load JavaScript per route, from the client build (bench/first-load.mjs);
 * - Lighthouse desktop scores of /, /signin, /posts, /calendar and /feed (bench/lighthouse.mjs);
 * - 500 posts due at the same instant, published through the Scheduler and the queue (bench/due-minute.mjs);
 * - a week of 200 posts in the calendar's week view, loaded and dragged: its long tasks (bench/calendar-week.mjs).
 * Sequential requests, bounded in count; loopback only.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { wrangler } from "../scripts/lib.mjs";
import { startStack } from "../scripts/start.mjs";
import { calendarWeek } from "./calendar-week.mjs";
import { dueMinute, percentile } from "./due-minute.mjs";
import { firstLoad } from "./first-load.mjs";
import { lighthouseTable, signIn } from "./lighthouse.mjs";

const N = Number(process.env.BENCH_REQUESTS ?? 300);

async function measure(name, fn) {
  for (let i = 0; i < 20; i++) await fn(); // warm up
  const times = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p99: percentile(times, 99) };
}

rmSync(".wrangler/bench", { recursive: true, force: true });
const stack = await startStack({ port: 8808, emulatorPort: 8809, pexelsPort: 8810, persistTo: ".wrangler/bench/state", quiet: true });
try {
  const app = stack.url;
  // Sign in as the demo member through the emulator, as a browser would.
  const cookie = await signIn({ url: app, linkedinUrl: stack.linkedinUrl });
  // Lighthouse on the demo data, before the 10,000 posts and 50,000 feed posts below go in.
  const lighthouse = await lighthouseTable({ url: app, cookie });
  // 500 posts due in the same minute, through the Scheduler and the queue to the emulator.
  const minute = await dueMinute({ url: app, linkedinUrl: stack.linkedinUrl, cookie });
  // A week of 200 posts in the week view (2031, clear of everything else): load and a drag.
  const week = await calendarWeek({ url: app, cookie });

  // 10,000 posts for the demo team over two years (about 410 in any month), straight into local D1.
  const values = [];
  const firstDay = Date.UTC(2030, 0, 1);
  for (let i = 0; i < 10_000; i++) {
    const at = firstDay + Math.floor((i / 10_000) * 730) * 86_400_000 + (i % 24) * 3_600_000;
    values.push(`('bench-${i}','demo-team','Post ${i}','Post ${i} body','scheduled',${at},'UTC')`);
  }
  const statements = [];
  for (let i = 0; i < values.length; i += 500)
    statements.push(`INSERT OR IGNORE INTO posts (id, team_id, title, content, status, scheduled_at, time_zone) VALUES ${values.slice(i, i + 500).join(",")};`);
  writeFileSync(".wrangler/bench/posts.sql", statements.join("\n"));
  await wrangler(
    ["d1", "execute", "DB", "--local", "--persist-to", ".wrangler/bench/state", "-c", "worker/wrangler.toml", "--file", ".wrangler/bench/posts.sql", "--yes"],
    { quiet: true },
  );
  // 50,000 public feed posts (the inspiration library grown by its sources), newest 2029.
  const feedRows = [];
  const feedStart = Date.UTC(2029, 0, 1);
  for (let i = 0; i < 50_000; i++) {
    const at = feedStart - i * 60_000;
    feedRows.push(
      `('bench-feed-${i}','Author ${i % 997}','Feed post ${i}','Feed post ${i}: what I learned this week','rss','public|bench.example/${i}',${at},${i % 5000})`,
    );
  }
  const feedStatements = [];
  for (let i = 0; i < feedRows.length; i += 500)
    feedStatements.push(
      `INSERT OR IGNORE INTO feed_posts (id, author_name, title, content, source, dedupe_key, created_at, likes) VALUES ${feedRows.slice(i, i + 500).join(",")};`,
    );
  writeFileSync(".wrangler/bench/feed.sql", feedStatements.join("\n"));
  await wrangler(
    ["d1", "execute", "DB", "--local", "--persist-to", ".wrangler/bench/state", "-c", "worker/wrangler.toml", "--file", ".wrangler/bench/feed.sql", "--yes"],
    { quiet: true },
  );
  const feedFirst = await (await fetch(`${app}/api/feed`, { headers: { cookie } })).json();
  // A page deep in the library: follow the cursor 100 pages in.
  let deepCursor = feedFirst.nextCursor;
  for (let i = 0; i < 100 && deepCursor; i++)
    deepCursor = (await (await fetch(`${app}/api/feed?cursor=${encodeURIComponent(deepCursor)}`, { headers: { cookie } })).json()).nextCursor;

  const month = `${app}/api/posts?from=2030-06-01T00:00:00.000Z&to=2030-07-01T00:00:00.000Z`;
  const monthBody = await (await fetch(month, { headers: { cookie } })).json();
  if (!monthBody.data) throw new Error(`month read failed: ${JSON.stringify(monthBody)}`);
  const inMonth = monthBody.data.data.length;

  const rows = [
    await measure(`GET one month of posts (${inMonth} of 10,000 in the team)`, () => fetch(month, { headers: { cookie } }).then((r) => r.arrayBuffer())),
    await measure("GET /api/feed, first page (of 50,000+ feed posts)", () => fetch(`${app}/api/feed`, { headers: { cookie } }).then((r) => r.arrayBuffer())),
    await measure("GET /api/feed, a page 100 pages in (cursor)", () =>
      fetch(`${app}/api/feed?cursor=${encodeURIComponent(deepCursor)}`, { headers: { cookie } }).then((r) => r.arrayBuffer()),
    ),
    await measure("GET /public/api/unknown (404, trivial)", () => fetch(`${app}/public/api/unknown`).then((r) => r.arrayBuffer())),
    await measure("GET /api/me (session check)", () => fetch(`${app}/api/me`, { headers: { cookie } }).then((r) => r.arrayBuffer())),
    await measure("GET /api/posts (the whole team: 10,500+ posts)", () => fetch(`${app}/api/posts`, { headers: { cookie } }).then((r) => r.arrayBuffer())),
    await measure("POST /public/api/oauth (state write)", () =>
      fetch(`${app}/public/api/oauth`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app }, // a write comes from the site itself
        body: JSON.stringify({ type: "login", provider: "linkedin", username: "maya-chen", redirectUrl: "/onboarding", profileType: "individual" }),
      }).then((r) => r.arrayBuffer()),
    ),
    await measure("GET / (landing page, SSR)", () => fetch(`${app}/`).then((r) => r.arrayBuffer())),
  ];

  console.log(
    `\nMachine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
  console.log(`Cold start of the local stack (build + migrations + demo data + pages dev): ${(stack.startupMs / 1000).toFixed(1)} s`);
  // The stack built the client: what each screen's first load costs (issue 15: at most 110 KB on /, /posts, /calendar, /feed).
  console.log("\n| first-load JavaScript (gzip) | KB | files |\n|---|---|---|");
  for (const r of firstLoad()) console.log(`| ${r.route} | ${r.kbGzip} | ${r.files} |`);
  console.log(`\n| request (${N} sequential, loopback) | p50 ms | p99 ms |\n|---|---|---|`);
  for (const r of rows) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`);
  console.log(`\n${lighthouse.markdown}`);
  console.log(`\n${week.markdown}`);
  // `npm test` (issue 15: at most 4 minutes on this machine) is timed by its own last full run.
  const suite = existsSync(".test-reports/summary.json") ? JSON.parse(readFileSync(".test-reports/summary.json", "utf8")) : null;
  console.log(
    suite
      ? `\nnpm test, last full run (${suite.at}, ${suite.cores} cores): ${suite.totalSeconds.toFixed(1)} s, ${suite.passed} passed, ${suite.failed} failed`
      : "\nnpm test: no full run on this checkout yet (run npm test, then the bench prints its time)",
  );
  console.log(
    `\n${minute.count} posts due at the same instant: ${minute.published} published (${minute.distinctOnLinkedIn} distinct, ${minute.onLinkedIn} in all on LinkedIn), states ${JSON.stringify(minute.states)}; lateness p50 ${minute.p50?.toFixed(1)} s, p99 ${minute.p99?.toFixed(1)} s, max ${minute.max?.toFixed(1)} s; on LinkedIn by p99 ${minute.arrivedP99?.toFixed(1)} s`,
  );
} finally {
  await stack.stop();
}
