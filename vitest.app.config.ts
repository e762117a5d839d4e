import path from "node:path";
import { defineConfig } from "vitest/config";

/** Unit tests of the web app's own logic (runs in Node). */
export default defineConfig({
  resolve: { alias: { "~": path.join(__dirname, "app") } },
  test: { include: ["test/app/**/*.test.ts"], environment: "node" },
});
