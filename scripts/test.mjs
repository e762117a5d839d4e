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
  const ok = step(name, "node", ["node_modules/vitest/vitest.mjs", "run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile=${report}`], env);
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

mkdirSync(".test-reports", { recursive: true });
const started = Date.now();
step("Type check", "npm", ["run", "--silent", "typecheck"]);
vitest("Worker tests", "worker/vitest.config.ts", "worker");
vitest("App unit tests", "vitest.app.config.ts", "app");
const built = step("Build", "node", ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"]);
if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  failures.push("Browser tests: Chromium is not installed (apt-get install -y chromium)");
} else if (built) {
  vitest("Browser tests", "test/browser/vitest.config.ts", "browser", { SKIP_BUILD: "1" });
}

console.log(`\n${timings.join("\n")}\nTotal: ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures.length) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\nTests: ${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ""}`);
process.exit(failures.length || results.failed ? 1 : 0);
