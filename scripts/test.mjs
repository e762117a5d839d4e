/**
 * `npm test`: type check, worker tests (workerd: real D1, queues, Durable Objects, LinkedIn
 * emulator over HTTP), the app's unit tests, a production build, and the browser tests in
 * Debian's Chromium against the real local stack. Every step runs even after a failure; the
 * last line is "Tests: N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { OFFLINE_ENV } from "./lib.mjs";

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n\x1b[1m▶ ${name}\x1b[0m`);
  const child = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...OFFLINE_ENV, ...env } });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (child.status !== 0) failures.push(name);
  return child.status === 0;
}

function vitest(name, config, reportName, env) {
  const report = `.test-reports/${reportName}.json`;
  rmSync(report, { force: true });
  const ok = step(
    name,
    "node",
    ["node_modules/vitest/vitest.mjs", "run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile=${report}`],
    env,
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, "utf8"));
    results.passed += json.numPassedTests;
    results.failed += json.numFailedTests;
    results.skipped += json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) failures.push(`${name}: no tests ran`);
  } else if (ok) {
    failures.push(`${name}: no report`);
  }
}

/**
 * Browser tests need Debian's Chromium. Missing, as root with apt: install it (as .ci/run does);
 * otherwise stop at once with the one command to run, before anything else takes minutes.
 */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(chromium)) return;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const apt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (root && apt && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: installing Debian's chromium (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env }).status === 0 && existsSync(chromium)) return;
  }
  console.error(`\nBrowser tests need Chromium at ${chromium}. Install it with:\n\n  sudo apt-get install -y chromium\n`);
  process.exit(1);
}

ensureChromium();
mkdirSync(".test-reports", { recursive: true });
const started = Date.now();
step("Type check", "npm", ["run", "--silent", "typecheck"]);
step("Lint and format (Biome)", "node", ["node_modules/@biomejs/biome/bin/biome", "check", "."]);
vitest("Worker tests", "worker/vitest.config.ts", "worker");
vitest("App unit tests", "vitest.app.config.ts", "app");
const built = step("Build", "node", ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"]);
if (built) {
  vitest("Browser tests", "test/browser/vitest.config.ts", "browser", { SKIP_BUILD: "1" });
}

console.log(`\n${timings.join("\n")}\nTotal: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures.length) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\nTests: ${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ""}`);
process.exit(failures.length || results.failed ? 1 : 0);
