import path from "node:path";
import { defineConfig } from "vitest/config";
import { within } from "./test/time";

/** Unit tests of the web app's own logic (runs in Node). */
export default defineConfig({
  resolve: { alias: { "~": path.join(__dirname, "app") } },
  test: {
    include: ["test/app/**/*.test.ts"],
    environment: "node",
    // An idle machine's limits times TEST_TIME_FACTOR (test/time.ts), as in the other suites.
    testTimeout: within(5_000),
    hookTimeout: within(10_000),
    expect: { poll: { timeout: within(1_000) } },
  },
});
