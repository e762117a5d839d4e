/**
 * What the member gave us to write from, read the way members type it: one line, sentences,
 * "key: value" lines, comma pairs on one line, bullet notes, or a request with the facts after a
 * colon ("make this about my clinic: we opened a second site"). The request words are dropped;
 * every fact keeps the member's own words, and nothing is added to them.
 */
import { atANewSubject } from "./speech";
import { fillTemplateSlots } from "./template-slots";

export type Fact = {
  /** The member's words, as one sentence or note (no final period). */
  text: string;
  /** For "key: value" input: the key, lower-case with spaces ("result", "lesson"). */
  key?: string;
  /** The key as the member typed it ("Q3 update from Fernhill Foods"): names keep their capitals. */
  typedKey?: string;
  /** A note from a bullet list or a comma pair: it reads best as a list item. */
  note: boolean;
  /** How specific it is: numbers, names, moments count (the hook takes the most specific). */
  score: number;
  /**
   * Said of someone the sentence before named: "Hired my first salesperson because he interviewed
   * brilliantly. Lasted 4 months, closed 1 deal." is his doing, not the member's; it never opens.
   */
  theirs?: boolean;
  /** A verb-led sentence right after one the member began with "We": its subject is that "we" ("We scrapped… Replaced them…"). */
  ours?: boolean;
  /** The member ended it with "!" ("Welcome aboard Aisha!"): it ends so in the post, once. */
  exclaimed?: boolean;
};

export type Material = {
  facts: Fact[];
  /** What the post is about when the member named it ("my dental clinic", "mentoring juniors"). */
  subject: string | null;
  /** Numbers and names the member typed, exactly: a faithful post keeps every one. */
  specifics: string[];
  /** Content words, most frequent first: hashtags and topic come from these. */
  keywords: string[];
  /** The member speaks as "we" (a company, a team) rather than "I". */
  voice: "I" | "we";
  /** Who the post is for, when the member said so ("audience: freelancers"): a direction, not a line of the post. */
  audience: string | null;
};

const REQUEST =
  /^\s*(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:make (?:this|it|one)|write (?:a post|one|something|this)|rewrite (?:this|it)|recreate (?:this|it)|redo (?:this|it)|turn (?:this|it) into (?:a|my) post|do (?:this|one)|(?:i )?(?:want|need|would like) (?:to )?(?:post|write|share)(?: something)?|a post|post|something)\s+(?:about|on|for|around|re)\b[:,]?\s*/i;
const BULLET = /^\s*(?:[-*•·–—>]|\d{1,2}[.)]|[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]\uFE0F?)\s*/u;
const KEY_VALUE = /^\s*([A-Za-z][A-Za-z0-9 ]{0,28}?)\s*[:=]\s+(\S.*)$/;
/** "My first manager told me: never…" is someone speaking, not a label: a key has no speaker and no verb of saying. */
const SPOKEN = /\b(?:told|tells|said|says|asked|asks|wrote|writes|replied|texted|emailed|messaged|shouted|warned|taught)\b/i;
/** "Hot take: …", "Myth: …", "The thing nobody tells you: …" frame the member's sentence; they are no field of a brief. */
const FRAMES = String.raw`hot take|unpopular opinion|controversial opinion|real talk|confession|myth|(?:the (?:one )?thing |what |something )?(?:nobody|no one) (?:tells|told) you(?: about [\w' -]+)?`;
const FRAMING = new RegExp(`^(?:${FRAMES})$`, "i");
/** Where a member opens a pushback or a take: "Hot take: …", "Tired of people saying…". */
const FRAMED = new RegExp(`^(?:${FRAMES}):\\s|^(?:I'm |I am |so )?(?:tired|sick) of\\b`, "i");
const keyValue = (text: string) => {
  const m = KEY_VALUE.exec(text);
  return m && !SPOKEN.test(m[1]) && !FRAMING.test(m[1].trim()) ? m : null;
};
/** A comma (or semicolon) that starts the next "key: value" pair on the same line. */
const PAIR_SPLIT = /\s*[,;]\s*(?=[A-Za-z][A-Za-z0-9 ]{0,28}?\s*[:=]\s)/;

const NUMBER =
  /(?:[$€£¥₹]\s?)?\d[\d,.]*(?:\s?(?:%|k|K|M|m|bn|x|X|\+))?(?:\s(?:percent|days?|weeks?|months?|years?|hours?|minutes?|people|customers|clients|users|members|employees|engineers|hires|orders|downloads|subscribers|followers|sites|stores|countries|cities|times|pages|calls|demos|leads|patients|students|kids|sessions|talks|books|projects|products|units|tons|km|miles|kg))?/g;
const MOMENT =
  /\b(?:yesterday|today|tonight|this (?:morning|week|month|year|quarter)|last (?:night|week|month|year|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|fall|autumn|winter)|(?:in|since|back in) (?:19|20)\d\d|(?:january|february|march|april|may|june|july|august|september|october|november|december)|q[1-4]|\d+ (?:days|weeks|months|years) ago|ago)\b/i;
const STOP = new Set(
  "a an and are as at be been but by for from had has have he her his i if in into is it its just me my of on or our so that the their them then there they this to too up us was we were what when which who will with you your about after all also am any because before being can could did do does done each even every few get got how made make many more most much no not now off once one only other out over own same she should since some such than these those through under until very way well while why would yet im ive dont didnt isnt wasnt cant want need post write like really thing things lot".split(
    " ",
  ),
);

/** Words that start a verb-led note ("shipped v2 in 6 weeks"): it needs a subject to be a sentence. */
export const VERB_LED_IRREGULAR =
  /^(?:shipped|hit|cut|got|made|won|ran|built|launched|hired|opened|closed|raised|sold|moved|started|lost|learned|learnt|became|finished|grew|doubled|tripled|reached|signed|spent|saved|wrote|gave|took|joined|left|passed|failed|turned|helped|switched|dropped|reduced|increased|tried|spoke|published|released|completed|delivered|trained|onboarded|crossed|celebrated|quit|found|fixed|served|baked|treated|taught|mentored|ran|did|had|went|met|visited|hosted|organised|organized|created|designed|redesigned|migrated|rebuilt|replaced|added|removed|tested|interviewed|coached|managed|led|came|said|told|felt|kept|knew|thought|bought|brought|saw|ate|drove|flew|sent|paid|read|slept|woke|quit)\b/i;
/** A note that starts with a verb in the past ("shipped v2", "ordered 4kg of truffles"): it needs a subject to be a sentence. */
/** "-ed" words that say how someone feels ("tired of…"): "I" before them is not English, so the note stays as typed. */
const FEELING =
  /^(?:tired|bored|excited|worried|scared|interested|convinced|frustrated|surprised|amazed|exhausted|obsessed|annoyed|thrilled|delighted|pleased|stressed|overwhelmed|disappointed|relieved|embarrassed|confused|fed up)\b/i;
/** A sentence that starts on its verb in the past, with no subject of its own ("Lasted 4 months"). */
const SUBJECTLESS = { test: (text: string) => VERB_LED_IRREGULAR.test(text) || /^[A-Za-z][a-z]{2,}ed\b/.test(text) };
export const VERB_LED = { test: (text: string) => (VERB_LED_IRREGULAR.test(text) || /^[a-z]{3,}ed\b/.test(text)) && !FEELING.test(text) };
const stripEnd = (s: string) => s.replace(/[\s.!?;,]+$/, "");
/** The first letter up, after any emoji the member opened the sentence with ("🎉 Huge thanks…"). */
const firstUpper = (s: string) => s.replace(/^((?:\p{Extended_Pictographic}|\uFE0F|\u200D|\s)*)(.)/u, (_m, lead: string, c: string) => lead + c.toUpperCase());

/**
 * The text with its first letter lower-cased, to go on after other words; not when it starts with
 * "I", an acronym, a CamelCase name, a day or a month ("Monday we shipped…"), or a word the text
 * itself capitalises again later, a name ("Figma… in Figma").
 */
export function lowerFirst(s: string): string {
  const first = /^[\p{L}'’-]+/u.exec(s)?.[0] ?? "";
  if (/^(?:I\b|I'|I’|[A-Z]{2}|[A-Z][a-z]+[A-Z])/.test(s) || CALENDAR_NAME.test(first)) return s;
  if (/^[A-Z]/.test(first) && new RegExp(`\\s${first}\\b`).test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}
const CALENDAR_NAME =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** Words that open a sentence in capitals without being anyone's name ("If you want…", "Most churn…"). */
const SENTENCE_OPENER =
  /^(?:if|when|while|whenever|after|before|since|until|unless|because|although|though|once|most|some|many|every|each|all|any|no|not|never|always|only|just|even|also|this|that|these|those|there|here|it|it's|its|they|they're|you|you're|your|he|she|his|her|their|what|why|how|who|where|which|do|does|did|is|are|was|were|can|could|should|would|will|may|might|must|so|then|now|today|yesterday|tomorrow|last|next|first|in|on|at|for|from|with|without|by|to|of|about|over|under|yes|please|[a-z]+ly)$/i;

/**
 * A sentence's first word is capitalised whatever it is: "Full suit, slides printed", "Receptionist
 * was very kind" name nobody. It counts as a name only with a second capitalised word ("Sarah
 * Chen"), a possessive ("Farah's"), or an inner capital ("DaVinci").
 */
const commonFirst = (w: string, next: string | undefined) =>
  !/^[A-Z][a-z]+[A-Z]/.test(w) && !/['’]s$/.test(w) && !/^[A-Z]/.test((next ?? "").replace(/^[("“']+/, ""));

/**
 * "My stack as a solo video editor: DaVinci Resolve (…), Frame.io for client reviews, and a £12
 * Logitech mouse…": a list the member typed on one line, after its label, is the list it is: the
 * label on its line, an item a line. Three items at least, each short and no sentence; commas inside
 * brackets are the item's own. Numbered items ("Key takeaways: 1) hybrid pricing is winning 2) price
 * on…") keep their numbers, two at least. The list ends where its sentence does: what the member
 * said after it ("…auto-renewal clauses nobody noticed. Fixing them takes an hour.") goes on below.
 * Lines that hold no such list stay as typed.
 */
export function inlineListAsLines(text: string): string {
  return markedLines(text.split("\n").map(tipsUnderTheirTitle).map(listOnItsLines).join("\n"));
}

/**
 * "tips for your first week as a new manager - listen more than you talk. 1:1s with everyone, even
 * if awkward. dont change anything yet. …": a title that promises tips, then short sentences, is
 * the title over its tips, a tip a line. Three tips at least, none longer than 16 words.
 */
const TIPS_TITLE =
  /^((?:(?:\d+|three|four|five|six|seven|eight|nine|ten|a few|some|my)\s+)?(?:quick\s+|top\s+)?(?:tips|lessons|rules|habits|things to (?:do|know|avoid|try))\s+(?:for|on|about|from|i)\b[^.:!?–—]{0,80}?)\s*(?::|\s[-–—])\s+(\S.*)$/i;
function tipsUnderTheirTitle(line: string): string {
  const m = TIPS_TITLE.exec(line.trim());
  if (!m) return line;
  const tips = m[2].split(/(?<=[.!?])\s+/).map((t) => t.trim().replace(/[.]$/, ""));
  if (tips.length < 3 || tips.some((t) => t.split(/\s+/).length > 16)) return line;
  return [`${m[1].trim()}:`, ...tips.map((t) => `- ${t}`)].join("\n");
}

/**
 * "Q4:" and under it a line a point, typed without markers ("we moved office to Leeds", "headcount
 * 12 -> 19", …): three short lines or more under a label are its list, and get their markers.
 */
function markedLines(text: string): string {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!/^[^\n]{2,120}:\s*$/.test(lines[i].trim())) continue;
    let end = i + 1;
    while (end < lines.length && lines[end].trim() && !/:\s*$/.test(lines[end].trim()) && lines[end].trim().split(/\s+/).length <= 14) end++;
    const items = lines.slice(i + 1, end);
    if (items.length >= 3 && items.every((line) => !BULLET.test(line) && !/[.!?]\s+\S/.test(line)))
      for (let j = i + 1; j < end; j++) lines[j] = `- ${lines[j].trim()}`;
    i = end - 1;
  }
  return lines.join("\n");
}

const LABEL_BEFORE_LIST = /(^|[.!?]\s+)([^.!?:\n]{3,120}):\s+/g;
/** Where a sentence ends: before a capital, a number or the line's end. */
const SENTENCE_END = /[.!?](?=\s+["“'‘(]?[A-Z0-9£$€]|\s*$)/y;

const SAID_TO = /\b(?:told (?:me|us|him|her|them)|said|says|asked|asks|wrote|writes|replied|answered|texted|messaged|emailed)$/i;

function listOnItsLines(line: string): string {
  // A few labels a line at the most: each is read to its sentence's end (bounded work on any paste).
  let tried = 0;
  for (const m of line.matchAll(LABEL_BEFORE_LIST)) {
    if (++tried > 8) break;
    // "My manager told me: speak English, we understand you, …" are words someone said, no list.
    if (SAID_TO.test(m[2].trim())) continue;
    const from = m.index + m[0].length;
    const after = line.slice(from);
    const numbered = numberedItems(after);
    const end = numbered ? numbered.end : firstSentenceEnd(after);
    const items = numbered?.items ?? commaItems(after.slice(0, end), LABEL_OF_A_LIST.test(m[2].trim()));
    if (!items) continue;
    const before = line.slice(0, m.index + m[1].length).trim();
    const rest = after.slice(end).replace(/^[.!?]?\s*/, "");
    return [before, `${m[2].trim()}:`, ...items, rest].filter(Boolean).join("\n");
  }
  return line;
}

function firstSentenceEnd(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    if (text[i] === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && /[.!?]/.test(text[i])) {
      SENTENCE_END.lastIndex = i;
      const at = SENTENCE_END.exec(text);
      if (at?.index === i) return i;
    }
  }
  return text.length;
}

/** "1) a 2) b 3) c" (or "1. a 2. b"), numbered in turn from 1: each item on its line with its number, up to the sentence's end. */
function numberedItems(text: string): { items: string[]; end: number } | null {
  const marker = /^(1)([.)])\s+/.exec(text);
  if (!marker) return null;
  const style = marker[2];
  const items: string[] = [];
  let at = marker[0].length;
  for (let n = 2; ; n++) {
    // A list of more than twenty numbered items typed on one line is no list a post carries.
    if (n > 21) return null;
    const next = new RegExp(`\\s${n}\\${style}\\s+`).exec(text.slice(at));
    const stop = firstSentenceEnd(text.slice(at));
    // ("1) Charity Majors said… purchase. 2) Platform teams…": an item may end on its full stop before the next number.)
    const endsOnStop = next !== null && next.index > stop && /^[.!?]?$/.test(text.slice(at + stop, at + next.index).trim());
    if (!next || (next.index > stop && !endsOnStop)) {
      items.push(`${n - 1}${style} ${text.slice(at, at + stop).trim()}`);
      at += stop;
      break;
    }
    items.push(
      `${n - 1}${style} ${text
        .slice(at, at + next.index)
        .trim()
        .replace(/[,;.]$/, "")}`,
    );
    at += next.index + next[0].length;
  }
  const fit = items.length >= 2 && items.every((item) => item.split(/\s+/).length <= 20 && !/:/.test(item));
  return fit ? { items, end: at } : null;
}

/**
 * A label whose words promise points ("What it taught me about incidents:", "Three takeaways:",
 * "Rules I follow:"): the clauses after it are its items, with or without an "and" before the last.
 */
const LABEL_OF_A_LIST =
  /(?:^what (?:I|we) (?:check|look for|ask|test|review|measure|track)\b|^(?:my |our |the )?(?:\d+ |three |four |five |six |seven )?(?:tools|apps|books|podcasts|lessons|tips|rules|habits|mistakes|things|steps|questions|signs|reasons)\s+(?:I|we)\s+(?:use|used|read|rely on|recommend|swear by|ask|make|see|follow|learned|learnt)\b|\b(?:taught|teaches|showed) (?:me|us)\b|\b(?:lessons?|takeaways?|learnings|rules|tips|things|mistakes|habits|signs|steps|truths|reasons|principles)\b(?:\s+(?:I|we)\s+[a-z]+(?:\s+[a-z]+)?)?$|\b(?:I|we) (?:learned|learnt)(?: [a-z]+){0,3}$)/i;

/** An item that ends on a person ("ask Sam", "the healthcare assistants"): a "who" after it says more of them. */
const PERSON_LAST = /(?:\b[A-Z][a-z]+|people|person|staff|team|family|friends?|colleagues?|boss|mum|dad|\w+(?:er|or|ist|ant|ent|ian)s?)$/;

/** "a, b, and c": three items at least, the last with its "and" or "or", each short and no sentence. */
function commaItems(text: string, promised = false): string[] | null {
  if (/:/.test(text)) return null;
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text.replace(/[.!]\s*$/, "")) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if ((ch === "," || ch === ";") && depth === 0) {
      items.push(current.trim());
      current = "";
    } else current += ch;
  }
  items.push(current.trim());
  // ", which saved me 4 hours a month" says more of the item before it: it is no item of its own.
  // (Not after a closed aside: "payment terms (30 days max), who owns the IP" are two things checked.)
  // So does ", they know everything" after "ask the healthcare assistants": a clause on the item before it.
  // (Not where the items themselves open on it: "it loads fast, it works on mobile, it has…".)
  const PRONOUN = /^(?:they|it|he|she)\b/i;
  const opener = (item?: string) => item?.split(/\s+/)[0].toLowerCase();
  // ", who knows…" says more of a person before it; after a thing it is an item that asks who
  // ("their last funding round, who else from their team will join" are two things checked).
  for (let i = items.length - 1; i > 0; i--) {
    const pronoun = PRONOUN.test(items[i]) && !PRONOUN.test(items[i - 1]) && opener(items[i + 1]) !== opener(items[i]);
    const relative = /^(?:which|where)\b/i.test(items[i]) || (/^(?:who|whose)\b/i.test(items[i]) && PERSON_LAST.test(items[i - 1]));
    if ((pronoun || relative) && !/\)$/.test(items[i - 1])) items.splice(i - 1, 2, `${items[i - 1]}, ${items[i]}`);
  }
  // The last item carries its "and" (an Oxford comma): "…, and changing jobs…"; short items may go
  // without it ("Write what you saw: pain score, what they ate, whether they slept"), and so may a
  // day's hours ("6am answer support emails in bed, 9am investor call from the car, …").
  const last = /^(?:and|or)\s+(.+)$/i.exec(items.at(-1) ?? "");
  const hours = items.every((item) => /^(?:and\s+)?(?:\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)|\d{1,2}:\d\d)\b/i.test(item));
  const points = promised && items.every((item) => item.split(/\s+/).length <= 10);
  if (items.length < 3 || (!last && !hours && !points && items.some((item) => item.split(/\s+/).length > 5))) return null;
  if (last) items[items.length - 1] = last[1];
  if (items.some((item) => !item || item.split(/\s+/).length > 16 || /[.!?]\s/.test(item.replace(/\([^)]*\)/g, "")))) return null;
  return items.map((item) => `- ${item}`);
}

/** Proper names: capitalised words that do not start a sentence ("Priya", "Lisbon", "Figma"). */
export function namesIn(sentence: string): string[] {
  const names: string[] = [];
  const words = sentence.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const w = words[i].replace(/^[("“']+|[)"”',.!?;:]+$/g, "");
    if (
      /^[A-Z][a-zA-Z'’-]+$/.test(w) &&
      !/^(?:I|I'm|I've|I'd|I'll|The|A|An|And|But|We|Our|My)$/.test(w) &&
      !(i === 1 && (SENTENCE_OPENER.test(w) || commonFirst(w, words[2])))
    )
      names.push(w);
  }
  return names;
}

export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => stripEnd(m[0])).filter((n) => /\d/.test(n));
}

function specificity(text: string) {
  const numbers = numbersIn(text).length;
  const names = namesIn(`x ${text}`).length;
  const moment = MOMENT.test(text) ? 1 : 0;
  const claim = /\b(?:I|we|our|my)\b/i.test(text) ? 1 : 0;
  const long = text.length > 160 ? -2 : text.length < 12 ? -1 : 0;
  // Money is the stake a reader stops for: "We turned down a £90k project" over "3 weeks and 7 people".
  const money = /[$€£]\s?\d|\d\s?(?:k|m|bn)?\s?(?:euros?|dollars?|pounds?)\b/i.test(text) ? 1 : 0;
  return numbers * 3 + Math.min(names, 2) * 2 + moment + claim + long + money;
}

function fact(text: string, note: boolean, key?: string, typedKey?: string): Fact {
  const clean = stripEnd(text.trim().replace(/\s+/g, " "));
  return {
    text: clean,
    key,
    note,
    score: specificity(clean),
    ...(typedKey && typedKey.toLowerCase() !== typedKey ? { typedKey } : {}),
    ...(/!(?:\s|\p{Extended_Pictographic}|\uFE0F|\u200D)*$/u.test(text) && !key ? { exclaimed: true } : {}),
  };
}

/**
 * A full stop that ends a word, not a sentence: a title before a name ("Dr. Aisha Rahman"), "e.g.",
 * "vs.", and "U.S." or "a.m." before a lower-case word.
 */
const ABBREVIATION =
  /\b((?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|Sgt|Capt|Lt|Col|Gen|Sen|Rep|Gov|Hon|St)\.(?=\s+[A-Z])|(?:e\.g|i\.e|vs|approx|incl|est|cf)\.|(?:[A-Z]\.){2,}(?=\s+[a-z])|(?:[ap]\.m)\.(?=\s+[a-z]))\s+/g;

const atNewSubjects = (sentence: string): string[] => {
  const parts = atANewSubject(sentence);
  return parts ? [parts[0], ...atNewSubjects(parts[1])] : [sentence];
};

/** Sentences of a prose line; a lower-case start stays the member's (polish capitalises). */
function sentencesOf(line: string): string[] {
  // A quotation is one piece however many sentences it holds ("'You answered the phone at 7am…
  // We won't forget it.'"): its inner breaks are held, then given back.
  // "Migrated our monolith to... nothing.": an ellipsis before a lower-case word is a pause, no end.
  const held = line
    .replace(QUOTED, (q) => q.replace(/([.!?])\s+/g, "$1\u0001"))
    .replace(/(\.{3}|…)\s+(?=[a-z])/g, "…\u0001")
    .replace(ABBREVIATION, "$1\u0001");
  // "We shipped dark mode today 🎉 It was…": an emoji before a capital ends a sentence too.
  return (
    held
      .split(/(?<=[.!?]["'”’)]?)\s+(?=\S)|(?<=\p{Extended_Pictographic}\uFE0F?)\s+(?=[A-Z])/u)
      .map((s) => s.replace(/\u0001/g, " ").trim())
      // A brief typed as people talk, with no full stops: a new "I'm…" starts a sentence, as in speech.
      .flatMap(atNewSubjects)
      .filter((s) => /[A-Za-z0-9]/.test(s))
  );
}

/**
 * A quotation in the member's text: "…", “…” or '…' (an apostrophe inside a word, "won't", is no
 * end of it). Its words are the quoted person's: never split, expanded or contracted.
 */
export const QUOTED = /(?<=^|[\s:(—–-])(?:"[^"\n]{2,400}?"|“[^”\n]{2,400}?”|‘[^’\n]{2,400}?’|'(?:[^'\n]|(?<=\p{L})'(?=\p{L})){2,400}?')(?=[\s.,!?;:)]|$)/gu;

/** Words about the reference or the request itself, not about the member's story. */
const ABOUT_THE_REQUEST =
  /\b(?:this (?:post|one|style|format|structure)|the reference(?: post)?|like this|post's format|same (?:idea|structure|format|style|thing)(?!\s+(?:works?|worked|applies|applied|goes|went|happens|happened|is|was|holds|held|helps|helped)\b)|in my own voice|write (?:it|one) like|do this one)\b/i;
const REQUEST_START =
  /^(?:pls |please |can you |could you )?(?:write|do|rewrite|make|use|recreate|redo|want|need|i want|would like|same|(?:just )?like (?:this|the reference))\b/i;
const REQUEST_TAIL = /,?\s*(?:and\s+)?(?:i\s+)?(?:want|need|would like|make)\s+(?:it|this)\s+(?:in|like)\s+(?:this|the reference)[^.\n]*$/i;
/** How the member wants it to sound is a direction for the writer, not a line of the post. */
const STYLE_DIRECTION =
  /,?\s*(?:(?:in an? |with an? )?(?:calm|friendly|light|warm|serious|casual|formal|funny|professional|upbeat|humble|honest|positive|relaxed)\s+(?:tone|vibe|voice)|not (?:too )?(?:preachy|salesy|cringe|cringey|formal|long|braggy|boastful|corporate|stiff)|keep it (?:short|light|simple|casual|professional|humble|positive|real)|no (?:hashtags|emojis?|jargon)|(?:and )?not like I'm (?:just )?(?:trying to )?[a-z ]{2,30}?(?=[,.]|$)|without (?:it )?(?:turning into|sounding like|being|coming across as) an? [a-z -]{2,30}?(?=[,.]|$))\b/gi;
const WANT_TO =
  /(?<=^|[.!?]\s+)(?:i )?(?:(?:want|need|would like|'d like) to (?:explain|talk about|share|write about|post about|say|tell people|show|(?:write|post|talk) (?:honestly |openly |briefly )?about)(?:\s+(?:why|that)(?=\s))?|(?:i'm |am )?thinking (?:of|about) (?:posting|writing|sharing)(?: something)? (?:about|on)|maybe a post (?:about|on))\s+/gim;
/**
 * A sentence addressed to the writer rather than the reader: how the post should be ("Make it
 * short and punchy.", "Please don't make it sound cheesy.", "Keep it under 200 words.", "No
 * hashtags.") or what it needs ("End with a question.", "Add a call to action."). It is dropped.
 */
const DIRECTION =
  /^(?:(?:please|pls|and|also|oh and|btw)[,]?\s+)*(?:(?:make|keep|let) (?:it|this|the post|the tone|the whole thing)\b|(?:don'?t|do not|never|dont) (?:make (?:it|this)|let it|sound|be (?:too |overly )?(?:cheesy|salesy|preachy|cringe|cringey|formal|corporate|braggy|long|wordy|dramatic))|avoid (?:sounding|being|jargon|buzzwords|clich[eé]s|hashtags|emojis)|(?:no|without) (?:hashtags|emojis?|jargon|buzzwords|clich[eé]s|fluff)\b|(?:add|include|use|put in|end (?:it )?with|finish (?:it )?with|close (?:it )?with|start (?:it )?with|open (?:it )?with) (?:a |an |some |one |two |three |\d+ )?(?:(?:relevant|few|strong|short|catchy) )?(?:hashtags?|emojis?|cta|call to action|question|hook|line breaks?)\b|(?:i\s+)?(?:want|need|would like|'d like|wanna|trying|hoping) to\s+(?:push back|respond|reply|react|argue|call out|address|challenge|celebrate|share|announce|talk|write|post|explain|highlight|promote|reframe|debunk)\s+(?:(?:on|to|about|against|with)\s+)?(?:that|this|it)\b|(?:i\s+)?(?:want|need|would like|'d like|wanna|trying|try) to be (?:honest|open|transparent|upfront|candid|real|vulnerable)(?: (?:about|with) (?:it|this|that|people|everyone|you|them))?\s*[.!]?$|(?:tone|style|format|vibe|voice)\s*:|(?:length|word count)\s*:\s*(?:short|medium|long|brief|punchy|(?:under |max |about |around )?\d+\s*(?:words|characters|chars|lines)))/i;
/** "Write about remote work.", "Talk about how I went from teacher to PM at 34.": the subject, and any fact inside it. */
const WRITE_ABOUT =
  /^(?:(?:please|pls|can you|could you|i want you to|i'd like you to|(?:i\s+)?(?:want|need|would like|'d like|wanna) to|i'm thinking of|thinking of)\s+)?(?:write|talk|post|posting|writing|tell (?:people|everyone|my network)|share something)\s+(?:(?:honestly|openly|briefly|publicly|properly|a bit|a little)\s+)?(?:(?:a|one|something)\s+(?:short |quick |linkedin |little )?(?:post\s+)?(?:[a-z-]+(?:,\s*|\s+)){0,7}?)?(?:about|on|around)\s+(.{2,})$/i;
/**
 * What the member asks the post to say, said to the writer: "Mention that we're hiring 3 engineers"
 * is the fact "we're hiring 3 engineers"; "Thank the team" is "Thank you to our team"; "Tell juniors
 * it's fine" says it to them: "Juniors, it's fine".
 */
const MENTION =
  /^(?:(?:please|pls|also|and)\s+)*(?:mention|say|add|note|include|point out|make sure (?:to|you) (?:mention|say))\s+(?:that\s+)?((?:we|we're|we are|we've|I|I'm|I've|our|my|they|it's|there's)\b.+)$/i;
const THANK =
  /^(?:(?:please|pls|also|and)\s+)*(?:(?:i\s+)?(?:want|would like|'d like|need) to\s+)?(?:thank|shout out to|give a shout ?out to|credit)\s+(?:(the|our|my)\s+)?(.{2,60})$/i;
// Only a message with its own subject ("it's fine"): "Tell clients the truth" is the member's advice, kept as typed.
const TELL =
  /^(?:(?:please|pls|also|and)\s+)*tell\s+([a-z]+s|everyone|anyone)\s+(?:that\s+)?((?:it|it's|you|you're|they|they're|there's|this|nobody|everyone|we|I)\b.{2,})$/i;

/** What a sentence addressed to the writer asks the post to say, in the member's words; null when it is not one. */
function toldToSay(sentence: string, voice: "I" | "we"): string | null {
  const text = stripEnd(sentence.trim());
  const mention = MENTION.exec(text);
  if (mention) return `${firstUpper(mention[1])}.`;
  const thank = THANK.exec(text);
  if (thank && !/\b(?:you|me|us|him|her|them)\b/i.test(thank[2].split(/\s+/)[0])) {
    // "the team" is ours; "the couples who trusted me" are the ones the clause names.
    const owner =
      thank[1] && (thank[1].toLowerCase() !== "the" || /\b(?:who|that|which)\b/.test(thank[2])) ? thank[1].toLowerCase() : voice === "we" ? "our" : "my";
    return `Thank you to ${owner} ${thank[2]}.`;
  }
  const tell = TELL.exec(text);
  if (tell) return `${firstUpper(tell[1])}, ${tell[2]}.`;
  return null;
}

/** A briefing label inside a sentence ("Topic: pricing.", "Audience: freelancers."). */
const BRIEF_LABEL = /^(topic|subject|theme|audience|target audience|for|written for)\s*:\s*(.+)$/i;

/**
 * What an "about …" phrase gives: "how I went from teacher to PM at 34" is the member's fact (the
 * clause, without "how"); "the time we lost our biggest client" too; "remote work" names the subject.
 */
export function readAbout(phrase: string): { subject: string | null; fact: string | null } {
  const text = stripEnd(phrase.trim());
  const clause =
    /^(?:how|why|when|that|the (?:time|day|moment|week|year|month) (?:when |that )?)\s*((?:I|I'm|I've|we|we're|we've|my|our|[A-Z][a-z]+)\b.*)$/i.exec(text);
  if (clause) return { subject: null, fact: firstUpper(clause[1]) };
  // A subject with a number or a name is a fact ("the surgeon who said no to me 11 times").
  if (/\d/.test(text) || namesIn(`x ${text}`).length > 0) return { subject: text, fact: text };
  return { subject: text, fact: null };
}

const LABEL_ONLY = /^(?:my (?:stuff|story|facts|notes|details|info)|details|context|facts|info|notes)\s*:\s*/i;

/**
 * Requests mixed with the facts, as members type them ("can you write it like this one but about
 * my classroom? started using…", "…, want it in this style", "- want it like the reference but
 * about us"): the request goes, the subject it names stays, and so does every fact after a colon.
 */
function takeRequests(input: string, voice: "I" | "we"): { rest: string; subject: string | null; audience: string | null } {
  let subject: string | null = null;
  let audience: string | null = null;
  const kept: string[] = [];
  for (const line of input.split("\n")) {
    const bullet = /^\s*(?:[-*•]\s+)?/.exec(line)![0];
    const segments = line.slice(bullet.length).split(/(?<=[.?!])\s+/);
    const out: string[] = [];
    for (const raw of segments) {
      // A sentence addressed to the writer is not the post's; "write about X" leaves its subject.
      if (DIRECTION.test(raw.trim())) continue;
      const told = toldToSay(raw, voice);
      if (told) {
        out.push(told);
        continue;
      }
      const about = WRITE_ABOUT.exec(raw.trim());
      if (about) {
        const read = readAbout(about[1].replace(STYLE_DIRECTION, ""));
        if (read.subject) subject ??= read.subject.split(/,\s/)[0];
        if (read.fact) out.push(`${stripEnd(read.fact)}.`);
        continue;
      }
      // "Topic: pricing." among sentences names the subject; "Audience: freelancers." says who it is for.
      const label = segments.length > 1 ? BRIEF_LABEL.exec(stripEnd(raw.trim())) : null;
      if (label && !/\d/.test(label[2]) && label[2].split(/\s+/).length <= 5) {
        if (/^(?:topic|subject|theme)$/i.test(label[1])) subject ??= label[2];
        else audience ??= label[2];
        continue;
      }
      let segment = raw.replace(REQUEST_TAIL, "").replace(LABEL_ONLY, "");
      const keyed = /^([a-z ]{1,20}):\s+(.*)$/i.exec(segment);
      const body = keyed ? keyed[2] : segment;
      // ("11pm writing this post" is the member's own day, not a request about the post.)
      const doingIt = /\b(?:writing|reading|finishing|drafting|typing)\s+this post\b/i.test(body) && !REQUEST_START.test(body);
      if (!doingIt && ABOUT_THE_REQUEST.test(body) && (REQUEST_START.test(body) || keyed || bullet.trim())) {
        const colon = body.indexOf(":");
        const head = colon >= 0 ? body.slice(0, colon) : body;
        // Everything after "about" is the member's: its first clause names the subject.
        const about = /\b(?:about|for)\s+(?!this\b|the reference\b)(.{2,})$/i.exec(head);
        const told = about ? stripEnd(about[1].replace(REQUEST_TAIL, "")) : "";
        if (told) subject ??= told.split(/,\s/)[0];
        segment = colon >= 0 ? body.slice(colon + 1).trim() : told.includes(",") || /\d/.test(told) ? told : "";
      }
      if (segment.trim()) out.push(segment.trim());
    }
    if (out.length) kept.push(`${bullet}${out.join(" ")}`);
  }
  // A subject with a number or a name is a fact ("the surgeon who said no to me 11 times").
  const rest = kept.join("\n");
  if (subject && (/\d/.test(subject) || namesIn(`x ${subject}`).length > 0) && !rest.includes(subject))
    return { rest: `${subject}.\n${rest}`, subject, audience };
  return { rest, subject, audience };
}

/** `template`: the one the member chose, whose blanks they may fill by name ("role: …", "question: …"). */
export function readMaterial(userInput: string, author?: "person" | "company", template?: string): Material {
  // "Announce our webinar on 12 March…": the verb is said to the writer; what follows is the post's.
  let input = userInput
    .replace(/\r\n?/g, "\n")
    .trim()
    .replace(
      /^(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:announce|promote|advertise|let (?:people|everyone) know about|tell (?:people|everyone) about)\s+(?=(?:our|my|the|a|an)\s)/i,
      "",
    );
  let subject: string | null = null;
  const request = REQUEST.exec(input);
  if (request) {
    input = input.slice(request[0].length);
    // "make this about my dental clinic: we opened…": the part before the colon names the subject.
    const colon = /^([^:\n]{2,60}):\s+(\S[\s\S]*)$/.exec(input);
    if (colon?.[1].trim().includes(" ")) {
      subject = stripEnd(colon[1]);
      // "post about our Q3 results: revenue up 38%…", "…about our new sourdough subscription: 120
      // households…": the member's own thing (a number, a name, "our"/"my") is said too, as the
      // post's first line, unless the facts already name it.
      const own = /\d/.test(subject) || namesIn(`x ${subject}`).length > 0 || /^(?:our|my)\s/i.test(subject);
      input = own && !colon[2].toLowerCase().includes(subject.toLowerCase().replace(/^(?:our|my)\s+/, "")) ? `${firstUpper(subject)}.\n${colon[2]}` : colon[2];
    } else {
      // "write a post about remote work. I think…": the first sentence is what it is about.
      const first = /^([^\n]*?[^\s.!?])(?:[.!?]+(?:\s+|$)|\n|$)/.exec(input);
      if (first) {
        const read = readAbout(first[1]);
        subject = read.subject;
        input = `${read.fact ? `${stripEnd(read.fact)}.\n` : ""}${input.slice(first[0].length)}`;
      }
    }
  }
  const taken = takeRequests(input, author === "company" || (author === undefined && weSpeaks(input)) ? "we" : "I");
  input = taken.rest
    .replace(STYLE_DIRECTION, "")
    .replace(WANT_TO, "")
    // "Q4 notes for the post:" labels the member's notes for us: "Q4:" is what the post says.
    .replace(
      /^([^\n:]{0,40}?)\s*\b(?:(?:some |my |rough )?notes|bullet points|points|info|details|material)\s+for\s+(?:the|a|my|this|our)\s+(?:linkedin\s+)?post\s*:/gim,
      (_m, before: string) => (before.trim() ? `${before.trim()}:` : ""),
    );
  subject ??= taken.subject;
  let audience = taken.audience;
  // "So basically our client wanted…": the filler a member types before their first sentence.
  input = input.replace(
    /^\s*(?:(?:ok|okay|so|well|um|uh|basically|anyway|right|alright|yeah)\b[,.]?\s+)+(?=(?:our|my|the|a|an|last|this|yesterday|today|it|they|he|she|you|there|in|on|after|when|i(?:['’]?(?:m|ve|d|ll))?|we(?:['’]?(?:ve|re|d|ll))?)\b)/i,
    "",
  );
  // "…sort through it which, you know, I'm happy to do": said aloud, "you know" between commas is no word of the post.
  input = input.replace(/\b(which|that|who),\s*(?:you know|i mean)\s*,\s*/gi, "$1 ").replace(/,\s*(?:you know|i mean)\s*,/gi, ",");
  // "for like 4 years", "took like 3 weeks": said aloud, "like" before a quantity means "about".
  input = input.replace(
    /\b(for|in|after|over|of|took|takes|spent|had|got|was|were|is|are|it's|only)\s+like\s+(?=(?:[$€£]?\d[\d,.]*|a (?:few|couple)|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a hundred)\b)/gi,
    "$1 about ",
  );
  // "hot take cold email isn't dead": the member's own label, typed without its colon.
  input = input.replace(
    /(^|[.!?]\s+|\n)(hot take|unpopular opinion|controversial opinion|real talk|confession)\s*[,:.!-]*\s+(?=[a-z0-9])/gim,
    (_m, before: string, label: string) => `${before}${firstUpper(label.toLowerCase())}: `,
  );
  const facts: Fact[] = [];
  for (const rawLine of input.split("\n")) {
    if (!rawLine.trim()) continue;
    const marked = BULLET.exec(rawLine);
    // "🚀 Big news! We've hit 10,000 users…": an emoji before a line of several sentences decorates
    // it; it is no list item.
    const decorated = marked && /\p{Extended_Pictographic}/u.test(marked[0]) && sentencesOf(rawLine.slice(marked[0].length)).length > 1;
    const bullet = decorated ? null : marked;
    const line = marked ? rawLine.slice(marked[0].length) : rawLine;
    const pairs = line.split(PAIR_SPLIT);
    const keyed = pairs.map((p) => keyValue(p));
    if (keyed.every(Boolean) && keyed.length > 0) {
      for (const m of keyed) {
        const key = m![1].trim().toLowerCase();
        // "audience: freelancers" says who the post is for; "audience: 200 designers" is who came (a fact).
        if (AUDIENCE.test(key) && !/\d/.test(m![2]) && m![2].split(/\s+/).length <= 5) {
          audience ??= stripEnd(m![2]);
          continue;
        }
        // "Myth: recruiters don't read cover letters. I read every one. …": the key labels its first
        // sentence; what follows is the member's prose, not part of the myth.
        const [labelled, ...after] = pairs.length === 1 ? sentencesOf(m![2]) : [m![2]];
        facts.push(fact(labelled ?? m![2], pairs.length > 1 || Boolean(bullet), key, m![1].trim()));
        // "role: mortgage broker. question: should I fix for 2 or 5 years? my advice: …": each label
        // typed after a full stop starts a pair of its own.
        for (const sentence of after) {
          const next = keyValue(sentence);
          facts.push(next ? fact(next[2], false, next[1].trim().toLowerCase(), next[1].trim()) : fact(sentence, false));
        }
      }
      continue;
    }
    if (bullet) {
      // "- because one day they will" under a note is the rest of that note, not a point of its own.
      const previous = facts.at(-1);
      const goesOn = /^(?:because|which|who|so that)\b/i.exec(line.trim());
      // (Not after a closed aside: "- payment terms (30 days max)" then "- who owns the IP" are two items;
      // nor "- who else will join" after a thing, "- their last funding round": it asks who.)
      const aboutWhom = !goesOn || !/^who$/i.test(goesOn[0]) || PERSON_LAST.test(stripEnd(previous?.text ?? ""));
      if (goesOn && aboutWhom && previous?.note && !/\)$/.test(stripEnd(previous.text))) {
        previous.text = `${stripEnd(previous.text)}${/^(?:which|who)$/i.test(goesOn[0]) ? "," : ""} ${line.trim().replace(/^\w/, (c) => c.toLowerCase())}`;
        previous.score = specificity(previous.text);
        continue;
      }
      facts.push(fact(line, true));
      continue;
    }
    // A one-line list of short notes separated by commas or semicolons ("3 engineers, 6 weeks, v2 shipped").
    const parts = line.split(/\s*;\s*/);
    for (const part of parts) for (const sentence of sentencesOf(part)) facts.push(fact(sentence, parts.length > 1));
  }
  if (facts.length === 0 && subject) facts.push(fact(subject, false));
  // A company page speaks as "we"; a person as the input does.
  const voice = author === "company" || (author === undefined && weSpeaks(facts.map((f) => f.text).join(" "))) ? "we" : "I";
  // The template's blanks first: "{timeframe} ago, I cancelled {tool}." takes the time it names.
  if (template) facts.splice(0, facts.length, ...fillTemplateSlots(facts, template, userInput));
  mergeModifiers(facts, voice);
  for (const [i, f] of facts.entries())
    if (i > 0 && !f.key && SUBJECTLESS.test(f.text) && !FEELING.test(f.text) && /\b(?:he|she|they)\b/i.test(facts[i - 1].text)) f.theirs = true;
  for (const [i, f] of facts.entries()) if (i > 0 && !f.key && !f.theirs && VERB_LED.test(f.text) && /^we\s/i.test(facts[i - 1].text)) f.ours = true;
  const all = facts.map((f) => f.text).join(" ");
  const specifics = [...new Set([...numbersIn(all), ...facts.flatMap((f) => namesIn(`x ${f.text}`))])];
  const counts = new Map<string, number>();
  for (const word of `${subject ?? ""} ${all}`.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? []) {
    const w = word.replace(/'s$/, "");
    if (!STOP.has(w.replace(/'/g, ""))) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const keywords = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
  return { facts, subject, specifics, keywords, voice, audience };
}

/** More "we", "our" and "us" than "I", "my" and "me". */
function weSpeaks(said: string): boolean {
  const we = (said.match(/\b(?:we|our|us)\b/gi) ?? []).length;
  const i = (said.match(/\b(?:I|my|me)\b/g) ?? []).length + (said.match(/\bi\b/g) ?? []).length;
  return we > i;
}

/** Keys that say when, where, for whom or with whom: they complete the main fact rather than stand alone. */
const WHEN = /^(?:timeframe|time frame|when|date|time|period|year|month|day)$/;
const WHERE = /^(?:city|where|location|place|country|venue)$/;
const AUDIENCE = /^(?:audience|attendees|crowd|for whom)$/;
const WITH = /^(?:with|team|partner|people|person|who)$/;
const MAIN = /^(?:event|story|what|result|win|outcome|achievement|milestone|news|update|launch|topic|project)$/;

/**
 * "event: our first talk, city: Lisbon, audience: 200 designers" is one fact, not three: the
 * time, place, audience and company keys join the main fact in the member's words.
 */
function mergeModifiers(facts: Fact[], voice: "I" | "we") {
  const main =
    facts.find((f) => f.key && MAIN.test(f.key)) ??
    facts.find((f) => !f.key || !(WHEN.test(f.key) || WHERE.test(f.key) || AUDIENCE.test(f.key) || WITH.test(f.key)));
  if (!main) return;
  for (const f of [...facts]) {
    if (f === main || !f.key) continue;
    let text: string | null = null;
    // "cut onboarding to 3 days" after a time needs its subject: "Last quarter, we cut…".
    const clause = VERB_LED.test(main.text) ? `${voice} ${lowerStart(main.text)}` : lowerStart(main.text);
    if (WHEN.test(f.key))
      text = /^(?:in|on|at|last|this|during|over|since|by|for)\b/i.test(f.text) || /\bago$/.test(f.text) ? `${f.text}, ${clause}` : `In ${f.text}, ${clause}`;
    else if (WHERE.test(f.key)) text = `${main.text} ${/^(?:in|at|on)\b/i.test(f.text) ? "" : "in "}${f.text}`;
    else if (AUDIENCE.test(f.key)) text = `${main.text}, for ${f.text}`;
    else if (WITH.test(f.key)) text = `${main.text}, with ${f.text}`;
    if (text === null) continue;
    facts.splice(facts.indexOf(f), 1);
    main.text = text;
    main.score = specificity(text);
  }
}

const lowerStart = (s: string) =>
  /^(?:I\b|I'|[A-Z]{2}|[A-Z][a-z]+[A-Z])/.test(s) || /^[A-Z][a-z]+\s[A-Z]/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);

/** The member's own call to action, or their thanks: the post's last word is theirs. */
const ASKS =
  /^(?:thank you|thanks|huge thanks|a big thank you)\b|\bplease (?:do|send|get|book|call|email|check|make sure|let (?:me|us)|share|register|sign|reply|come|join|bring)\b|\blink\b.{0,40}\bin (?:the |my |our )?(?:first )?(?:comments?|bio)\b|^(?:(?:i'm|i am|we're|we are|currently|now)\s+)?(?:open to|looking for (?:a |my next |new )?(?:(?:grad|graduate|junior|senior|entry-level|internship|placement|part-time|full-time|freelance|remote|[a-z]+ engineering) )?(?:role|job|position|opportunit|work|clients|collaborators|internship|placement)|(?:dm|message|email|call|ping) (?:me|us)|reach out|get in touch|(?:the )?link (?:is )?in (?:the )?comments|sign up|register|book (?:a|your|now|via|through|online|here)\b|(?:we're|we are|i'm|i am) hiring|join us|apply|let me know|let's (?:talk|connect|chat)|share (?:this|it) with|(?:every|any) share helps|tag (?:a|someone|anyone|a friend)|repost|save this|come (?:and )?(?:try|see|visit|say hi|say hello|join|find (?:me|us))|(?:come|pop|drop|stop|swing) (?:by|in|along|down|over)\b|(?:everyone|everybody|all)(?:['’]s| is| are)? (?:very )?welcome|please (?!note\b|bear\b)[a-z]+\b|listen (?:on|now|here|via|wherever)\b|(?:watch|stream) (?:it |now |here )?(?:on|via)\b|subscribe (?:on|via|here|now|to)\b|(?:find|grab) (?:me|us) (?:after|afterwards|at|there|for)\b|drop (?:me|us) a|comment below|if you(?:'re| are) hiring|(?:any\s+)?(?:intros?|introductions?|referrals?) (?:(?:are|would be)\s+)?(?:very\s+|much\s+)?(?:welcome|appreciated)|(?:i['’]d|i would|we['’]d|we would) (?:really |genuinely |hugely |greatly |so )?(?:appreciate|love|welcome) (?:an? |your |any )?(?:intros?|introductions?|referrals?|shares?|recommendations?|help)\b|if you know (?:of )?(?:anyone|anything|someone|somebody|a )\b|bookings? (?:are|is) (?:now )?open\b|tickets? (?:are|is) (?:now )?(?:on sale|available)\b|(?:call|ring|phone|text|whatsapp) (?:us |me )?on \+?\d)/i;
/**
 * Where the reader goes next: "Try it at app.tabbly.io", "Slides are here: https://…", "The full
 * guide is in the comments". The member's pointer is an ask too, and the post's last word.
 */
const POINTER =
  /^(?:(?:you can |go )?(?:try|test|get|download|grab|read|watch|listen to|check out|see|find) (?:it|them|the (?:full|whole)\b[^.]{0,30}?|more|the (?:app|tool|guide|report|slides|deck|recording|replay|episode|template|checklist))\b.{0,20}\b(?:at|on|here|via|in)\b(?!\s+(?:writing|paper|person|time|advance|full|the end)\b)|check (?:it|us|them) out\b|(?:the )?(?:full |whole )?(?:slides|deck|recording|replay|video|article|guide|report|podcast|episode|template|checklist|write-?up|link)s?\b.{0,20}\b(?:are|is) (?:here|below|linked|in the (?:first )?comments?|(?:in|on) my (?:bio|profile|featured(?: section)?|website|blog)|up at)\b)/i;
/** "I'm hiring for a designer role and got 212 applications": what happened while hiring, not the ask. */
const REPORTED = /\band (?:got|received|had|saw|interviewed|reviewed|read|found)\b/i;
/** An ask in its own sentence or in its last clause ("Places are limited to 40, register via the link below"). */
export const OWN_ASK = {
  test: (text: string) => {
    // ("…went well I think - slides are on my profile if anyone wants them": the clause after a dash too.)
    const last = text.split(/,\s+|\s[-–—]\s+/).at(-1) ?? "";
    // A bare "thanks" that ends a list ("what you liked, one thing you'd do, thanks") is its last item, not a sign-off.
    const lastAsks = last !== text && !/^(?:thank you|thanks)[.!]*$/i.test(last.trim()) && ASKS.test(last);
    return (ASKS.test(text) || POINTER.test(text.trim()) || lastAsks || (last !== text && POINTER.test(last.trim()))) && !REPORTED.test(text);
  },
};

/** "Took 14 months and 1,200 panels", "took us 4 years", "turned out to be…": what took the time or the money, or what turned out, is "it", not the member. */
/**
 * A sentence whose subject is "it", left out ("Turned out…", "Started as a side project"). Not a job
 * begun at an employer: "Started as a project coordinator at Halden Group on Monday" is the member's.
 */
export const IT_LED = {
  test: (text: string) => IT_LED_WORDS.test(text) && !/^(?:[Ss]tarted|[Bb]egan) (?:out )?as an? [^.]*\b(?:at|with|for) [A-Z]/.test(text),
};
const IT_LED_WORDS =
  /^(?:turn(?:ed|s) out\b|(?:started|began) (?:out )?as (?:a|an)\b|(?:changed|shaped|transformed|rewired) (?:how|the way) (?:I|we)\b|(?:took|cost|gave|got|made|taught|showed|brought|saved|earned|landed|won)\s+(?:us|me)\b|(?:took|cost)\s+(?:(?:about|around|almost|nearly|over|under|just|only|roughly)\s+)?(?:\d|[$€£]|(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several)\s+(?:[a-z]+\s+)?(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|while|lot|fortune|bit|quarter|summer|winter|spring|autumn|attempts?|tries|goes)\b))/i;

/** "Launching today: Ledgerly for iPad", "Introducing: …": the member's news, said with its label. */
const ANNOUNCING =
  /^(?:launching|introducing|announcing|just launched|now live|live now|out now|new|hiring|we're hiring|now hiring|open role|vacancy|(?:(?:some|big|huge|personal|exciting|career|life|good) ){0,2}(?:news|update)|(?:(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|h[12]|monthly|weekly|quarterly|annual|year-end|end of year|\d{4}) )+(?:update|recap|numbers|results)(?: for [\w&'’ .-]+)?|new (?:job|role|position|chapter|venture|business|company)|(?:new |quick |latest )?(?:case study|client story|customer story)|new (?:episode|post|article|video|issue|edition|blog post|podcast episode)(?: is (?:out|live|up))?|(?:a )?(?:quick |friendly |gentle |annual )?reminder(?: for [a-z]+(?: [a-z]+){0,3})?|psa|heads up)(?: today| this week| now)?$/;

/**
 * Where the member chose to open: a take or a pushback ("Hot take: …", "Myth: …", "Tired of
 * people saying…"), their news with its label ("Launching today: …"), or the invitation they put
 * first (`at`: the fact's place in the brief).
 */
export const opensThePost = (f: Fact, at = -1) =>
  (!f.key && FRAMED.test(f.text)) ||
  (f.key !== undefined && ANNOUNCING.test(f.key)) ||
  // "New job!", "Big news!": the label said alone, first.
  (at === 0 && !f.key && ANNOUNCING.test(f.text.toLowerCase().replace(/[\s.!]+$/, ""))) ||
  (at === 0 &&
    !f.key &&
    (INVITATION.test(f.text) ||
      THANKS_FIRST.test(f.text) ||
      CLAIM_FIRST.test(f.text) ||
      FRAME_FIRST.test(f.text) ||
      QUOTE_FIRST.test(f.text) ||
      NEWS_FIRST.test(f.text)));

/**
 * "We shut down Plotline today.", "Just finished The Mom Test…", "Year 10 mock results came back
 * today.": the member's news, said first, is what the post is.
 */
const NEWS_FIRST =
  /^(?:(?:I|we)\s+(?:[a-z]+\s+){0,2}[a-z]+\b.*\b(?:today|this morning|tonight|last night|yesterday|this week|last week|this weekend|last weekend|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))[.!]?$|(?=(?:\S+\s+){2,9}\S+[.!]?$)[A-Z][^,;:]*\b(?:came back|came in|arrived|went live|launched|opened|landed|dropped|were published|was published|are out|is out)\s+(?:today|this morning|yesterday|last night)[.!]?$|(?:I |we |I've |we've )?just (?:finished|launched|shipped|passed|hit|signed|closed|published|released|started|landed|won|completed|wrapped|handed in|accepted)\b|(?:today|this week|this month|this year) marks\b|(?:a |our |my )?new (?:episode|video|article|issue|edition|blog post|newsletter|podcast)\b.*\b(?:is|are) (?:out|live|up)\b|(?:it['’]s|it has) been (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty) years? since\b)/i;

/** "My first manager once said to me "you don't need…"": a quotation the member opens with is the hook a ghostwriter keeps. */
const QUOTE_FIRST = /^[^"“]{0,60}\b(?:said|told|asked|wrote|texted|emailed)\b[^"“]{0,20}["“][^"”]{12,}["”]/i;

/**
 * "The biggest mistake I made early on was saying yes to every enquiry.", "People always ask if they
 * need a second shooter.": said first, the post's frame. What follows is its case or its answer
 * ("I did 41 weddings in my second year…"), and a number there does not outrank it.
 */
const FRAME_FIRST =
  /^(?:(?:please )?(?:stop|quit) [a-z]+ing\b|(?:my )?(?:last|first|final) (?:day|week|shift|month) (?:of|at|as|in)\b|(?:I|we) used to (?:think|believe)\b|(?:single |one )?(?:best|worst|biggest|hardest) (?:advice|lesson|mistake|decision|thing) (?:I|we) (?:ever )?(?:got|get|had|made|learned|learnt|took|received|was given)\b|(?:this|last) (?:year|month|week|weekend|spring|summer|autumn|winter),? (?:I|we) [a-z]+ .*\bfor the first time\b|(?:I'm |I am |we're |we are )?(?:so |really )?(?:excited|thrilled|delighted|proud|happy|pleased|honou?red) (?:to (?:share|announce|say)|that)\b|(?:some )?(?:big |personal |exciting )?news:|(?:the|my|our) (?:single |one )?(?:biggest|best|worst|hardest|costliest|most expensive|most important|most common|number one|#1) [a-z]+(?: [a-z]+)?\b.*\b(?:was|is|were|are)\b|(?:people|clients|customers|patients|parents|students|founders|everyone|candidates|buyers|couples|owners|managers|new (?:clients|hires|managers)|someone|somebody|a (?:client|customer|friend|reader|student|colleague|recruiter|candidate|follower|parent)) (?:always |often |constantly |usually |keep |once |recently |just )?(?:ask|asks|asking|asked)(?: me| us)? (?:if|whether|how|what|why|when|where|who|which|about)\b|the question (?:I|we) get(?: asked)? (?:most|all the time|every week|a lot)\b|(?:(?:\d+|three|four|five|six|seven|ten|a few|some|my)\s+)?(?:quick\s+)?(?:tips|lessons|rules|things to (?:do|know|avoid))\s+(?:for|on|about|from)\b|(?:an?\s+)?(?:quick\s+|friendly\s+|gentle\s+|annual\s+)?(?:reminder|psa)\b)/i;

/**
 * "I think most companies get onboarding wrong." said first is the post's claim: what follows is
 * the member's case for it, and a number in the case ("on day 1") does not outrank it.
 */
const CLAIM_FIRST = {
  test: (text: string) => MOST_ARE.test(text) || MUST_STOP.test(text) || DISAGREES.test(text) || IS_NOT_A.test(text),
};
/** "Burnout isn't a time management problem.": what a thing is not, said first, is the post's claim. */
const IS_NOT_A =
  /^[A-Z][a-z]+(?: [a-z]+){0,3} (?:isn['’]t|is not|aren['’]t|are not|was never|were never) (?:a|an|the|just a|just an) [a-z]+(?: [a-z]+){0,2} (?:problem|issue|skill|thing|question|tool|decision|job)\b/;
/** "I don't think everyone should learn to code.": the member's view, said first, against a common one. */
const DISAGREES = /^(?:honestly,? |unpopular opinion:? )?I (?:don['’]t|do not|no longer) (?:think|believe)\b(?!.*\?$)/i;
// "Most running injuries I see in clinic aren't from…": the subject may carry a short clause of its own.
const MOST_ARE =
  /^(?:I (?:really |honestly |genuinely |still )?(?:think|believe|reckon) (?:that )?|in my (?:view|opinion|experience),? )?(?:most|too many|very few|nobody|no one|everyone|almost every|a lot of|alot of|lots of|so many) [a-z]+(?: [a-z]+){0,5}? (?:get|gets|are|is|aren['’]?t|isn['’]?t|do|does|don['’]?t|doesn['’]?t|should|shouldn't|need|needs|treat|think|underestimate|overestimate|confuse|make|have|still|spend|spends|waste|wastes|chase|chases|ignore|ignores|skip|skips|overthink|undercharge|underprice|focus|focuses|come|comes|start|starts|fail|fails|happen|happens)\b/i;
/** "Recruiters ghosting candidates after final rounds needs to stop.", "Cold calling isn't dead": a verdict said first. */
const MUST_STOP =
  /^(?!(?:I|we|my|our)\b)[^.?!:]{3,80}?\b(?:needs? to stop|ha(?:s|ve) to stop|must stop|should stop|(?:is|are|isn['’]t|aren['’]t|is not|are not) (?:dead|broken|overrated|underrated|a myth|a scam|a trap))\b/i;

/**
 * "Thank you to the 412 people who pre-ordered…" said first is what the post is: the lines after it
 * speak to them ("You paid for our first production run"). A thanks said last is the sign-off.
 */
const THANKS_FIRST = /^(?:thank you|thanks|huge thanks|a (?:big|huge) thank you)\s+to\s+(?:the|all|every|our|my|everyone|\d)/i;

/**
 * "We're hiring a senior designer…", "Join us on 12 February for…" said first: the invitation is
 * the member's news, not an ask for the post's last word ("Apply by 15 December" is that).
 */
const INVITATION = /^(?:(?:we're|we are|i'm|i am) (?:hiring|recruiting)\s+(?:an?|our|my|two|three|\d+)\s|join us (?:on|at|for|in)\s)/i;

/** A sentence rather than a heading ("Our new office in Porto.", "Cold emails."): a verb, or a subject that has one. */
export const HAS_A_VERB =
  /\b(?:am|is|are|was|were|be|been|being|has|have|had|do|does|did|will|would|can|could|should|may|might|must|[a-z]{2,}ed|[a-z]+n't|went|got|made|took|came|gave|saw|ran|won|lost|sold|spent|sent|built|began|grew|knew|felt|kept|left|told|said|paid|met|led|found|thought|brought|bought|became|broke|fell|rose|hit|cut|put|shut|quit|drove|flew|wrote|ate|drank|sat|stood|held|heard|lent|meant|shot|spoke|stole|swam|threw|woke|wore|won|(?:I|we|they|you|he|she|it)\s+[a-z]+)\b/i;

/**
 * A sentence that can open a post though the member said it later: it leans on nothing before it
 * ("It made…", "They went…", "I sent 500 in October"), and it is not a caption without a verb
 * ("2 engineers, 6 weeks.") that counts what the news was.
 */
export const standsAlone = (f: Fact) =>
  !f.theirs &&
  !leansBack(f.text) &&
  !SOMEONE_MET.test(f.text) &&
  !MET_BEFORE(f.text) &&
  !IT_LED.test(f.text) &&
  (f.note || f.key !== undefined || HAS_A_VERB.test(f.text));

/** The most specific fact: the hook is built from it. Ties go to the earlier one; never the member's own ask ("We're hiring…"), which closes. */
/** When the "before" of a before-and-after was: "last year", "two years ago", "in 2023". */
const BEFORE_TIME =
  /\b(?:last (?:year|month|quarter|spring|summer|autumn|winter)|(?:a|one|two|three|four|five|\d+) (?:years?|months?) ago|in (?:19|20)\d\d)\b/i;

/** Words after "the" that point at nothing in particular: "the same", "the first time", "the best way". */
const THE_ANY =
  /^(?:same|first|last|next|best|worst|only|other|rest|whole|end|start|beginning|world|way|time|day|week|month|year|morning|evening|night|moment|truth|thing|things|point|answer|question|number|one|most|least|team|company|office|industry|market|uk|us|eu)$/i;
/**
 * "The scan showed normal ageing" after "…don't need a scan": "the scan" is the one the member
 * named before. Lifted above that sentence, it points at nothing.
 */
const namedBefore = (f: Fact, earlier: Fact[]) => {
  const said = earlier.map((e) => e.text.toLowerCase()).join(" ");
  return [...f.text.matchAll(/\bthe ([a-z]{3,})\b/gi)].some(([, word]) => {
    if (THE_ANY.test(word)) return false;
    const stem = word.toLowerCase().replace(/(?:es|s)$/, "");
    return new RegExp(`\\b(?:a|an|one|any|no|some|my|our|his|her|their|\\d[\\d,.]*)\\s+(?:[a-z-]+\\s+)?${stem}(?:es|s)?\\b`).test(said);
  });
};

export function hookFact(material: Material): Fact | null {
  const framed = material.facts.find(opensThePost);
  if (framed) return framed;
  // A before and after told in order ("Our restaurant threw away 40kg of food a week last year. … Now
  // it's under 8kg.", "When I started… in 2019 I had one van… Today we employ 34 people"): the
  // before, with its number, is the hook the "now" answers. Led by what they did instead, "Now it's
  // under 8kg" came before the 40kg it is measured against.
  const [first] = material.facts;
  if (
    first &&
    !first.key &&
    /\d/.test(first.text) &&
    BEFORE_TIME.test(first.text) &&
    material.facts.slice(1).some((f) => /^(?:now|today|these days|nowadays)\b/i.test(f.text))
  )
    return first;
  let best: Fact | null = null;
  for (const [i, f] of material.facts.entries())
    if ((i === 0 || (standsAlone(f) && !namedBefore(f, material.facts.slice(0, i)))) && !OWN_ASK.test(f.text) && (!best || f.score > best.score)) best = f;
  return best ?? material.facts[0] ?? null;
}

/** Plurals and groups a "they" or "them" can point to within its own sentence. */
const PLURAL = /^(?:[a-z]{3,}[^s's]s|people|children|kids|men|women|staff|team|family|folks|everyone|data|media)$/i;
/**
 * "I ask them to stand up…" (who?), "I sent 500 in October" (500 what?): a sentence that points at
 * people or things the member named before it.
 */
const MET_BEFORE = (text: string) => {
  const words = text.split(/\s+/).map((w) => w.replace(/[^\w'’-]/g, ""));
  const at = words.findIndex((w) => /^(?:they|them|their|theirs)$/i.test(w));
  if (at > 0 && !words.slice(0, at).some((w) => PLURAL.test(w))) return true;
  // A count with nothing counted after it (nor before it: "one-off packs, sold 600"), which is not a time, a price or a share.
  const counted =
    /\b(?:[a-z]{3,}ed|sent|made|did|had|got|wrote|read|ran|won|lost|sold|spent|took|gave|saw|met|hit|hired|built|booked)\s+\d[\d,]*(?=\s+(?:in|on|at|by|during|over|last|this|before|after|per|each|every|a|an|and|but|so|of them)\b|[.!?]?$)/i.exec(
      text,
    );
  // "I started it 2 years ago": "it" is a thing the member named before, unless this sentence names one first.
  const it =
    /\b(?:[a-z]{3,}ed|started|built|made|wrote|launched|grew|sold|shipped|began|ran|bought|did|took|read|held|won|lost|left|sent|gave|kept|seen|saw|watched)\s+it\b(?!\s+(?:to|through|work|happen|right|big|off|up|out)\b)/i.exec(
      text,
    );
  // ("Mr. Patel, our CFO, ran it": an appositive says who someone is, and names no thing.)
  if (it && !/\b(?:a|an|the|my|our|this|that|his|her|their|its)\s+\S/i.test(text.slice(0, it.index).replace(/,\s+(?:our|my|their|the)\s+[^,]{2,40},/g, ",")))
    return true;
  // "I passed on the 5th": the fifth of something said before.
  if (/\bthe (?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|next|final)(?: one)?[.!?]?$/i.test(text)) return true;
  // "Failed the first one by 40 points": one of the things said before.
  if (/\bthe (?:first|second|third|last|other|next|new|old) (?:one|ones)\b/i.test(text)) return true;
  return (
    counted !== null &&
    !text
      .slice(0, counted.index)
      .split(/\s+/)
      .some((w) => PLURAL.test(w.replace(/[^\w'’-]/g, "")))
  );
};

/**
 * "…and she left after 4 months", "the clients we won since then": someone or a moment the member
 * introduced in an earlier sentence.
 */
const SOMEONE_MET = /\b(?:she|he|her|him|his|hers|since then|after that|back then|by then|that day)\b/i;

/**
 * A sentence that leans on the one before it cannot open a post: "She was great, but…" and "They
 * cost 22% more." name someone or something the reader has not met yet; "Now I send a one-page
 * summary", "Next time I'd close them myself" and "What changed was…" answer a sentence the
 * reader has not read yet; "Cuts about 180 tonnes a year" says what something named before does.
 */
/** "What I won't miss: 13 hour shifts", "the thing I'll miss most": said of a leaving the member told first. */
const MISSING_WHAT_IS_LEFT =
  /^(?:what|the (?:thing|part|bit|people|one)s?(?: that)?)\s+(?:I|we)(?:['’]ll|\s+will|\s+won['’]t|\s+will not)\s+(?:\w+\s+)?miss\b/i;
/** "What we missed: the people answering surveys were…": what the story got wrong, told after it. */
const WHAT_WENT_WRONG =
  /^(?:what|the (?:thing|part|bit)(?: that)?)\s+(?:I|we)\s+(?:had\s+)?(?:missed|overlooked|got wrong|didn['’]t see|did not see|forgot|underestimated)\b/i;
/** "3 champions left the company during the process": the process of what the member told before. */
const THE_PROCESS = /\b(?:(?:during|through(?:out)?|in) the (?:whole |entire )?(?:process|journey)|along the way)\b/i;

/** "By February I was doing 30k long runs", "Before, their receptionists…": a point on a timeline the member started before. */
const LATER_COUNT = String.raw`(?:[2-9]|\d\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)`;
/**
 * Time counted from what the member told before: "By week 6", "Three months later…", "Week six:
 * the library is full", "The next day". Said first, it would come before the start it counts from.
 */
const FURTHER_ALONG = new RegExp(
  String.raw`^(?:before|previously|until then|back then|beforehand),\s|^by (?:january|february|march|april|may|june|july|august|september|october|november|december|the (?:end|time|spring|summer|autumn|winter|second|third|next|following)|(?:week|day|month|year) ${LATER_COUNT}|then|now)\b` +
    // ("Ten years in, …" opens many a post: it counts from the member's start, not from a sentence.)
    String.raw`|^(?:a|an|one|a few|several|a couple of|${LATER_COUNT})\s+(?:(?:hours?|days?|weeks?|months?|years?|sessions?|classes?|meetings?)\s+(?:later|on)|(?:hours?|days?|weeks?|sessions?|classes?|meetings?)\s+in)\b` +
    String.raw`|^(?:week|day|month|year|session)\s+${LATER_COUNT}\b` +
    String.raw`|^(?:the|that) (?:next|following) (?:morning|day|week|month|year|quarter)\b|^(?:later that|the day after|the week after|a day later|a week later)\b`,
  "i",
);

const COUNT_LED = /^(?:[~$€£]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|a dozen|dozens of|hundreds of)\b)/i;
const countsOfBefore = (text: string) => {
  const parts = text.replace(/[.!]$/, "").split(/,\s*(?:and\s+)?/);
  return parts.length >= 2 && parts.every((p) => COUNT_LED.test(p.trim()));
};

export const leansBack = (text: string) =>
  MISSING_WHAT_IS_LEFT.test(text.trim()) ||
  WHAT_WENT_WRONG.test(text.trim()) ||
  // "I cut ours to 6 pages": ours is one of the things named before ("a friend of mine" names none).
  /\b(?<!of )(?:ours|mine|theirs)\b/i.test(text.trim().replace(/^\S+\s*/, "")) ||
  // "A £90 callout now is cheaper.": cheaper than what was said before.
  (/\b(?:cheaper|better|faster|easier|safer|worse|quicker|smarter|harder|slower)[.!]?$/i.test(text.trim()) && !/\bthan\b/i.test(text)) ||
  // "I learned that after a complaint…": "that" is the lesson said before it.
  /\b(?:learned|learnt|realised|realized|found out|figured out|discovered)\s+(?:that|this|it)\s+(?:after|when|while|from|during|last|on my|in my|the day|the year|the week|early on)\b/i.test(
    text,
  ) ||
  THE_PROCESS.test(text) ||
  // "Today we employ 34 people and we still clean for my mum's friends": still, as before.
  /\b(?:and|but) (?:we|I|they|she|he) still\b/i.test(text) ||
  // "If your company is still on Excel 2016 though, sorry.": an aside on what was said before.
  /\bthough\b[,.!]|\bthough$|,\s*sorry[.!]?$/i.test(text.trim()) ||
  // "Only 9% mentioned Excel", "71% asked for SQL": a share of the people or things counted before.
  /^(?:only |just |about |around |over |under |nearly |almost |roughly )?\d[\d.]*%\s+(?!of\b)[a-z]+/i.test(text.trim()) ||
  // "3 years, £1.2m raised, 14 people." said after the news: the counts of what was said before.
  countsOfBefore(text.trim()) ||
  // "Best £10 I've spent this year.": a verdict on the thing named before.
  /^(?:the )?(?:best|worst|easiest|hardest|smartest|dumbest)\s+(?:[\w£$€%]+\s+){1,3}(?:I|we)(?:['’]ve|\s+have|['’]d|\s+ever)\b/i.test(text.trim()) ||
  // "The first version had 48 slides": the first version of what the member named before.
  /^the (?:first|last|second|third|final|next|latest|original|new|old) (?:version|one|time|draft|attempt|iteration|edition|try|round)\b/i.test(text.trim()) ||
  // "Every one that had feedback made my portfolio better": one of those counted before ("63 of them").
  /^(?:every|each|any|not|none|all|most|half|some) (?:one|single one|of them|of those)\b/i.test(text.trim()) ||
  // "That's 2.3 million miles driven…": a count of what the member told before.
  /^that['’]s\s+(?:\d|over\b|nearly\b|almost\b|about\b|around\b|more than\b|less than\b|roughly\b)/i.test(text.trim()) ||
  // "The hard part was the 9 a.m. standup": the hard part of what the member told before.
  /^the (?:hard|hardest|easy|easiest|tricky|trickiest|best|worst|funny|funniest|weird|weirdest|strange|scary|surprising|interesting|difficult|painful|fun) (?:part|bit)\b/i.test(
    text.trim(),
  ) ||
  // "That will outlast any framework.", "This is why…": what the member said just before is its subject.
  /^(?:that|this)\s+(?:will|would|won['’]t|wouldn['’]t|can|could|should|makes?|made|means?|meant|helps?|helped|changed|matters?|alone|is why|was why|is how|was how)\b/i.test(
    text.trim(),
  ) ||
  // "We still won the work.": still, after what went wrong before.
  /^(?:I|we|they|she|he)\s+still\s+(?!think|believe|love|use|do|have|get)\w+/i.test(text.trim()) ||
  // "Most of it was turning off 14 dashboards…": a part of what the member named before.
  /^(?:most|some|all|half|much|part|none|the rest|a lot|lots|the bulk|the majority)\s+of\s+(?:it|this|that|them|these|those)\b/i.test(text.trim()) ||
  // "We also talk about…", "She too…": one more of what was said before.
  /^(?:[\w'’]+\s){1,2}(?:also|too)\b/i.test(text.trim()) ||
  // "Not to punish anyone, it's because I work 80 hour weeks…", "Because…": the reason for what the member said before.
  /^(?:not (?:to|because|that|for|out of)\b|it(?:['’]s| is| was) because\b|because\b(?! of\b))/i.test(text.trim()) ||
  // "…ran a lettings agency for 9 years before this.": this is what the member told before.
  /\b(?:before|after) (?:this|that)[.!]?$/i.test(text.trim()) ||
  FURTHER_ALONG.test(text.trim()) ||
  // "I learned that the hard way", "When we finally did,": "that" and "did" stand for what came before;
  // "the ones who did this got offers": "did this" is the tip said before it; "Nobody did.", "It was."
  // say again, in one word, the verb of the sentence before.
  // ("Degrees are overrated for this job. Curiosity is not.": the same, said as "is not".)
  /^[\w']+(?:\s[\w']+)?\s(?:did|didn't|does|doesn't|do|don't|was|wasn't|were|weren't|is|isn't|are|aren't|am|had|hadn't|could|couldn't|would|wouldn't|will|won't|can|can't)(?:\snot)?[.!]?$/i.test(
    text.trim(),
  ) ||
  // "Honestly, that's the best description of recruitment I've heard.": "that" is what was said before.
  /^(?:(?:honestly|frankly|and|but|so),?\s+)?that(?:['’]s|\s+is|\s+was)\s+(?:the|a|an|my|our|exactly|probably|still|why|how|what|when|where)\b/i.test(
    text.trim(),
  ) ||
  // "That's the point.", "That's it.": a verdict on what was said before.
  /^that(?:['’]s| is| was) (?:(?:the|my|our) (?:whole |real |entire )?(?:point|trick|secret|idea|goal|lesson|job|plan|difference)|it|all)[.!]?$/i.test(
    text.trim(),
  ) ||
  // "…you need a ritual for it. Mine is washing my hands slowly": "mine" is the member's one of the thing named before.
  /^(?:mine|ours|theirs|hers)\s+(?:is|was|are|were|has|had|took|takes|came|comes)\b/i.test(text.trim()) ||
  /\b(?:learned|learnt|found|figured|saw|knew)\s+(?:that|this|it)\s+(?:out\s+)?the hard way\b|^when (?:we|I|they|you|he|she) (?:finally |eventually )?(?:did|didn't|do)\b|\b(?:did|do|does|doing|done|tried|try)\s+(?:this|that|it)(?=\s*(?:[,.;!?]|$)|\s+(?:got|get|gets|were|was|are|is|had|have|has|saw|see|won|landed|ended|will|would|could|did|and|but|every|each|because|today|now|too|since|last|back in|in (?:19|20)\d\d|for (?:\d|a |two|three|four|five|six|years|months))\b)/i.test(
    text.trim(),
  ) ||
  /^(?:she|he|they|it|its|their|his|her|these|those|then|so|but|and|which|still|even so|even then|again|also|too|yet|plus|same|both|neither|either|(?:the )?(?:other|rest|second|latter|former)\b|(?:this|that)\s+(?:is|was|meant|means|made|makes|changed|led|took|cost|gave|cut|cuts|saved|saves|halved|doubled|tripled|reduced|brought|helped|got|let|allowed|freed|turned|dropped|raised|lifted|boosted|added)\b|now|next time|since then|from then on|after that|these days|nowadays|in the end|as a result|instead|what changed|that's (?:when|why|how|what)|the (?:fix|change|difference|catch|result) (?:is|was)\b|(?:cuts|saves|costs|takes|means|makes|gives|brings|adds|reduces|doubles|halves|frees)\s+(?:about|around|almost|nearly|roughly|over|up to|us|me|them|you|\d))\b/i.test(
    text.trim(),
  );

/** A fact as a sentence: "result: cut onboarding to 3 days" reads "The result: cut onboarding to 3 days." */
export function asSentence(f: Fact): string {
  if (!f.key || (MAIN.test(f.key) && !/^(?:result|outcome)$/.test(f.key))) return `${firstUpper(f.text)}${/[?!]$/.test(f.text) ? "" : f.exclaimed ? "!" : "."}`;
  return `${labelFor(f.key, f.typedKey)}: ${f.text}.`;
}

/** A key as a reader would see it: "lesson" → "The lesson", "time frame" → "Time frame". */
export function labelFor(key: string, typed?: string): string {
  const k = key.toLowerCase();
  // A key with a name in it ("Q3 update from Fernhill Foods") is written as the member typed it.
  if (typed && /\s[A-Z]|[A-Z]{2}|\d/.test(typed.slice(1))) return firstUpper(typed);
  if (
    /^(?:result|lesson|mistake|goal|takeaway|problem|fix|idea|plan|question|challenge|outcome|win|reason|surprise|twist|tool|tip|myth|truth|news|headline|numbers?)$/.test(
      k,
    )
  ) {
    return `The ${k}`;
  }
  return firstUpper(k);
}
