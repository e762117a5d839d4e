import { readConfig } from "../../config";
import { openAiCompatible } from "./openai-compatible";
import type { ChatModel } from "./types";
import { type AiBinding, workersAi } from "./workers-ai";

/**
 * The configured writer: an OpenAI-compatible endpoint when set; else the Workers AI binding when
 * the worker has one; else none, and the offline writer drafts.
 */
export function chatModelFor(env: Env): ChatModel | null {
  const config = readConfig(env);
  if (config.AI_BASE_URL && config.AI_MODEL) {
    return openAiCompatible({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL });
  }
  const binding = (env as unknown as { AI?: AiBinding }).AI;
  if (binding && typeof binding.run === "function") return workersAi(binding, config.WORKERS_AI_MODEL);
  return null;
}
