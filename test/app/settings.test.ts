/**
 * Settings declared once (worker/settings.ts): everything else that names them is derived or
 * checked here, so a setting added in one place and forgotten in another fails this test.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { devVarsExample, localValues, SECRET_NAMES, SETTINGS, settingsSchema, testValues } from "../../worker/settings";

const ctx = {
  appUrl: "http://127.0.0.1:8788",
  linkedinUrl: "http://127.0.0.1:8790",
  pexelsUrl: "http://127.0.0.1:8791",
  phoneUrl: "http://127.0.0.1:8793",
  hackerNewsUrl: "http://127.0.0.1:8794",
  feedsUrl: "http://127.0.0.1:8795",
  random: () => btoa("x".repeat(32)),
};
const toml = readFileSync("worker/wrangler.toml", "utf8");

/** The [vars] table and the [secrets] required list of worker/wrangler.toml. */
function wranglerSettings() {
  const vars = Object.fromEntries([...(/\[vars\]([\s\S]*?)\n\[/.exec(toml)?.[1] ?? "").matchAll(/^([A-Z0-9_]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]));
  const required = [...(/\[secrets\][\s\S]*?required\s*=\s*\[([\s\S]*?)\]/.exec(toml)?.[1] ?? "").matchAll(/"([A-Z0-9_]+)"/g)].map((m) => m[1]);
  return { vars, required };
}

describe("settings declared once", () => {
  it(".dev.vars.example is generated from the settings (npm run settings)", () => {
    expect(readFileSync(".dev.vars.example", "utf8")).toBe(devVarsExample());
  });

  it("worker/wrangler.toml's [vars] and required secrets are exactly the settings, with their production values", () => {
    const { vars, required } = wranglerSettings();
    const expectedVars = Object.fromEntries(Object.entries(SETTINGS).flatMap(([name, s]) => (s.secret ? [] : [[name, s.production]])));
    expect(vars).toEqual(expectedVars);
    expect([...required].sort()).toEqual([...SECRET_NAMES].sort());
  });

  it("the generated Env type names every setting", () => {
    const types = readFileSync("worker/worker-configuration.d.ts", "utf8");
    for (const name of Object.keys(settingsSchema.shape)) expect(types, name).toMatch(new RegExp(`\\b${name}: string;`));
  });

  it("every setting has a description, and the local and test values parse", () => {
    for (const [name, schema] of Object.entries(settingsSchema.shape)) expect(schema.description, name).toBeTruthy();
    const { vars } = wranglerSettings();
    expect(settingsSchema.safeParse({ ...vars, ...localValues(ctx) }).success).toBe(true);
    expect(settingsSchema.safeParse({ ...vars, ...testValues(ctx) }).success).toBe(true);
  });
});
