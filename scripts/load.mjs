/**
 * A CPU load beside the tests (issue 23): busy processes at normal priority, as other work on a
 * shared machine would be. `npm test` must stay green beside it (scripts/test-under-load.mjs).
 *
 *   node scripts/load.mjs start [--processes 2] [--minutes 180]
 *   node scripts/load.mjs status
 *   node scripts/load.mjs stop
 *
 * Each process is `node -e "for(;;){}"` in a session of its own (detached: it outlives this
 * script), so it is a separate program to the scheduler, as another person's work is. Their ids
 * are kept in .test-reports/load.pids; `stop` ends exactly those, after checking each id still
 * names one of them. Each also stops by itself after --minutes, should `stop` never come.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const PIDS_FILE = ".test-reports/load.pids";
/** In each busy process's command line: how `stop` knows an id is still one of ours. */
const MARK = "postcraft-test-load";
const TICKS_PER_SECOND = 100; // USER_HZ on Linux, the unit of /proc/<pid>/stat's times

/** The command line of a live process, or null when there is none (or it cannot be read). */
function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    try {
      process.kill(pid, 0);
      return ""; // alive, but no /proc to read (not Linux)
    } catch {
      return null;
    }
  }
}

/** CPU-seconds a process has used so far (Linux), or null. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime
  } catch {
    return null;
  }
}

const readPids = () => (existsSync(PIDS_FILE) ? readFileSync(PIDS_FILE, "utf8").split(/\s+/).filter(Boolean).map(Number) : []);

/** Our busy processes that are still running. */
export function running() {
  return readPids().filter((pid) => {
    const cmd = commandLine(pid);
    return cmd !== null && (cmd === "" || cmd.includes(MARK));
  });
}

/** Starts the load (unless it runs already); returns the processes' ids. */
export function startLoad({ processes = 2, minutes = 180 } = {}) {
  const already = running();
  if (already.length) return { pids: already, started: false };
  const code = `/* ${MARK} */ const end = Date.now() + ${Math.round(minutes * 60_000)}; while (Date.now() < end) {}`;
  const pids = [];
  for (let i = 0; i < processes; i++) {
    const child = spawn(process.execPath, ["-e", code], { detached: true, stdio: "ignore" });
    child.unref();
    pids.push(child.pid);
  }
  mkdirSync(".test-reports", { recursive: true });
  writeFileSync(PIDS_FILE, `${pids.join("\n")}\n`);
  return { pids, started: true };
}

/** Ends our busy processes; returns each one's id and the CPU-seconds it had used. */
export function stopLoad() {
  const stopped = running().map((pid) => {
    const cpu = cpuSeconds(pid);
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
    return { pid, cpu };
  });
  rmSync(PIDS_FILE, { force: true });
  return stopped;
}

const describe = (pids) => pids.map((pid) => `${pid} (${cpuSeconds(pid)?.toFixed(0) ?? "?"} CPU-s)`).join(", ");

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...rest] = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = rest.indexOf(`--${name}`);
    const value = i === -1 ? fallback : Number(rest[i + 1]);
    if (!(value > 0)) {
      console.error(`--${name} takes a positive number`);
      process.exit(2);
    }
    return value;
  };
  if (command === "start") {
    const { pids, started } = startLoad({ processes: option("processes", 2), minutes: option("minutes", 180) });
    console.log(started ? `Load started: ${pids.length} busy processes, ids ${pids.join(", ")} (${PIDS_FILE}).` : `Load already running: ${describe(pids)}.`);
  } else if (command === "stop") {
    const stopped = stopLoad();
    console.log(
      stopped.length ? `Load stopped: ${stopped.map(({ pid, cpu }) => `${pid} (${cpu?.toFixed(0) ?? "?"} CPU-s)`).join(", ")}.` : "No load was running.",
    );
  } else if (command === "status") {
    const pids = running();
    console.log(pids.length ? `Load running: ${describe(pids)}.` : "No load running.");
  } else {
    console.error("Usage: node scripts/load.mjs start [--processes 2] [--minutes 180] | status | stop");
    process.exit(2);
  }
}
