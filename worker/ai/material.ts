/**
 * What the member gave us to write from, read the way members type it: one line, sentences,
 * "key: value" lines, comma pairs on one line, bullet notes, or a request with the facts after a
 * colon ("make this about my clinic: we opened a second site"). The request words are dropped;
 * every fact keeps the member's own words, and nothing is added to them.
 */

export type Fact = {
  /** The member's words, as one sentence or note (no final period). */
  text: string;
  /** For "key: value" input: the key, lower-case with spaces ("result", "lesson"). */
  key?: string;
  /** A note from a bullet list or a comma pair: it reads best as a list item. */
  note: boolean;
  /** How specific it is: numbers, names, moments count (the hook takes the most specific). */
  score: number;
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
};

const REQUEST =
  /^\s*(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:make (?:this|it|one)|write (?:a post|one|something|this)|rewrite (?:this|it)|recreate (?:this|it)|redo (?:this|it)|turn (?:this|it) into (?:a|my) post|do (?:this|one)|(?:i )?(?:want|need|would like) (?:to )?(?:post|write|share)(?: something)?|a post|post|something)\s+(?:about|on|for|around|re)\b[:,]?\s*/i;
const BULLET = /^\s*(?:[-*•·–—>]|\d{1,2}[.)]|[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]\uFE0F?)\s*/u;
const KEY_VALUE = /^\s*([A-Za-z][A-Za-z0-9 ]{0,28}?)\s*[:=]\s+(\S.*)$/;
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
  /^(?:shipped|hit|cut|got|made|won|ran|built|launched|hired|opened|closed|raised|sold|moved|started|lost|learned|learnt|became|finished|grew|doubled|tripled|reached|signed|spent|saved|wrote|gave|took|joined|left|passed|failed|turned|helped|switched|dropped|reduced|increased|tried|spoke|published|released|completed|delivered|trained|onboarded|crossed|celebrated|quit|found|fixed|served|baked|treated|taught|mentored|ran|did|had|went|met|visited|hosted|organised|organized|created|designed|redesigned|migrated|rebuilt|replaced|added|removed|tested|interviewed|coached|managed|led)\b/i;
/** A note that starts with a verb in the past ("shipped v2", "ordered 4kg of truffles"): it needs a subject to be a sentence. */
/** "-ed" words that say how someone feels ("tired of…"): "I" before them is not English, so the note stays as typed. */
const FEELING =
  /^(?:tired|bored|excited|worried|scared|interested|convinced|frustrated|surprised|amazed|exhausted|obsessed|annoyed|thrilled|delighted|pleased|stressed|overwhelmed|disappointed|relieved|embarrassed|confused|fed up)\b/i;
export const VERB_LED = { test: (text: string) => (VERB_LED_IRREGULAR.test(text) || /^[a-z]{3,}ed\b/.test(text)) && !FEELING.test(text) };
const stripEnd = (s: string) => s.replace(/[\s.!?;,]+$/, "");
const firstUpper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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

/** Proper names: capitalised words that do not start a sentence ("Priya", "Lisbon", "Figma"). */
export function namesIn(sentence: string): string[] {
  const names: string[] = [];
  const words = sentence.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const w = words[i].replace(/^[("“']+|[)"”',.!?;:]+$/g, "");
    if (/^[A-Z][a-zA-Z'’-]+$/.test(w) && !/^(?:I|I'm|I've|I'd|I'll|The|A|An|And|But|We|Our|My)$/.test(w)) names.push(w);
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
  return numbers * 3 + Math.min(names, 2) * 2 + moment + claim + long;
}

function fact(text: string, note: boolean, key?: string): Fact {
  const clean = stripEnd(text.trim().replace(/\s+/g, " "));
  return { text: clean, key, note, score: specificity(clean) };
}

/** Sentences of a prose line; a lower-case start stays the member's (polish capitalises). */
function sentencesOf(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter((s) => /[A-Za-z0-9]/.test(s));
}

/** Words about the reference or the request itself, not about the member's story. */
const ABOUT_THE_REQUEST =
  /\b(?:this (?:post|one|style|format|structure)|the reference(?: post)?|like this|post's format|same (?:idea|structure|format|style|thing)|in my own voice|write (?:it|one) like|do this one)\b/i;
const REQUEST_START =
  /^(?:pls |please |can you |could you )?(?:write|do|rewrite|make|use|recreate|redo|want|need|i want|would like|same|(?:just )?like (?:this|the reference))\b/i;
const REQUEST_TAIL = /,?\s*(?:and\s+)?(?:i\s+)?(?:want|need|would like|make)\s+(?:it|this)\s+(?:in|like)\s+(?:this|the reference)[^.\n]*$/i;
/** How the member wants it to sound is a direction for the writer, not a line of the post. */
const STYLE_DIRECTION =
  /,?\s*(?:(?:in an? |with an? )?(?:calm|friendly|light|warm|serious|casual|formal|funny|professional|upbeat|humble|honest|positive|relaxed)\s+(?:tone|vibe|voice)|not (?:too )?(?:preachy|salesy|cringe|cringey|formal|long|braggy|boastful|corporate|stiff)|keep it (?:short|light|simple|casual|professional|humble|positive|real)|no (?:hashtags|emojis?|jargon)|(?:and )?not like I'm (?:just )?(?:trying to )?[a-z ]{2,30}?(?=[,.]|$)|without (?:it )?(?:turning into|sounding like|being|coming across as) an? [a-z -]{2,30}?(?=[,.]|$))\b/gi;
const WANT_TO =
  /(?<=^|[.!?]\s+)(?:i )?(?:(?:want|need|would like|'d like) to (?:explain|talk about|share|write about|post about|say|tell people|show|(?:write|post|talk) (?:honestly |openly |briefly )?about)|(?:i'm |am )?thinking (?:of|about) (?:posting|writing|sharing)(?: something)? (?:about|on)|maybe a post (?:about|on))\s+/gim;
const LABEL_ONLY = /^(?:my (?:stuff|story|facts|notes|details|info)|details|context|facts|info|notes)\s*:\s*/i;

/**
 * Requests mixed with the facts, as members type them ("can you write it like this one but about
 * my classroom? started using…", "…, want it in this style", "- want it like the reference but
 * about us"): the request goes, the subject it names stays, and so does every fact after a colon.
 */
function takeRequests(input: string): { rest: string; subject: string | null } {
  let subject: string | null = null;
  const kept: string[] = [];
  for (const line of input.split("\n")) {
    const bullet = /^\s*(?:[-*•]\s+)?/.exec(line)![0];
    const segments = line.slice(bullet.length).split(/(?<=[.?!])\s+/);
    const out: string[] = [];
    for (const raw of segments) {
      let segment = raw.replace(REQUEST_TAIL, "").replace(LABEL_ONLY, "");
      const keyed = /^([a-z ]{1,20}):\s+(.*)$/i.exec(segment);
      const body = keyed ? keyed[2] : segment;
      if (ABOUT_THE_REQUEST.test(body) && (REQUEST_START.test(body) || keyed || bullet.trim())) {
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
  if (subject && (/\d/.test(subject) || namesIn(`x ${subject}`).length > 0) && !rest.includes(subject)) return { rest: `${subject}.\n${rest}`, subject };
  return { rest, subject };
}

export function readMaterial(userInput: string, author?: "person" | "company"): Material {
  let input = userInput.replace(/\r\n?/g, "\n").trim();
  let subject: string | null = null;
  const request = REQUEST.exec(input);
  if (request) {
    input = input.slice(request[0].length);
    // "make this about my dental clinic: we opened…": the part before the colon names the subject.
    const colon = /^([^:\n]{2,60}):\s+(\S[\s\S]*)$/.exec(input);
    if (colon?.[1].trim().includes(" ")) {
      subject = stripEnd(colon[1]);
      input = colon[2];
    }
  }
  const taken = takeRequests(input);
  input = taken.rest.replace(STYLE_DIRECTION, "").replace(WANT_TO, "");
  subject ??= taken.subject;
  const facts: Fact[] = [];
  for (const rawLine of input.split("\n")) {
    if (!rawLine.trim()) continue;
    const bullet = BULLET.exec(rawLine);
    const line = bullet ? rawLine.slice(bullet[0].length) : rawLine;
    const pairs = line.split(PAIR_SPLIT);
    const keyed = pairs.map((p) => KEY_VALUE.exec(p));
    if (keyed.every(Boolean) && keyed.length > 0) {
      for (const m of keyed) {
        const key = m![1].trim().toLowerCase();
        facts.push(fact(m![2], pairs.length > 1 || Boolean(bullet), key));
      }
      continue;
    }
    if (bullet) {
      facts.push(fact(line, true));
      continue;
    }
    // A one-line list of short notes separated by commas or semicolons ("3 engineers, 6 weeks, v2 shipped").
    const parts = line.split(/\s*;\s*/);
    for (const part of parts) for (const sentence of sentencesOf(part)) facts.push(fact(sentence, parts.length > 1));
  }
  if (facts.length === 0 && subject) facts.push(fact(subject, false));
  const said = facts.map((f) => f.text).join(" ");
  const we = (said.match(/\b(?:we|our|us)\b/gi) ?? []).length;
  const i = (said.match(/\b(?:I|my|me)\b/g) ?? []).length + (said.match(/\bi\b/g) ?? []).length;
  // A company page speaks as "we"; a person as the input does.
  const voice = author === "company" || (author === undefined && we > i) ? "we" : "I";
  mergeModifiers(facts, voice);
  const all = facts.map((f) => f.text).join(" ");
  const specifics = [...new Set([...numbersIn(all), ...facts.flatMap((f) => namesIn(`x ${f.text}`))])];
  const counts = new Map<string, number>();
  for (const word of `${subject ?? ""} ${all}`.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? []) {
    const w = word.replace(/'s$/, "");
    if (!STOP.has(w.replace(/'/g, ""))) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const keywords = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
  return { facts, subject, specifics, keywords, voice };
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

/** The most specific fact: the hook is built from it. Ties go to the earlier one. */
export function hookFact(material: Material): Fact | null {
  let best: Fact | null = null;
  for (const [i, f] of material.facts.entries())
    if ((i === 0 || (!leansBack(f.text) && !SOMEONE_MET.test(f.text))) && (!best || f.score > best.score)) best = f;
  return best;
}

/**
 * "…and she left after 4 months", "the clients we won since then": someone or a moment the member
 * introduced in an earlier sentence.
 */
const SOMEONE_MET = /\b(?:she|he|her|him|his|hers|since then|after that|back then|by then|that day)\b/i;

/**
 * A sentence that leans on the one before it cannot open a post: "She was great, but…" and "They
 * cost 22% more." name someone or something the reader has not met yet; "Now I send a one-page
 * summary", "Next time I'd close them myself" and "What changed was…" answer a sentence the
 * reader has not read yet.
 */
export const leansBack = (text: string) =>
  /^(?:she|he|they|it|its|their|his|her|these|those|then|so|but|and|which|(?:this|that)\s+(?:is|was|meant|means|made|makes|changed|led|took|cost|gave)\b|now|next time|since then|from then on|after that|these days|nowadays|in the end|as a result|instead|what changed|that's (?:when|why|how|what)|the (?:fix|change|difference|catch|result) (?:is|was)\b)\b/i.test(
    text.trim(),
  );

/** A fact as a sentence: "result: cut onboarding to 3 days" reads "The result: cut onboarding to 3 days." */
export function asSentence(f: Fact): string {
  if (!f.key || (MAIN.test(f.key) && !/^(?:result|outcome)$/.test(f.key))) return `${firstUpper(f.text)}${/[?!]$/.test(f.text) ? "" : "."}`;
  return `${labelFor(f.key)}: ${f.text}.`;
}

/** A key as a reader would see it: "lesson" → "The lesson", "time frame" → "Time frame". */
export function labelFor(key: string): string {
  const k = key.toLowerCase();
  if (
    /^(?:result|lesson|mistake|goal|takeaway|problem|fix|idea|plan|question|challenge|outcome|win|reason|surprise|twist|tool|tip|myth|truth|news|headline|numbers?)$/.test(
      k,
    )
  ) {
    return `The ${k}`;
  }
  return firstUpper(k);
}
