import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startStack } from "../../scripts/start.mjs";
import { within } from "../time";

declare module "vitest" {
  export interface ProvidedContext {
    appUrl: string;
    linkedinUrl: string;
    phoneUrl: string;
    persistTo: string;
  }
}

/**
 * One fresh stack for the run, on its own ports and state, so a running `npm start` is untouched.
 * A shard (BROWSER_SHARD, see vitest.config.ts) gets ports and state of its own: shard 0 uses
 * 8796–8801, shard 1 8816–8821, shard 2 8836–8841.
 */
export default async function setup(project: TestProject) {
  const shard = Number(process.env.BROWSER_SHARD ?? 0);
  const base = 8796 + 20 * shard;
  const dir = shard ? `.wrangler/browser-test-${shard}` : ".wrangler/browser-test";
  rmSync(dir, { recursive: true, force: true });
  const stack = await startStack({
    port: base + 2,
    emulatorPort: base,
    pexelsPort: base + 1,
    persistTo: `${dir}/state`,
    build: process.env.SKIP_BUILD !== "1",
    quiet: true,
    readyWithinMs: within(45_000),
  });
  project.provide("appUrl", stack.url);
  project.provide("persistTo", `${dir}/state`);
  project.provide("linkedinUrl", stack.linkedinUrl);
  project.provide("phoneUrl", stack.phoneUrl);
  return () => stack.stop();
}
