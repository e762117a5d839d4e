/**
 * What a model's draft is checked for before a member sees it: the length, the hook before
 * LinkedIn's fold, the shared banned phrases, markdown, hashtags, placeholders. A draft that
 * fails is asked for once more with the reasons; a second failure is cleaned by rule instead of
 * shown as is.
 */
import { FOLD_CHARS, MAX_HASHTAGS } from "../../app/spec/linkedin";
import type { ChatModel } from "../providers/ai/types";
import { toLinkedInText } from "./linkedin-text";
import { machinePhrasesIn, replaceMachinePhrases } from "./machine-phrases";
import { type ChatMessage, retryMessages } from "./prompts";

export { FOLD_CHARS };

export function draftProblems(raw: string): string[] {
  const problems: string[] = [];
  const text = raw.trim();
  if ([...text].length > 3000) problems.push("it is over 3000 characters");
  const hook = text.split("\n").find((l) => l.trim()) ?? "";
  if ([...hook].length > FOLD_CHARS) problems.push(`the first line runs past LinkedIn's fold (${FOLD_CHARS} characters)`);
  const banned = [...new Set(machinePhrasesIn(text))];
  if (banned.length) problems.push(`it uses banned phrases: ${banned.join(", ")}`);
  if (/^\s*#{1,6}\s|\*\*|__|^\s*\*\s/m.test(text)) problems.push("it uses markdown");
  if ((text.match(/#[\p{L}\p{N}_]+/gu) ?? []).length > MAX_HASHTAGS) problems.push("it has more than three hashtags");
  if (/\{[A-Za-z0-9_]+\}/.test(text)) problems.push("it still has a template placeholder");
  return problems;
}

/** The last resort after a second failure: the rules applied by hand. */
function cleanByRule(text: string): string {
  let seen = 0;
  const cleaned = replaceMachinePhrases(text).replace(/#[\p{L}\p{N}_]+/gu, (tag) => (++seen <= MAX_HASHTAGS ? tag : ""));
  return toLinkedInText(cleaned.replace(/[ \t]{2,}/g, " ").replace(/[ \t]+\n/g, "\n"));
}

export type ModelDraft = { text: string; retried: boolean; problems: string[] };

export async function writeWithModel(model: ChatModel, messages: ChatMessage[]): Promise<ModelDraft> {
  const first = await model.complete(messages);
  const problems = draftProblems(first);
  if (problems.length === 0) return { text: toLinkedInText(first), retried: false, problems };
  const second = await model.complete(retryMessages(messages, first, problems));
  const left = draftProblems(second);
  return { text: left.length ? cleanByRule(second) : toLinkedInText(second), retried: true, problems: left };
}
