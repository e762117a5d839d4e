/**
 * The rules-based humanizer (used when no AI provider is configured): it removes the phrasing
 * that makes text sound machine-written (the shared list in machine-phrases.ts), cuts hashtag
 * walls to three, turns em-dash chains and emoji bullets into plain punctuation, and says what it
 * changed. Names and numbers are left exactly as they were: rules only touch the listed phrases,
 * and a word is swapped only for one of the same meaning. Every pass is linear in the text.
 */

import { MAX_HASHTAGS } from "../../app/spec/linkedin";
import { replaceMachinePhrases } from "./machine-phrases";
import { fixArticles } from "./polish";
import { tidyWhitespace } from "./whitespace";

export type Change = { from: string; to: string };

const EMOJI = "[\\p{Extended_Pictographic}\\u{1F1E6}-\\u{1F1FF}]\\uFE0F?\\u200D?";
/** Two or more lines in a row that start with an emoji: a list whose bullets are emoji. */
const EMOJI_LIST = new RegExp(`(?:^[ \\t]*${EMOJI}[^\\n]*\\n)+^[ \\t]*${EMOJI}[^\\n]*`, "gmu");
const EMOJI_AT_START = new RegExp(`^([ \\t]*)(?:${EMOJI})+[ \\t]*`, "gmu");
/** Emoji that decorate: a run of them, or one at the end of a line or of a sentence. */
const EMOJI_DECORATION = new RegExp(`[ \\t]*(?:(?:${EMOJI}){2,}|(?:${EMOJI})(?=[ \\t]*(?:\\n|$)))`, "gmu");

/** Lines of nothing but hashtags, and hashtags past the third anywhere: at most three stay. */
function trimHashtags(text: string, changes: Change[]) {
  let seen = 0;
  const out = text.replace(/#[\p{L}\p{N}_]+/gu, (tag) => {
    seen++;
    if (seen <= MAX_HASHTAGS) return tag;
    changes.push({ from: tag, to: "" });
    return "";
  });
  return out.replace(/^[ \t]+$/gm, "");
}

/** "X — and Y — Z": dashes used as commas become commas; a dash at a line start stays a list marker. */
function plainDashes(text: string, changes: Change[]) {
  return text.replace(/(\S)[ \t]*(?:—|--|–)[ \t]*(?=\S)/g, (m, before: string) => {
    changes.push({ from: m.trim(), to: `${before},` });
    return `${before}, `;
  });
}

/** Emoji used as bullets become "- "; runs of decorative emoji go. */
function plainBullets(text: string, changes: Change[]) {
  const listed = text.replace(EMOJI_LIST, (list) =>
    list.replace(EMOJI_AT_START, (m, indent: string) => {
      changes.push({ from: m.trim(), to: "-" });
      return `${indent}- `;
    }),
  );
  // A lone emoji opening a line (a title's decoration) goes; so do runs and line-end emoji.
  return listed
    .replace(EMOJI_AT_START, (m, indent: string) => (changes.push({ from: m.trim(), to: "" }), indent))
    .replace(EMOJI_DECORATION, (m) => {
      changes.push({ from: m.trim(), to: "" });
      return "";
    });
}

/**
 * Capitalises sentence starts left lower-case by a removed opener: the first letter of the text,
 * after ". ", "! " or "? ", and at the start of a line. One pass, no backtracking (issue 9).
 */
function fixCase(text: string) {
  let out = "";
  let atStart = true; // the next letter starts a sentence
  let afterStop = false; // a . ! or ? that needs white space before the next sentence starts
  for (const ch of text) {
    if (atStart && ch >= "a" && ch <= "z") {
      out += ch.toUpperCase();
      atStart = false;
      continue;
    }
    out += ch;
    if (ch === "\n") {
      atStart = true;
      afterStop = false;
    } else if (ch === "." || ch === "!" || ch === "?") {
      afterStop = true;
      atStart = false;
    } else if (/\s/.test(ch)) {
      if (afterStop) atStart = true;
    } else {
      atStart = false;
      afterStop = false;
    }
  }
  return out;
}

const JOINERS = [", and ", ", which ", ", but "];
const SENTENCE_END = /[.!?\n]/;

/**
 * Long sentences split at "and"/"which"/"but" after a comma, so the rhythm varies: a sentence of
 * 90+ characters before the comma and 25+ after it, ending in . ! or ?. Sentences are found by
 * one scan and joiners with indexOf: linear in the text, whatever it holds.
 */
function varyRhythm(text: string, changes: Change[]) {
  let out = "";
  let from = 0;
  while (from < text.length) {
    let end = from;
    while (end < text.length && !SENTENCE_END.test(text[end])) end++;
    const stop = end < text.length && text[end] !== "\n" ? end + 1 : end; // keep the . ! or ?
    out += splitSentence(text.slice(from, stop), stop > end, changes);
    if (stop === end && end < text.length) out += text[end]; // the newline
    from = stop === end ? end + 1 : stop;
  }
  return out;
}

/** The second half must be a sentence of its own: it starts with its subject. */
const STARTS_WITH_SUBJECT = /^(?:I|we|you|they|he|she|it|this|that|there|our|my|their)\b/i;

function splitSentence(sentence: string, ended: boolean, changes: Change[]) {
  if (!ended || sentence.length < 90 + 25) return sentence;
  for (const joiner of JOINERS) {
    const at = sentence.indexOf(joiner, 90);
    if (at === -1) continue;
    const a = sentence.slice(0, at);
    const word = joiner.slice(2, -1);
    const b = sentence.slice(at + joiner.length);
    if (b.length < 26 || (word !== "which" && !STARTS_WITH_SUBJECT.test(b))) continue;
    const replacement = `${a}. ${word === "which" ? "That" : word.charAt(0).toUpperCase() + word.slice(1)} ${b}`;
    changes.push({ from: sentence.trim(), to: replacement.trim() });
    return replacement;
  }
  return sentence;
}

export function humanize(input: string): { text: string; changes: Change[] } {
  const changes: Change[] = [];
  let text = tidyWhitespace(input);
  text = replaceMachinePhrases(text, (from, to) => changes.push({ from, to }));
  text = plainBullets(text, changes);
  text = plainDashes(text, changes);
  text = trimHashtags(text, changes);
  text = varyRhythm(text, changes);
  // A word put in for another takes the article it needs ("an ever-evolving" became "an changing").
  text = fixCase(
    fixArticles(text)
      .replace(/[ \t]{2,}/g, " ")
      .replace(/ +([.,!?;:])/g, "$1")
      .replace(/,(?:[ \t]*,)+/g, ",")
      .replace(/,([.!?])/g, "$1")
      .replace(/([.!?]),/g, "$1")
      .replace(/^[ \t]*,[ \t]*/gm, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  );
  return { text, changes };
}
