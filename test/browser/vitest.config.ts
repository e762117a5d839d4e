import path from "node:path";
import { defineConfig } from "vitest/config";
import shards from "../shards.json";
import { within } from "../time";

/**
 * Browser tests: the real stack (wrangler pages dev + API Worker + emulators) driven in Debian's
 * Chromium. Files in one run share a stack (and the demo member's team), so they run one at a
 * time. `npm test` runs shards side by side instead, each with a stack of its own
 * (BROWSER_SHARD=0, 1, 2: test/shards.json; the last shard takes every other file, so a new
 * file is never left out). Most of a browser test is waiting on the stack, not the CPU.
 */
const BROWSER_SHARDS = shards.browser.map((names) => names.map((name) => `test/browser/${name}.test.ts`));

const shard = process.env.BROWSER_SHARD === undefined ? null : Number(process.env.BROWSER_SHARD);
const all = ["test/browser/**/*.test.ts"];

export default defineConfig({
  root: path.join(__dirname, "../.."),
  test: {
    include: shard === null || shard >= BROWSER_SHARDS.length ? all : BROWSER_SHARDS[shard],
    exclude: shard === null || shard < BROWSER_SHARDS.length ? [] : BROWSER_SHARDS.flat(),
    globalSetup: [path.join(__dirname, "global-setup.ts")],
    fileParallelism: false,
    // Every limit is an idle machine's time times TEST_TIME_FACTOR (test/time.ts), expect.poll's too.
    testTimeout: within(60_000),
    hookTimeout: within(120_000),
    expect: { poll: { timeout: within(10_000) } },
  },
});
