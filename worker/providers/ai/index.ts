import { readConfig } from "../../config";
import { openAiCompatible } from "./openai-compatible";
import type { ChatModel } from "./types";

/** The configured writer: an OpenAI-compatible endpoint when set, else none (the offline composer). */
export function chatModelFor(env: Env): ChatModel | null {
  const config = readConfig(env);
  if (config.AI_BASE_URL && config.AI_MODEL) {
    return openAiCompatible({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL });
  }
  return null;
}
