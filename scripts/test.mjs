/**
 * `npm test`: type check, lint and import cycles, worker tests (workerd: real D1, queues, Durable Objects,
 * emulators over HTTP), the app's unit tests, a production build, and the browser tests in
 * Debian's Chromium against the real local stack. Every step runs even after a failure; the
 * last line is "Tests: N passed, N failed".
 *
 * Three lanes run side by side (most of the time in these tests is waiting on queues, alarms,
 * backoffs and pages, not the CPU): checks (types, lint, import cycles, app unit tests); the worker tests in
 * shards; the build, then the browser tests in shards, each shard with a stack of its own
 * (test/shards.json names the shards; docs/decisions/030). Each step's output is kept in
 * .test-reports/<step>.log and printed whole when the step ends, so lanes never interleave.
 */
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { OFFLINE_ENV } from "./lib.mjs";

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test, named with its file and the first lines of why: CI shows only the run's end. */
const failedTests = [];
const firstLines = (text) =>
  text
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .slice(0, 6)
    .map((line) => `    ${line}`)
    .join("\n");
const timings = [];
const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Runs one step with its output in a log file; prints the log when the step ends. */
function step(name, command, args, env = {}, { background = false } = {}) {
  const started = Date.now();
  const logPath = `.test-reports/${slug(name)}.log`;
  const log = createWriteStream(logPath);
  // Background steps (types, lint, unit tests) yield the CPU to the tests that wait on real
  // clocks (leases, heartbeats, polls), which a starved machine would make late.
  const [cmd, argv] = background && existsSync("/usr/bin/nice") ? ["/usr/bin/nice", ["-n", "15", command, ...args]] : [command, args];
  const child = spawn(cmd, argv, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...OFFLINE_ENV, FORCE_COLOR: "1", ...env } });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on("close", (code) => {
      log.end(() => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        timings.push(`${name}: ${seconds} s`);
        console.log(`\n\x1b[1m▶ ${name}\x1b[0m (${seconds} s${code === 0 ? "" : `, exit ${code}`})`);
        process.stdout.write(readFileSync(logPath, "utf8"));
        if (code !== 0) failures.push(name);
        resolve(code === 0);
      });
    });
  });
}

async function vitest(name, config, reportName, env, options) {
  const report = `.test-reports/${reportName}.json`;
  rmSync(report, { force: true });
  const ok = await step(
    name,
    "node",
    ["node_modules/vitest/vitest.mjs", "run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile=${report}`],
    env,
    options,
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, "utf8"));
    results.passed += json.numPassedTests;
    results.failed += json.numFailedTests;
    results.skipped += json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) failures.push(`${name}: no tests ran`);
    for (const file of json.testResults ?? []) {
      const where = file.name.replace(`${process.cwd()}/`, "");
      for (const test of file.assertionResults ?? []) {
        if (test.status !== "failed") continue;
        failedTests.push(`${name} · ${where} › ${test.fullName}\n${firstLines((test.failureMessages ?? []).join("\n"))}`);
      }
      // A file that failed outside any test (an import, a hook) has no failed test to name.
      if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed")) {
        failedTests.push(`${name} · ${where}\n${firstLines(String(file.message ?? ""))}`);
      }
    }
  } else if (ok) {
    failures.push(`${name}: no report`);
  }
}

/** The named shards of test/shards.json, and one more for every file they leave out. */
const named = JSON.parse(readFileSync("test/shards.json", "utf8"));
const WORKER_SHARD_COUNT = named.worker.length + 1;
const BROWSER_SHARD_COUNT = named.browser.length + 1;
const shards = (count) => Array.from({ length: count }, (_, i) => i);

/**
 * Browser tests need Debian's Chromium: its headless shell (chromium-headless-shell, lighter) or
 * the browser (chromium). Missing both, as root with apt: install the shell (as .ci/run does);
 * otherwise stop at once with the one command to run, before anything else takes minutes.
 */
function ensureChromium() {
  const paths = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
  if (paths.some((p) => existsSync(p))) return;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const apt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (root && apt && !process.env.CHROMIUM_PATH) {
    console.log("Chromium is missing: installing Debian's chromium-headless-shell (apt-get install -y chromium-headless-shell)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (spawnSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], { stdio: "inherit", env }).status === 0 && existsSync(paths[0])) return;
  }
  console.error(`\nBrowser tests need Chromium at ${paths.join(" or ")}. Install it with:\n\n  sudo apt-get install -y chromium-headless-shell\n`);
  process.exit(1);
}

/**
 * After a browser shard failed: what its stack said (CI keeps no files), the slow requests and
 * the log's last lines, without the bundler's warnings. The log is .wrangler/browser-test[-N]/stack.log.
 */
function printStackLog(name, shard) {
  const path = `.wrangler/browser-test${shard ? `-${shard}` : ""}/stack.log`;
  if (!existsSync(path)) return;
  const lines = readFileSync(path, "utf8")
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((line) => /^\[wrangler|^✘|Error|error/.test(line));
  const slow = lines.filter((line) => Number(/\((\d+)ms\)\s*$/.exec(line)?.[1] ?? 0) >= 3000);
  console.log(`\n\x1b[1m▶ ${name}: the stack's log (${path})\x1b[0m`);
  console.log(`Requests that took 3 s or more (${slow.length}):\n${slow.slice(-30).join("\n") || "none"}`);
  console.log(`The last lines:\n${lines.slice(-40).join("\n")}`);
}

ensureChromium();
mkdirSync(".test-reports", { recursive: true });
const started = Date.now();
await Promise.all([
  (async () => {
    await step("Type check", "npm", ["run", "--silent", "typecheck"], {}, { background: true });
    await step("Lint and format (Biome)", "node", ["node_modules/@biomejs/biome/bin/biome", "check", "."], {}, { background: true });
    await step("Import cycles (madge)", "node", ["scripts/check-cycles.mjs"], {}, { background: true });
    await vitest("App unit tests", "vitest.app.config.ts", "app", {}, { background: true });
  })(),
  ...shards(WORKER_SHARD_COUNT).map((i) =>
    vitest(`Worker tests ${i + 1}/${WORKER_SHARD_COUNT}`, "worker/vitest.config.ts", `worker-${i}`, { WORKER_SHARD: String(i) }),
  ),
  (async () => {
    if (!(await step("Build", "node", ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"]))) return;
    await Promise.all(
      shards(BROWSER_SHARD_COUNT).map(async (i) => {
        const name = `Browser tests ${i + 1}/${BROWSER_SHARD_COUNT}`;
        await vitest(name, "test/browser/vitest.config.ts", `browser-${i}`, { SKIP_BUILD: "1", BROWSER_SHARD: String(i) });
        // Only this shard's failure: the step failed, or its own report counts failed tests.
        const report = `.test-reports/browser-${i}.json`;
        const failedHere = failures.includes(name) || (existsSync(report) && JSON.parse(readFileSync(report, "utf8")).numFailedTests > 0);
        if (failedHere) printStackLog(name, i);
      }),
    );
  })(),
]);

const totalSeconds = (Date.now() - started) / 1000;
console.log(`\n${timings.join("\n")}\nTotal: ${totalSeconds.toFixed(1)} s`);
// For `npm run bench`, which prints the last full run's time beside its own figures.
writeFileSync(
  ".test-reports/summary.json",
  `${JSON.stringify({ at: new Date().toISOString(), totalSeconds, ...results, failures, steps: timings, cores: os.cpus().length, node: process.version }, null, 2)}\n`,
);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.join("\n")}`);
if (failures.length) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\nTests: ${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ""}`);
process.exit(failures.length || results.failed ? 1 : 0);
