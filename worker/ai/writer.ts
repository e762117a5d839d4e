/**
 * The offline writer: a deterministic ghostwriter used when no model is configured (the default
 * of `npm start`). It writes only what the member said: the hook from their most specific fact,
 * the body from the rest, in the structure of the template or reference they picked (never its
 * words), in one of four tones that differ in sentence length, structure, vocabulary and the
 * closing line. It is not a model, and the answer says so (`source: "composer"`).
 */
import { capLength } from "./linkedin-text";
import { asSentence, type Fact, hookFact, type Material, readMaterial, VERB_LED } from "./material";
import { polish } from "./polish";
import type { Tone } from "./prompts";
import { NO_SHAPE, type Shape, shapeOf } from "./shape";

export type WriteInput = { template?: string; reference?: string; userInput: string; tone: Tone; author?: "person" | "company" };

const MOMENT_WORDS =
  /^(?:yesterday|today|this morning|last (?:week|month|year|night|monday|tuesday|wednesday|thursday|friday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:19|20)\d\d)\b/i;
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const pick = <T>(list: readonly T[], seed: string) => list[hash(seed) % list.length];
const lowerFirst = (s: string) => (/^(?:I\b|I'|[A-Z]{2}|[A-Z][a-z]+[A-Z])/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));
const stripEnd = (s: string) => s.replace(/[\s.!?;:,]+$/, "");

/** Questions to the reader: they ask, they claim nothing. */
const CLOSERS: Record<Tone, { I: readonly string[]; we: readonly string[] }> = {
  Professional: {
    I: ["How does your team approach this?", "What has worked for you?", "Which of these would you try first?"],
    we: ["How does your team approach this?", "What has worked in your organisation?", "Which of these would you try first?"],
  },
  Anecdote: {
    I: ["Has something like this happened to you?", "What would you have done?", "What's the moment that taught you the most?"],
    we: ["Has your team been through something like this?", "What would you have done in our place?", "What's a moment that changed how your team works?"],
  },
  Motivational: {
    I: ["What's one step you'll take this week?", "What are you starting today?", "Your turn: what's the first step?"],
    we: ["What's one step your team will take this week?", "What will your team start today?", "Your turn: what's the first step?"],
  },
  Funny: {
    I: ["Tell me I'm not the only one?", "Anyone else, or just me?", "Be honest: have you done this too?"],
    we: ["Tell us we're not the only ones?", "Anyone else, or just us?", "Be honest: has your team done this too?"],
  },
};

/** A verb among the first words: "client retention went from 68% to 91%" is a clause. */
const HAS_VERB =
  /^(?:[\w'’%$€£,.-]+\s){1,5}(?:went|grew|rose|fell|got|was|were|is|are|has|have|had|did|made|became|came|took|saw|won|hit|ran|sold|spent|[a-z]{2,}ed)\b/i;
const SUBJECT_LED = /^(?:I|I'm|I've|we|we're|we've|my|our|the|this|it|they|he|she|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?\s(?:and\s\w+\s)?[a-z]+(?:ed|s)\b)/i;

/** The fact as a clause with a subject, or null for a bare noun phrase ("40% more demos"). */
function clauseOf(text: string, voice: "I" | "we"): string | null {
  if (VERB_LED.test(text)) return `${voice} ${lowerFirst(text)}`;
  if (SUBJECT_LED.test(text) || HAS_VERB.test(text)) return lowerFirst(text);
  return null;
}

/** "took us 4 years" has its subject in the object: "It took us 4 years." */
const IT_LED = /^(?:took|cost|gave|made|taught|showed|brought|saved|earned)\s+(?:us|me)\b/i;

/** A fact as the sentence a post can carry; a verb-led note gets the member's "I" or "we". */
function sentence(f: Fact, voice: "I" | "we"): string {
  if (!f.key && IT_LED.test(f.text)) return `It ${lowerFirst(f.text)}.`;
  if (!f.key && VERB_LED.test(f.text)) return `${voice === "we" ? "We" : "I"} ${lowerFirst(f.text)}.`;
  return asSentence(f);
}

/** Keys whose value is the news itself: the hook carries it without its label. */
const HEADLINE_KEYS = /^(?:result|win|outcome|event|story|news|headline|achievement|milestone|what|update|announcement|launch)$/;

/** A hook under the fold: the fact's first clause when the whole is long, keeping its numbers. */
function hookText(f: Fact, voice: "I" | "we", max: number): { hook: string; rest: string | null } {
  const whole = f.key && HEADLINE_KEYS.test(f.key) ? `${voice === "we" && VERB_LED.test(f.text) ? "We " : ""}${f.text}` : stripEnd(sentence(f, voice));
  const text = stripEnd(whole);
  if (text.length <= max) return { hook: `${text}.`, rest: null };
  const cut = /,\s|\s[-–—]\s|\s(?:because|so|and|but|which)\s/g;
  for (const m of text.matchAll(cut)) {
    if (m.index! < 30 || m.index! > max) continue;
    const head = text.slice(0, m.index);
    const tail = text.slice(m.index! + m[0].length);
    if (!/\d/.test(head) && /\d/.test(tail)) continue;
    return { hook: `${head}.`, rest: `${tail.charAt(0).toUpperCase()}${tail.slice(1)}.` };
  }
  return { hook: `${text}.`, rest: null };
}

/** "I shipped v2 in 6 weeks" → "6 weeks. I shipped v2.": the number leads when a preposition carries it. */
const NUMBER_TAIL = /^(.{12,}?)\s+(?:in|within|for|after|over|by)\s+((?:[$€£]\s?)?\d[\d,.]*\s?(?:%|k|K|M)?\s?[a-z]*)[.!]?$/;
export function numberFirst(hook: string): string | null {
  const tail = NUMBER_TAIL.exec(hook.trim());
  if (!tail) return null;
  return `${tail[2].charAt(0).toUpperCase()}${tail[2].slice(1)}. ${tail[1]}.`;
}

/** The opening question a template or reference that opens with one asks for. */
export function questionHook(f: Fact, voice: "I" | "we"): string {
  const clause = clauseOf(stripEnd(f.text), voice);
  if (clause) return `Want to know how ${clause}?`;
  return `Ever wondered what's behind ${lowerFirst(stripEnd(f.text))}?`;
}

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bI am\b/g, "I'm"],
  [/\bI have\b(?= [a-z]+ed\b)/g, "I've"],
  [/\b([Ww])e are\b/g, "$1e're"],
  [/\b([Ii])t is\b/g, "$1t's"],
  [/\b([Dd])o not\b/g, "$1on't"],
  [/\b([Dd])id not\b/g, "$1idn't"],
  [/\b([Ii])s not\b/g, "$1sn't"],
  [/\b([Cc])annot\b/g, "$1an't"],
  [/\b([Ww])as not\b/g, "$1asn't"],
];
const EXPANSIONS: Array<[RegExp, string]> = [
  [/\bI'm\b/g, "I am"],
  [/\bI've\b/g, "I have"],
  [/\b([Ww])e're\b/g, "$1e are"],
  [/\b([Ww])e've\b/g, "$1e have"],
  [/\b([Ii])t's\b/g, "$1t is"],
  [/\b([Dd])on't\b/g, "$1o not"],
  [/\b([Dd])idn't\b/g, "$1id not"],
  [/\b([Ii])sn't\b/g, "$1s not"],
  [/\b([Cc])an't\b/g, "$1annot"],
  [/\b([Ww])asn't\b/g, "$1as not"],
  [/\b([Ww])on't\b/g, "$1ill not"],
];
export const contract = (text: string) => CONTRACTIONS.reduce((t, [re, to]) => t.replace(re, to), text);
export const expand = (text: string) => EXPANSIONS.reduce((t, [re, to]) => t.replace(re, to), text);

const MARKER: Record<NonNullable<Shape["list"]>, (i: number) => string> = { numbered: (i) => `${i + 1}.`, arrow: () => "→", dash: () => "-" };

/** Splits a sentence at its commas into short lines (the motivational rhythm). */
function shortLines(text: string): string[] {
  const parts = stripEnd(text)
    .split(/,\s+(?=(?:and|but|so|then)\b|[a-z])/)
    .map((p) => p.trim());
  if (parts.length === 1 || parts.some((p) => p.length < 12)) return [`${stripEnd(text)}.`];
  return parts.map((p, i) => `${i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1)}.`);
}

/** Sentences two by two: a paragraph of a story. */
function pairs(sentences: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += 2) out.push(sentences.slice(i, i + 2).join(" "));
  return out;
}

function listBlock(items: string[], marker: (i: number) => string): string {
  return items.map((item, i) => `${marker(i)} ${stripEnd(item)}`).join("\n");
}

/** How each tone names a lesson: the same fact, in the tone's words. */
const LESSON_LABEL: Record<Tone, string> = {
  Professional: "Key takeaway",
  Anecdote: "What I took from it",
  Motivational: "Remember this",
  Funny: "Moral of the story",
};
/** A last line before the question: encouragement or a wink, never a claim about the member. */
const SIGN_OFF: Partial<Record<Tone, readonly string[]>> = {
  Motivational: ["Keep going.", "Start small. Start today.", "Progress beats perfect."],
  Funny: ["Send coffee.", "Anyway. Back to work.", "Who knew."],
};

function toneSentence(tone: Tone, f: Fact, voice: "I" | "we"): string {
  if (f.key && /^(?:lesson|takeaway|learning|moral)$/.test(f.key)) return `${LESSON_LABEL[tone]}: ${f.text}.`;
  return sentence(f, voice);
}

/** "we opened a site, hired 4 people, and booked 300 patients" → three actions. */
function splitVerbLed(text: string): string[] {
  const out: string[] = [];
  for (const piece of text.split(/,\s+/)) {
    const bare = piece.replace(/^and\s+/i, "");
    if (out.length && VERB_LED.test(bare)) out.push(bare);
    else if (out.length) out[out.length - 1] += `, ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** A long single fact split at its clause boundaries, so a one-line brief has a body. */
const CLAUSE = /,\s+(?=(?:thanks to|after|because|so|and|but|which|with|while|when|for|since|from|then)\b)|\s+(?=(?:thanks to|because)\b)/i;
function clausesOf(f: Fact): Fact[] {
  if (f.key || f.text.length < 60) return [f];
  const parts = f.text
    .split(CLAUSE)
    .flatMap((p) => (p.split(/,\s+(?:and\s+)?(?=\S+\s)/).filter((q, i) => i === 0 || VERB_LED.test(q)).length > 1 ? splitVerbLed(p) : [p]))
    .map((p) => p.trim().replace(/^and\s+/i, ""))
    .filter(Boolean);
  if (parts.length < 2 || parts.some((p) => p.length < 10)) return [f];
  return parts.map((text, i) => ({ text: i === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1), note: false, score: i === 0 ? f.score : 0 }));
}

function body(tone: Tone, facts: Fact[], m: Material, shape: Shape, recreating: boolean): string[] {
  if (facts.length === 0) return [];
  const sentences = facts.map((f) => toneSentence(tone, f, m.voice));
  const notes = facts.filter((f) => f.note).length;
  // A list holds short points; long sentences stay prose whatever the source does.
  const listable = sentences.every((s) => s.length <= 110);
  const asList =
    sentences.length < 2 || !listable
      ? null
      : (shape.list ?? (notes >= 2 && notes >= facts.length / 2 ? (tone === "Professional" ? "numbered" : tone === "Motivational" ? "arrow" : "dash") : null));
  switch (tone) {
    case "Professional": {
      // Full sentences, a numbered breakdown when there are several points.
      if (asList || (facts.length >= 3 && listable)) return ["The details:", listBlock(sentences, MARKER[asList ?? "numbered"])];
      // The context, labelled; then each point on its own.
      return [`Background: ${lowerFirst(sentences[0])}`, ...sentences.slice(1)];
    }
    case "Anecdote": {
      // A story: what happened, in order, in longer paragraphs; a list only when the post recreated has one.
      if (recreating && shape.list && asList) return ["Here's how it went:", listBlock(sentences, MARKER[shape.list])];
      // Joined even when the source has one sentence a paragraph: a story reads in paragraphs.
      return sentences.length >= 3 ? [sentences.slice(0, 3).join(" "), ...pairs(sentences.slice(3))] : [sentences.join(" ")];
    }
    case "Motivational": {
      // Short lines, one thought each; a note stays a note ("Cut load time 40%"), no subject added.
      const lines = facts.flatMap((f, i) => (f.note && !f.key ? [`${f.text.charAt(0).toUpperCase()}${f.text.slice(1)}.`] : shortLines(sentences[i])));
      if (asList) return [listBlock(lines, MARKER[asList === "numbered" ? "numbered" : "arrow"])];
      return lines;
    }
    case "Funny": {
      if (asList) return [listBlock(sentences, MARKER[asList])];
      return pairs(sentences);
    }
  }
}

/** Writes a post from the member's material in the source's structure and the chosen tone. */
export function writePost(input: WriteInput): string {
  const m = readMaterial(input.userInput, input.author);
  const source = input.template?.trim() ? input.template : input.reference;
  const shape = source?.trim() ? shapeOf(source) : NO_SHAPE;
  const tone = input.tone;
  // A story opens on its moment ("Yesterday I…"); the other tones on the most specific fact.
  const top = (tone === "Anecdote" ? m.facts.find((f) => MOMENT_WORDS.test(f.text) && f.score > 0) : undefined) ?? hookFact(m);
  if (!top) return "";
  // A brief of one long sentence is split at its clauses: the most specific becomes the hook.
  const thin = m.facts.length <= 2;
  const split = thin ? clausesOf(top) : [top];
  const lead = split.reduce((best, f) => (f.score > best.score || (/\d/.test(f.text) && !/\d/.test(best.text)) ? f : best), split[0]);
  const max = tone === "Motivational" ? 90 : 120;
  const { hook, rest } = hookText(lead, m.voice, max);
  const opening: string[] = [];
  // Motivational punches: the number first, or a labelled fact without its label ("6 clients this week alone.").
  const punch =
    tone === "Motivational"
      ? (numberFirst(hook) ?? (lead.key && /\d/.test(lead.text) ? `${lead.text.charAt(0).toUpperCase()}${lead.text.slice(1)}.` : null))
      : null;
  if (shape.opensWithQuestion) opening.push(questionHook(lead, m.voice), hook);
  else if (punch) opening.push(punch);
  else if (tone === "Funny" && /\d/.test(hook) && hook.length < 100) opening.push(`${hook} (Yes, really.)`);
  else opening.push(hook);
  const others = m.facts.filter((f) => f !== top);
  const restFacts: Fact[] = [...split.filter((f) => f !== lead), ...(rest ? [{ text: stripEnd(rest), note: false, score: 0 }] : [])];
  const paragraphs = body(tone, [...restFacts, ...others], m, shape, !input.template?.trim() && Boolean(input.reference?.trim()));
  const seed = `${tone}|${input.userInput}`;
  const signOff = SIGN_OFF[tone] ? pick(SIGN_OFF[tone]!, seed) : null;
  const closer = pick(CLOSERS[tone][m.voice], seed);
  const text = [...opening, ...paragraphs, signOff, closer].filter(Boolean).join("\n\n");
  const voiced = tone === "Professional" ? expand(text) : contract(text);
  return capLength(polish(voiced), 3000);
}
