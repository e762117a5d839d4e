import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startStack } from "../../scripts/start.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    appUrl: string;
    linkedinUrl: string;
    phoneUrl: string;
  }
}

/** One fresh stack for the run, on its own ports and state, so a running `npm start` is untouched. */
export default async function setup(project: TestProject) {
  const persistTo = ".wrangler/browser-test/state";
  rmSync(".wrangler/browser-test", { recursive: true, force: true });
  const stack = await startStack({ port: 8798, emulatorPort: 8796, pexelsPort: 8797, persistTo, build: process.env.SKIP_BUILD !== "1", quiet: true });
  project.provide("appUrl", stack.url);
  project.provide("linkedinUrl", stack.linkedinUrl);
  project.provide("phoneUrl", stack.phoneUrl);
  return () => stack.stop();
}
