/**
 * `npm test` beside a CPU load (issue 23): the suite must stay green on a machine shared with
 * other work. Starts the load of scripts/load.mjs (two busy processes at normal priority), runs
 * `npm test` N times in a row, prints each run's time and result line, and stops the load at the
 * end, at the first red run, or on Ctrl-C. It writes no results anywhere: the figures go into
 * bench/RESULTS.md by hand. Each run's whole output is kept in .test-reports/under-load/run-N.log
 * (the next run replaces npm test's own step logs).
 *
 *   npm run test:under-load -- --runs 5 [--keep-going] [--processes 2]
 */
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { running, startLoad, stopLoad } from "./load.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} takes a whole number of at least 1`);
    process.exit(2);
  }
  return value;
};
const runs = option("runs", 5);
const processes = option("processes", 2);
const keepGoing = args.includes("--keep-going");

const SUMMARY = ".test-reports/summary.json";
const LOGS = ".test-reports/under-load";
const results = [];
let child = null;
let interrupted = false;

function finish(code) {
  const stopped = stopLoad();
  const cpu = stopped.reduce((sum, s) => sum + (s.cpu ?? 0), 0);
  const factor = process.env.TEST_TIME_FACTOR ? `TEST_TIME_FACTOR=${process.env.TEST_TIME_FACTOR}` : "TEST_TIME_FACTOR unset (2)";
  console.log(`\n\x1b[1mnpm test under load\x1b[0m (${processes} busy processes beside it, ${os.cpus().length} cores, Node ${process.version}, ${factor})`);
  for (const r of results) console.log(`  run ${r.n}/${runs}: ${r.seconds.toFixed(1)} s, ${r.line}${r.failures ? ` (failed: ${r.failures})` : ""}`);
  if (results.length) {
    const times = results.map((r) => r.seconds).sort((a, b) => a - b);
    const green = results.filter((r) => r.ok).length;
    console.log(
      `  ${green} of ${results.length} green; time min ${times[0].toFixed(1)} s, median ${times[Math.floor((times.length - 1) / 2)].toFixed(1)} s, max ${times.at(-1).toFixed(1)} s`,
    );
  }
  if (stopped.length) console.log(`  the load used ${cpu.toFixed(0)} CPU-seconds and is stopped`);
  process.exit(code);
}

// Ctrl-C reaches npm test too (same terminal); wait for it to end, then stop the load.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping npm test and the load…`);
    if (child && child.exitCode === null) {
      child.kill(signal);
      child.once("close", () => finish(130));
      setTimeout(() => finish(130), 15_000).unref();
    } else finish(130);
  });
}

function runOnce(n) {
  mkdirSync(LOGS, { recursive: true });
  rmSync(SUMMARY, { force: true });
  const log = createWriteStream(`${LOGS}/run-${n}.log`);
  const started = Date.now();
  child = spawn("npm", ["test"], { stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
  }
  return new Promise((resolve) => {
    child.on("close", (code) => {
      log.end();
      const seconds = (Date.now() - started) / 1000;
      const summary = existsSync(SUMMARY) ? JSON.parse(readFileSync(SUMMARY, "utf8")) : null;
      const line = summary
        ? `Tests: ${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ""}`
        : `no result (npm test exited ${code})`;
      resolve({ n, seconds, ok: code === 0, line, failures: summary?.failures?.join("; ") ?? "" });
    });
  });
}

const { pids, started } = startLoad({ processes, minutes: runs * 30 + 30 });
console.log(
  `${started ? "Load started" : "Load already running"}: ${pids.length} busy processes (${pids.join(", ")}); npm test ${runs} time(s)${keepGoing ? "" : ", stopping at the first red run"}.`,
);
for (let n = 1; n <= runs && !interrupted; n++) {
  if (running().length < pids.length) console.log("\x1b[33mWarning: a load process has ended; this run has less load beside it.\x1b[0m");
  console.log(`\n\x1b[1m━━ npm test under load: run ${n} of ${runs} ━━\x1b[0m`);
  const result = await runOnce(n);
  if (interrupted) break;
  results.push(result);
  console.log(`\n\x1b[1m━━ run ${n} of ${runs}: ${result.seconds.toFixed(1)} s, ${result.line}${result.ok ? "" : ", RED"} ━━\x1b[0m`);
  if (!result.ok && !keepGoing) break;
}
if (!interrupted) finish(results.length === runs && results.every((r) => r.ok) ? 0 : 1);
