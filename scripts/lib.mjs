/** Shared by the start, seed and test scripts: wrangler with the offline flags, and local env files. */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  // No prompts, ever: scripts run unattended (CI has no standard input).
  CI: process.env.CI ?? "true",
};

/** The API Worker's [secrets] (worker/wrangler.toml): passed to `wrangler pages dev` through its environment. */
export const REQUIRED_SETTINGS = [
  "APP_URL",
  "LINKEDIN_AUTH_BASE",
  "LINKEDIN_API_BASE",
  "LINKEDIN_CLIENT_ID",
  "LINKEDIN_CLIENT_SECRET",
  "SESSION_SECRET",
  "TOKEN_ENCRYPTION_KEY",
  "PEXELS_API_KEY",
  "PEXELS_API_BASE",
  "STOCK_IMAGE_HOSTS",
  "R2_ACCOUNT_ID",
  "R2_ACCESS_KEY_ID",
  "R2_SECRET_ACCESS_KEY",
  "R2_BUCKET_NAME",
  "AI_BASE_URL",
  "AI_API_KEY",
  "AI_MODEL",
  "SIGNIN_STARTS_PER_10_MIN",
];

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

/** What the worker runs with locally: emulator defaults, then worker/.dev.vars, then overrides. */
export function localWorkerVars({ appUrl, linkedinUrl, pexelsUrl = "http://127.0.0.1:8791", secretsFrom = {} }) {
  const user = parseEnvFile("worker/.dev.vars");
  const defaults = {
    APP_URL: appUrl,
    LINKEDIN_AUTH_BASE: linkedinUrl,
    LINKEDIN_API_BASE: linkedinUrl,
    LINKEDIN_CLIENT_ID: "local-linkedin-client",
    LINKEDIN_CLIENT_SECRET: "local-linkedin-secret",
    SESSION_SECRET: secretsFrom.SESSION_SECRET ?? randomBytes(48).toString("base64url"),
    TOKEN_ENCRYPTION_KEY: secretsFrom.TOKEN_ENCRYPTION_KEY ?? randomBytes(32).toString("base64"),
    PEXELS_API_KEY: "local-pexels-key",
    PEXELS_API_BASE: pexelsUrl,
    STOCK_IMAGE_HOSTS: new URL(pexelsUrl).host,
    // No S3 endpoint locally: uploads go to the worker's own signed route.
    R2_ACCOUNT_ID: "",
    R2_ACCESS_KEY_ID: "",
    R2_SECRET_ACCESS_KEY: "",
    R2_BUCKET_NAME: "",
    // Every local sign-in comes from 127.0.0.1 (the browser tests and benchmarks sign in often).
    SIGNIN_STARTS_PER_10_MIN: "100000",
    // No AI provider locally: the offline composer writes the drafts (and says so).
    AI_BASE_URL: "",
    AI_API_KEY: "",
    AI_MODEL: "",
  };
  return { ...defaults, ...user, APP_URL: user.APP_URL ?? appUrl };
}

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/;
export function usesEmulator(vars) {
  return LOOPBACK.test(vars.LINKEDIN_AUTH_BASE);
}
export function usesPexelsEmulator(vars) {
  return LOOPBACK.test(vars.PEXELS_API_BASE);
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
