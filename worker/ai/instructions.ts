/**
 * Regenerate without a model: the member's instruction, read the way members write it, applied
 * to the draft. Several instructions in one request are all applied ("shorter, add 2 hashtags").
 * Shortening keeps every number and name; nothing is added that claims anything; an instruction
 * this writer cannot follow (a translation, something it does not understand) changes nothing
 * and says so in plain words.
 */
import { OFFLINE_WRITER_UNDERSTANDS } from "../../app/spec/texts";
import { capLength } from "./linkedin-text";
import { type Fact, namesIn, numbersIn, readMaterial } from "./material";
import { polish } from "./polish";
import { contract, expand, numberFirst, questionHook } from "./writer";

export type Instruction =
  | { kind: "translate" }
  | { kind: "under"; chars: number }
  | { kind: "shorter" }
  | { kind: "longer" }
  | { kind: "casual" }
  | { kind: "formal" }
  | { kind: "question-end" }
  | { kind: "question-start" }
  | { kind: "hashtags"; count: number }
  | { kind: "no-emoji" }
  | { kind: "stronger-hook" };

export const OFFLINE_UNDERSTANDS = OFFLINE_WRITER_UNDERSTANDS;
export const CANNOT_TRANSLATE = "The offline writer can't translate. Connect a model (see the README) to translate posts; your draft is unchanged.";
export const notUnderstood = (query: string) =>
  `The offline writer didn't understand "${query.trim().slice(0, 80)}", so your draft is unchanged. It understands: ${OFFLINE_UNDERSTANDS}.`;

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, a: 1, an: 1, couple: 2, few: 3 };
const LANGUAGES = "spanish|french|german|italian|portuguese|dutch|hindi|arabic|chinese|japanese|korean|polish|turkish|russian|swedish|english";

export function readInstructions(query: string): Instruction[] {
  const q = query.toLowerCase();
  const found: Instruction[] = [];
  if (new RegExp(`\\btranslat|\\b(?:in|into|to) (?:${LANGUAGES})\\b|\\b(?:${LANGUAGES}) (?:version|please)\\b`).test(q)) return [{ kind: "translate" }];
  const under =
    /\b(?:under|below|less than|fewer than|max(?:imum)?(?: of)?|at most|within|no more than|keep it (?:to|under|below))\s*(\d{2,4})\s*(?:char(?:acter)?s?|letters)?\b/.exec(
      q,
    );
  if (under) found.push({ kind: "under", chars: Number(under[1]) });
  else if (/\b(?:short(?:er|en)?|concise|trim|cut (?:it )?down|too long|brief(?:er)?|tighten|condense|less wordy)\b/.test(q)) found.push({ kind: "shorter" });
  if (/\b(?:longer|lengthen|expand|more detail|elaborate|flesh (?:it )?out|a bit more|add more)\b/.test(q) && !/\btoo long\b|\bno longer\b/.test(q))
    found.push({ kind: "longer" });
  if (/\b(?:casual|chatty|chattier|relaxed|friendl(?:y|ier)|less (?:stiff|formal|corporate)|conversational|informal|laid[- ]back)\b/.test(q))
    found.push({ kind: "casual" });
  else if (/\b(?:formal|professional|polished|less casual|serious|corporate)\b/.test(q)) found.push({ kind: "formal" });
  if (/\b(?:start|open|begin|lead|kick off)\w*\b[^.]*\bquestion\b|\bquestion (?:first|at the (?:start|beginning|top))\b/.test(q))
    found.push({ kind: "question-start" });
  else if (/\bquestion\b|\bask (?:the )?readers?\b/.test(q)) found.push({ kind: "question-end" });
  const tags = /\b(?:add|with|include|use|put)?\s*(\d|one|two|three|four|five|a couple of|a few)?\s*(?:relevant\s+)?hash ?tags?\b/.exec(q);
  if (tags && /hash ?tag/.test(q) && !/\b(?:remove|no|without|drop|delete)\b[^.]*hash ?tag/.test(q)) {
    const word = (tags[1] ?? "").replace(/^a (?:couple|few) of$/, (m) => m.split(" ")[1]);
    const count = /\d/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 3);
    found.push({ kind: "hashtags", count: Math.min(Math.max(count, 1), 5) });
  }
  if (/\bemoj(?:i|is|ies)\b/.test(q) && /\b(?:remove|no|without|drop|strip|delete|lose|get rid|less|fewer)\b/.test(q)) found.push({ kind: "no-emoji" });
  if (
    /\bhook\b|\bfirst line\b|\bopening line\b|\bopener\b|\bpunchier (?:start|opening|intro)\b|\bstronger (?:start|opening|intro)\b|\bgrab attention\b/.test(q)
  )
    found.push({ kind: "stronger-hook" });
  return found;
}

export type Revision = { ok: true; content: string; applied: Instruction["kind"][] } | { ok: false; message: string };

const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]\uFE0F?|\u200D|\uFE0F/gu;
const HASHTAG_LINE = /^(?:#[\p{L}\p{N}_]+\s*)+$/u;
/** Numbers and names in a block (a name is a capitalised word that does not start a sentence or a line). */
const specificsOf = (text: string) => [
  ...numbersIn(text),
  ...text
    .trim()
    .split(/(?<=[.!?:])\s+|\n/)
    .flatMap((s) => namesIn(s.replace(/^(?:\d+\.|→|-)\s*/, ""))),
];
const stripEnd = (s: string) => s.replace(/[\s.!?;:,]+$/, "");

/** A post as its blocks (paragraphs), the hashtag line kept apart. */
function blocksOf(content: string) {
  const blocks = content
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  const tags = blocks.length > 1 && HASHTAG_LINE.test(blocks.at(-1)!) ? blocks.pop()! : null;
  return { blocks, tags };
}

const join = (blocks: string[], tags: string | null) => [...blocks, ...(tags ? [tags] : [])].join("\n\n");

/** Lines that carry none of the member's specifics, least useful first: sign-offs, lead-ins, asides. */
function dropOrder(blocks: string[]): number[] {
  const keep = new Set([0]);
  const scored = blocks.map((b, i) => ({ i, specifics: specificsOf(b).length, question: b.endsWith("?"), len: b.length }));
  return scored
    .filter((s) => !keep.has(s.i))
    .sort((a, b) => a.specifics - b.specifics || Number(a.question) - Number(b.question) || b.len - a.len)
    .map((s) => s.i);
}

/** Removes blocks without specifics until the post fits `target`; a block with a fact goes only when `lose` allows it. */
function shorten(content: string, target: number, lose: boolean): string {
  const { blocks, tags } = blocksOf(content.replace(/\s*\((?:Yes, really|I checked)\.\)/g, ""));
  let current = blocks;
  for (const index of dropOrder(blocks)) {
    if (join(current, tags).length <= target) break;
    const block = blocks[index];
    if (!lose && specificsOf(block).length > 0) continue;
    current = current.filter((b) => b !== block);
  }
  let text = join(current, tags);
  // Lists: shortest form of each item, the facts kept.
  if (text.length > target) text = text.replace(/^(?:The details|Here's how it went):\n/gm, "");
  return text.length > target && lose ? capLength(text, target) : text;
}

function firstFactLine(content: string): Fact {
  const first = content.split("\n").find((l) => l.trim()) ?? "";
  return { text: stripEnd(first.replace(/\s*\([^)]*\)\s*$/, "")), note: false, score: 0 };
}

const LONGER_LINES = {
  I: "If you're working on something similar, I'd be glad to compare notes in the comments.",
  we: "If your team is working on something similar, we'd be glad to compare notes in the comments.",
};
const END_QUESTIONS = { I: "What would you have done?", we: "How does your team handle this?" };

const COMMON_VERBS =
  /^(?:sent|made|took|gave|said|went|came|told|felt|kept|left|knew|thought|became|found|began|brought|bought|built|caught|chose|grew|held|lost|meant|paid|ran|sold|spent|stood|taught|wrote|have|been|were|will|would|could|should|want|need|make|take|give|know|think|feel|keep|find|tell|work|works)$/;
const UNITS = /^(?:days?|weeks?|months?|years?|hours?|minutes?|times?|percent|today|yesterday|tomorrow)$/;

function hashtagsFor(content: string, count: number): string {
  // The member's words only: the writer's lead-ins (":") and questions to the reader are not the topic.
  const own = content
    .replace(/#[\p{L}\p{N}_]+/gu, "")
    .split("\n")
    .filter((l) => !/[:?]\s*$/.test(l.trim()))
    .join("\n");
  const { keywords } = readMaterial(own);
  // Topic words: nouns more than verbs ("-ed", "-ing") and units; the more often and the longer, the likelier the topic.
  const often = new Map(keywords.map((w, i) => [w, keywords.length - i]));
  const counts = new Map<string, number>();
  for (const w of own.toLowerCase().match(/[a-z]+/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  const words = keywords
    .filter((w) => w.length >= 4 && /^[a-z]+$/.test(w) && !/(?:ed|ing|ly)$/.test(w) && !UNITS.test(w) && !COMMON_VERBS.test(w))
    .sort(
      (a, b) =>
        (counts.get(b) ?? 0) * 3 + Math.min(b.length, 10) - ((counts.get(a) ?? 0) * 3 + Math.min(a.length, 10)) || (often.get(b) ?? 0) - (often.get(a) ?? 0),
    )
    .slice(0, count);
  return words.map((w) => `#${w.charAt(0).toUpperCase()}${w.slice(1)}`).join(" ");
}

const HEDGE = /^(?:I think|I guess|I feel like|honestly|just|so|well|basically),?\s+/i;

/** The hook made stronger: the most specific line leads, hedges and asides go, a number moves to the front. */
function strongerHook(content: string): string {
  const { blocks, tags } = blocksOf(content);
  const clean = (l: string) => stripEnd(l.replace(/^(?:\d+\.|→|-)\s*/, "").replace(/\s*\([^)]*\)$/, ""));
  const lines = blocks.flatMap((b) => b.split("\n")).map(clean);
  const score = (l: string) => numbersIn(l).length * 3 + (l.length >= 25 && l.length <= 110 ? 1 : 0) - (l.endsWith("?") ? 5 : 0) - (l.length < 20 ? 4 : 0);
  const current = lines[0] ?? "";
  const best = lines.reduce((b, l) => (score(l) > score(b) ? l : b), current);
  let hook = best.replace(HEDGE, "").replace(/^(?:[A-Z][a-z]+(?: \d)?|The [a-z]+|Key takeaway|What I took from it|Remember this|Moral of the story):\s+/, "");
  const punch = numberFirst(hook);
  const andSplit = /\s(?:and|but|so)\s|,\s/.exec(hook);
  let moved: string | null = null;
  if (punch && punch !== `${hook}.`) hook = stripEnd(punch);
  else if (hook.length > 60 && andSplit && andSplit.index >= 20 && /\d/.test(hook.slice(0, andSplit.index))) {
    // The first half carries the number; the second half becomes the next line, nothing lost.
    moved = hook.slice(andSplit.index + andSplit[0].length);
    hook = hook.slice(0, andSplit.index);
  } else if (andSplit && andSplit.index >= 15 && /\d/.test(hook.slice(andSplit.index))) {
    // The number is in the second half: it leads, the first half follows.
    moved = hook.slice(0, andSplit.index);
    hook = hook.slice(andSplit.index + andSplit[0].length);
  } else if (hook.length > 60 && andSplit && andSplit.index >= 20) {
    moved = hook.slice(andSplit.index + andSplit[0].length);
    hook = hook.slice(0, andSplit.index);
  }
  const rest = (best === current ? blocks.slice(1) : blocks).filter((b) => clean(b) !== best);
  const second = moved ? [`${moved.charAt(0).toUpperCase()}${moved.slice(1)}.`] : [];
  return join([`${hook.charAt(0).toUpperCase()}${hook.slice(1)}.`, ...second, ...rest], tags);
}

export function revise(content: string, query: string): Revision {
  const instructions = readInstructions(query);
  if (instructions.length === 0) return { ok: false, message: notUnderstood(query) };
  if (instructions.some((i) => i.kind === "translate")) return { ok: false, message: CANNOT_TRANSLATE };
  const voice = readMaterial(content).voice;
  let text = content.replace(/\r\n?/g, "\n").trim();
  const original = text;
  const has = (kind: Instruction["kind"]) => instructions.some((i) => i.kind === kind);
  if (has("no-emoji") || has("formal")) text = text.replace(EMOJI, "").replace(/[ \t]{2,}/g, " ");
  if (has("formal")) {
    text = expand(text)
      .replace(/\s*\((?:Yes, really|I checked)\.\)/g, "")
      .replace(/^(?:Send coffee\.|Anyway\. Back to work\.|Who knew\.)$/gm, "")
      .replace(/!/g, ".")
      .replace(/\bMoral of the story\b/g, "Key takeaway");
  }
  if (has("casual")) {
    text = contract(text)
      .replace(/^The details:\n/gm, "")
      .replace(/\bKey takeaway\b/g, "The lesson")
      .replace(/\bhowever\b/gi, "but")
      .replace(/\btherefore\b/gi, "so")
      .replace(/\bin addition\b/gi, "also")
      .replace(/\bregarding\b/gi, "about")
      .replace(/\borganisation\b/g, "team");
    // Already casual: labels lose their article ("The surprise:" → "Surprise:"), then a plain
    // closing question becomes a shorter, chattier one; nothing the member said is lost.
    if (text === original)
      text = text.replace(
        /^((?:\d+\.|→|-)\s+)?The ([a-z]+):/gm,
        (_m, marker: string | undefined, label: string) => `${marker ?? ""}${label.charAt(0).toUpperCase()}${label.slice(1)}:`,
      );
    if (text === original) {
      const { blocks, tags } = blocksOf(text);
      const last = blocks.at(-1) ?? "";
      const chatty = /'/.test(last) ? "What's your story?" : voice === "we" ? "Been there too?" : "Been there?";
      if (blocks.length > 1 && last.endsWith("?") && last.length > chatty.length) blocks[blocks.length - 1] = chatty;
      text = join(blocks, tags);
    }
  }
  const under = instructions.find((i) => i.kind === "under");
  if (under && under.kind === "under") text = shorten(text, under.chars, true);
  else if (has("shorter")) {
    const shorter = shorten(text, Math.floor(text.length * 0.7), false);
    text = shorter.length < text.length ? shorter : shorten(text, Math.floor(text.length * 0.85), false);
  }
  if (has("longer")) {
    const { blocks, tags } = blocksOf(text);
    const at = blocks.at(-1)?.endsWith("?") ? blocks.length - 1 : blocks.length;
    blocks.splice(at, 0, LONGER_LINES[voice]);
    text = join(blocks, tags);
  }
  if (has("stronger-hook")) text = strongerHook(text);
  if (has("question-start") && !text.split("\n")[0].trim().endsWith("?")) {
    // The question carries the hook's own clause, so it replaces the hook rather than repeat it.
    const { blocks, tags } = blocksOf(text);
    blocks[0] = questionHook(firstFactLine(text), voice);
    text = join(blocks, tags);
  }
  if (has("question-end")) {
    const { blocks, tags } = blocksOf(text);
    if (!blocks.at(-1)?.endsWith("?")) blocks.push(END_QUESTIONS[voice]);
    text = join(blocks, tags);
  }
  const tags = instructions.find((i) => i.kind === "hashtags");
  if (tags && tags.kind === "hashtags") {
    const { blocks } = blocksOf(text);
    const line = hashtagsFor(join(blocks, null), tags.count);
    text = join(blocks, line || null);
  }
  const revised = capLength(polish(text), 3000);
  return { ok: true, content: revised, applied: instructions.map((i) => i.kind) };
}
