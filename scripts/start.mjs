/**
 * `npm start`: the whole product on 127.0.0.1, offline. Builds the web app, applies the local D1
 * migrations, loads demo data, starts the LinkedIn emulator (unless worker/.dev.vars points at
 * LinkedIn itself) and `wrangler pages dev` with the API Worker behind the API binding.
 * Ctrl-C stops everything it started.
 *
 * Environment: PORT (8788), EMULATOR_PORT (8790), PEXELS_EMULATOR_PORT (8791), PHONE_EMULATOR_PORT
 * (8793), HACKER_NEWS_EMULATOR_PORT (8794), FEEDS_EMULATOR_PORT (8795), PERSIST_TO
 * (.wrangler/state), SKIP_BUILD=1.
 */
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { createFeedsEmulator } from "../test/emulators/feeds/server.mjs";
import { createHackerNewsEmulator } from "../test/emulators/hackernews/server.mjs";
import { createLinkedInEmulator } from "../test/emulators/linkedin/server.mjs";
import { createPexelsEmulator } from "../test/emulators/pexels/server.mjs";
import { createPhoneEmulator } from "../test/emulators/phone/server.mjs";
import { isKeepWarmLine, keepWarm } from "./keep-warm.mjs";
import {
  formatEnvFile,
  loadSettings,
  localWorkerVars,
  OFFLINE_ENV,
  parseEnvFile,
  run,
  usesEmulator,
  usesFeedsEmulator,
  usesHackerNewsEmulator,
  usesPexelsEmulator,
  usesPhoneEmulator,
  waitForHttp,
  wrangler,
} from "./lib.mjs";
import { seed } from "./seed.mjs";

const log = (msg) => console.log(`\x1b[36m[start]\x1b[0m ${msg}`);
/** Preloaded into wrangler: idle loopback connections stay open (cloudflare/workers-sdk#14848). */
const KEEP_ALIVE_PRELOAD = fileURLToPath(new URL("./loopback-keep-alive.cjs", import.meta.url));

/** Image origins the pages may show: LinkedIn's avatars and the stock photos, wherever they come from. */
const imageHostsFor = (vars) =>
  [vars.LINKEDIN_API_BASE, vars.PEXELS_API_BASE, ...vars.STOCK_IMAGE_HOSTS.split(",").map((h) => `https://${h.trim()}`), "https://media.licdn.com"]
    .map((u) => new URL(u).origin)
    .join(" ");

/** Secrets generated once per checkout, so sessions and stored tokens survive a restart. */
async function localSecrets(persistTo) {
  const path = `${persistTo}/../local-secrets.env`;
  const existing = parseEnvFile(path);
  if (existing.SESSION_SECRET && existing.TOKEN_ENCRYPTION_KEY) return existing;
  const fresh = await localWorkerVars({ appUrl: "http://127.0.0.1", linkedinUrl: "http://127.0.0.1" });
  const secrets = { SESSION_SECRET: fresh.SESSION_SECRET, TOKEN_ENCRYPTION_KEY: fresh.TOKEN_ENCRYPTION_KEY };
  writeFileSync(path, formatEnvFile(secrets), { mode: 0o600 });
  return secrets;
}

export async function startStack({
  port = Number(process.env.PORT ?? 8788),
  emulatorPort = Number(process.env.EMULATOR_PORT ?? 8790),
  pexelsPort = Number(process.env.PEXELS_EMULATOR_PORT ?? emulatorPort + 1),
  phonePort = Number(process.env.PHONE_EMULATOR_PORT ?? emulatorPort + 3),
  hackerNewsPort = Number(process.env.HACKER_NEWS_EMULATOR_PORT ?? emulatorPort + 4),
  feedsPort = Number(process.env.FEEDS_EMULATOR_PORT ?? emulatorPort + 5),
  persistTo = process.env.PERSIST_TO ?? ".wrangler/state",
  build = process.env.SKIP_BUILD !== "1",
  quiet = false,
  // The HEAD pings that keep wrangler's dev proxy from holding or failing a request (decision 092).
  warm = true,
  // How long `wrangler pages dev` may take to answer (the browser tests scale it: test/time.ts).
  readyWithinMs = 90_000,
} = {}) {
  const started = Date.now();
  // A stack left running on this port would answer in place of the new one: say so at once.
  await new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", () => reject(new Error(`Port ${port} is already in use (another stack still running?). Stop it, or set PORT.`)))
      .once("listening", () => probe.close(resolve))
      .listen(port, "127.0.0.1");
  });
  const appUrl = `http://127.0.0.1:${port}`;
  const linkedinUrl = `http://127.0.0.1:${emulatorPort}`;
  mkdirSync(persistTo, { recursive: true });
  const phoneUrl = `http://127.0.0.1:${phonePort}`;
  const vars = await localWorkerVars({
    appUrl,
    linkedinUrl,
    pexelsUrl: `http://127.0.0.1:${pexelsPort}`,
    phoneUrl,
    hackerNewsUrl: `http://127.0.0.1:${hackerNewsPort}`,
    feedsUrl: `http://127.0.0.1:${feedsPort}`,
    secretsFrom: await localSecrets(persistTo),
  });
  if (existsSync("worker/.dev.vars")) {
    // wrangler then reads worker/.dev.vars alone, so it must hold every setting.
    const missing = (await loadSettings()).SECRET_NAMES.filter((k) => !(k in parseEnvFile("worker/.dev.vars")));
    if (missing.length) throw new Error(`worker/.dev.vars is missing ${missing.join(", ")} (see .dev.vars.example)`);
  }

  if (build) {
    log("building the web app…");
    await run("node", ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], { quiet: true });
  }
  log("applying D1 migrations…");
  await wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo, "-c", "worker/wrangler.toml"], { quiet: true });
  log("loading demo data…");
  await seed({ persistTo, linkedinUrl });

  let emulator = null;
  if (usesEmulator(vars)) {
    emulator = createLinkedInEmulator({
      clientId: vars.LINKEDIN_CLIENT_ID,
      clientSecret: vars.LINKEDIN_CLIENT_SECRET,
      // The Authorized Redirect URL a LinkedIn app registers for this product (README "LinkedIn app"):
      // the worker's callback (worker/providers/index.ts) on APP_URL. LinkedIn sends members nowhere else.
      redirectUris: [new URL("/public/api/oauth/linkedin/callback", vars.APP_URL).toString()],
    });
    await emulator.listen(emulatorPort, "127.0.0.1");
    log(`LinkedIn emulator on ${linkedinUrl} (published posts: ${linkedinUrl}/)`);
  } else {
    log(`LinkedIn: ${vars.LINKEDIN_AUTH_BASE} (real credentials from worker/.dev.vars)`);
  }

  let pexels = null;
  if (usesPexelsEmulator(vars)) {
    pexels = createPexelsEmulator({ apiKey: vars.PEXELS_API_KEY });
    log(`Pexels emulator on ${await pexels.listen(pexelsPort, "127.0.0.1")}`);
  }

  let phone = null;
  if (usesPhoneEmulator(vars)) {
    phone = createPhoneEmulator({
      apiKey: vars.PHONE_AGENT_API_KEY,
      webhookUrl: `${appUrl}/public/api/phone-agent/webhook`,
      secret: vars.PHONE_AGENT_WEBHOOK_SECRET,
    });
    log(`Phone emulator on ${await phone.listen(phonePort, "127.0.0.1")} (answer the onboarding call there)`);
  }

  let hackerNews = null;
  if (usesHackerNewsEmulator(vars)) {
    hackerNews = createHackerNewsEmulator();
    log(`Hacker News emulator on ${await hackerNews.listen(hackerNewsPort, "127.0.0.1")}`);
  }
  let feeds = null;
  if (usesFeedsEmulator(vars)) {
    feeds = createFeedsEmulator();
    log(`RSS/Atom feeds emulator on ${await feeds.listen(feedsPort, "127.0.0.1")}`);
  }

  const pages = spawn(
    "node",
    [
      "node_modules/wrangler/bin/wrangler.js",
      "pages",
      "dev",
      "-c",
      "wrangler.toml",
      "-c",
      "worker/wrangler.toml",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      // Its own devtools port too: stacks started side by side (the test shards) would all reach for 9229.
      "--inspector-port",
      String(port + 10_000),
      "--persist-to",
      persistTo,
      // The pages show avatars from the LinkedIn emulator and photos from the Pexels emulator.
      "--binding",
      `IMAGE_HOSTS=${imageHostsFor(vars)}`,
      "--show-interactive-dev-session=false",
      "--log-level",
      // Quiet: nothing reaches the terminal, and the log file (below) keeps what the worker said.
      // STACK_LOG_LEVEL=debug shows the local queues' retries and drops, to read a stuck job by.
      process.env.STACK_LOG_LEVEL ?? (quiet ? "info" : "warn"),
    ],
    {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
      // The loopback keep-alive race (scripts/loopback-keep-alive.cjs) would stop a local queue for good.
      env: { ...process.env, ...OFFLINE_ENV, ...vars, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require "${KEEP_ALIVE_PRELOAD}"`.trim() },
      detached: true,
    },
  );
  let pagesOutput = "";
  // A quiet stack (the browser tests, the bench) keeps what the worker logged beside its state, to read after a failure.
  const logFile = quiet ? `${persistTo}/../stack.log` : null;
  if (logFile) writeFileSync(logFile, "");
  let partLine = "";
  const keep = (d) => {
    // the last of it, for the message if wrangler exits
    pagesOutput = (pagesOutput + d).slice(-20_000);
    if (!logFile) return;
    // whole lines, without the keep-warm pings' own
    const lines = (partLine + d).split("\n");
    partLine = lines.pop();
    const kept = lines.filter((line) => !isKeepWarmLine(line.replace(/\x1b\[[0-9;]*m/g, "")));
    if (kept.length) appendFileSync(logFile, `${kept.join("\n")}\n`);
  };
  pages.stdout?.on("data", keep);
  pages.stderr?.on("data", keep);
  const exited = new Promise((resolve) => pages.on("exit", resolve));

  let stopKeepingWarm = async () => {};
  async function stop() {
    await stopKeepingWarm();
    if (pages.exitCode === null) {
      try {
        process.kill(-pages.pid, "SIGTERM");
      } catch {}
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (pages.exitCode === null) {
        try {
          process.kill(-pages.pid, "SIGKILL");
        } catch {}
      }
    }
    await emulator?.close();
    await pexels?.close();
    await phone?.close();
    await hackerNews?.close();
    await feeds?.close();
  }

  try {
    await Promise.race([
      waitForHttp(`${appUrl}/public/api/health-check-does-not-exist`, { timeoutMs: readyWithinMs, isUp: (res) => res.status === 404 }),
      exited.then((code) => {
        throw new Error(`wrangler pages dev exited (${code})\n${pagesOutput}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  if (warm) stopKeepingWarm = keepWarm(appUrl);
  return { url: appUrl, linkedinUrl, phoneUrl, hackerNewsUrl: vars.HACKER_NEWS_API_BASE, emulator, stop, startupMs: Date.now() - started };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stack = await startStack().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  log(`ready in ${(stack.startupMs / 1000).toFixed(1)} s`);
  console.log(`\n  Open ${stack.url}  (sign in as the demo member: username "maya-chen")\n  Press Ctrl-C to stop.\n`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    log("stopping…");
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
