/**
 * Any OpenAI-compatible chat-completions endpoint: OpenAI, Ollama, vLLM, or Workers AI's
 * OpenAI-compatible URL. Base URL, key and model come from configuration.
 */
import { z } from "zod";
import type { ChatMessage } from "../../ai/prompts";
import { AiProviderError, type ChatModel } from "./types";

const answerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export function openAiCompatible(settings: { baseUrl: string; apiKey: string; model: string; timeoutMs?: number }): ChatModel {
  const base = settings.baseUrl.replace(/\/+$/, "");
  return {
    source: "openai-compatible",
    async complete(messages: ChatMessage[]) {
      let res: Response;
      try {
        res = await fetch(`${base}/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
          body: JSON.stringify({ model: settings.model, messages, temperature: 0.7, max_tokens: 1200 }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
        });
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError" || /timed? ?out|abort/i.test((error as Error).message);
        throw new AiProviderError(
          timedOut ? "The AI provider took too long to answer." : "The AI provider could not be reached.",
          timedOut ? "timeout" : "unavailable",
        );
      }
      if (!res.ok) throw new AiProviderError(`The AI provider answered ${res.status}.`, "http");
      const parsed = answerSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success || !parsed.data.choices[0].message.content.trim()) throw new AiProviderError("The AI provider's answer was not a post.", "malformed");
      return parsed.data.choices[0].message.content;
    },
  };
}
