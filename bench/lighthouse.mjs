/**
 * Lighthouse scores (issue 15: ≥ 95 for performance and accessibility on /, /signin, /posts,
 * /calendar, /feed): the `lighthouse` package, desktop preset, driving the system's Chromium
 * against the local stack. Each route runs 3 times; the table shows the median per category and
 * the audits that failed in the median run. The signed-in screens are measured as the demo
 * member: signed in over plain HTTP through the LinkedIn emulator, the session cookie set in the
 * browser's cookie jar (with the time-zone cookie a returning member has), see
 * docs/decisions/029-lighthouse-bench.md.
 *
 *   node bench/lighthouse.mjs            its own stack (ports 8828-8834) on the existing build
 *   BUILD=1 node bench/lighthouse.mjs    builds the web app first
 *
 * `npm run bench` (bench/run.mjs) calls lighthouseTable() against its own stack.
 */
import { rmSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";

export const ROUTES = [
  { path: "/", signedIn: false },
  { path: "/signin", signedIn: false },
  { path: "/posts", signedIn: true },
  { path: "/calendar", signedIn: true },
  { path: "/feed", signedIn: true },
];
const CATEGORIES = ["performance", "accessibility"];
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];

/** Signs the demo member in through the LinkedIn emulator over plain HTTP, as a browser would: the Cookie header value. */
export async function signIn({ url, linkedinUrl, username = "maya-chen" }) {
  const start = await fetch(`${url}/public/api/oauth`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url }, // a write comes from the site itself
    body: JSON.stringify({ type: "login", provider: "linkedin", username, redirectUrl: "/onboarding", profileType: "individual" }),
  });
  const authorize = new URL((await start.json()).data.url);
  const hook = new URL("/__emulator/authorize", linkedinUrl);
  for (const k of ["redirect_uri", "state", "scope"]) hook.searchParams.set(k, authorize.searchParams.get(k));
  const { location } = await (await fetch(hook)).json();
  // The callback only counts in the browser that started the sign-in (its __Host-oauth_binding cookie).
  const binding = /__Host-oauth_binding=[^;]+/.exec(start.headers.get("set-cookie") ?? "")?.[0] ?? "";
  const callback = await fetch(location, { redirect: "manual", headers: { cookie: binding } });
  // /login-success trades the one-time code for the session cookie, in the browser holding the login binding.
  const loginBinding = /__Host-login_binding=[^;]+/.exec(callback.headers.get("set-cookie") ?? "")?.[0] ?? "";
  const success = await fetch(new URL(callback.headers.get("location"), url), { redirect: "manual", headers: { cookie: loginBinding } });
  const token = decodeURIComponent(/__Host-auth_token=([^;]+)/.exec(success.headers.get("set-cookie") ?? "")?.[1] ?? "");
  if (!token) throw new Error(`sign-in failed: ${success.status} ${callback.headers.get("location")}`);
  return `__Host-auth_token=${encodeURIComponent(token)}`;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The audits of the two categories that did not pass in one Lighthouse result (ids, worst first):
 * every accessibility check (weighted or not), the performance metrics and the performance
 * audits with an estimated saving. The "-insight" audits repeat the older audits beside them.
 */
function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES)
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || audit.score >= 0.9 || ref.id.endsWith("-insight")) continue;
      if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "manual") continue;
      if (id === "performance" && !ref.weight && !Object.values(audit.metricSavings ?? {}).some((ms) => ms > 0)) continue;
      const value = audit.displayValue ? ` ${audit.displayValue.replace(/\s+/g, " ")}` : "";
      failing.push({ id: ref.id, score: audit.score, text: `${ref.id}${value}` });
    }
  return failing.sort((a, b) => a.score - b.score).map((f) => f.text);
}

/**
 * Runs Lighthouse (desktop) `runs` times on every route of `url`, the signed-in ones with `cookie`
 * in the browser. Returns per route the median score per category (0-100), every run's scores,
 * and the run closest to the median (`lhr`) with its audits that did not pass.
 */
export async function lighthouseScores({ url, cookie, routes = ROUTES, runs = 3, chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }) {
  // A fresh profile in a temporary directory, removed when Chromium is killed.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: "silent" });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const cdp = await browser.target().createCDPSession();
  const [name, value] = cookie.split(/=(.*)/s);
  // A returning member's browser already told the server its time zone (app/root.tsx), so no revalidation on load.
  const tz = { name: "tz", value: encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone), url };
  const results = routes.map((route) => ({ ...route, lhrs: [] }));
  try {
    // Warm the Worker and the asset server once per route: the bench measures the page, not a cold isolate.
    for (const r of results) await fetch(new URL(r.path, url), { headers: r.signedIn ? { cookie } : {} }).then((res) => res.arrayBuffer());
    // Rounds rather than one route three times in a row, so a busy moment on the machine spreads over the routes.
    for (let i = 0; i < runs; i++)
      for (const r of results) {
        await cdp.send("Storage.clearCookies");
        if (r.signedIn) await cdp.send("Storage.setCookies", { cookies: [{ name, value, url, httpOnly: true, sameSite: "Lax" }, tz] });
        const result = await lighthouse(
          new URL(r.path, url).href,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
          desktopConfig,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${r.path}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${r.path}: ${result.lhr.runtimeError.message}`);
        const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (landed !== r.path) throw new Error(`Lighthouse on ${r.path} ended on ${landed} (signed out?)`);
        r.lhrs.push(result.lhr);
      }
  } finally {
    await browser.disconnect().catch(() => {});
    await chrome.kill();
  }
  return results.map(({ path, lhrs }) => {
    const runsOf = (c) => lhrs.map((l) => Math.round((l.categories[c].score ?? 0) * 100));
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runsOf(c))]));
    const all = Object.fromEntries(CATEGORIES.map((c) => [c, runsOf(c)]));
    // The run nearest the median performance score stands for the route's failing audits.
    const typical = lhrs.reduce((best, l) =>
      Math.abs(l.categories.performance.score * 100 - scores.performance) < Math.abs(best.categories.performance.score * 100 - scores.performance) ? l : best,
    );
    return { route: path, ...scores, runs: all, failing: failingAudits(typical), lhr: typical };
  });
}

/** The scores as a markdown table, with every run's scores and the time it took. */
export async function lighthouseTable({ url, cookie, runs = 3 }) {
  const started = Date.now();
  const rows = await lighthouseScores({ url, cookie, runs });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const lines = [
    `| Lighthouse desktop (median of ${runs}) | performance | accessibility | runs (perf / a11y) | failing audits |`,
    "|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.runs.performance.join(", ")} / ${r.runs.accessibility.join(", ")} | ${r.failing.join("; ") || "–"} |`,
    ),
  ];
  return { rows, seconds: Number(seconds), markdown: `${lines.join("\n")}\n\nLighthouse: ${rows.length} routes × ${runs} runs in ${seconds} s` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startStack } = await import("../scripts/start.mjs");
  const started = Date.now();
  rmSync(".wrangler/lighthouse", { recursive: true, force: true });
  const stack = await startStack({
    port: 8828,
    emulatorPort: 8829,
    pexelsPort: 8830,
    phonePort: 8832,
    hackerNewsPort: 8833,
    feedsPort: 8834,
    persistTo: ".wrangler/lighthouse/state",
    build: process.env.BUILD === "1",
    quiet: true,
  });
  let failed = false;
  try {
    const cookie = await signIn({ url: stack.url, linkedinUrl: stack.linkedinUrl });
    const { markdown } = await lighthouseTable({ url: stack.url, cookie, runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3) });
    console.log(`\n${markdown}`);
    console.log(`Stack start ${(stack.startupMs / 1000).toFixed(0)} s; whole run ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    await stack.stop();
  }
  process.exit(failed ? 1 : 0);
}
