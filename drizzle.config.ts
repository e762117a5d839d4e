import { defineConfig } from "drizzle-kit";

// SQL migrations for D1 are generated from the drizzle schema; wrangler applies them.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
