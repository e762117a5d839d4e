/**
 * The offline writer: a deterministic ghostwriter used when no model is configured (the default
 * of `npm start`). It writes only what the member said: the hook from their most specific fact,
 * the body from the rest, in the structure of the template or reference they picked (never its
 * words: Recreate keeps the reference's blocks, one-line paragraphs, list marker and opener), in
 * one of four tones that differ in rhythm, structure, labels, contractions and the form of the
 * closing question. Every line is the member's material, a structure word ("For context," on what
 * they said before the hook, "Plot twist:" where they turned the story, a list's lead-in), or a
 * question about the post's own subject (or the member's own question); no line comes from a
 * fixed list. It is not a model, and the answer says so (`source: "composer"`).
 */
import { FOLD_CHARS } from "../../app/spec/linkedin";
import { capLength } from "./linkedin-text";
import {
  asSentence,
  type Fact,
  HAS_A_VERB,
  hookFact,
  IT_LED,
  inlineListAsLines,
  leansBack,
  lowerFirst,
  type Material,
  OWN_ASK,
  opensThePost,
  QUOTED,
  readMaterial,
  standsAlone,
  VERB_LED,
} from "./material";
import { polish } from "./polish";
import type { Tone } from "./prompts";
import { NO_SHAPE, type Shape, shapeOf } from "./shape";

export type WriteInput = { template?: string; reference?: string; userInput: string; tone: Tone; author?: "person" | "company" };

// ("Last year's 40% off sale" is a thing of last year, not the moment a story starts.)
const MOMENT_WORDS =
  /^(?:yesterday|today|this morning|last (?:week|month|year|night|monday|tuesday|wednesday|thursday|friday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:19|20)\d\d|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty) (?:years?|months?|weeks?|days?) ago)\b(?!['’]s)/i;
/** Lower-case after a label, unless the first word is one of the member's names ("For context, Leila calls…"). */
const afterLabel = (s: string, m: Material) => (m.specifics.includes(/^[\w'’-]+/.exec(s)?.[0] ?? "") ? s : lowerFirst(s));
const stripEnd = (s: string) => s.replace(/[\s.!?;:,]+$/, "");

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

/** A fact as the sentence a post can carry; a verb-led note gets the member's "I" or "we". */
function sentence(f: Fact, voice: "I" | "we"): string {
  if (!f.key && IT_LED.test(f.text)) return `It ${lowerFirst(f.text)}.`;
  if (!f.key && !f.theirs && VERB_LED.test(f.text)) return `${voice === "we" || f.ours ? "We" : "I"} ${lowerFirst(f.text)}.`;
  return asSentence(f);
}

/** Keys whose value is the news itself: the hook carries it without its label. */
const HEADLINE_KEYS = /^(?:result|win|outcome|event|story|news|headline|achievement|milestone|what|update|announcement|launch)$/;

/**
 * A part that cannot stand as a sentence of its own, whatever verb it holds: a phrase that sets the
 * scene ("Out of 300 applications for our last role"), a condition ("Yes if you're self-employed")
 * or an alternative ("or a share of bills if…").
 */
/** "mostly in Northumberland", "mainly for charities": where or for whom, said of the clause before it. */
const QUALIFIED_PLACE =
  /^(?:mostly|mainly|largely|usually|often|almost|nearly|partly|especially|all|both)\s+(?:in|on|at|of|for|from|with|across|by|to|under|over|between|among|around|near|outside|inside)\b/i;
const NOT_ON_ITS_OWN = {
  test: (text: string) =>
    /^(?:or|nor|yes|no|if|unless|although|though|while|whereas|as|out of|in|on|at|of|for|from|with|without|across|after|before|during|by|to|under|over|between|among|since|until|like|unlike)\b/i.test(
      text,
    ) || QUALIFIED_PLACE.test(text),
};

/**
 * Where a sentence cannot be cut: a head that ends on a word waiting for more ("…appointments
 * because", "…compared to"), or a "so" that is "so many" and not "and so" (the dental practice's
 * "because so many patients said…" became "…appointments because." and "Many patients said…").
 */
const WAITS_FOR_MORE =
  /\b(?:because|and|but|or|nor|of|to|the|a|an|with|that|than|as|so|if|when|for|from|in|on|at|by|into|my|our|their|your|his|her|its|very|quite|such|compared|it['’]s|that['’]s|it is|that is|it was|that was|this is|this was)$/i;
const SO_OF_DEGREE = /^(?:many|much|few|little|long|far|often|well|good|bad|hard|fast|busy|that)\b/i;
/** What only adds to the clause before it ("…diffing them, rather than staring at code"): no line of its own. */
export const ADDS_TO_BEFORE = /^(?:rather than|instead of|including|especially|such as|like|except|apart from|not least|which|who|whose|where)\b/i;
/** Inside brackets still open: "a senior backend engineer (go, postgres)" is one thing, never cut. */
const openBracket = (head: string) => (head.match(/\(/g) ?? []).length > (head.match(/\)/g) ?? []).length;
/** Inside a quotation still open: the words someone said are never cut ("…said "you don't need the answer, you…""). */
const openQuote = (head: string) => (head.match(/"/g) ?? []).length % 2 === 1 || (head.match(/“/g) ?? []).length > (head.match(/”/g) ?? []).length;
/**
 * After a colon, a comma after a phrase without a verb parts the items it announces ("3 problems:
 * no liability cap, IP that…"): the first alone is no sentence. ("…trick: eat on destination time, even if…" is a clause, and may be cut.)
 */
const listAfterColon = (head: string, cut: string) => /,|\band\b|\bor\b/.test(cut) && /:\s/.test(head) && !hasVerb(head.slice(head.lastIndexOf(":") + 1));
/** "told me 'a question that takes 2 minutes to ask and saves 2 hours…'": a cut inside a quotation, in any quote marks, would part the quoted words. */
const inQuotation = (head: string, cut: string, tail: string) =>
  [...`${head}${cut}${tail}`.matchAll(QUOTED)].some((q) => q.index < head.length && head.length < q.index + q[0].length);
/**
 * "…far too often: if you cohabit and you're not married, you have…": a clause the head opened with
 * "if" or "when" waits for the main one. Cut inside it, "If you cohabit." is no sentence, and what
 * follows ("You're not married…") says something else.
 */
const SUBORDINATE = /^(?:if|when|whenever|unless|although|though|while|because|since|once|until|as long as|even if)\b/i;
const inSubordinate = (head: string) => SUBORDINATE.test((head.split(/[,:;]\s+|\s[-–—]\s/).at(-1) ?? "").trim());
export const cutHolds = (head: string, cut: string, tail: string) =>
  !WAITS_FOR_MORE.test(head.trim()) &&
  !inSubordinate(head) &&
  !inQuotation(head, cut, tail) &&
  !(/^\s+so\s+$/.test(cut) && SO_OF_DEGREE.test(tail)) &&
  !openBracket(head) &&
  !openQuote(head) &&
  !listAfterColon(head, cut);

/** A hook under the fold: the fact's first clause when the whole is long, keeping its numbers. */
function hookText(f: Fact, voice: "I" | "we", max: number, minCut = 30): { hook: string; rest: string | null } {
  const whole = f.key && HEADLINE_KEYS.test(f.key) ? `${voice === "we" && VERB_LED.test(f.text) ? "We " : ""}${f.text}` : stripEnd(sentence(f, voice));
  const text = stripEnd(whole);
  if (text.length <= max) return { hook: `${text}.`, rest: null };
  // Not before "because" or "which": the rest would lose the word that ties it to the hook.
  // A short hook (Motivational's) with no cut that holds before its length may take one a little later.
  for (const bound of max < 120 ? [max, 120] : [max]) {
    const found = cutAt(text, bound, minCut);
    if (found) return found;
  }
  return { hook: `${text}.`, rest: null };
}

/** "a borrowed hoover", "the used car": an "-ed" word after its article describes the thing and is no verb. */
const withoutDescribingEd = (text: string) => text.replace(/\b(a|an|the|my|our|their|his|her|its|your)\s+[a-z]+ed\b/gi, "$1 thing");

/** A clause without what a subordinator adds to it: "'per my last email' when he's asked twice" is "'per my last email'". */
const mainClause = (clause: string) =>
  clause.split(/\s(?:when|whenever|if|because|while|after|before|until|since|unless|though|although|where|who|whose|which)\s/i)[0];

function cutAt(text: string, max: number, minCut: number): { hook: string; rest: string } | null {
  const cut = /,\s|\s[-–—]\s|\s(?:so|and|but)\s/g;
  for (const m of text.matchAll(cut)) {
    if (m.index! < minCut || m.index! > max) continue;
    const head = text.slice(0, m.index);
    const tail = text.slice(m.index! + m[0].length);
    if (!/\d/.test(head) && /\d/.test(tail)) continue;
    // Neither half may be a phrase that only sets up or adds to the other ("Out of 300 applications…", "or a share of bills…").
    if (NOT_ON_ITS_OWN.test(tail) || (NOT_ON_ITS_OWN.test(head) && !/,\s/.test(head))) continue;
    if (!cutHolds(head, m[0], tail)) continue;
    // "…in Northumberland and the Scottish Borders, and…": an "and" that joins two things is no place to cut.
    // Up to the next joint: "do 4 interviews and a take-home task for a client and the client went…" joins two things first.
    if (/^\s(?:and|so|but)\s$/.test(m[0]) && !hasVerb(mainClause(tail.split(/,\s|\s(?:and|but|so)\s/)[0]))) continue;
    // "…my dad who's 71 and still does the night checks": the "and" goes on with the "who" clause;
    // "we'll now be open until 8pm…, and closed on Sunday mornings": with the head's "be". Cut there,
    // the tail would take an "I" or a "We" that changes what was said ("We closed on Sunday mornings.").
    const lastClause = head.split(/[,:;]\s+/).at(-1) ?? "";
    if (/^(?:,\s+)?\s*(?:and|or)?\s*$/.test(m[0].replace(/,/, "")) && /\b(?:who|which|that)(?:['’]s|\s)/i.test(lastClause)) continue;
    if (
      /\b(?:be|been|being|is|are|was|were|will|['’]ll|would|['’]d|have|has)\s+(?:now\s+|still\s+|also\s+)?[a-z]+\b/i.test(lastClause) &&
      /^(?:and\s+)?(?:now\s+|still\s+|also\s+)?[a-z]+ed\b/i.test(tail)
    )
      continue;
    // "…use machine translation for their website and then pay me to fix it", "A client of ours, a
    // 3-person accounting firm in Bristol, told us…": the verb after the cut is the subject's before
    // it, so "Then pay me to fix it." or "Told us…" alone has none.
    // (The member's own next act after their first keeps going: "Applied to 60 grad schemes last
    // year and got 2 interviews" is "I got 2 interviews.")
    const membersNextAct = VERB_LED.test(tail) && (VERB_LED.test(lowerFirst(head)) || /^(?:I|we)\s/i.test(head));
    if (opensWithoutSubject(tail) && !membersNextAct) continue;
    // "…came from my first boss, Anita: 'your team will copy…'": the name after the comma is who
    // the boss was, and what she said belongs to her there ("Anita: '…'" alone reads as a label).
    if (/^,\s$/.test(m[0]) && /^[A-Z][a-z]+(?:\s[A-Z][a-z]+)?:\s/.test(tail)) continue;
    // "I had one van, a borrowed hoover and two clients": a thing after a comma, without a verb, is
    // the next of a list or another name for the thing before ("A borrowed hoover and two clients." is no sentence).
    if (
      /^,\s$/.test(m[0]) &&
      /^(?:a|an|the|my|our|their|his|her|its|your|one|two|three|four|five|six|seven|eight|nine|ten|\d)\b/i.test(tail) &&
      !hasVerb(withoutDescribingEd(tail.split(/,\s/)[0]))
    )
      continue;
    // ", and around 40% of my bookings…" on its own: "Around 40% of my bookings…" ("but" and "so" keep their turn).
    const own = tail.replace(/^and\s+(?=\S+\s)/i, "");
    // "…when she doesn't want her peas, and 'per my last message' when she's asked twice": the verb
    // after "and" is the first clause's ("has started saying"); the one in "when…" is no verb of its own.
    if (own !== tail && !hasVerb(mainClause(own))) continue;
    return { hook: `${head}.`, rest: `${own.charAt(0).toUpperCase()}${own.slice(1)}.` };
  }
  return null;
}

/** "I shipped v2 in 6 weeks" → "6 weeks. I shipped v2.": the number leads when a preposition carries it. */
const NUMBER_TAIL = /^(.{12,}?)\s+(?:in|within|for|after|over|by)\s+((?:[$€£]\s?)?\d[\d,.]*\s?(?:%|k|K|M)?\s?[a-z]*)[.!]?$/;
export function numberFirst(hook: string): string | null {
  const tail = NUMBER_TAIL.exec(hook.trim());
  // The number without the sentence's own full stop ("in 2025." is the year 2025).
  const number = tail?.[2].trim().replace(/[.,]+$/, "") ?? "";
  // Not a year ("2024. Data…"), not across a clause ("…, he left after 4 months"), not out of a label or a preposition ("by over £20k").
  if (!tail || /^(?:19|20)\d\d$/.test(number) || /,\s|^[A-Z][\w ]{0,30}:\s|\s(?:in|within|for|after|over|by|of|to|from|at|on|under)$/i.test(tail[1]))
    return null;
  // Not a clock time ("by 10am", "by 11"): only an amount leads. Not when the sentence has another
  // number ("…every 30 minutes and 8 out of 10 feel better in 3 weeks"): moved out, it answers nothing.
  if (/^\d[\d,.]*(?:\s?(?:am|pm|h|o'clock))?$/i.test(number) || /(?:^|\s)[$€£¥₹]?\d/.test(tail[1])) return null;
  return `${number.charAt(0).toUpperCase()}${number.slice(1)}. ${tail[1]}.`;
}

const RELATIVE = /\s(?:that|who|which|whose)(?:['’]s)?\s/i;
const IMPERATIVE = /^(?:stop|start|keep|don't|never|always|do|make|take|try|use|ask|get|go|be|write|read|call|send|raise|tell|check|hire|quit)\b/i;
const CALENDAR_FIRST =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
/** Verbs in the present that HAS_A_VERB leaves to a subject it can see ("HR people burn out", "sign-ups jump"). */
// ("a take-home task": the first half of a compound is no verb.)
const PRESENT_VERB =
  /\s(?:(?:stop|keep|burn|jump|talk|post|need|want|work|run|grow|drop|fall|rise|say|think|feel|know|come|get|make|take|matter|mean|start|end|cover|cost|pay|sell|win|lose|open|close|launch|hit|cut|help|save|change|show|turn|lead|look|seem|become|happen)s?|do|does|go|goes|appl(?:y|ies))\b(?!-)/i;
/** A loss or a hard time: never turned into a teaser question. */
const MISFORTUNE =
  /\b(?:made redundant|laid off|let go|fired|sacked|lost (?:my|our|his|her) (?:job|role|mum|mom|dad|father|mother|husband|wife|son|daughter|brother|sister|friend|business|home)|passed away|died|miscarriage|diagnosed|burn(?:ed|t) out|went bust|went under|went into administration|closed (?:down|our doors)|shut (?:down|our doors)|failed|bankrupt)\b/i;
/** "round: €12M Series A", "seen it: 6 clients…": a brief's label is no part of a question. */
const SHORT_LABEL = /^(?:[a-z][a-z']*(?:\s[a-z][a-z']*){0,2}):\s+(?=\S)/i;
/**
 * The opening question a template or reference that opens with one asks for, and Regenerate's
 * "start with a question": the member's first line as a question, when it reads as one: a clause with its verb ("Want to
 * know how I cut my emails to 3 sentences?") or a short noun phrase ("Ever wondered what's behind
 * 10 years making steel frames in Sheffield?"). Only its first sentence (or clause before a comma
 * splice) is asked; `rest` is what follows it, kept by the caller. Null when no such question reads
 * right: a noun phrase with a relative clause, a long line, a label.
 */
export function questionHook(f: Fact, voice: "I" | "we"): { question: string; rest: string | null } | null {
  // "Myth: you need a lawyer to write a will" asked as "Want to know how you need a lawyer…?" says the myth is true.
  if (/^(?:myth|misconception|the lie|lie|false|wrong)\s*:/i.test(f.text.trim()) || /^(?:myth|misconception)$/i.test(f.key ?? "")) return null;
  const text = stripEnd(f.text).replace(SHORT_LABEL, "");
  // A sentence ends at its stop, or at a comma before a new clause ("…, he left", "…, lazy cold email is dead").
  const cut =
    /(?<=[.!?])\s+(?=[A-Z0-9"“])|,\s+(?=(?:he|she|they|we|I|it|then|nobody|everyone|everybody|no one|someone|none)\s|(?:[\w'-]+\s){1,3}(?:is|are|was|were)\s)/.exec(
      text,
    );
  const first = stripEnd(cut && cut.index >= 20 ? text.slice(0, cut.index) : text);
  const after = cut && cut.index >= 20 ? text.slice(cut.index + cut[0].length).trim() : "";
  const rest = after ? `${after.charAt(0).toUpperCase()}${after.slice(1)}${/[.!?]$/.test(after) ? "" : "."}` : null;
  // A label or a list of particulars ("Our stat: …", "…for me: eat on…"); "1:1s" and "6:15am" are no label.
  if (/:\s|;/.test(first)) return null;
  // A list's heading ("Signs your business is ready for…") is asked as no question.
  if (LIST_HEADING.test(first) || /:\s*$/.test(f.text)) return null;
  // The verb must be the sentence's own, not a relative clause's ("a $12 mouse that has outlived 3
  // laptops", "212 incident responses we ran in 2024").
  const main = first.split(RELATIVE)[0];
  const counted = /^[~$€£]?\d/.test(first) && /\s(?:we|I|they|you)\s+[a-z]+/.test(main);
  // A capital that only starts the sentence goes ("First week at Lumen Games"); a name's stays ("Reforge Product Strategy").
  const asked = (text: string) => (/^(?:The|A|An|Our|My|One|This)\s|^[A-Z][a-z]+\s[a-z0-9]/.test(text) ? lowerFirst(text) : text);
  const clause = !counted && (HAS_A_VERB.test(main) || VERB_LED.test(first) || PRESENT_VERB.test(main)) ? (clauseOf(first, voice) ?? asked(first)) : null;
  // "In October 2023, I ordered…" asks "how, in October 2023, I ordered…"; a claim ("cold email isn't
  // dead") asks why, not how.
  const claim = /^(?:[\w'-]+\s){1,4}(?:is|are|isn't|aren't|is not|are not)\b/i.test(first) && !HAS_VERB.test(first.replace(/\b(?:is|are)\b/gi, ""));
  // "Want to know how I got made redundant on Tuesday?" makes a teaser of a loss: no question reads right.
  if (MISFORTUNE.test(first)) return null;
  if (clause && clause.length <= 110)
    return {
      question: `Want to know ${claim ? "why" : "how"}${/^(?:in|on|at|after|before|last|this)\b[^,]{2,30},\s/i.test(clause) ? ", " : " "}${clause}?`,
      rest,
    };
  // A noun phrase: a count, an article or a name first, no verb anywhere ("sign-ups jump 3x" has one), no date alone.
  const phrase =
    (/^(?:[~$€£]?\d|(?:the|a|an|our|my|one|this)\s)/i.test(first) || /^[A-Z]/.test(first)) &&
    !IMPERATIVE.test(first) &&
    // "60 this year": a count of nothing named.
    !COUNT_OF_NOTHING.test(first) &&
    !CALENDAR_FIRST.test(first) &&
    !HAS_A_VERB.test(first) &&
    !PRESENT_VERB.test(first) &&
    !RELATIVE.test(first) &&
    first.length <= 80;
  if (!phrase) return null;
  return { question: `Ever wondered what's behind ${asked(first)}?`, rest };
}

/** Words that never make a topic on their own: function words, auxiliaries, common verbs, vague words, words about the request. */
const NOT_TOPIC = new Set(
  `a an the and or but so if then than as at by because since although though while whether unless for from in into of on onto to up down out off with without about after before over under until since during via per
   i me my mine we us our ours you your yours he him his she her it its they them their this that these those there here who whom whose which what when where why how
   i'm i've i'd we're we've it's that's don't didn't doesn't isn't wasn't can't won't
   is are was were be been being am do does did done have has had having will would can could should may might must shall
   get got make made take took keep kept go went come came give gave say said tell told know knew think thought feel felt want need try tried use used let
   see saw look put set run ran find found work works worked push drop burn fix talk ask handle manage ends starts begins expires helps matters means read reads
   open opens closed ready available
   start started finally just really very still even also only ever never always often once again too much many more most some any every each all no not
   nobody everyone everybody someone somebody anyone anything something nothing everything none whoever whatever whichever wherever whenever
   one two three four five six seven eight nine ten first second third last next new old same other own whole full single entire best worst big small
   extra extras thing things stuff lot lots bit way ways time times day days week weeks month months year years hour hours minute minutes today yesterday tomorrow
   lol haha ok okay yes yeah fine thank thanks please sorry hello hi back like basically literally actually honestly obviously probably maybe anyway mostly
   monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays weekends mornings evenings nights january february march april june july august september october november december
   different various several multiple
   now then soon later instead else together away ahead ago myself yourself himself herself itself ourselves themselves
   people ones post posts reference style format story voice idea version tone self result results update updates news numbers stats`.split(/\s+/),
);
/** A word that reads as a verb or an adverb where a topic would need a noun. */
const VERB_FORM =
  /^(?:[a-z]+ed|[a-z]+ing|[a-z]+n't|broke|spoke|wrote|written|taken|given|done|seen|known|shown|grown|driven|chosen|broken|spoken|gone|sent|spent|built|lent|lost|won|began|grew|knew|drew|threw|flew|fell|held|stood|paid|met|led|brought|bought|caught|taught|meant|sold|told|felt|kept|left|heard|slept|fought|sought|dealt|stop|stops|keeps|asks|thinks|sees|knows|loves|hates|likes|lets|tries|buys|wants|needs|says|tells|goes|gets|makes|takes|gives|shows|turns|puts|sets|runs|sells|helps|saves|cuts|hits|wins|renews|means|feels|looks|comes|starts|applies|covers|matters|happens|seems|becomes)$/;
const DETERMINER = /^(?:my|our|their|the|your|a|an)$/i;
const MODIFIER = /^(?:old|new|first|second|last|next|same|best|big|small|whole|full|own|single|entire|other|only|real|very|wrong|right)$/;
const SUBJECT_WORD =
  /^(?:i|we|you|they|them|he|she|it|nobody|everyone|everybody|someone|people|to|will|would|can|could|should|must|don't|didn't|doesn't|can't|cannot|won't|wouldn't|couldn't|shouldn't|never)$/;
const ADVERB = /^(?:really|just|actually|still|never|always|often|also|mostly|finally|even|only|usually|basically|literally|honestly)$/;
const TOPIC_KEYS = /^(?:topic|subject|theme|about|tool|course|cert|certification|product|project|book|program|programme|skill|field|belief|myth)$/;

/** "-ing" words that are nouns as often as verbs: the head of "our weekly status meeting". */
const NOUN_ING =
  /^(?:meeting|training|onboarding|offboarding|pricing|hiring|marketing|funding|planning|building|wedding|booking|listing|posting|offering|opening|filing|invoicing|billing|accounting|recruiting|coaching|consulting|engineering|banking|housing|parking|shipping|clothing|scheduling|budgeting|forecasting|reporting|testing|packaging|branding|networking|mentoring|tutoring|catering|fundraising|bookkeeping|manufacturing|sourcing|staffing|leasing|lending|licensing|routing|tracking|handover|ceiling|flooring|roofing|plumbing|landscaping|cleaning|painting|printing|signing|sitting|tasting|gathering|briefing|check-in|standup|stand-up)$/;

/** Nouns too general to ask a reader about on their own. */
const GENERIC_NOUN =
  /^(?:data|model|models|job|jobs|work|lesson|lessons|tip|tips|thing|things|thought|thoughts|learnings|takeaway|takeaways|note|notes|rule|rules|way|ways|reason|reasons|habit|habits|problem|problems|process|system|systems|project|projects|product|products|part|parts|place|plan|plans|issue|issues|point|points|step|steps|side|end|case|cases|type|kind|level|area|role|task|tasks|tool|tools|question|questions|answer|answers|decision|decisions|change|changes|fix|one|world|life|person|piece|bit|room|call|calls|sign|signs|english|german|french|spanish|italian|portuguese|dutch|polish|arabic|hindi|mandarin|chinese|japanese|korean|russian|turkish|swedish|danish|greek|accent|confidence|voice)$/;

/** Units that make a measure with the number before them ("40 page", "5 minute", "2 week"). */
const MEASURE_UNIT =
  /^(?:page|minute|min|hour|day|week|month|year|step|point|person|mile|second|seat|bed|room|storey|part|stage|word|line|slide|figure|percent|cent|square|cubic|metre|meter|foot|feet|sq|km|kilometre|kilometer|kilo|kg|litre|liter|acre|hectare|inch|pound|ton|tonne|gram|mm|cm)$/;

/** A phrase a reader can be asked about: a few words, no clause, no number. */
function topicLike(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/);
  if (words.length > 5 || /\d|[,;:!?=+]/.test(text) || VERB_LED.test(text)) return false;
  return !words.some(
    (w) => /^(?:i|we|you|it|they|he|she|is|are|was|were|has|have|had|will|can|do|does|did)$/.test(w) || (w.length > 3 && VERB_FORM.test(w) && !/ing$/.test(w)),
  );
}

/** Superlatives and ordinals: "a biggest client" is not English. */
const ONE_OF_A_KIND =
  /^(?:best|worst|first|last|next|only|biggest|largest|smallest|hardest|toughest|fastest|slowest|oldest|newest|latest|greatest|highest|lowest|longest|shortest|strangest|proudest)\b/i;

/**
 * Nouns that name a mass, not one of a kind: "Got a story about feedback?" is English as it
 * stands, and so is a bare one after "stand on" ("Where do you stand on email?").
 */
export const MASS_NOUN =
  /^(?:feedback|advice|money|software|hardware|data|research|work|time|training|marketing|hiring|pricing|sales|news|information|knowledge|equipment|furniture|traffic|revenue|cash|funding|coffee|tea|milk|bread|beer|wine|water|food|health|safety|security|leadership|management|design|content|support|education|homework|progress|weather|music|art|tech|email|onboarding|burnout|parking|insurance|payroll|tax|debt|stress|sleep|luck|trust|fun|help|staff|nursing|grief|love|compliance|accessibility|sustainability|recruitment|networking|rest|pain|physio|physiotherapy|therapy|rehab|recovery|exercise|fitness|nutrition|mobility|posture|wellbeing|care|childcare|healthcare|legal|finance|accounting|bookkeeping|admin|cleaning|maintenance|logistics|shipping|freight|hospitality|retail|ecommerce|travel|energy|strategy|culture|diversity|inclusion|mentoring|coaching)$/i;

/**
 * A single bare word asked about is a kind: "Got a story about nurse?" is no English, "…about
 * nurses?" is; a mass ("feedback") stays as it is.
 */
function asKind(phrase: string): string {
  // "the hiring manager" of the member's story: the reader is asked about one like them.
  if (/^the\s/i.test(phrase) && WHO.test(phrase.split(/\s+/).at(-1)!.toLowerCase()) && !/s$/.test(phrase))
    return phrase.replace(/^the\s+(?=(\w))/i, (_m, c: string) => (/[aeiou]/i.test(c) ? "an " : "a "));
  // "my salesperson" is one of the member's people: the reader is asked about one like them, "a salesperson".
  if (/^your\s+[a-z]+$/i.test(phrase) && WHO.test(phrase.split(/\s+/)[1].toLowerCase()) && !/s$/.test(phrase))
    return phrase.replace(/^your\s+(?=(\w))/i, (_m, c: string) => (/[aeiou]/i.test(c) ? "an " : "a "));
  // "charge nurse" said bare is one of them: "a charge nurse".
  if (/^(?!(?:a|an|the|your|our|my|their)\s)[a-z]+\s[a-z]+$/.test(phrase) && WHO.test(phrase.split(/\s+/).at(-1)!) && !/s$/.test(phrase))
    return `${/^[aeiou]/.test(phrase) ? "an" : "a"} ${phrase}`;
  // "the early slots" the member leaned on are a kind to the reader: "early slots".
  // Not "the designer joins": a person and their verb.
  if (/^the\s+[a-z]+(?:\s[a-z]+)?s$/.test(phrase) && !(phrase.split(/\s+/).length === 3 && WHO.test(phrase.split(/\s+/)[1])))
    return phrase.replace(/^the\s+/, "");
  if (!/^[a-z][a-z-]*$/.test(phrase) || /s$/.test(phrase) || MASS_NOUN.test(phrase)) return phrase;
  if (/(?:ch|sh|x|z)$/.test(phrase)) return `${phrase}es`;
  if (/[^aeiou]y$/.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  return `${phrase}s`;
}

/** "my classroom" asked back to the reader is "your classroom". */
const toReader = (phrase: string) =>
  phrase
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/^my\s+/i, "your ")
    // A team's own thing is one of its kind to the reader: "our bakery" is "a bakery", "our clients" "clients";
    // one that is the only one of its kind is the reader's own: "our biggest client" is "your biggest client".
    .replace(/^(?:our|their)\s+(\S+(?:\s\S+)*)$/i, (_m, rest: string) =>
      ONE_OF_A_KIND.test(rest) ? `your ${rest}` : /s$/.test(rest) || MASS_NOUN.test(rest.split(/\s+/).at(-1)!) ? rest : `a ${rest}`,
    )
    .trim();

/**
 * What the post is about, in the member's own words, to ask the reader about: a topic they
 * labelled ("topic: freelancers and quarterly taxes", "tool: pgBadger"), the subject of their
 * request ("about my classroom"), or the noun phrase their material leans on most. Null when
 * none can be found: a draft then ends without a question rather than with a canned one.
 */
export function topicOf(m: Material): string | null {
  for (const f of m.facts) {
    // "tool: pgBadger" (with what the material joined to it after a comma left out).
    const value = toReader(f.text.split(/,\s/)[0]);
    if (f.key && TOPIC_KEYS.test(f.key) && topicLike(value)) return value;
  }
  if (m.subject) {
    // "burning out last year" asked back is "burning out": the member's time is not the reader's.
    const subject = toReader(
      m.subject
        .split(/\s+(?:on|in|at|for|from|with|to|who|which|that|and|but)\s+/)[0]
        .replace(/\s+(?:(?:last|this|next) (?:year|month|week|quarter)|yesterday|today|recently)$/i, "")
        // "about having a backup comms plan" asks about the plan.
        .replace(/^having\s+(?=\S+\s)/i, ""),
    );
    // "about the surgeon who said no to me": one person of the member's story; the reader is asked
    // for one like them ("Got a story about a surgeon?"), as people are (onlyAStoryAsks).
    const asked = /^the\s/i.test(subject) && WHO.test(subject.split(/\s+/).at(-1)!.toLowerCase()) ? subject.replace(/^the\s+/i, "a ") : subject;
    if (topicLike(asked) && asked.split(/\s+/).some((w) => !NOT_TOPIC.has(w.toLowerCase()))) return asked;
  }
  // "Most companies get onboarding wrong": what the member's claim is about is what they got wrong.
  // So is what a take says most of them are: "Hot take: most product roadmaps are just wish lists" is about roadmaps.
  // "…don't have a hiring problem, they have an onboarding problem" is about the problem they have.
  const claimed =
    /\b(?:don['’]?t|doesn['’]?t|do not|does not)\s+have\s+an?\s+(?:[a-z-]+\s+){1,2}problem,?\s+(?:they|it|we|you)\s+(?:have|has)\s+an?\s+((?:[a-z][a-z-]+\s)?[a-z][a-z-]+)\s+problem\b/i.exec(
      m.facts[0]?.text ?? "",
    )?.[1] ??
    /\b(?:get|gets|got|do|does|are doing)\s+((?:[a-z][a-z-]+\s){0,2}[a-z][a-z-]+)\s+(?:all\s+)?(?:wrong|backwards|upside down)\b/i.exec(
      m.facts[0]?.text ?? "",
    )?.[1] ??
    /^(?:(?:hot take|unpopular opinion|controversial opinion|real talk):\s*)?(?:most|all|many|so many)\s+((?:[a-z][a-z-]+\s){0,2}[a-z][a-z-]+s)\s+(?:are|aren't|don't|do not|never|rarely|should|shouldn't|should not|can't|cannot|won't|need|needn't)\b/i.exec(
      m.facts[0]?.text ?? "",
    )?.[1] ??
    /^(?:hot take|unpopular opinion|controversial opinion):\s*((?:[a-z][a-z-]+\s){0,2}[a-z][a-z-]+)\s+(?:is|are|isn't|aren't)\b/i.exec(
      m.facts[0]?.text ?? "",
    )?.[1] ??
    // …and what a verdict is passed on: "Machine translation is fine for internal documents", "Cold email is not dead".
    /^((?:[a-z][a-z-]+\s){0,2}[a-z][a-z-]+)\s+(?:is|are)\s+(?:(?:still|only|just|not|totally|completely|perfectly|mostly|so|massively|wildly)\s+)?(?:fine|dead|overrated|underrated|overhyped|broken|overpriced|a scam|a myth|the future|useless|worth it|not worth it)\b/i.exec(
      m.facts[0]?.text ?? "",
    )?.[1];
  // ("Most companies don't have a strategy problem…" is not about companies: a claim about everyone names no subject.)
  // "Machine translation is fine…": capital only for opening the sentence (not a name: "DeepL is…").
  const claimedAsSaid = claimed?.replace(/^[A-Z](?=[a-z]+\b)/, (c) => (m.specifics.includes(claimed.split(/\s+/)[0]) ? c : c.toLowerCase()));
  if (
    claimed &&
    claimedAsSaid &&
    topicLike(claimedAsSaid) &&
    !EVERYONE_OF_A_KIND.test(claimed.split(/\s+/).at(-1)!) &&
    !namesPeople(claimed) &&
    !claimedAsSaid.split(/\s+/).some((w) => NOT_TOPIC.has(w) || SUBJECT_WORD.test(w) || DETERMINER.test(w))
  )
    return toReader(claimedAsSaid);
  // A first line that only names a thing ("Cold emails.", "Pricing.") is the member's own heading.
  // (Not a name: "Riverside Vets." over a company's post is who is speaking, not what about.)
  const heading = m.facts[0] && !m.facts[0].key && m.facts.length > 1 ? m.facts[0].text : "";
  // (Nor who the member is: "Mortgage adviser." over the post is a caption, not its subject.)
  if (
    heading &&
    heading.split(/\s+/).length <= 3 &&
    !namesPeople(heading.replace(/[.!]$/, "")) &&
    topicLike(heading) &&
    !/\s[A-Z]/.test(heading) &&
    !heading.split(/\s+/).some((w) => NOT_TOPIC.has(w.toLowerCase()))
  )
    return toReader(lowerFirst(heading));
  // The member's noun phrases, the most repeated first. Words said once, after the first line, are
  // not what the post is about ("94% of UK postcodes" in a post about a new warehouse).
  // ("Hot take: most small businesses don't need…" asks nothing about businesses: everyone of a kind is no subject.)
  // So does one about most people of a kind: "Most small employers should not panic" asks nothing about employers.
  const everyone =
    claimed && (EVERYONE_OF_A_KIND.test(claimed.split(/\s+/).at(-1)!) || namesPeople(claimed)) ? claimed.split(/\s+/).at(-1)!.toLowerCase() : null;
  const phrases = nounPhrases(m).filter((p) => !everyone || p.phrase.split(/\s+/).at(-1)!.toLowerCase() !== everyone);
  // A thing said twice in one breath ("a carrier bag full of receipts, literally a carrier bag") is
  // emphasis, a prop of the story: what the member came back to in another sentence ("receipts") is its subject.
  // (The very words again, not "the spreadsheet … their spreadsheets"; and never for a name: "Excel".)
  const across = phrases.find((p) => p.askable && p.leanedOn && (p.spread ?? 0) >= 2 && p.score >= 2 && !/[A-Z]/.test(p.phrase));
  const core = (phrases[0]?.phrase ?? "").replace(/^(?:a|an|the|your)\s+/i, "");
  const saidTimes = core
    ? (
        m.facts
          .map((f) => f.text)
          .join(" ")
          .match(new RegExp(String.raw`\b${core.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b`, "gi")) ?? []
      ).length
    : 0;
  const best = phrases[0]?.spread === 1 && saidTimes >= 2 && across ? across : phrases[0];
  if (!(best && best.score >= 2 && best.askable && best.leanedOn)) return null;
  // "the existing tutorial" is the member's one; "tutorials", said of the same thing, is the kind a reader has.
  const head = (p: NounPhrase) => p.phrase.split(/\s+/).at(-1)!.replace(/s$/, "");
  const kind = /^the\s/.test(best.phrase) ? phrases.find((p) => p.askable && /^[a-z-]+s$/.test(p.phrase) && head(p) === head(best)) : undefined;
  // "reply rate", bare, is no English to ask about; the member also wrote "reply rates": that, then.
  const chosen = (kind ?? best).phrase;
  const said = m.facts.map((f) => f.text).join(" ");
  if (/^[a-z-]+ [a-z-]+[^s]$/.test(chosen) && new RegExp(String.raw`\b${chosen}s\b`, "i").test(said)) return `${chosen}s`;
  // "coats" counted in a post about "our first winter coat drive": the drive is the subject, and
  // readers are asked about drives like it ("Got a story about winter coat drives?"), not about coats.
  const compound = /^[a-z]+s$/.test(chosen) ? compoundOf(chosen.replace(/s$/, ""), phrases, said) : null;
  if (compound) return compound;
  return asKind(chosen);
}

/**
 * "the floor", "the pressure relief valve", "the routing": the member's one thing, a prop of their
 * story. A post's own closing question never asks about it ("Got a story about the floor?"). (A
 * calendar's question names its readers, whose own rota or release calendar it is: "Nurse managers,
 * what's your experience with the rota?") People are asked about as one like them ("a night shift team").
 */
export const aPropOfTheStory = (topic: string) => /^the [a-z][a-z -]*[^s]$/.test(topic) && !namesPeople(topic);

/** The member's own compound that a counted word names the kind of: "coat" in "winter coat drive", as the plural "winter coat drives". */
function compoundOf(word: string, phrases: NounPhrase[], said: string): string | null {
  for (const { phrase } of phrases) {
    const words = phrase.replace(/^(?:a|an|the|your|my|our|their)\s+/i, "").split(/\s+/);
    const at = words.indexOf(word);
    // The word before the compound's head, which takes a plain "-s" ("drive" → "drives", not "process" → "processs").
    if (words.length < 2 || words.length > 3 || at < 0 || at === words.length - 1 || !/^[a-z]+[^sxyh]$/.test(words.at(-1)!)) continue;
    if (words.some((w) => !/^[a-z-]+$/.test(w) || NOT_TOPIC.has(w))) continue;
    // One of a kind, as the member said it ("its first winter coat drive"), so it has a plural:
    // "run incident response" is a practice, and "incident responses" no subject anyone has.
    if (
      !new RegExp(String.raw`\b(?:a|an|one|its|our|my|their|his|her|first|every|each|this|that|last|next)\s+(?:[a-z]+\s+)?${words.join(" ")}\b`, "i").test(said)
    )
      continue;
    return `${words.join(" ")}s`;
  }
  return null;
}

/** Everyone of a kind, as a claim's subject: "most companies", "most people", "so many teams". */
const EVERYONE_OF_A_KIND = /^(?:companies|people|businesses|organi[sz]ations|firms|folks|teams|brands|humans|individuals)$/i;

type NounPhrase = { phrase: string; score: number; askable: boolean; leanedOn: boolean; spread?: number };

/** The member's noun phrases (runs of topic words, with their determiner), the likeliest subject first. */
export function nounPhrases(m: Material): NounPhrase[] {
  const all = m.facts
    .map((f) => f.text.replace(/\s*\([^)]*\)/g, ""))
    .join(" ")
    .toLowerCase();
  const counts = new Map<string, number>();
  // (A word right after "I" or "we" is a verb, no mention of the thing: "my real cost per plate … I cost every dish".)
  for (const word of all.replace(/\b(?:i|we|you|they|he|she)\s+[a-z][a-z'-]+/g, " ").match(/[a-z][a-z'-]+/g) ?? [])
    counts.set(word.replace(/s$/, ""), (counts.get(word.replace(/s$/, "")) ?? 0) + 1);
  // In how many facts each word stands (its "-s" aside), counted once a fact.
  const inFacts = new Map<string, number>();
  for (const f of m.facts)
    for (const word of new Set(
      f.text
        .toLowerCase()
        .split(/[^a-z'-]+/)
        .map((w) => w.replace(/s$/, "")),
    ))
      inFacts.set(word, (inFacts.get(word) ?? 0) + 1);
  // Who the member is ("we're a small coffee shop") says nothing of what the post is about: its words
  // are no repeat of another phrase's ("half of them buy a coffee" is not the subject).
  // (Nor how big the business is: "I run a small plumbing business in Bristol, 6 vans." is not about vans.)
  const lessSaid = (word: string) => counts.set(word.replace(/s$/, ""), Math.max(1, (counts.get(word.replace(/s$/, "")) ?? 1) - 1));
  for (const identity of all.matchAll(
    /\b(?:i['’]m|im|i am|we['’]re|we are|i run|we run|i own|we own|i manage|we manage)\s+an?\s+((?:[a-z-]+\s+){0,2}[a-z-]+)([^.!?]*)/g,
  )) {
    for (const word of identity[1].split(/\s+/)) lessSaid(word);
    for (const counted of identity[2].matchAll(/\b\d[\d,.]*\s+([a-z-]+)/g)) lessSaid(counted[1]);
  }
  const found: NounPhrase[] = [];
  for (const [factIndex, f] of m.facts.entries()) {
    // "2.3 million job ads": the number word is the number's, and the phrase is "job ads".
    const words = f.text
      .replace(/\s*\([^)]*\)/g, "")
      .replace(/(\d)\s+(hundred|thousand|million|billion|trillion)\b/gi, "$1$2")
      // "second hand books" are second-hand: one describing word, no "hand books".
      .replace(/\b(second|first|third)[\s-](hand|rate|class)\b/gi, "$1-$2")
      .split(/\s+/);
    let run: string[] = [];
    let det: string | null = null;
    let runAfterNumber = false;
    let runAfterCount = false;
    let identity = false;
    const close = (continues = false) => {
      // "-ly" words modify the noun that follows ("monthly 1:1s"): they do not end a topic.
      while (run.length && /ly$/.test(run.at(-1)!)) run.pop();
      const phrase = continues || runAfterNumber ? [] : run.slice(-3);
      const named = phrase.some((w) => /^[A-Z]/.test(w));
      // The member's own named thing ("our Mill Street shop") is not the reader's to be asked about.
      // Names alone are who or where, not what, unless "the" makes them a thing ("the European Accessibility Act").
      const thing = phrase.some((w) => /^[a-z]/.test(w)) || (det === "the" && phrase.length >= 2 && phrase.length === run.length);
      // One generic word ("the data", "your model", "the job") is no subject a reader can answer about.
      const generic = phrase.length === 1 && GENERIC_NOUN.test(phrase[0].toLowerCase());
      // "the night" of "last night … of the night" is when, not what: a time alone is no subject ("night shifts" is).
      const when = phrase.every((w) => /^(?:night|morning|evening|afternoon|weekend|tonight)s?$/i.test(w));
      // ("your Ledgerly email address" is the company's own product, as "our" would be.)
      if (thing && !identity && !generic && !when && !(named && det && /^(?:my|our|their|your)$/.test(det))) {
        const repeated = phrase.reduce((n, w) => n + (counts.get(w.toLowerCase().replace(/s$/, "")) ?? 1) - 1, 0);
        // A bare singular ("freezer") reads badly in a question: it counts for less; of two or more
        // words ("slack channel", "weekend bread") it is not asked about at all.
        const bare = !det && !/s$/.test(phrase.at(-1)!);
        // Unless the member said it again and again ("cold email … lazy cold email").
        const saidAgain = phrase.every((w) => (counts.get(w.toLowerCase().replace(/s$/, "")) ?? 1) > 1);
        // Nor the last three words of a longer run: "purpose AI rules" is half of "general purpose AI rules".
        // Nor a bare word before a name: "speak English", "use Figma" are a verb and its object.
        // ("unpaid VAT" is a kind of VAT: an acronym after a word is a thing.)
        const verbAndName = !det && phrase.length === 2 && /^[a-z]/.test(phrase[0]) && /^[A-Z][a-z]/.test(phrase[1]);
        if ((bare && phrase.length > 1 && /^[a-z]/.test(phrase.at(-1)!) && !saidAgain) || verbAndName || run.length > phrase.length) {
          // Kept last and never asked about: a hashtag may still name it ("dark mode" is #DarkMode).
          found.push({ phrase: phrase.join(" "), score: -100, askable: false, leanedOn: false });
          run = [];
          det = null;
          runAfterNumber = false;
          return;
        }
        const score =
          repeated * 2 + phrase.length + (factIndex === 0 ? 1 : 0) - (/^[A-Z]/.test(phrase.at(-1)!) ? 2 : 0) - (bare && phrase.length === 1 ? 1 : 0);
        // The member's own article stays ("a hand drawn card", "the market"); "my" and "our" become "your".
        const text = toReader(`${det && phrase.length === run.length ? `${det} ` : ""}${phrase.join(" ")}`);
        // A bare plural names a kind ("internships", "EV batteries"): a reader has their own. "The ice
        // rink", "a checkout", "your marathon" name the member's one thing: asked about only when
        // they leaned on it (said it again); else the reader is asked about a prop of the story.
        // The member's own "your" already speaks to the reader ("before your home insurance renews").
        // People are a kind too: "a customer" is any customer ("Got a story about a customer?").
        // (Not people the member only counted: "We hit 10,000 users today" is not asking about users.)
        const countedOnly = runAfterCount && repeated === 0 && WHO.test(phrase.at(-1)!.toLowerCase());
        // (Not in an item of the member's list: "- Log into your government gateway account" is a step
        // they tell the reader to take, not what the post is about.)
        const listStep = det === "your" && f.note;
        // ("that weekend's sales" is no "weekend's sales": a possessive without its article names nothing.)
        const possessed = phrase.slice(0, -1).some((w) => /['’]s$/i.test(w));
        const askable =
          !possessed &&
          !countedOnly &&
          !listStep &&
          (repeated > 0 || det === "your" || (!det && /[^s]s$/.test(phrase.at(-1)!)) || WHO.test(phrase.at(-1)!.toLowerCase()));
        // In how many of the member's sentences its head word stands ("feedback delayed is feedback denied" is one).
        const head = phrase.at(-1)!.toLowerCase().replace(/s$/, "");
        const spread = inFacts.get(head) ?? 0;
        found.push({ phrase: text, score, askable, leanedOn: repeated > 0 || factIndex === 0, spread });
      }
      run = [];
      det = null;
      runAfterNumber = false;
      runAfterCount = false;
      identity = false;
    };
    const startsWithName = /^[A-Z][a-z]+$/.test(words[0] ?? "") && m.specifics.includes(words[0]) && !NOT_TOPIC.has(words[0].toLowerCase());
    // After a subject or "to", the next word is a verb ("nobody really talks", "to grow"), adverbs aside.
    let verbNext = false;
    for (const [i, raw] of words.entries()) {
      const word = raw.replace(/^[("“']+|[)"”'.,!?;:]+$/g, "");
      const lower = word.toLowerCase();
      const wasVerbNext = verbNext && !ADVERB.test(lower);
      verbNext = SUBJECT_WORD.test(lower) || (verbNext && ADVERB.test(lower));
      if (DETERMINER.test(word)) {
        close();
        det = lower;
        // "I'm a physiotherapist", "as a founder": who the member is, not what the post is about.
        identity = /^(?:i'm|im|am|we're|are|as|i’m|we’re)$/.test((words[i - 1] ?? "").toLowerCase());
      } else if (det && !run.length && (MODIFIER.test(lower) || /^[a-z]+ing$/.test(word))) {
        // "the old fire station", "a tasting menu": the article holds across its modifier.
        if (!MODIFIER.test(lower)) run.push(word);
        // Not across a superlative: "the best UX training I could have had" is no thing of the member's to ask about.
        if (/^(?:best|worst)$/.test(lower)) det = null;
        // A noun before "of" is half a phrase ("head of people"): it is not a topic alone.
      } else if (lower === "of") close(true);
      else if (det && run.length && NOUN_ING.test(word) && !/[^su]s$/.test(run.at(-1)!) && !wasVerbNext) {
        // The noun an "-ing" word heads after its article and modifiers: "our weekly status meeting".
        run.push(word);
        close();
      } else if (
        wasVerbNext ||
        !/^[A-Za-z][A-Za-z'-]*[a-z]$|^[A-Z]{2,}$/.test(word) ||
        (NOT_TOPIC.has(lower) &&
          !(lower === "back" && /^(?:pain|ache|problems?|injur(?:y|ies)|surgery|issues?)\b/i.test(words[i + 1] ?? "")) &&
          // ("response times", "deploy times": after a noun, "times" is the thing measured, not how often.)
          !(/^times?$/.test(lower) && run.length > 0)) ||
        VERB_FORM.test(lower) ||
        // A negation typed without its apostrophe ("isnt", "dont") is a verb all the same.
        /^(?:is|was|are|were|do|does|did|have|has|had|would|could|should|wo|ca)nt$/.test(lower)
      )
        close();
      // After a name that starts the sentence, an "-s" word is its verb ("Leila calls…").
      else if (i === 1 && startsWithName && /s$/.test(lower)) close();
      // "Learn to write clearly.", "need to hire": a bare word before "to" and a verb is a verb itself.
      else if (!det && !run.length && /^to$/i.test(words[i + 1] ?? "") && /^[a-z]+[,.!?]?$/.test(words[i + 2] ?? "")) close();
      // "what stands out", "someone stand out", "they sign up": a verb with its particle, no noun.
      else if (!det && !run.length && /^(?:out|up)[,.!?;:]?$/i.test(words[i + 1] ?? "")) close();
      // "the test that catches it": an "-s" word after "that", "which" or "who", before its object, is a verb.
      // ("the term that matches how long…": "that" before a plural is no article, so the word is a verb.)
      else if (
        !run.length &&
        /^(?:that|which|who)$/i.test(words[i - 1] ?? "") &&
        /s$/.test(lower) &&
        (/^(?:it|them|me|us|you|him|her|the|a|an|my|our|your|their|his|its)$/i.test(words[i + 1] ?? "") ||
          (/[^su]s$/.test(lower) && !/^(?:news|series|species|means|physics|maths|mathematics|economics|politics|ethics|lens|gas)$/.test(lower)))
      )
        close();
      // "anything legal", "something new": the word after "anything" describes it, no noun of its own.
      else if (!run.length && /^(?:anything|something|nothing|everything)$/i.test(words[i - 1] ?? "")) close();
      // A capital that only starts the sentence is not a name (unless the member typed it as one, or the next word has one too).
      else {
        // "40 page research reports", "a 5 minute video": a unit after a number is half of a measure, not a topic.
        if (!run.length) runAfterCount = i > 0 && /^[$€£]?\d[\d,.]*(?:[kKmM+]|hundred|thousand|million|billion|trillion)?$/i.test(words[i - 1]);
        // "GPT-4 class models", "return to office mandates": the tail of a name with a number in it,
        // or of a phrase joined by "to", is half a phrase.
        const compound =
          !run.length &&
          i > 0 &&
          (/^[A-Z][A-Za-z]*-?\d+$/.test(words[i - 1]) ||
            (i > 1 &&
              /^(?:to|from)$/i.test(words[i - 2]) &&
              i > 2 &&
              /^[a-z]+$/i.test(words[i - 3] ?? "") &&
              /^(?:office|school|face|day|peer|end|door|desk|home|work)$/i.test(words[i - 1])));
        if (!run.length)
          runAfterNumber =
            compound ||
            (i > 0 &&
              /^(?:[$€£]?\d|one|two|three|four|five|six|seven|eight|nine|ten|few)$|^[$€£]?\d/i.test(words[i - 1]) &&
              MEASURE_UNIT.test(lower.replace(/s$/, "")));
        run.push(i === 0 && /^[A-Z][a-z]+$/.test(word) && !startsWithName && !/^[A-Z]/.test(words[1] ?? "") ? lower : word);
      }
      if (/[,.!?;:)=]$/.test(raw)) close();
    }
    close();
  }
  // "pages per week", "cost per plate": a rate is a measure, no subject a reader is asked about.
  for (const p of found)
    if (p.askable && new RegExp(String.raw`\b${p.phrase.replace(/^(?:a|an|the|your)\s+/i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\s+per\b`, "i").test(all))
      p.askable = false;
  // Of equal scores, the one the member came back to in more sentences ("no homework … not saying
  // homework is useless" over "year 9 maths"), then the one said first (the sort is stable).
  return found.sort((a, b) => b.score - a.score || (b.spread ?? 0) - (a.spread ?? 0));
}

/**
 * Only a story asks about people, organisations, or one thing of a kind: "Got a story about a
 * retainer client?" and "Got a story about a bakery?" ask for a story, but "What's your next move
 * on a customer?", "How do you handle business owners?" and "What has your experience been with a
 * coffee roastery?" are not questions anyone would answer.
 */
const WHO =
  /^(?:customer|client|company|companie|business|businesse|firm|startup|manager|founder|boss|gaffer|supervisor|colleague|coworker|teammate|team|candidate|recruiter|employee|hire|people|person|partner|investor|member|role|guy|folk|user|stakeholder|executive|leader|owner|salesperson|salespeople|worker|patient|doctor|surgeon|nurse|teacher|student|parent|volunteer|buyer|seller|tenant|landlord|intern|engineer|developer|dev|designer|accountant|bookkeeper|consultant|lawyer|solicitor|advisor|adviser|broker|contractor|supplier|vendor|freelancer|coach|mentor|therapist|dietitian|nutritionist|pharmacist|dentist|vet|chef|driver|farmer|dispatcher|analyst|writer|editor|marketer|influencer|creator|photographer|architect|planner|assistant|applicant|graduate|junior|senior|peer|friend|neighbour|neighbor|kid|child|children|couple|guest|visitor|reader|follower|fan|audience|attendee|speaker|trainee|apprentice|operator|technician|plumber|electrician|builder|caregiver|carer|midwife|paramedic|pilot|officer|director|ceo|cfo|cto|coo|vp|cofounder|co-founder|employer|homeowner|retailer|shopper|staff)s?$/;
/** People or organisations ("a client", "recruiters", "a bakery's customers"): whom a reader has met. */
export const namesPeople = (topic: string) => WHO.test(topic.split(/\s+/).at(-1)!.toLowerCase());
export const onlyAStoryAsks = (topic: string) => /^an?\s/i.test(topic) || namesPeople(topic);

/** What one handles: a task, a chore or a situation, by its last word ("quarterly taxes", "route planning", "feedback"). */
const HANDLED =
  /^(?:(?!(?:th|ceil|build|morn|even|str|k|r|w|spr|cloth)ings?$)[a-z-]+ings?|meetings?|emails?|calls?|deadlines?|tax(?:es)?|feedback|interviews?|invoices?|reviews?|rejections?|negotiations?|pitch(?:es)?|deliver(?:y|ies)|complaints?|requests?|renewals?|audits?|handovers?|launch(?:es)?|layoffs?|changes?|questions?|applications?|presentations?|shifts?|commutes?|returns?|refunds?|budgets?|exams?|homework|admin|paperwork|outages?|incidents?|migrations?|releases?|deploys?|deployments?|bugs?|tickets?|orders?|bookings?|appointments?|cancellations?|no-shows?|jobs?|projects?|tasks?|chores?|workloads?|overtime|stress|burnout|pressure|criticism|conflicts?|disputes?|objections?|follow-ups?|reminders?|messages?|inbox(?:es)?|notes?|handoffs?|rotas?|schedules?|errors?|mistakes?|setbacks?|delays?|crowds?|rushes?|peaks?|busy seasons?|sales)$/;

/** "night shifts", "route planning", "burning out": a task or a situation, by its last word or a first "-ing". */
const handled = (topic: string) => {
  const words = topic.toLowerCase().split(/\s+/);
  return HANDLED.test(words.at(-1)!) || (words.length > 1 && /ing$/.test(words[0]) && HANDLED.test(words[0]));
};

/** The closing question each tone asks about the post's own subject; "plain" and "chatty" are for Regenerate. */
const ASK: Record<Tone | "plain" | "chatty", (topic: string, voice: "I" | "we") => string> = {
  Professional: (t) => `What has your experience been with ${t}?`,
  Anecdote: (t) => `Got a story about ${t}?`,
  Motivational: (t) => `What's one thing you'd change about ${t}?`,
  // Only a task or a situation is "handled" ("night shifts", "cold emails"); a thing is asked about
  // ("how do you handle detox teas?" is no question anyone would answer).
  Funny: (t) => (handled(t) ? `Be honest: how do you handle ${t}?` : `Be honest: what's your take on ${t}?`),
  // "What's your take on your startup?" asks for an opinion of the reader's own: a story, rather;
  // so does "What's your take on parents?" (only a story asks about people: onlyAStoryAsks).
  plain: (t) => (/^your\s/i.test(t) || onlyAStoryAsks(t) ? `Got a story about ${t}?` : `What's your take on ${t}?`),
  chatty: (t) => `Been there with ${t}?`,
};
export const askAbout = (form: keyof typeof ASK, topic: string, voice: "I" | "we") => ASK[form](topic, voice);

/** A question this writer adds (a closer or an opener), as opposed to one the member asked; old drafts' closers too. */
const WRITER_QUESTION =
  /^(?:What has your experience been with |Got a story about |What's your next move on |What's one thing you'd change about |Be honest: how do you handle |Be honest: what's your take on |What's your take on |Been there with |Want to know how |Ever wondered what's behind )|^(?:How does your team approach this|What has worked (?:for you|in your organisation)|Which of these would you try first|Has (?:something like this happened to you|your team been through something like this)|What would you have done(?: in our place)?|What's (?:the|a) moment that (?:taught you the most|changed how your team works)|What's one step (?:you'll|your team will) take this week|What (?:are you|will your team) start(?:ing)? today|Your turn: what's the first step|Tell (?:me I'm|us we're) not the only ones?|Anyone else, or just (?:me|us)|Be honest: ha(?:ve you|s your team) done this too|Been there(?: too)?|What's your story|How does your team handle this)\?$/;
export const isWriterQuestion = (sentence: string) => WRITER_QUESTION.test(expandedQuestion(sentence.trim()));
/** The question without the readers it addresses ("Freelancers, got a story…" → "Got a story…"). */
const withoutVocative = (s: string) => s.replace(/^[A-Z][\w'’ -]{1,40}, ([a-z])/, (_m, c: string) => c.toUpperCase());
const expandedQuestion = (s: string) =>
  withoutVocative(s)
    .replace(/\bWhat is\b/g, "What's")
    .replace(/\byou will\b/g, "you'll")
    .replace(/\bI am\b/g, "I'm")
    .replace(/\bwe are\b/g, "we're");

/** The subject a closing question of this writer asks about ("Got a story about cold emails?" → "cold emails"). */
export function topicOfQuestion(sentence: string): string | null {
  const m =
    /^(?:What has your experience been with|Got a story about|What's your next move on|What's one thing you'd change about|Be honest: how do you handle|Be honest: what's your take on|What's your take on|Been there with) (.+)\?$/.exec(
      expandedQuestion(sentence.trim()),
    );
  return m ? m[1] : null;
}

/** The member's own question, when they asked one ("how do you price a rush job?"): the post ends on it. */
export function memberQuestion(userInput: string, m: Material): Fact | null {
  const keyed = m.facts.find((f) => f.key === "question");
  if (keyed) return keyed;
  const said = userInput.replace(/\s+/g, " ");
  const at = m.facts.findIndex((f) => asksInBrief(said, f));
  // A question the member goes on to answer ("The question I got most: should you charge per seat?
  // My answer: only if…") is part of their telling, not one for the readers: it stays where they put it.
  const after = m.facts.slice(at + 1).filter((f) => !HASHTAGS_ONLY.test(f.text.trim()) && !OWN_ASK.test(f.text));
  return at === 0 || (at > 0 && after.length === 0) ? m.facts[at] : null;
}
/** `said`: the brief with its white space folded, once per draft (a pasted wall has thousands of facts). */
const asksInBrief = (said: string, f: Fact) => !f.text.endsWith("?") && said.includes(`${f.text}?`);
const asQuestion = (f: Fact) => `${f.text.charAt(0).toUpperCase()}${f.text.slice(1).replace(/[.!]+$/, "")}?`;

/**
 * The member's "!" where their sentence ends in the post ("Welcome aboard Aisha!", "Big news from the
 * kitchen!"), however the tone laid it out: once, as they typed it, never "!!".
 */
function exclaimed(text: string, facts: Fact[]): string {
  let out = text;
  for (const f of facts) {
    if (!f.exclaimed) continue;
    const tail = f.text
      .split(/\s+/)
      .slice(-3)
      .join(" ")
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`(\\b${tail})\\.(?=\\s|$)`), "$1!");
  }
  return out;
}

/** "It is." and "We are." end on their verb: "It's." is no English. */
const NOT_LAST = String.raw`(?![.!?,;:)]|\s*$)`;
const CONTRACTIONS: Array<[RegExp, string]> = [
  [new RegExp(String.raw`\bI am\b${NOT_LAST}`, "g"), "I'm"],
  [/\bI have\b(?= [a-z]+ed\b)/g, "I've"],
  [new RegExp(String.raw`\b([Ww])e are\b${NOT_LAST}`, "g"), "$1e're"],
  // Only the "it" that is a subject: "the test that catches it is 40 lines" is no "catches it's".
  [new RegExp(String.raw`(^|[.!?:]\s+|,\s+|\b(?:and|but|so|because|if|when|that|now|yes|because)\s+)([Ii])t is\b${NOT_LAST}`, "gm"), "$1$2t's"],
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
  // "It's been", "it's got": the "'s" of a perfect is "has".
  [/\b([Ii])t's(?= (?:been|got|gone|had|taken|made|become)\b)/g, "$1t has"],
  [/\b([Ii])t's\b/g, "$1t is"],
  [/\b([Dd])on't\b/g, "$1o not"],
  [/\b([Dd])idn't\b/g, "$1id not"],
  // Not before an "-ing" word: "The trick wasn't hiring more people" is no "The trick was not hiring
  // more people", which reads as if not hiring was the trick.
  [/\b([Ii])sn't\b(?!\s+[a-z]+ing\b)/g, "$1s not"],
  [/\b([Cc])an't\b/g, "$1annot"],
  [/\b([Ww])asn't\b(?!\s+[a-z]+ing\b)/g, "$1as not"],
  [/\b([Ww])on't\b/g, "$1ill not"],
];
/** Applies `change` to the member's own words only: a quotation keeps the quoted person's ("We won't forget it."). */
const outsideQuotes = (text: string, change: (t: string) => string) => {
  let out = "";
  let from = 0;
  for (const m of text.matchAll(QUOTED)) {
    out += change(text.slice(from, m.index)) + m[0];
    from = m.index + m[0].length;
  }
  return out + change(text.slice(from));
};
export const contract = (text: string) => outsideQuotes(text, (part) => CONTRACTIONS.reduce((t, [re, to]) => t.replace(re, to), part));
export const expand = (text: string) => outsideQuotes(text, (part) => EXPANSIONS.reduce((t, [re, to]) => t.replace(re, to), part));

const MARKER: Record<NonNullable<Shape["list"]>, (i: number) => string> = { numbered: (i) => `${i + 1}.`, arrow: () => "→", dash: () => "-" };

/** "We're hiring", "it's 120,000 sq ft": a verb in a contraction. */
const CONTRACTED_VERB = /\b(?:I|we|you|they|he|she|it|that|there|what)'(?:re|ve|m|ll|d|s)\b/i;
const hasVerb = (clause: string) => HAS_A_VERB.test(clause) || PRESENT_VERB.test(` ${clause}`) || CONTRACTED_VERB.test(clause);
/** A clause that sets a condition or a time for the one after it: "If you're starting out, get the contract sorted". */
export const LEADING_CLAUSE = /^(?:if|when|whenever|unless|although|though|while|once|until|before|after|since|as soon as|even if|even though)\b/i;

/** "costing £4,000", "and saying no…": a participle's phrase, not "nothing" or "during". */
const PARTICIPLE_PHRASE = /^(?:and\s+)?(?!(?:nothing|something|everything|anything|morning|evening|spring|thing|king|ring|wing|bring|during)\b)[a-z]{3,}ing\b/i;

/** What to do or not, perhaps under a condition: "Do not open…", "If the pressure keeps dropping, don't…". */
const INSTRUCTION = /^(?:(?:if|when|whenever|before|after)\b[^,]{3,80},\s*)?(?:do not|don't|never|always|stop|avoid)\b/i;

/** Splits a sentence at its commas into short lines (the motivational rhythm). */
function shortLines(text: string): string[] {
  // A question stays one ("The question I got most: should you charge per seat?"), and is never cut.
  if (/\?$/.test(text.trim())) return [text.trim()];
  const whole = [`${stripEnd(text)}.`];
  // A quotation is the quoted person's, never cut: "My manager's reply was 'good, see you Monday'."
  if ((text.match(QUOTED) ?? []).some((q) => /[,.;]/.test(q))) return [/[.!?]['’"”]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`];
  // Nor a list of three or more after its colon: "three questions: what went well, what got in the
  // way, what do you need from me" is one thing ("Three questions: what went well." was a line).
  // (A label's two clauses still part: "Lesson: store everything in UTC." / "Convert at the edge.")
  if (/:\s+[^,]+,[^,]+,[^,]+/.test(text)) return whole;
  const parts = stripEnd(text)
    // At its commas, and before a reason or a turn that can stand alone ("…the updates. Because they're short.");
    // "because of the hours" is a phrase, not a reason of its own.
    .split(/,\s+(?=(?:and|but|so|then)\b|[a-z])|\s+(?=(?:because(?!\s+of\b)|but)\s+\S+\s+\S+\s+\S)/)
    .map((p) => p.trim());
  // Never cut inside brackets ("(go, postgres)" is one thing).
  if (parts.some((p) => (p.match(/\(/g) ?? []).length !== (p.match(/\)/g) ?? []).length)) return whole;
  // A condition is no line without what it conditions ("If you're starting out." was one), after a
  // label too ("Her point: if you can't say who it's NOT for." was one).
  if (LEADING_CLAUSE.test(parts[0].replace(/^[^:]{2,40}:\s+/, "")) && parts.length > 1) parts.splice(0, 2, `${parts[0]}, ${parts[1]}`);
  // Not where a part is a verb without its subject ("They went elsewhere, came back…"), nor where the
  // first is a subject without its verb ("Local people, schools and three supermarkets gave…").
  // "…lost 2 clients but gained 3 better ones": "But gained 3 better ones." has no subject either.
  // ("…isn't the code, is the meetings": "Is the meetings." has no subject either.)
  if (
    parts.length === 1 ||
    parts.some((p) => p.length < 12) ||
    parts.slice(1).some((p) => {
      // (An imperative is its own line: "Lesson: store everything in UTC." / "Convert at the edge.")
      const clause = p.replace(/^(?:and|but|so|then)\s+/i, "");
      return VERB_LED.test(clause) || (clause !== p && BARE_VERB.test(clause)) || /^(?:is|are|was|were|has|have|had)\s/i.test(p);
    })
  )
    return whole;
  if (!hasVerb(parts[0]) && parts.slice(1).some(hasVerb)) return whole;
  // "We tried hiring, chatbots and a new help desk": a part without a verb after one with it is the
  // rest of a list ("Chatbots and a new help desk." was a line).
  // ("help desk" is no present verb: a present verb counts only where it opens the part, "go talk to 5 users".)
  const verbless = (p: string) => {
    const words = withoutDescribingEd(p);
    return !HAS_A_VERB.test(words) && !CONTRACTED_VERB.test(words) && !IMPERATIVE.test(words) && !PRESENT_VERB.test(` ${words.split(/\s+/)[0]}`);
  };
  if (hasVerb(parts[0]) && parts.slice(1).some(verbless)) return whole;
  // "Please check your gum, sweets and peanut butter labels": a last part "Y and Z" with no subject of
  // its own ends a list, or a run of verbs sharing the first part's subject ("…, came back and stayed").
  const last = parts.at(-1)!;
  if (parts.length > 1 && /\s(?:and|or)\s/.test(last) && last.split(/\s+/).length <= 7 && !/\b(?:I|we|you|they|he|she|it|there)\b/i.test(last)) return whole;
  // "…at packing, costing £4,000": a participle's phrase belongs to the clause before it ("Costing £4,000." was a line).
  if (parts.slice(1).some((p) => PARTICIPLE_PHRASE.test(p))) return whole;
  // "She said it was because I'm never home": a part that waits for what follows ("…it was") is no line.
  for (let i = parts.length - 2; i >= 0; i--) if (/\b(?:it|that|this)(?:['’]s| is| was)$/i.test(parts[i])) parts.splice(i, 2, `${parts[i]} ${parts[i + 1]}`);
  // A relative clause stays with what it describes ("…the year 6 class, who collected 400 tins"),
  // and so does a phrase led by a preposition (", on why finance teams should own…" is what the
  // episode is about: "On why finance teams should own the data warehouse." was a line).
  for (let i = parts.length - 1; i > 0; i--)
    if (
      /^(?:which|who|whose|where|like|such as|(?:on|about|for|with|of|into|from|at|in|to|by|across|especially|esp\.?|including|particularly|except|apart from|mainly|mostly)\s)/i.test(
        parts[i],
      )
    )
      parts.splice(i - 1, 2, `${parts[i - 1]}, ${parts[i]}`);
  // Nor a part that ends waiting for its clause ("…to sort through it which,"): it is no line.
  for (let i = parts.length - 2; i >= 0; i--)
    if (/\b(?:which|that|who|whom|whose|where|and|but|or|so|because|if|when)$/i.test(parts[i])) parts.splice(i, 2, `${parts[i]}, ${parts[i + 1]}`);
  return parts.map((p, i) => `${i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1)}.`);
}

/** Sentences `size` by `size`: the paragraphs of a story (two) or a report (three). */
function groups(sentences: string[], size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += size) out.push(sentences.slice(i, i + size).join(" "));
  return out;
}
const pairs = (sentences: string[]) => groups(sentences, 2);

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
/** Where a long sentence turns: a comma before a linking word or a new subject ("…take-home test, he left…"). */
const CLAUSE = /,\s+(?=(?:thanks to|after|because|so|and|but|which|with|while|when|for|since|from|then)\b|(?:he|she|they|we|I|nobody|everyone)\s)/i;
function clausesOf(f: Fact): Fact[] {
  if (f.key || f.text.length < 60) return [f];
  const parts = f.text
    .split(CLAUSE)
    .flatMap((p) => (p.split(/,\s+(?:and\s+)?(?=\S+\s)/).filter((q, i) => i === 0 || VERB_LED.test(q)).length > 1 ? splitVerbLed(p) : [p]))
    .map((p) => p.trim().replace(/^and\s+/i, ""))
    .filter(Boolean);
  if (parts.length < 2 || parts.some((p) => p.length < 10)) return [f];
  // "…when she doesn't want her peas, and 'per my last message' when she's asked twice": after
  // "and", a part whose only verb is in its "when…" shares the first part's verb, and is no sentence.
  if (f.text.split(CLAUSE).some((p, i) => i > 0 && /^and\s/i.test(p) && !VERB_LED.test(p.slice(4)) && !hasVerb(mainClause(p.slice(4))))) return [f];
  // "…at a busy fintech: no meetings before 11, notifications off, and a written plan": items, not clauses.
  const colon = parts[0].lastIndexOf(": ");
  if (colon >= 0 && !hasVerb(parts[0].slice(colon + 1))) return [f];
  // Later clauses stay lower-case: a verb-led one ("gained four better ones") gets its "I" as a sentence.
  return parts.map((text, i) => ({ text, note: false, score: i === 0 ? f.score : 0 }));
}

/** A line of a list block, in any marker. */
const LIST_ITEM = /^(?:\d{1,2}[.)]|→|-|•)\s/m;

/** `before`: how many of `facts` the member said before the hook (the context "For context," sets apart). */
/** A note as the member typed it ("Cut load time 40%"), no subject added; other facts as their sentences. */
const noteLines = (facts: Fact[], sentences: string[]) =>
  facts.map((f, i) => (f.note && !f.key ? `${f.text.charAt(0).toUpperCase()}${f.text.slice(1)}.` : sentences[i]));

/** `announced`: the opening line announces a list ("3 things I stopped doing as a PM."), so the member's notes stay one in every tone. */
function body(tone: Tone, facts: Fact[], m: Material, shape: Shape, before: number, announced = false): string[] {
  if (facts.length === 0) return [];
  // The member's list, then a line after it ("since then our team shipped 40% more"): that line is
  // what the list led to, said after it, not one more item of it.
  let after = 0;
  // ("Biggest lesson: we said no…" after a list of results is a line after it too.)
  const unkeyedNote = (f: Fact) => f.note && !f.key;
  while (after < facts.length && !unkeyedNote(facts[facts.length - 1 - after])) after++;
  const listed = facts.slice(0, facts.length - after);
  if (after > 0 && listed.filter((f) => f.note && !f.key).length >= 2 && listed.filter((f) => f.note).length >= listed.length / 2) {
    const then = facts.slice(-after).map((f) => toneSentence(tone, f, m.voice));
    return [...body(tone, listed, m, shape, before, announced), ...(tone === "Motivational" ? then.flatMap(shortLines) : groups(then, 3))];
  }
  // The member's ask ends the post under a list, never an item of it ("5. Try it at shiftly.app").
  let asks = 0;
  while (asks < facts.length - 2 && OWN_ASK.test(facts[facts.length - 1 - asks].text)) asks++;
  if (asks > 0) {
    const listed = body(tone, facts.slice(0, -asks), m, shape, before, announced);
    if (listed.some((p) => LIST_ITEM.test(p)))
      return [
        ...listed,
        ...groups(
          facts.slice(-asks).map((f) => toneSentence(tone, f, m.voice)),
          3,
        ),
      ];
  }
  let sentences = facts.map((f) => toneSentence(tone, f, m.voice));
  const notes = facts.filter((f) => f.note).length;
  // A list holds short points; long sentences stay prose whatever the source does.
  const listable = sentences.every((s) => s.length <= 110);
  // A template's list takes the member's points, never their story: sentences that tell what
  // happened ("They're from increasing too fast", "Because they've signed up…") stay prose.
  const asList =
    sentences.length < 2 || !listable || !(notes >= 2 && notes >= facts.length / 2)
      ? null
      : (shape.list ?? (tone === "Professional" ? "numbered" : tone === "Motivational" ? "arrow" : "dash"));
  switch (tone) {
    case "Professional": {
      // Full sentences, a numbered breakdown when there are several points.
      // Only notes or a source's list become a list: sentences that tell what happened stay prose
      // ("1. I am a physiotherapist 2. No fancy equipment" is not a breakdown of anything).
      const points = facts.filter((f) => f.note || f.key).length;
      // Items a label announced stay as typed ("failed ideas" is no "We failed ideas"), as in the other tones.
      if (asList && announced) return ["The details:", listBlock(noteLines(facts, sentences), MARKER.numbered)];
      if (asList || (points >= 2 && points >= facts.length / 2 && listable)) return ["The details:", listBlock(sentences, MARKER.numbered)];
      // The context, labelled; then each point on its own.
      // Not on the second half of the hook's sentence ("Because we never talked…"): it is the hook's reason, not its background.
      // Nor on what came after the hook: that is what happened next, not the background.
      // Nor on a line that only names the subject ("Cold emails.") or carries its own colon ("…told me: never…").
      // Prose in paragraphs of up to three sentences, as a report reads.
      // Nor on the member's aside ("Honestly, the hardest part…"): an opinion is no background.
      if (
        before === 0 ||
        /^(?:because|so|and|but|which|honestly|frankly|truthfully|to be honest)\b/i.test(sentences[0]) ||
        // Nor on advice ("Do not open any new credit…"): what to do is no background.
        INSTRUCTION.test(sentences[0]) ||
        /:/.test(sentences[0]) ||
        !HAS_A_VERB.test(sentences[0])
      )
        return groups(sentences, 3);
      return [`For context, ${afterLabel(sentences[0], m)}`, ...groups(sentences.slice(1), 3)];
    }
    case "Anecdote": {
      if (asList && announced) return [listBlock(noteLines(facts, sentences), MARKER.dash)];
      // A story: what happened, in order, in longer paragraphs, each time said first. Joined even
      // when the source has one sentence a paragraph: a story reads in paragraphs.
      sentences = sentences.map((s) => momentFirst(s) ?? s);
      return sentences.length >= 3 ? [sentences.slice(0, 3).join(" "), ...pairs(sentences.slice(3))] : [sentences.join(" ")];
    }
    case "Motivational": {
      // Short lines, one thought each; a note stays a note ("Cut load time 40%"), no subject added.
      const lines = noteLines(facts, sentences).flatMap((line, i) => (facts[i].note && !facts[i].key ? [line] : shortLines(line)));
      if (asList) return [listBlock(lines, MARKER.arrow)];
      return lines;
    }
    case "Funny": {
      if (asList && announced) return [listBlock(noteLines(facts, sentences), MARKER.dash)];
      // Prose, two beats a line, then the last point alone, where a punchline would sit.
      const last = [...sentences.slice(0, -1), plotTwist(sentences.at(-1)!, m)];
      return sentences.length <= 2 ? last : [...pairs(last.slice(0, -1)), last.at(-1)!];
    }
  }
}

/** A sentence of hashtags alone. */
const HASHTAGS_ONLY = /^(?:#[\p{L}\p{N}_]+[.!]?\s*)+$/u;

/** A post about a death, a loss or a grave illness. */
const GRAVE = new RegExp(
  [
    // Someone died, not something ("our boiler died").
    String.raw`\b(?:dad|mum|mom|father|mother|wife|husband|son|daughter|brother|sister|baby|partner|friend|colleague|grandad|grandfather|grandma|grandmother|nan|uncle|aunt|he|she)\s+(?:died|passed away|passed)\b`,
    String.raw`\b(?:passed away|funeral|bereavement|grief|grieving|miscarriage|stillborn|suicide|terminal (?:illness|diagnosis|cancer)|diagnosed with cancer)\b`,
    String.raw`\blost (?:my|our) (?:dad|mum|mom|father|mother|wife|husband|son|daughter|brother|sister|baby|partner|best friend)\b`,
    // A vet's "her last appointment", "put to sleep": an animal's death.
    // ("put down a deposit" is no death: only a pet put down.)
    String.raw`\b(?:her|his|their) last (?:appointment|visit|walk|day)\b|\bput (?:her|him|them) (?:to sleep|down)\b|\bput to sleep\b|\beuthanas`,
  ].join("|"),
  "i",
);

/** The member's own turn of a story: "turns out…", "but…", "instead…", "then…". */
// ("But if you're reading this…" turns to the reader, not the story: no twist.)
const TURN =
  /^(?:(?:it\s+)?turn(?:s|ed)\s+out(?:\s+that)?|but(?!\s+(?:if|when|whenever|you|please|don['’]?t|do)\b)|instead|except|only\s+to|and\s+then|then|yet)\b,?\s+(?=\S)/i;

/**
 * Funny's punchline label, only where the member turned the story themselves ("turns out cats
 * don't care" → "Plot twist: cats don't care"). A plain claim gets no label: the rules cannot
 * tell a twist from it, and a label on the wrong sentence reads worse than none.
 */
const plotTwist = (s: string, m: Material) => (TURN.test(s) ? `Plot twist: ${afterLabel(s.replace(TURN, ""), m)}` : s);

/** A line that announces a list: "Lessons from 5 years freelancing.", "3 things I'd tell my younger self:". */
const LIST_HEADING =
  /^(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z]+\s+)?)?(?:lessons?|things|tips|rules|mistakes|ways|reasons|steps|habits|truths|signs)\b|:$/i;

/** "60 this year": a count of nothing named, which says nothing without its label ("Clients coached on raises: 60 this year"). */
export const COUNT_OF_NOTHING = /^[~$€£]?\d[\d,.]*%?\s+(?:this|last|next|per|every|a|so far)\b/i;

/**
 * "clients coached on raises" + "60 this year" → "60 clients coached on raises this year.": the count
 * leads, with what it counts; null when the value is no such count.
 */
export function countLed(label: string, value: string): string | null {
  const m = /^(\d[\d,.]*)\s+((?:this|last) (?:year|month|week|quarter)|so far)$/i.exec(stripEnd(value.trim()));
  if (!m || !/^[A-Za-z][A-Za-z ]{2,40}$/.test(label.trim())) return null;
  return `${m[1]} ${lowerFirst(label.trim())} ${m[2]}.`;
}

/** A first line that ends on a colon, with the member's list below it. */
const LIST_ANNOUNCED = /^[^\n]+:[ \t]*\n\s*(?:[-*•·–—>]|\d{1,2}[.)]|\p{Extended_Pictographic}\uFE0F?)\s/u;

/** The line before a list, when the reference has one: the same role in each tone's words. */
const LIST_LEAD: Record<Tone, string> = {
  Professional: "The details:",
  Anecdote: "Here's how it went:",
  Motivational: "In short:",
  Funny: "The highlights:",
};

/** "reply rate went from 2% to 9%, best subject line was the company name": two clauses, each with its verb. */
function clausesApart(f: Fact): Fact[] {
  if (f.key) return [f];
  const parts = f.text.split(/,\s+(?:and\s+)?/);
  if (parts.length < 2 || parts.some((p) => p.length < 15 || clauseOf(p, "I") === null || VERB_LED.test(p) || NOT_ON_ITS_OWN.test(p))) return [f];
  return parts.map((text, i) => ({ text: i === 0 ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`, note: f.note, score: i === 0 ? f.score : 0 }));
}

/** "By July we had…", "In the end…", "6 months later…": where things stood after what the member did. */
const LATER_ON =
  /^(?:by (?:then|now|the end|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)|in the end\b|since then\b|(?:a|one|two|three|four|five|six|\d+) (?:weeks?|months?|years?) later\b)/i;

/**
 * "We cut my salary to zero for 3 months, paused hiring and called every past client": the member's
 * actions, one an item ("Cut my salary to zero for 3 months", "Paused hiring", …), for a list that
 * holds actions. Null unless each part after the first starts on its verb.
 */
function actionsOf(f: Fact): Fact[] | null {
  if (f.key) return null;
  const subject = /^(?:we|I)\s+(?=\S)/i.exec(f.text);
  if (!subject) return null;
  const parts = f.text
    .slice(subject[0].length)
    .split(/,\s+(?:and\s+)?|\s+and\s+(?=\S+ed\b|(?:cut|hit|ran|met|sold|made|took|gave|kept|built|spent|paid|sent|told|set|put|went|got)\b)/i);
  if (parts.length < 3 || !VERB_LED.test(parts[0]) || parts.slice(1).some((p) => !VERB_LED.test(p) || p.split(/\s+/).length > 10)) return null;
  return parts.map((p) => ({ text: `${p.charAt(0).toUpperCase()}${p.slice(1)}`, note: true, score: 0 }));
}

/** `count` blocks from `units`, in order, as even as they go. */
function packInto(units: string[], count: number, glue: string): string[] {
  const n = Math.max(1, Math.min(count, units.length));
  const out: string[] = [];
  let at = 0;
  for (let b = 0; b < n; b++) {
    const size = Math.ceil((units.length - at) / (n - b));
    out.push(units.slice(at, at + size).join(glue));
    at += size;
  }
  return out;
}

/**
 * Recreate: the member's facts in the reference's shape. Its list (marker and lead-in line), its
 * one-line paragraphs, how many blocks it has (never more; fewer when the member gave less: no
 * padding), and how much a block holds. The tone keeps its words: labels, contractions, rhythm.
 */
function recreateBody(tone: Tone, facts: Fact[], m: Material, shape: Shape, budget: number, before: number, announced = false): string[] {
  if (facts.length === 0) return [];
  // "How we cut our close from 10 days to 4: a, b, and c" over a reference with no list of its own
  // ("Step 1: …" paragraphs): the member's list stays a list, as without a reference; prose would
  // leave their label announcing nothing.
  if (announced && !shape.list && facts.filter((f) => f.note && !f.key).length >= 3) return body(tone, facts, m, shape, before, true);
  // The member's own list, then what they said after it ("Took me 10 years to learn that."): the list
  // takes the reference's list, the line after it stays after it, as in body().
  let after = 0;
  while (after < facts.length && !(facts[facts.length - 1 - after].note && !facts[facts.length - 1 - after].key)) after++;
  const listed = facts.slice(0, facts.length - after);
  if (shape.list && after > 0 && listed.filter((f) => f.note && !f.key).length >= 2) {
    const then = facts.slice(-after).map((f) => toneSentence(tone, f, m.voice));
    return [
      ...recreateBody(tone, listed, m, shape, Math.max(1, budget - 1), before),
      ...(tone === "Motivational" ? then.flatMap(shortLines) : groups(then, 3)),
    ];
  }
  // The reference's list holds points, not the story's end: the member's ask or thanks, and where
  // things stood later ("By July we had replaced the revenue…"), follow the list rather than end it.
  if (shape.list && shape.marker) {
    let cut = facts.length;
    while (cut > 1 && (OWN_ASK.test(facts[cut - 1].text) || LATER_ON.test(facts[cut - 1].text))) cut--;
    if (cut < facts.length) {
      const then = facts.slice(cut).map((f) => toneSentence(tone, f, m.voice));
      return [
        ...recreateBody(tone, facts.slice(0, cut), m, shape, Math.max(1, budget - 1), before),
        ...(tone === "Motivational" ? then.flatMap(shortLines) : groups(then, 3)),
      ];
    }
  }
  // A list takes points: a sentence of independent clauses ("reply rate went…, best subject line was…") gives one each,
  // and a run of the member's actions ("We cut my salary…, paused hiring and called every past client") one an action.
  const actions = new Set<Fact>();
  // Clauses the member said in one breath, split at their commas: points side by side.
  const clauses = new Set<Fact>();
  const points = shape.list
    ? facts.flatMap((f) => {
        const done = actionsOf(f);
        for (const a of done ?? []) actions.add(a);
        const apart = done ?? clausesApart(f);
        if (!done && apart.length > 1) for (const c of apart) clauses.add(c);
        return apart;
      })
    : facts;
  const sentences = points.map((f) => (actions.has(f) ? f.text : toneSentence(tone, f, m.voice))).map((s) => (tone === "Anecdote" ? (momentFirst(s) ?? s) : s));
  // The tone's touch on the member's sentences: a label to set the scene (the time first in a story, above).
  const touch = (units: string[]) =>
    tone === "Professional" && before > 0 && !INSTRUCTION.test(units[0])
      ? [`For context, ${afterLabel(units[0], m)}`, ...units.slice(1)]
      : tone === "Funny"
        ? [...units.slice(0, -1), plotTwist(units.at(-1)!, m)]
        : units;
  const listable = sentences.length >= 2 && sentences.every((s) => s.length <= 110);
  // Points of context before the list where the reference has prose there; the rest are the list.
  // (Never one of the member's actions: "Moved baking to overnight…" alone before the list has no subject.)
  let introCount = Math.max(0, Math.min(shape.proseBeforeList, sentences.length - 2));
  while (introCount > 0 && points.slice(0, introCount).some((f) => actions.has(f))) introCount--;
  const intro = sentences.slice(0, introCount);
  // What came of the actions ("140 subscribers in 2 months and the bills are covered") follows the
  // list of them: it is the outcome, not one more thing done.
  let outcome = 0;
  while (
    sentences.length - outcome - 1 > introCount &&
    !actions.has(points[points.length - 1 - outcome]) &&
    points.slice(introCount, points.length - 1 - outcome).filter((f) => actions.has(f)).length >= 2
  )
    outcome++;
  const items = sentences.slice(intro.length, sentences.length - outcome);
  const afterList = sentences.slice(sentences.length - outcome);
  // Two sentences of a story ("We changed it to…", "Replies went up 3x…") are a cause and what came
  // of it, not a list: two items are one only when they are the member's own points or actions.
  const parallel = items.length >= 3 || points.slice(intro.length).every((f) => actions.has(f) || clauses.has(f) || (f.note && !f.key));
  if (shape.list && shape.marker && listable && parallel) {
    const marker = shape.marker;
    const list = listBlock(tone === "Funny" ? touch(items) : items, (i) => (marker === "1." ? `${i + 1}.` : marker === "1)" ? `${i + 1})` : marker));
    // What the member did, item by item, is announced as that.
    const lead = points.slice(intro.length, points.length - outcome).every((f) => actions.has(f))
      ? `Here's what ${m.voice === "we" ? "we" : "I"} did:`
      : LIST_LEAD[tone];
    return [...(tone === "Professional" && intro.length ? touch(intro) : intro), ...(shape.listLead ? [lead] : []), list, ...groups(afterList, 3)];
  }
  // Short lines when the reference writes short lines (or the tone does): each sentence split at its commas.
  const short = tone === "Motivational" || (shape.avgLineLength > 0 && shape.avgLineLength <= 55);
  const units = touch(short ? sentences.flatMap(shortLines) : sentences);
  // One-line paragraphs when the reference has them, and in the Motivational rhythm (one thought a block).
  if (shape.onePerParagraph || tone === "Motivational") return packInto(units, budget, " ");
  // Prose: as many sentences to a block as the reference puts in one, within its number of blocks;
  // a story joins its sentences into paragraphs whatever the reference's line breaks.
  const perBlock = Math.max(tone === "Anecdote" ? 2 : 1, Math.round(shape.sentencesPerBlock));
  const glue = shape.linesPerBlock >= 1.5 && tone !== "Anecdote" ? "\n" : " ";
  return packInto(units, Math.min(budget, Math.ceil(units.length / perBlock)), glue);
}

/** A time at the end of a sentence: a story moves it to the front ("Last Friday, I got an offer."). */
const MOMENT_TAIL =
  /^(.{15,}?)\s+((?:yesterday|today|this (?:morning|week|month|year|quarter)|last (?:night|week|month|year|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|autumn|winter)|(?:in|on|since|back in) (?:(?:19|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\d+ (?:days|weeks|months|years) ago))$/i;
// ("Starting as Head of Marketing" has no subject: "as" is no verb.)
const HAS_SUBJECT = /^(?:I|I'm|I've|we|we're|we've|my|our|the|this|it|they|he|she|[A-Z][a-z]+ [a-z]{2,}(?:ed|s)\b)/;
export function momentFirst(sentence: string): string | null {
  const m = MOMENT_TAIL.exec(stripEnd(sentence));
  if (!m || !HAS_SUBJECT.test(m[1]) || /:/.test(m[1]) || /\d/.test(m[1].split(/\s+/).at(-1)!)) return null;
  // A time that belongs to a later clause stays there: "12 years of nights before switching to days in May".
  if (/\b(?:before|after|until|since|when|while|then|and)\b/i.test(m[1])) return null;
  // "…up 8 points compared to last year": the time is what the number is measured against.
  // "…the decisions she'd made in the last month": a span, not a moment ("…in the." was left behind).
  if (/\b(?:compared (?:to|with)|than|from|versus|vs\.?|over|of|by|to|the|past)$/i.test(m[1])) return null;
  return `${m[2].charAt(0).toUpperCase()}${m[2].slice(1)}, ${lowerFirst(m[1])}.`;
}

/** The Funny beat: the hook as setup and reveal, on two lines, at a clause or before its number. */
const REVEAL_CUT = /,\s+|\s+(?:and|but|so|because)\s+/g;
const FRONTED = /^(?:[A-Z][\w ]{0,30}:\s+)?(?:in|on|at|after|before|since|last|this|when|while|by|for|during|over|yesterday|today)\b/i;
/** A clause that starts on a bare word, no determiner or pronoun: its subject may be the one before "and". */
const SHARES_SUBJECT =
  /^(?!(?:the|a|an|my|our|your|their|his|her|its|we|i|they|he|she|it|you|this|that|these|those|there|nobody|everyone|everybody|someone|people|no|every|each|all|some|most|many|theyre|theyve|youre|youve|weve|im|ive|hes|shes|thats|theres)\b)[a-z]+\s/;

/** Verbs that are seldom a noun, in the present: "and get paid by card" goes on with the freelancers' verbs. */
const BARE_VERB =
  /^(?:get|gets|make|makes|take|takes|go|goes|come|comes|send|sends|pay|pays|keep|keeps|give|gives|see|sees|find|finds|try|tries|ask|asks|tell|tells|put|puts|let|lets|bring|brings|buy|buys|sell|sells|hire|hires|grow|grows)\s/i;

/**
 * A clause whose verb is the clause before's, after a time word or none: "then pay me to fix it",
 * "shipped it in May". ("then they called", "homework completion went up" have subjects of their own.)
 */
function opensWithoutSubject(tail: string): boolean {
  const clause = tail.replace(/^(?:then|also|later|still|never|just|soon|finally|now)\s+/i, "");
  if (VERB_LED.test(clause) || BARE_VERB.test(clause)) return true;
  const afterFirst = clause.replace(/^\S+/, "");
  return SHARES_SUBJECT.test(clause) && !HAS_A_VERB.test(afterFirst) && !PRESENT_VERB.test(afterFirst);
}

/** A past participle that can follow "has" or "have" ("won", "written", "helped"). */
const PARTICIPLE =
  /^(?:[a-z]+ed|been|done|gone|seen|won|lost|made|built|written|taken|given|grown|shown|known|kept|held|sent|spent|paid|sold|told|found|brought|bought|taught|thought|run|begun|become|come|raised|led|met|read|hit|cut|set|put|shipped|hired|helped)\b/;

function setupAndReveal(hook: string, voice: "I" | "we"): [string, string] | null {
  const text = stripEnd(hook);
  for (const m of text.matchAll(REVEAL_CUT)) {
    if (m.index! < 20 || text.length - m.index! - m[0].length < 12) continue;
    // A time or place set before the clause ("In October 2023, I ordered…") is not a setup of its own.
    if (m[0].startsWith(",") && FRONTED.test(text)) continue;
    const tail = text.slice(m.index! + m[0].length);
    if (/^(?:and|but|so|then)\b/i.test(tail) || QUALIFIED_PLACE.test(tail) || ADDS_TO_BEFORE.test(tail)) continue;
    // "If you're being made redundant in the UK," is a condition, no setup of its own.
    if (m[0].startsWith(",") && /^(?:if|when|whenever|unless|although|though|while|once|because|since|as long as)\b/i.test(text)) continue;
    // ", on why finance teams should own…" is what the clause before is about: a phrase, no punchline.
    if (m[0].startsWith(",") && /^(?:on|about|for|with|of|into|from|at|in|to|by|across)\s/i.test(tail)) continue;
    // ", CFO at Brightwave" says who the name before it is (an appositive): no punchline.
    if (
      m[0].startsWith(",") &&
      /^(?:(?:co-?)?founder|ceo|cfo|cto|coo|cmo|vp|head|director|manager|partner|editor|lead|chair|president|principal|owner)\b/i.test(tail)
    )
      continue;
    // "a feature that 3% of users used but took 40% of our support tickets": the verb after "but" is
    // the feature's, not the member's ("We took 40% of our support tickets." would say otherwise).
    if (RELATIVE.test(` ${text.slice(0, m.index!)} `) && VERB_LED.test(tail)) continue;
    // "Proud of my dad who's 71 and still does the night checks": "and" goes on with the "who" clause.
    if (
      /^\s+and\s+$/.test(m[0]) &&
      RELATIVE.test(
        ` ${text
          .slice(0, m.index!)
          .split(/[,:;]\s+/)
          .at(-1)} `,
      )
    )
      continue;
    // ", Priya, straight out of school" names who came before it, set off by commas: no punchline.
    if (m[0].startsWith(",") && /^[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s/.test(tail)) continue;
    // ", a tool that helps small landlords…" names what came before it (an appositive): no punchline.
    if (m[0].startsWith(",") && /^(?:a|an)\s+(?:[\w-]+\s+){1,2}(?:that|who|which|for|of|with)\b/i.test(tail)) continue;
    // Not inside a list that is the subject of the verb after it: "Local people, schools. Three supermarkets gave…".
    const setup = text.slice(0, m.index);
    if (!cutHolds(setup, m[0], tail) || (!hasVerb(setup) && hasVerb(tail) && (setup.includes(",") || m[0].startsWith(",")))) continue;
    // "with a borrowed Canon 5D and a lot of optimism": what follows "and" without a verb is the
    // same list, not a punchline ("A lot of optimism." alone is no sentence).
    if (/^\s+and\s+$/.test(m[0]) && !VERB_LED.test(tail) && !HAS_A_VERB.test(tail) && !PRESENT_VERB.test(` ${tail}`)) continue;
    // "started charging 20p … and giving 20p off if you bring your own": an "-ing" after "and" goes on
    // with the setup's verb ("Giving 20p off…" alone has none; "you bring" is the condition's).
    if (/^\s+and\s+$/.test(m[0]) && (/^[a-z]+ing\b/.test(tail) || (!VERB_LED.test(tail) && !hasVerb(mainClause(tail))))) continue;
    // "we're a team of 7 and look after 230 small businesses": a verb that shares the first half's
    // subject is no sentence alone ("Look after 230 small businesses."). "…and homework completion
    // went from 50% to 85%" has a subject of its own: its verb comes after its first word.
    const afterFirst = tail.replace(/^\S+/, "");
    if (/^\s+and\s+$/.test(m[0]) && !VERB_LED.test(tail) && SHARES_SUBJECT.test(tail) && !HAS_A_VERB.test(afterFirst) && !PRESENT_VERB.test(afterFirst))
      continue;
    // "12 December, 2pm GMT": a time after a date is the same particular, not a punchline.
    if (m[0].startsWith(",") && /^\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)\b|^\d{1,2}:\d\d\b/i.test(tail)) continue;
    // "I led the team and grew conversion by 12%": the reveal is a sentence of its own, with its subject.
    // "Our team has written 200+ bids and won £3.1M since 2019": the reveal keeps the setup's "has"
    // or "have" ("We've won £3.1M…"), never a past tense that "since" cannot take.
    const perfect = new RegExp(String.raw`\b(?:has|have|'ve)\s+(?:\w+ly\s+)?${PARTICIPLE.source.slice(1, -2)}\b`, "i").test(setup);
    const aux = perfect && PARTICIPLE.test(tail) ? (voice === "we" ? "We've" : "I've") : null;
    // "…too long because lawyers are scared, not because…": the reason keeps its "Because", or it
    // reads as a claim of its own ("Lawyers are scared, not because the deal is complicated.").
    const reveal = aux
      ? `${aux} ${tail}`
      : /^\s+because\s+$/i.test(m[0])
        ? `Because ${tail}`
        : VERB_LED.test(tail) ||
            /^(?:still|also|just|never|always|now|even|only|often|usually|finally|sometimes)\s+(?!(?:her|his|their|the|a|an|my|our|your|its|we|i|they|he|she|it|you|this|that|these|those)\b)[a-z]+\b/.test(
              tail,
            )
          ? `${voice === "we" ? "We" : "I"} ${tail}`
          : `${tail.charAt(0).toUpperCase()}${tail.slice(1)}`;
    return [`${text.slice(0, m.index)}.`, `${reveal}.`];
  }
  // "I shipped v2 in 6 weeks." → "I shipped v2." / "In 6 weeks.", as numberFirst turns it (never a year, a clause or a label).
  const tail = numberFirst(text) ? NUMBER_TAIL.exec(text) : null;
  if (!tail) return null;
  const reveal = text.slice(tail[1].length).trim();
  return [`${tail[1]}.`, `${reveal.charAt(0).toUpperCase()}${reveal.slice(1)}.`];
}

/** An amount and who led it, with no subject of its own: "$2.1M led by Northzone", "€4M co-led by Seedcamp and Point Nine". */
const DETAILS_THE_NEWS = /^[~$€£¥₹]?\d[\d.,]*\s?(?:[kKmMbB]n?|million|billion)?\s+(?:(?:co-)?led|backed|funded|joined|underwritten)\s+by\b/;

/** LinkedIn shows about this many characters before "…see more". */
const FOLD = FOLD_CHARS;
const STARTS_WITH_NUMBER = /^(?:[$€£¥₹]\s?)?\d/;

/** Writes a post from the member's material in the source's structure and the chosen tone. */
export function writePost(written: WriteInput): string {
  // Hashtags typed at the end of the last sentence ("…at dataroles.co.uk/report #data #salaries") are the member's tags, not words of it.
  const tagsApart = written.userInput.replace(/([^\s#])[ \t]+((?:#[\p{L}\p{N}_]+[ \t]*)+)[.!]?\s*$/u, "$1\n\n$2");
  const input = { ...written, userInput: inlineListAsLines(tagsApart) };
  const material = readMaterial(input.userInput, input.author, input.template);
  const recreating = !input.template?.trim() && Boolean(input.reference?.trim());
  const source = input.template?.trim() ? input.template : input.reference;
  const shape = source?.trim() ? shapeOf(source) : NO_SHAPE;
  const tone = input.tone;
  // The member's own question is theirs to ask: it opens (when the source opens on a question) or closes the post.
  const asked = memberQuestion(input.userInput, material);
  // The member's own hashtags ("… at 11%. #data #salaries") are the post's last line, as typed.
  const tagFacts = material.facts.filter((f) => HASHTAGS_ONLY.test(f.text.trim()));
  const memberTags = tagFacts.map((f) => f.text.trim().replace(/[.!]+$/, "")).join(" ");
  // A question told in its place keeps its question mark.
  const brief = input.userInput.replace(/\s+/g, " ");
  const m: Material = {
    ...material,
    facts: material.facts.filter((f) => f !== asked && !tagFacts.includes(f)).map((f) => (asksInBrief(brief, f) ? { ...f, text: `${f.text}?` } : f)),
  };
  // A story opens on its moment ("Yesterday I…") or where the member began it (on a sentence, not
  // a label such as "topic:" or a phrase like "burning out last year"), and goes on in their order; the other tones, and a story whose source opens
  // on a question or a number, open on the most specific fact.
  // The member opened on their own question ("What's the one habit that made you better? For me it's…"):
  // it opens the post, and what follows answers it in their order.
  const askedFirst = asked !== null && material.facts[0] === asked && !recreating;
  // Recreating a post that opens on a statement, the member's own first statement takes its place, in every tone:
  // they wrote their brief after the reference, in its order ("We stopped sending a newsletter…" as "We stopped running ads…").
  const inOrder =
    askedFirst ||
    (tone === "Anecdote" && !shape.opensWithQuestion && (!recreating || shape.opener === "statement" || shape.opener === "short")) ||
    (recreating && !shape.opensWithQuestion && (shape.opener === "statement" || shape.opener === "short"));
  // "How I prep for a salary negotiation:" over the member's list: the line that announces it opens the post, in every tone.
  // A label further down ("I'm a mortgage broker. Mistakes first-time buyers make: a, b, and c") announces its list too.
  const labelLine = /(?:^|\n)([^\n]+?):[ \t]*\n\s*(?:[-*•·–—>]|\d{1,2}[.)]|\p{Extended_Pictographic}\uFE0F?)\s/u.exec(input.userInput.trim())?.[1];
  const labelled = labelLine ? m.facts.find((f) => !f.note && !f.key && labelLine.toLowerCase().endsWith(f.text.replace(/:$/, "").toLowerCase())) : undefined;
  // ("We're a small bakery in Leeds. Three things we learned:" over the list: the label is the
  // sentence that ends on the colon, not the first one of its line.)
  const announcing = askedFirst
    ? undefined
    : (labelled ?? (LIST_ANNOUNCED.test(input.userInput.trim()) && m.facts[0] && !m.facts[0].note && !m.facts[0].key ? m.facts[0] : undefined));
  // "12 months. 48 newsletters. 3,100 subscribers. £0 spent on ads.": a run of short beats is the
  // member's rhythm, built to its last one; it is told in their order in every tone.
  const staccato = !recreating && !askedFirst && m.facts.length >= 3 && m.facts.every((f) => !f.key && f.text.split(/\s+/).length <= 5);
  // "I got fired.\n\nTwo years ago today.\n\n…\n\nToday I run a team of 12.": a post the member already
  // laid out, a short line a paragraph, is built to its turn: it opens as they opened it.
  const paragraphsTyped = input.userInput.trim().split(/\n\s*\n/);
  const laidOut =
    !recreating && !askedFirst && paragraphsTyped.length >= 4 && paragraphsTyped.every((p) => !p.includes("\n") && p.trim().split(/\s+/).length <= 25);
  let top =
    announcing ??
    (staccato || laidOut ? m.facts[0] : undefined) ??
    // What the member opened on as the post's frame ("Excited to share that I've been promoted…",
    // a claim, an invitation) leads a story too, ahead of a moment said after it ("3 years ago I joined…").
    (tone === "Anecdote" && !askedFirst && m.facts[0] && opensThePost(m.facts[0], 0) ? m.facts[0] : undefined) ??
    (tone === "Anecdote" && !askedFirst ? m.facts.find((f, i) => MOMENT_WORDS.test(f.text) && f.score > 0 && (i === 0 || standsAlone(f))) : undefined) ??
    (inOrder
      ? (m.facts.find(opensThePost) ??
        // Not a sentence that leans on one before it, nor a "what you liked, …" that only lists.
        m.facts.find(
          (f, i) =>
            !f.key &&
            !f.note &&
            !OWN_ASK.test(f.text) &&
            // (After the member's opening question, what follows answers it in their order: "We've been doing it…" leans on the question.)
            // (The member's first sentence leans on nothing: "12 months of posting, 3 times a week." opens as they opened.)
            (askedFirst || i === 0 || !leansBack(f.text)) &&
            !/^(?:what|how|why|where|who)\b(?!.*\?$)/i.test(f.text) &&
            (clauseOf(f.text, m.voice) !== null || f.text.split(/\s+/).length > 5),
        ))
      : undefined) ??
    hookFact(m);
  if (!top) return asked ? capLength(polish(asQuestion(asked)), 3000) : "";
  // "We closed our seed round. $2.1M led by Northzone.": the amount hangs on the news said before it, which leads.
  const news = m.facts[0];
  if (top === m.facts[1] && !news.key && !news.note && !top.key && DETAILS_THE_NEWS.test(top.text) && clauseOf(news.text, m.voice) !== null) top = news;
  // A brief of one long sentence is split at its clauses: the most specific becomes the hook.
  const thin = m.facts.length <= 2;
  const split = thin ? clausesOf(top) : [top];
  const pool = [...split, ...m.facts.filter((f) => f !== top)];
  let lead = split.reduce((best, f) => (f.score > best.score || (/\d/.test(f.text) && !/\d/.test(best.text)) ? f : best), split[0]);
  // A reference that opens on a number: a fact that starts with one leads, when the hook cannot be turned.
  // (Not over the member's own label for their list: "lessons:" announces it, whatever the reference opened on.)
  if (recreating && shape.opener === "number" && !announcing && !STARTS_WITH_NUMBER.test(lead.text) && !numberFirst(hookText(lead, m.voice, 120).hook)) {
    lead = pool.find((f) => STARTS_WITH_NUMBER.test(f.text)) ?? lead;
  }
  // A reference with a short first line gets a short hook: the lead's first clause.
  const max =
    recreating && shape.opener === "short" ? Math.min(120, Math.max(45, Math.round(shape.firstLineLength * 1.5))) : tone === "Motivational" ? 90 : 120;
  const opensWithQuestion = recreating ? shape.opener === "question" : shape.opensWithQuestion;
  // A short first line may be cut earlier: "It applies from 28 June 2025." rather than the whole sentence.
  const { hook, rest } = hookText(lead, m.voice, max, recreating && shape.opener === "short" ? 15 : 30);
  const opening: string[] = [];
  // A first line that only names the subject ("Our new office in Porto.", "Cold emails.") stays the
  // first line: a title over whichever hook follows.
  const isHeading = (f: Fact) => !recreating && !askedFirst && m.facts.length > 2 && !f.key && !HAS_A_VERB.test(f.text) && f.text.split(/\s+/).length <= 8;
  const announcedAt = announcing ? m.facts.indexOf(announcing) : -1;
  const announcedAfter =
    announcedAt > 0 ? m.facts.slice(0, announcedAt).filter((f, i) => !(i === 0 && f === m.facts[0] && isHeading(f)) && !OWN_ASK.test(f.text)) : [];
  // Motivational punches: the number first, or a labelled fact without its label ("6 clients this week alone.").
  const punch =
    tone === "Motivational" || (recreating && shape.opener === "number")
      ? (numberFirst(hook) ??
        // (Not a label that names something, "Q3 update from Fernhill Foods": it is a fact of its own.)
        (tone === "Motivational" && lead.key && !lead.typedKey && /\d/.test(lead.text)
          ? COUNT_OF_NOTHING.test(lead.text)
            ? countLed(lead.key, lead.text)
            : `${lead.text.charAt(0).toUpperCase()}${lead.text.slice(1)}.`
          : null))
      : null;
  let closing: string | null = asked ? asQuestion(asked) : null;
  // The question carries the hook's own clause: it replaces the hook rather than repeat it.
  if ((opensWithQuestion || askedFirst) && asked) {
    opening.push(asQuestion(asked), hook);
    closing = null;
  } else if (opensWithQuestion) {
    // No question reads right from the lead: the plain hook, rather than a question that does not.
    const asking = questionHook(lead, m.voice);
    opening.push(...(asking ? [asking.question, ...(asking.rest ? [asking.rest] : [])] : [hook, ...(rest ? [rest] : [])]));
  } else if (announcing) {
    // What the member said before the label ("Best talk was Kyle Poyar on pricing. Key takeaways: …")
    // is said before it: the list is that talk's, not a place for it.
    const said = announcedAfter.map((f) => toneSentence(tone, f, m.voice));
    opening.push(...(tone === "Motivational" ? said.flatMap(shortLines) : groups(said, 3)), hook.replace(/\.$/, ":"));
  } else if (punch) opening.push(punch);
  else if (tone === "Motivational") opening.push(...shortLines(hook));
  else if (tone === "Funny") opening.push(...(setupAndReveal(hook, m.voice) ?? [hook]));
  else if (tone === "Anecdote") opening.push(momentFirst(hook) ?? hook);
  else opening.push(hook);
  // The hook's second half follows it (unless the opening question already carries it), then the other facts.
  // Lower-case first, so a verb-led half ("changed 3 things") gets the member's "I" or "we".
  // Not when the opening already says it: a labelled punch is the whole fact ("Revenue up 22%…, we hired 11 people…").
  const said = opening.join(" ").toLowerCase();
  const tail: Fact[] =
    rest && !(opensWithQuestion && !asked) && !said.includes(stripEnd(rest).toLowerCase()) ? [{ text: lowerFirst(stripEnd(rest)), note: false, score: 0 }] : [];
  // Around the hook, the member's own order: what they said before it (the context), the rest of
  // the hook's sentence, then what came after ("we switched to a shared channel", then "two agents burned out").
  const at = m.facts.indexOf(top);
  const first = m.facts[0];
  const heading = first && first !== top && first !== lead && isHeading(first) ? first : null;
  // "Hartley & Sons Plumbing. 3rd generation family business in Leeds.": a caption straight after the
  // heading says what it names, and stays under it rather than after the hook.
  const underHeading: Fact[] = [];
  for (const f of heading ? m.facts.slice(1) : []) {
    if (f === top || f === lead || !isHeading(f) || f.note || /[?]$/.test(f.text) || underHeading.length === 2) break;
    underHeading.push(f);
  }
  const others = (facts: Fact[]) => facts.filter((f) => f !== lead && f !== heading && !underHeading.includes(f) && !announcedAfter.includes(f));
  // "It made people feel useful…" after the sentence lifted to the top leans on it: it goes up with
  // it, ahead of the context, rather than land under a sentence it does not follow.
  const after = at < 0 ? [] : m.facts.slice(at + 1);
  // "Last year 41% of my set got a 5. This year it's 68%.": the turn answers the hook it follows.
  const lastUnit =
    at < 0 ? null : /^(?:last|the previous) (year|time|quarter|month|term|season|week|summer|winter|spring|autumn)\b/i.exec(m.facts[at].text)?.[1];
  const turn = (f: Fact) => Boolean(lastUnit) && new RegExp(String.raw`^this ${lastUnit}\b`, "i").test(f.text);
  const leaning = (f: Fact) => leansBack(f.text) || IT_LED.test(f.text) || turn(f);
  const free = after.findIndex((f) => !leaning(f));
  // In a longer story, one: what the member said last is their ending ("But if you're reading this at
  // 11pm…"), told after the story rather than hoisted above it with the hook.
  const clinging =
    at > 0
      ? after
          .slice(0, Math.min(free < 0 ? after.length : free, m.facts.length >= 5 ? 1 : after.length))
          // ("Now we interview 5 users first." said last is where the story lands, not a line under its hook.)
          .filter((f) => m.facts.length < 5 || f !== m.facts.at(-1))
      : [];
  // (The rest of the hook's own sentence comes straight after it, before the other clauses of a
  // one-sentence brief: "…4 years now" then "the thing that changed everything was…", then "I switched…".)
  // A hook cut from its sentence is followed by the rest of it when that rest has no subject of its own
  // ("…accepted offers from my clients." then "Then just didn't show up on day one."), ahead of what the member said before it.
  // (A verb-led rest gets the member's "I" and stands alone: "I changed 3 things in our next design.")
  const tailLeans = tail.length > 0 && (leansBack(tail[0].text) || /^(?:just|never|always)\s/i.test(tail[0].text));
  const inTurn: Fact[] =
    at < 0
      ? [...tail, ...others(split), ...others(pool.slice(split.length))]
      : clinging.length || tailLeans
        ? [...tail, ...others(split), ...clinging, ...others(m.facts.slice(0, at)), ...others(after.slice(clinging.length))]
        : [...others(m.facts.slice(0, at)), ...tail, ...others(split), ...others(after)];
  // The member's own ask ("We're hiring…", "Link in the comments") is the post's last word, wherever they said it.
  // (The member's last two lines, with a thanks among them, stay as they put them: "Thank you. Onwards to 2027.")
  const lastTwo = m.facts.slice(-2);
  const signOff = lastTwo.some((f) => /^(?:thank you|thanks)\b/i.test(f.text)) ? lastTwo : [];
  const moves = (f: Fact) => OWN_ASK.test(f.text) && !signOff.includes(f);
  const restFacts = [...inTurn.filter((f) => !moves(f)), ...inTurn.filter(moves)];
  // Blocks the reference leaves for the body: its own count, less the opening and the closing question.
  const budget = Math.max(1, shape.blocks - opening.length - 1);
  const before = at < 0 || clinging.length || tailLeans ? 0 : others(m.facts.slice(0, at)).filter((f) => !OWN_ASK.test(f.text)).length;
  const paragraphs = recreating
    ? recreateBody(tone, restFacts, m, shape, budget, before, Boolean(announcing))
    : body(tone, restFacts, m, shape, before, Boolean(announcing) || LIST_HEADING.test(opening.at(-1) ?? ""));
  // A heading that announces the list ("Lessons from 5 years freelancing.", "3 things I'd tell…") leads into it: no "The details:" between.
  if (Object.values(LIST_LEAD).includes(paragraphs[0]) && LIST_HEADING.test(opening.at(-1) ?? "")) paragraphs.shift();
  // …and says so with its colon: "Signs your business is ready for an outsourced finance team:".
  if (/^(?:\d{1,2}[.)]|[-→•])\s/.test(paragraphs[0] ?? "") && LIST_HEADING.test(opening.at(-1) ?? ""))
    opening[opening.length - 1] = opening[opening.length - 1].replace(/\.$/, ":");
  // A story's first paragraph carries on from its opening line, while it stays above the fold
  // (and the reference, if any, opens on a paragraph rather than a punchy line).
  const storyOpening = tone === "Anecdote" && (!recreating || (!shape.onePerParagraph && shape.opener === "statement"));
  // Not a labelled line ("What I took from it: …"): a label starts a paragraph of its own.
  // A Funny post with nothing after its reveal: the reveal is the punchline.
  if (tone === "Funny" && opening.length === 2 && paragraphs.length === 0) opening[1] = plotTwist(opening[1], m);
  const joinable = paragraphs[0] && !paragraphs[0].includes("\n") && !paragraphs[0].endsWith(":") && !/^[A-Z][\w' ]{0,30}: /.test(paragraphs[0]);
  if (storyOpening && opening.length === 1 && joinable && opening[0].length + paragraphs[0].length < FOLD - 10)
    opening[0] = `${opening[0]} ${paragraphs.shift()}`;
  // Funny with two beats after its hook: the hook and the first beat are the setup, the last beat the punchline alone.
  else if (tone === "Funny" && !recreating && opening.length === 1 && paragraphs.length === 2 && joinable && !/[.!?] \S/.test(paragraphs[0]))
    opening[0] = `${opening[0]} ${paragraphs.shift()}`;
  if (heading) opening.unshift([heading, ...underHeading].map(asSentence).join(" "));
  // The member's own ask is a line of its own at the end ("…host 2 book clubs a month." / "Come by for
  // cake from 11am, everyone welcome."), not the tail of a paragraph about something else. (Not a
  // thanks: "Thank you. Onwards to 2027." stays as the member put it.)
  const lastBlock = paragraphs.at(-1);
  if (lastBlock && !lastBlock.includes("\n")) {
    const said = lastBlock.split(/(?<=[.!?])\s+(?=[A-Z"“])/);
    const ask = said.at(-1)!;
    if (said.length > 1 && OWN_ASK.test(ask) && !/^(?:thank you|thanks)\b/i.test(ask) && !/\?$/.test(ask))
      paragraphs.splice(paragraphs.length - 1, 1, said.slice(0, -1).join(" "), ask);
  }
  const found = topicOf(material);
  const topic = found && !aPropOfTheStory(found) ? found : null;
  // A post that ends on the member's own ask ("Open to roles in…", "DM me…") ends there: a question after it would bury it.
  const endsOnAsk = OWN_ASK.test(restFacts.at(-1)?.text ?? m.facts.at(-1)?.text ?? "");
  // A death or a grave illness is told, not turned into a prompt: no question of the writer's after it.
  const grave = GRAVE.test(input.userInput);
  // "Sometimes it's a cup of tea.": a short last line that names the subject is the post's punchline;
  // "Got a story about tea?" after it would only echo it.
  // (A post that is its hook alone, "Onboarding.", has no punchline to echo.)
  const lastSaid = stripEnd((paragraphs.at(-1) ?? "").split(/(?<=[.!?])\s+/).at(-1) ?? "");
  const punchline =
    topic !== null &&
    lastSaid !== "" &&
    lastSaid.split(/\s+/).length <= 6 &&
    new RegExp(`\\b${topic.split(/\s+/).at(-1)!.replace(/s$/, "")}`, "i").test(lastSaid);
  // A reminder is advice to act on ("A reminder that I see far too often: if you cohabit…"), and thanks
  // to everyone who helped close a post on them: no writer's question after either.
  const reminds = /^(?:an?\s+)?(?:quick\s+|friendly\s+|gentle\s+|annual\s+)?(?:reminder|psa)\b/i.test(m.facts[0]?.text ?? "");
  const thanksAll = /\b(?:thanks|thank you)\s+(?:so much\s+)?to\s+(?:everyone|everybody|all|each|every)\b/i.test(lastSaid);
  const asks =
    closing === null && !endsOnAsk && !askedFirst && !grave && !punchline && !reminds && !thanksAll && topic && (tone === "Anecdote" || !onlyAStoryAsks(topic))
      ? ASK[tone](topic, m.voice)
      : null;
  // The readers the member named are the ones asked: "Freelancers, got a story about pricing?".
  closing ??= asks && material.audience ? `${material.audience.charAt(0).toUpperCase()}${material.audience.slice(1)}, ${lowerFirst(asks)}` : asks;
  const text = exclaimed([...opening, ...paragraphs, closing, memberTags].filter(Boolean).join("\n\n"), material.facts);
  const voiced = tone === "Professional" ? expand(text) : contract(text);
  return capLength(polish(voiced), 3000);
}
