import type { TestProject } from "vitest/node";
// @ts-expect-error: the emulator is plain ESM JavaScript, run by Node.
import { createAiEmulator } from "../emulators/ai/server.mjs";
// @ts-expect-error: the emulator is plain ESM JavaScript, run by Node.
import { createFeedsEmulator } from "../emulators/feeds/server.mjs";
// @ts-expect-error: the emulator is plain ESM JavaScript, run by Node.
import { createHackerNewsEmulator } from "../emulators/hackernews/server.mjs";
// @ts-expect-error: the emulator is plain ESM JavaScript, run by Node.
import { createLinkedInEmulator } from "../emulators/linkedin/server.mjs";
// @ts-expect-error: the emulator is plain ESM JavaScript, run by Node.
import { createPexelsEmulator } from "../emulators/pexels/server.mjs";
// @ts-expect-error: the emulator is plain ESM JavaScript, run by Node.
import { createPhoneEmulator } from "../emulators/phone/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    linkedinUrl: string;
    pexelsUrl: string;
    aiUrl: string;
    phoneUrl: string;
    hackerNewsUrl: string;
    feedsUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // The app's callback (worker/providers/index.ts LINKEDIN_CALLBACK_PATH on the tests' APP_URL), registered as on the Developer Portal.
  const emulator = createLinkedInEmulator({
    clientId: "test-client",
    clientSecret: "test-secret",
    redirectUris: ["http://app.test/public/api/oauth/linkedin/callback"],
  });
  const url: string = await emulator.listen(0, "127.0.0.1");
  project.provide("linkedinUrl", url);
  const pexels = createPexelsEmulator({ apiKey: "test-pexels-key" });
  project.provide("pexelsUrl", await pexels.listen(0, "127.0.0.1"));
  const ai = createAiEmulator();
  project.provide("aiUrl", await ai.listen(0, "127.0.0.1"));
  // The worker under test has no address of its own: the phone emulator records calls, and the tests post its webhooks.
  const phone = createPhoneEmulator({ apiKey: "test-phone-key", webhookUrl: null, secret: "test-phone-webhook-secret" });
  project.provide("phoneUrl", await phone.listen(0, "127.0.0.1"));
  const hackerNews = createHackerNewsEmulator();
  project.provide("hackerNewsUrl", await hackerNews.listen(0, "127.0.0.1"));
  const feeds = createFeedsEmulator();
  project.provide("feedsUrl", await feeds.listen(0, "127.0.0.1"));
  return async () => {
    await hackerNews.close();
    await feeds.close();
    await emulator.close();
    await pexels.close();
    await ai.close();
    await phone.close();
  };
}
