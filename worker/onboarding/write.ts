/**
 * One calendar entry's draft, by the configured model or the offline writer: the same material,
 * post type and context either way. The model is told the post type, who the audience is and
 * what the member wants (to choose the angle, never to be stated), and that it may only use the
 * member's words; a model failure falls back to the offline writer for that entry alone.
 */
import type { PostType } from "../../app/spec/material";
import { type ChatMessage, systemPrompt, type Tone } from "../ai/prompts";
import { type DraftWriter, writeDraft } from "../ai/write-draft";
import type { Logger } from "../http/logger";
import { type Context, compose } from "./compose";
import type { Piece } from "./material";

const SHAPE: Record<PostType, string> = {
  story: "a story: open on the moment, then what happened in order, then what it meant",
  lesson: "a lesson: open on what the member learned or does differently now, then the story that taught it",
  list: "a how-to list: one opening line, then the member's steps as a numbered list, one line each",
  opinion: "an opinion: open on the member's claim, then their reasons, one short paragraph each",
  result: "a result: open on the number, then how they got there",
  qa: "a Q&A: open on the question clients ask, then the member's answer",
};

export type EntryInput = {
  piece: Piece;
  postType: PostType;
  tone: Tone;
  context: Context;
  promotion: string | null;
  addressAudience: boolean;
  /** Closing questions the calendar used already. */
  taken: Set<string>;
  author: { kind: "person" | "company"; name: string };
  /** Private to the writer: what the member wants from LinkedIn. */
  goals: string | null;
};

export function calendarMessages(input: EntryInput): ChatMessage[] {
  const angle = [
    input.context.audience ? `The readers are ${input.context.audience}.` : null,
    input.goals ? `Private context, never to be stated in the post: the member wants LinkedIn to help them with "${input.goals.slice(0, 300)}".` : null,
    input.promotion ? `End with one soft line "P.S. …" about: ${input.promotion}` : "Do not promote anything.",
  ].filter(Boolean);
  return [
    { role: "system", content: systemPrompt(input.author) },
    {
      role: "user",
      content: [
        `Write ${SHAPE[input.postType]}. Tone: ${input.tone}.`,
        ...angle,
        "Use only the member's answer below: keep every number and name, add no fact, no quote, no feeling they did not state. End with one question to the reader about this post's subject.",
        `<member_input>\n${input.piece.answer.replace(/<\/?member_input>/gi, "")}\n</member_input>`,
      ].join("\n\n"),
    },
  ];
}

/** One calendar entry's draft: the model's when it writes, else (or when it fails) the offline writer's. */
export async function writeEntry(writer: DraftWriter, input: EntryInput, log: Logger): Promise<string> {
  const draft = await writeDraft(writer, { messages: calendarMessages(input), offline: () => compose(input).content }, log, "offline");
  return draft.content;
}
