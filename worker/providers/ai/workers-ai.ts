/**
 * The Workers AI binding (`[ai] binding = "AI"` in worker/wrangler.toml, production only: it
 * cannot run locally, so the binding is not declared by default; decision 017).
 */
import type { ChatMessage } from "../../ai/prompts";
import { AiProviderError, type ChatModel } from "./types";

export type AiBinding = { run(model: string, input: { messages: ChatMessage[]; max_tokens?: number }): Promise<unknown> };

export function workersAi(binding: AiBinding, model: string): ChatModel {
  return {
    source: "workers-ai",
    async complete(messages) {
      let answer: unknown;
      try {
        answer = await binding.run(model, { messages, max_tokens: 1200 });
      } catch (error) {
        throw new AiProviderError(`Workers AI failed: ${(error as Error).message}`, "unavailable");
      }
      const text = (answer as { response?: unknown } | null)?.response;
      if (typeof text !== "string" || !text.trim()) throw new AiProviderError("Workers AI's answer was not a post.", "malformed");
      return text;
    },
  };
}
