/**
 * A week with 200 posts (issue 24's benchmark): the week view loads, hydrates and brings in drag
 * and drop, then a tile is dragged to another hour. Long tasks (over 50 ms, the browser's own
 * PerformanceObserver 'longtask' entries) are counted and the longest printed, for the load and
 * for the drag apart. Figures only, never asserted: the machine is shared.
 *
 *   node bench/calendar-week.mjs       its own stack (ports 8848-8854) on the existing build
 *
 * `npm run bench` (bench/run.mjs) calls calendarWeek() against its own stack.
 */
import { rmSync } from "node:fs";
import { chromium } from "playwright-core";
import { startStack } from "../scripts/start.mjs";
import { signIn } from "./lighthouse.mjs";

const WEEK_DAY = "2031-03-05"; // a Wednesday far ahead of any demo post: the week of 2 to 8 March 2031
const POSTS = 200;

/** 200 posts over the week's waking hours, created through the API as the member would. */
async function fillWeek({ url, cookie }) {
  const first = Date.UTC(2031, 2, 2, 7, 0);
  for (let i = 0; i < POSTS; i++) {
    const at = first + Math.floor(i / 29) * 86_400_000 + (i % 29) * 30 * 60_000;
    const res = await fetch(`${url}/api/post`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, cookie },
      body: JSON.stringify({
        provider: "linkedin",
        content: `Week bench post ${i}: a title long enough to wrap on two lines`,
        scheduledAt: new Date(at).toISOString(),
        timeZone: "UTC",
      }),
    });
    if (res.status !== 201) throw new Error(`post ${i}: ${res.status} ${await res.text()}`);
  }
}

const summary = (tasks) => ({ count: tasks.length, longestMs: tasks.length ? Math.round(Math.max(...tasks)) : 0 });

export async function calendarWeek({ url, cookie }) {
  await fillWeek({ url, cookie });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name, value] = cookie.split("=");
    await context.addCookies([
      // A __Host- cookie as the app sets it: host-only (no leading dot), Secure, Path=/ (decision 058).
      { name, value, domain: new URL(url).hostname, path: "/", secure: true },
      { name: "tz", value: "UTC", url },
    ]);
    // Every long task from the first byte on, kept where the page can hand them back.
    await context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(`${url}/calendar?view=week&date=${WEEK_DAY}`);
    // Loaded: drag and drop is in (every tile has its move button).
    await page
      .locator(".tile__grip")
      .nth(POSTS - 1)
      .waitFor({ state: "attached", timeout: 60_000 });
    const readyMs = Date.now() - t0;
    const load = summary(await page.evaluate(() => window.__longTasks.splice(0)));

    // Post 68 is on Wednesday at 12:00; it goes to Thursday at 14:00, both on screen.
    const tile = page.locator(".tile", { hasText: "Week bench post 68:" });
    const target = page.locator(`td[data-date="2031-03-06"][data-hour="14"]`);
    await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const a = await tile.locator(".tile__open").boundingBox();
    await page.mouse.move(a.x + 12, a.y + 8);
    await page.mouse.down();
    await page.mouse.move(a.x + 30, a.y + 20, { steps: 4 });
    const b = await target.boundingBox();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 30 });
    await page.mouse.up();
    await page.getByText(/^Moved to /).waitFor({ timeout: 30_000 });
    const drag = summary(await page.evaluate(() => window.__longTasks.splice(0)));
    const tiles = await page.locator(".tile").count();
    return {
      tiles,
      readyMs,
      load,
      drag,
      markdown: [
        `| a week of ${tiles} posts (week view) | long tasks > 50 ms | longest ms |`,
        "|---|---|---|",
        `| load, hydrate, drag and drop in (${readyMs} ms to ready) | ${load.count} | ${load.longestMs} |`,
        `| drag a tile across the week and drop it | ${drag.count} | ${drag.longestMs} |`,
      ].join("\n"),
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync(".wrangler/bench-week", { recursive: true, force: true });
  const stack = await startStack({ port: 8850, emulatorPort: 8848, pexelsPort: 8849, persistTo: ".wrangler/bench-week/state", quiet: true, build: false });
  try {
    const cookie = await signIn({ url: stack.url, linkedinUrl: stack.linkedinUrl });
    console.log((await calendarWeek({ url: stack.url, cookie })).markdown);
  } finally {
    await stack.stop();
  }
}
