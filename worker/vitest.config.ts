import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { testValues } from "./settings";

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
      include: ["test/worker/**/*.test.ts"],
      globalSetup: [path.join(__dirname, "../test/worker/global-setup.ts")],
      setupFiles: [path.join(__dirname, "../test/worker/apply-migrations.ts")],
      testTimeout: 20_000,
      // Files share one LinkedIn emulator (and its scripted faults): one file at a time.
      fileParallelism: false,
      silent: "passed-only" as const,
    },
  };
});
