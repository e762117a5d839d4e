import path from "node:path";
import { defineConfig } from "vitest/config";

/** Browser tests: the real stack (wrangler pages dev + API Worker + emulator) driven in Debian's Chromium. */
export default defineConfig({
  root: path.join(__dirname, "../.."),
  test: {
    include: ["test/browser/**/*.test.ts"],
    globalSetup: [path.join(__dirname, "global-setup.ts")],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
