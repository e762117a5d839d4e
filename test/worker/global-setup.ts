import type { TestProject } from "vitest/node";
// @ts-expect-error: the emulator is plain ESM JavaScript, run by Node.
import { createLinkedInEmulator } from "../emulators/linkedin/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    linkedinUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const emulator = createLinkedInEmulator({ clientId: "test-client", clientSecret: "test-secret" });
  const url: string = await emulator.listen(0, "127.0.0.1");
  project.provide("linkedinUrl", url);
  return () => emulator.close();
}
