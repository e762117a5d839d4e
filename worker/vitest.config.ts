import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

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
            APP_URL: "http://app.test",
            // The LinkedIn emulator runs in the test process (global setup), reached over HTTP.
            LINKEDIN_AUTH_BASE: inject("linkedinUrl"),
            LINKEDIN_API_BASE: inject("linkedinUrl"),
            LINKEDIN_TIMEOUT_MS: "1500",
            JOB_RETRY_MAX_DELAY_SECONDS: "0",
            RATE_LIMIT_MAX_DELAY_SECONDS: "1",
            // Short, so the tests can outlast a lease; the heartbeat keeps live calls claimed.
            PUBLISH_LEASE_MS: "1000",
            RECONCILE_DELAY_MS: "0",
            SIGNIN_STARTS_PER_10_MIN: "20",
            LINKEDIN_CLIENT_ID: "test-client",
            LINKEDIN_CLIENT_SECRET: "test-secret",
            SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
            TOKEN_ENCRYPTION_KEY: "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=",
            PEXELS_API_KEY: "test-pexels-key",
            PEXELS_API_BASE: inject("pexelsUrl"),
            STOCK_IMAGE_HOSTS: new URL(inject("pexelsUrl")).host,
            R2_ACCOUNT_ID: "",
            R2_ACCESS_KEY_ID: "",
            R2_SECRET_ACCESS_KEY: "",
            R2_BUCKET_NAME: "",
            AI_BASE_URL: "",
            AI_API_KEY: "",
            AI_MODEL: "",
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
