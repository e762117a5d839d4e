/**
 * The rules-based humanizer (used when no AI provider is configured): it removes the phrasing
 * that makes text sound machine-written and says what it changed. Names and numbers are left
 * exactly as they were: rules only ever touch the phrases listed here.
 */
export type Change = { from: string; to: string };

/** Stock openers and closers: dropped, with the sentence that follows kept. */
const STOCK_PHRASES: RegExp[] = [
  /\bIn today's (?:fast-paced|ever-changing|rapidly evolving|digital) (?:world|landscape|age),?\s*/gi,
  /\bIn the ever-evolving (?:world|landscape) of [^,]+,\s*/gi,
  /\bIt is (?:important|worth|crucial) to note that\s*/gi,
  /\bIt's (?:important|worth|crucial) (?:to note|noting|mentioning) that\s*/gi,
  /\bIn conclusion,?\s*/gi,
  /\bUltimately,\s*/gi,
  /\bAt the end of the day,\s*/gi,
  /\bIn summary,\s*/gi,
  /\bLet's dive in[.!]?\s*/gi,
  /\bWithout further ado,?\s*/gi,
  /\bNeedless to say,\s*/gi,
];

/** Hedges and filler: dropped. */
const HEDGES: RegExp[] = [
  /\bit could be argued that\s*/gi,
  /\barguably,?\s*/gi,
  /\bessentially,?\s*/gi,
  /\bbasically,?\s*/gi,
  /\bin many ways,?\s*/gi,
  /\bquite frankly,?\s*/gi,
];

/** Buzzwords: plain words instead. */
const PLAIN_WORDS: Array<[RegExp, string | ((match: string, ...groups: string[]) => string)]> = [
  [/\butiliz(e|es|ed|ing)\b/gi, "us$1"],
  [/\bleverag(e|es|ed|ing)\b/gi, "us$1"],
  [/\bdelv(e|es|ed|ing) into\b/gi, (_m, end) => `${{ e: "look", es: "looks", ed: "looked", ing: "looking" }[end.toLowerCase() as "e"]} into`],
  [/\bseamless(ly)?\b/gi, "smooth$1"],
  [/\brobust\b/gi, "solid"],
  [/\bsynerg(y|ies)\b/gi, "teamwork"],
  [/\bgame[- ]changer\b/gi, "big change"],
  [/\bcutting[- ]edge\b/gi, "new"],
  [/\bparadigm shift\b/gi, "big shift"],
  [/\bempower(s|ed|ing)?\b/gi, "help$1"],
  [/\bmyriad of\b/gi, "many"],
  [/\ba plethora of\b/gi, "many"],
  [/\bin order to\b/gi, "to"],
  [/\bfurthermore,?\s*/gi, "Also, "],
  [/\bmoreover,?\s*/gi, "And "],
  [/\btapestry\b/gi, "mix"],
  [/\bnavigat(e|es|ed|ing) the complexities of\b/gi, "handl$1"],
];

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

function splitSentence(sentence: string, ended: boolean, changes: Change[]) {
  if (!ended || sentence.length < 90 + 25) return sentence;
  for (const joiner of JOINERS) {
    const at = sentence.indexOf(joiner, 90);
    if (at === -1) continue;
    const a = sentence.slice(0, at);
    const word = joiner.slice(2, -1);
    const b = sentence.slice(at + joiner.length);
    if (b.length < 26) continue;
    const replacement = `${a}. ${word === "which" ? "That" : word.charAt(0).toUpperCase() + word.slice(1)} ${b}`;
    changes.push({ from: sentence.trim(), to: replacement.trim() });
    return replacement;
  }
  return sentence;
}

export function humanize(input: string): { text: string; changes: Change[] } {
  const changes: Change[] = [];
  let text = input;
  for (const pattern of [...STOCK_PHRASES, ...HEDGES]) {
    text = text.replace(pattern, (m) => {
      changes.push({ from: m.trim(), to: "" });
      return "";
    });
  }
  for (const [pattern, plain] of PLAIN_WORDS) {
    text = text.replace(pattern, (m) => {
      const single = new RegExp(pattern.source, "i");
      const replaced = typeof plain === "string" ? m.replace(single, plain) : m.replace(single, plain);
      const out = m[0] === m[0].toUpperCase() ? replaced.charAt(0).toUpperCase() + replaced.slice(1) : replaced;
      changes.push({ from: m.trim(), to: out.trim() });
      return out;
    });
  }
  text = varyRhythm(text, changes);
  text = fixCase(
    text
      .replace(/[ \t]{2,}/g, " ")
      .replace(/ +([.,!?])/g, "$1")
      .trim(),
  );
  return { text, changes };
}
