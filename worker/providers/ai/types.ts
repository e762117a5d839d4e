import type { ChatMessage } from "../../ai/prompts";

/** Where a draft came from: the UI says plainly when the offline composer wrote it. */
export type AiSource = "openai-compatible" | "workers-ai" | "composer";

export interface ChatModel {
  readonly source: AiSource;
  complete(messages: ChatMessage[]): Promise<string>;
}

/** A model that failed in a way the member can't fix: the UI shows the spec's toast. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly kind: "timeout" | "http" | "malformed" | "unavailable",
  ) {
    super(message);
    this.name = "AiProviderError";
  }
}
