/**
 * Who writes a member's drafts, and one way to have them written (issue 23): the configured
 * model when there is one (worker/providers/ai), else the offline writer; and the author the
 * prompts speak as. The editor's AI routes and the content calendar both go through here, so the
 * choice, the author and the model's checked retry are made once.
 */
import { readConfig } from "../config";
import type { Db } from "../db/client";
import { findUser } from "../db/users";
import type { Logger } from "../http/logger";
import { chatModelFor } from "../providers/ai";
import type { AiSource, ChatModel } from "../providers/ai/types";
import { writeWithModel } from "./draft-check";
import type { Author, ChatMessage } from "./prompts";

export type DraftWriter = {
  /** The configured model, or null: the offline writer drafts. */
  model: ChatModel | null;
  /** What the drafts record as their writer: the model's name, or "offline". */
  name: string;
  /** What the editor's answers say wrote a draft: the model's source, or the offline composer. */
  source: AiSource;
  author: Author;
};

/** Who writes this team's drafts: the model's name, or "offline" (what a generated draft records). */
export function writerOf(env: Env): string {
  const config = readConfig(env);
  if (config.AI_BASE_URL && config.AI_MODEL) return config.AI_MODEL;
  const binding = (env as unknown as { AI?: { run?: unknown } }).AI;
  if (binding && typeof binding.run === "function") return config.WORKERS_AI_MODEL;
  return "offline";
}

/** The team's writer and the member it writes for. A company page speaks as the company. */
export async function draftWriterFor(env: Env, db: Db, userId: string, profileType?: "individual" | "company" | null): Promise<DraftWriter> {
  const model = chatModelFor(env);
  const user = await findUser(db, userId);
  const kind = (profileType ?? user?.profileType) === "company" ? "company" : "person";
  return {
    model,
    name: writerOf(env),
    source: model ? model.source : "composer",
    author: { kind, name: user?.name ?? "the member", language: "English" },
  };
}

/**
 * A draft by the model (checked, asked once more when it breaks a rule) or, with none, by
 * `offline`. A model failure is `onModelFailure`'s to decide: fall back to the offline writer
 * (the calendar: one post's failure never sinks the month) or throw (the editor says so).
 */
export async function writeDraft(
  writer: DraftWriter,
  draft: { messages: ChatMessage[]; offline(): string },
  log: Logger,
  onModelFailure: "offline" | ((error: Error) => Error),
): Promise<{ content: string; byModel: boolean }> {
  if (writer.model) {
    try {
      const written = await writeWithModel(writer.model, draft.messages);
      if (written.retried) log.info("ai draft retried", { left: written.problems.length });
      return { content: written.text, byModel: true };
    } catch (error) {
      log.warn("ai provider failed", { error: (error as Error).message });
      if (onModelFailure !== "offline") throw onModelFailure(error as Error);
    }
  }
  return { content: draft.offline(), byModel: false };
}
