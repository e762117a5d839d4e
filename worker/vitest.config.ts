import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import shards from "../test/shards.json";
import { TIME_FACTOR, within } from "../test/time";
import { testValues } from "./settings";

/**
 * `npm test` runs the worker tests in shards side by side (WORKER_SHARD=0, 1, 2: test/shards.json),
 * each process with its own workerd and emulators: most of these tests wait on queues, alarms and
 * backoffs, not the CPU. The last shard takes every file not named there, so none is left out.
 */
const WORKER_SHARDS = shards.worker.map((names) => names.map((name) => `test/worker/${name}.test.ts`));
const shard = process.env.WORKER_SHARD === undefined ? null : Number(process.env.WORKER_SHARD);

/** Worker tests run inside workerd with real D1 (migrations applied), queues and Durable Objects. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(__dirname, "../migrations"));
  return {
    root: path.join(__dirname, ".."),
    plugins: [
      cloudflareTest(({ inject }) => ({
        main: path.join(__dirname, "index.ts"),
        wrangler: { configPath: path.join(__dirname, "wrangler.toml") },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // The tests' patience (test/time.ts) inside workerd, which sees this binding as process.env.
            TEST_TIME_FACTOR: String(TIME_FACTOR),
            // Every setting's test value comes from worker/settings.ts; the emulators run in the
            // test process (global setup) and are reached over HTTP.
            ...testValues({
              appUrl: "http://app.test",
              linkedinUrl: inject("linkedinUrl"),
              pexelsUrl: inject("pexelsUrl"),
              phoneUrl: inject("phoneUrl"),
              hackerNewsUrl: inject("hackerNewsUrl"),
              feedsUrl: inject("feedsUrl"),
              random: () => "",
            }),
          },
        },
      })),
    ],
    test: {
      include: shard === null || shard >= WORKER_SHARDS.length ? ["test/worker/**/*.test.ts"] : WORKER_SHARDS[shard],
      exclude: shard === null || shard < WORKER_SHARDS.length ? [] : WORKER_SHARDS.flat(),
      globalSetup: [path.join(__dirname, "../test/worker/global-setup.ts")],
      setupFiles: [path.join(__dirname, "../test/worker/apply-migrations.ts")],
      // Every limit is an idle machine's time times TEST_TIME_FACTOR (test/time.ts): a test's own
      // waits (waitFor, settledJob: 15 s) end before it does, with their clearer message.
      testTimeout: within(20_000),
      hookTimeout: within(10_000),
      expect: { poll: { timeout: within(5_000) } },
      // Files share one LinkedIn emulator (and its scripted faults): one file at a time.
      fileParallelism: false,
      // One workerd for all of a shard's files, not a fresh one a file (decision 067): a fresh one
      // cost ~2.5 s of CPU a file to start and import the Worker, half of the worker tests' CPU.
      // Each test still starts from empty tables and bucket (apply-migrations.ts).
      isolate: false,
      silent: "passed-only" as const,
      // The workerd imports the whole API Worker one module at a time (~560): with the
      // dependencies pre-bundled, their ~340 modules are a few files (decision 064).
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "libphonenumber-js/max",
              "libphonenumber-js/min",
              "drizzle-orm",
              "drizzle-orm/d1",
              "drizzle-orm/sqlite-core",
              "arctic",
              "hono",
              "hono/factory",
              "hono/http-exception",
              "zod",
              "@hono/zod-validator",
              "aws4fetch",
            ],
          },
        },
      },
    },
  };
});
