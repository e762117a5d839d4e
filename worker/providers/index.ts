import { readConfig } from "../config";
import { linkedin } from "./linkedin";
import { pexels } from "./pexels";
import { type PhoneAgent, vapi } from "./phone-agent";

/** The callback's path within the public OAuth routes (a literal, so the typed client keeps its routes apart). */
export const LINKEDIN_CALLBACK_ROUTE = "/linkedin/callback";
/** The path LinkedIn sends people back to; registered as the app's redirect URL. */
export const LINKEDIN_CALLBACK_PATH = `/public/api/oauth${LINKEDIN_CALLBACK_ROUTE}` as const;

export function linkedinFor(env: Env) {
  const config = readConfig(env);
  return linkedin({
    clientId: config.LINKEDIN_CLIENT_ID,
    clientSecret: config.LINKEDIN_CLIENT_SECRET,
    redirectUri: new URL(LINKEDIN_CALLBACK_PATH, config.APP_URL).toString(),
    authBase: config.LINKEDIN_AUTH_BASE,
    apiBase: config.LINKEDIN_API_BASE,
    version: config.LINKEDIN_VERSION,
    timeoutMs: config.LINKEDIN_TIMEOUT_MS,
    communityManagement: config.LINKEDIN_COMMUNITY_MANAGEMENT,
  });
}

export function pexelsFor(env: Env) {
  const config = readConfig(env);
  return pexels({ apiBase: config.PEXELS_API_BASE, apiKey: config.PEXELS_API_KEY });
}

export function phoneAgentFor(env: Env): PhoneAgent {
  const config = readConfig(env);
  return vapi({
    apiBase: config.PHONE_AGENT_API_BASE,
    apiKey: config.PHONE_AGENT_API_KEY,
    assistantId: config.PHONE_AGENT_ASSISTANT_ID,
    phoneNumberId: config.PHONE_AGENT_PHONE_NUMBER_ID,
  });
}
