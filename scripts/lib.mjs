/** Shared by the start, seed and test scripts: wrangler with the offline flags, and local env files. */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  // No prompts, ever: scripts run unattended (CI has no standard input).
  CI: process.env.CI ?? "true",
};

/** A TypeScript module of the repo, bundled with esbuild so these plain Node scripts can run it. */
export async function loadTypeScript(entry, name) {
  // One file per process: the test shards start their stacks at the same moment.
  const outfile = `.wrangler/tmp/${name}-${process.pid}.mjs`;
  await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "node", outfile, logLevel: "silent" });
  try {
    return await import(`${pathToFileURL(resolve(outfile)).href}?t=${Date.now()}`);
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** The worker's settings (worker/settings.ts, the single list). */
let settingsModule = null;
export async function loadSettings() {
  settingsModule ??= await loadTypeScript("worker/settings.ts", "settings");
  return settingsModule;
}

export function parseEnvFile(path) {
  if (!existsSync(path)) return {};
  const out = {};
  for (const line of readFileSync(path, "utf8").split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m && m[2] !== "") out[m[1]] = m[2].replace(/^"(.*)"$/, "$1");
  }
  return out;
}

export function formatEnvFile(vars) {
  return `${Object.entries(vars)
    .map(([k, v]) => `${k}=${v}`)
    .join("\n")}\n`;
}

/** What the worker runs with locally: the settings' local values, then worker/.dev.vars, then overrides. */
export async function localWorkerVars({
  appUrl,
  linkedinUrl,
  pexelsUrl = "http://127.0.0.1:8791",
  phoneUrl = "http://127.0.0.1:8793",
  hackerNewsUrl = "http://127.0.0.1:8794",
  feedsUrl = "http://127.0.0.1:8795",
  secretsFrom = {},
}) {
  const { localValues } = await loadSettings();
  const user = parseEnvFile("worker/.dev.vars");
  const defaults = localValues({ appUrl, linkedinUrl, pexelsUrl, phoneUrl, hackerNewsUrl, feedsUrl, random: (bytes) => randomBytes(bytes).toString("base64") });
  for (const name of ["SESSION_SECRET", "TOKEN_ENCRYPTION_KEY"]) if (secretsFrom[name]) defaults[name] = secretsFrom[name];
  return { ...defaults, ...user, APP_URL: user.APP_URL ?? appUrl };
}

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/;
export function usesEmulator(vars) {
  return LOOPBACK.test(vars.LINKEDIN_AUTH_BASE);
}
export function usesPhoneEmulator(vars) {
  return LOOPBACK.test(vars.PHONE_AGENT_API_BASE);
}
export function usesPexelsEmulator(vars) {
  return LOOPBACK.test(vars.PEXELS_API_BASE);
}
export function usesHackerNewsEmulator(vars) {
  return LOOPBACK.test(vars.HACKER_NEWS_API_BASE);
}
/** The local feeds emulator serves every listed feed on the loopback. */
export function usesFeedsEmulator(vars) {
  return vars.FEED_SOURCES.split(",").some((u) => LOOPBACK.test(u.trim()));
}

export function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...OFFLINE_ENV, ...env } });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}\n${output}`))));
  });
}

export const wrangler = (args, options) => run("node", ["node_modules/wrangler/bin/wrangler.js", ...args], options);

export async function waitForHttp(url, { timeoutMs = 60_000, isUp = (res) => res.status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: "manual" });
      if (isUp(res)) return;
      lastError = new Error(`status ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms: ${lastError?.message}`);
}
