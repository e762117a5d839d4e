/**
 * The member's material for a month of posts, gathered from everything onboarding kept: Ziva's
 * answers (with the kind each question asked for), the phone agent's structured answers and its
 * transcript, and the generate-posts fields. Only the member's answers are material; the
 * questionnaire's audience, goals and promotion are context (they choose the angle, the closing
 * question and the hashtags), never sentences of a post.
 */
import { MATERIAL_QUESTIONS, type MaterialKind, type MaterialPiece, materialSchema } from "../../app/spec/material";
import { splitRunOn } from "../ai/speech";
import { exchangesOf } from "./transcript";
import { type Wish, wishOf } from "./wishes";

export type Piece = MaterialPiece & {
  /** The answer as clean sentences: disfluencies gone, one sentence each, the member's words. */
  sentences: string[];
};

/** Spoken filler that carries no meaning: dropped, never rewritten. */
const DISFLUENCY =
  /(?:^|(?<=[\s,.;]))(?:u+m+|u+h+|e+r+m*|h+m+|mm+|you know|i mean|like i said|kind of like|sort of like|so yeah|yeah so|basically|to be honest|honestly)(?=[\s,.;!?]|$)[,;]?/gi;
/** "honestly" between two clauses of unpunctuated speech, the second with its own subject ("…documents honestly I tell…"). */
const TURN_AT_HONESTLY =
  /\b(?!(?:which|that|and|but|so|because|cos|if|when|what|who|where|how|why|as|than|like|it|was|is|are|were|I|we|you|they)\b)([a-z]{3,})\s+(?:honestly|to be honest)\s+(?=(?:I|we|you|they|he|she)\s+(?!(?:know|mean)\b)[a-z'’]+)/gi;
/** Answers that say there is nothing to say. */
const NON_ANSWER =
  /^(?:i (?:don't|do not|dont) know|not sure|no idea|nothing (?:really|comes to mind|special)|can't think of (?:anything|one)|pass|skip|n\/a|none|nope|no)\b/i;

/** An answer as the member's sentences: spoken filler dropped, run-on speech split where it turns. */
export function sentencesOfAnswer(answer: string): string[] {
  const text = answer
    .replace(/\r\n?/g, "\n")
    // "…fine for internal documents honestly I tell clients…": said between two clauses, "honestly"
    // is where one ends; dropped, it would run them together.
    .replace(TURN_AT_HONESTLY, "$1. ")
    .replace(DISFLUENCY, " ")
    .replace(/\s+([,.!?;:])/g, "$1")
    .replace(/,(\s*,)+/g, ",")
    .replace(/^[\s,;.]+/, "")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const l = line.trim();
    if (!l) continue;
    // A list item stays a line of its own.
    if (/^(?:[-*•]|\d{1,2}[.)])\s+/.test(l)) {
      out.push(l);
      continue;
    }
    // A sentence typed in lower case ("…running injuries. total rest makes…") ends at its full stop
    // too, after a word (not "e.g.", "etc.", "approx.").
    for (const s of l.split(
      /(?<=[.!?]["”']?)\s+(?=["“']?[A-Z0-9])|(?<=[a-z]{3}[.!?])(?<!\b(?:etc|approx|incl|excl|min|max|mins|hrs|est|dept)\.)\s+(?=[a-z])/,
    )) {
      for (const piece of splitRunOn(s.trim())) if (/[A-Za-z0-9]/.test(piece)) out.push(piece);
    }
  }
  const finished = out.map(finishSentence).flatMap(atTheSplice);
  // "That annual ratings do more harm than good.": an answer to "what do you believe" starts with a bare "That".
  // So does "That rest is overrated…": a bare noun and its verb (not "That day changed…", "That one is…").
  const clause =
    /^That (?:the|a|an|most|every|you|we|I|people|[a-z]+s)\b/.test(finished[0] ?? "") ||
    /^That (?!(?:one|day|time|year|week|month|moment|part|bit|place|job|man|woman|guy)\b)[a-z]+ (?:is|are|isn't|aren't|doesn't|don't|should|shouldn't|never|always|can|can't|will|won't|matters|beats|works)\b/.test(
      finished[0] ?? "",
    );
  if (finished[0] && clause && !/^That (?:is|was|'s)\b/.test(finished[0])) finished[0] = finished[0].charAt(5).toUpperCase() + finished[0].slice(6);
  return finished;
}

/**
 * "I am an employment solicitor, I set up my own firm three years ago…": two sentences of the
 * member's, each with its "I", joined by a comma as people type and talk. A writer gives each its
 * full stop; the words stay. Not where the first is a condition or a time ("When I started, I…"),
 * nor a short aside ("I know, I know", "I was 23, I…").
 */
export function atTheSplice(sentence: string): string[] {
  const m =
    /^((?:I|We)(?:['’](?:m|ve|re|d))?\s+[^,]{8,}?),\s+((?:I|we)(?:['’](?:m|ve|re|d|ll))?\s+(?!(?:think|know|mean|guess|suppose|reckon|feel|believe|hope|promise|swear)\b)\S+(?:\s+\S+){3,})$/.exec(
      sentence,
    );
  // ("I want people to book the free check, I go through their contracts…" is a wish with its offer: wishes.ts.)
  // Nor a series ("we're five people, we've shipped once, and we share…") or what was said ("We tell them we're…, we've…").
  if (
    !m ||
    words(m[1]) < 4 ||
    wishOf(sentence) ||
    /,\s+(?:and|or)\s/i.test(m[2]) ||
    /\b(?:tell|tells|told|say|says|said|explain|explained)\b/i.test(m[1]) ||
    /\b(?:if|when|because|although|though|since|while|once|after|before|until|unless|so that|as soon as)\b/i.test(m[1])
  )
    return [sentence];
  return [`${m[1]}.`, `${m[2].charAt(0).toUpperCase()}${m[2].slice(1)}`];
}

/** A question said inside a sentence, after a filler: "…before you hire for it like actually what does good look like at 90 days…". */
const SPOKEN_QUESTION =
  /^(?:(?:what|how|why|where|when|which)(?: (?:often|long|much|many|soon|far|kind of|type of|sort of))? (?:does|do|did|is|are|would|should|could|can|will)\s|(?:should|can|could|do|does|is|are|will|would) (?:I|we|you|they|my|our)\s)/i;
/** "What was hard was…", "what is clear is…": a wh- word that opens a statement, not a question. */
const STATEMENT_AFTER = /\s(?:is|was|are|were)\s/i;

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS)].join("|")}|a|hundred|thousand|and)`;
/** A run of spoken number words that a post writes in figures: with "hundred" or "thousand", a tens word and its unit, or "point". */
const SPOKEN_NUMBER = new RegExp(String.raw`\b(?:${NUMBER_WORD}[ -])*(?:${NUMBER_WORD})(?: point (?:${Object.keys(UNITS).join("|")}))?\b`, "gi");
function spokenNumber(words: string): string | null {
  const [whole, decimal] = words.toLowerCase().split(" point ");
  const parts = whole.split(/[ -]+/).filter((w) => w !== "and");
  if (parts[0] === "a") parts[0] = "one";
  // Only what a writer puts in figures: "a hundred and forty", "twenty five", "four point nine"; "three companies" stays.
  if (!decimal && !parts.some((w) => w === "hundred" || w === "thousand") && !(parts.length === 2 && TENS[parts[0]] && UNITS[parts[1]])) return null;
  let total = 0;
  let current = 0;
  for (const w of parts) {
    if (w in UNITS) current += UNITS[w];
    else if (w in TENS) current += TENS[w];
    else if (w === "hundred") current = (current || 1) * 100;
    else if (w === "thousand") {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  const n = total + current;
  return decimal !== undefined ? `${n}.${UNITS[decimal]}` : n.toLocaleString("en-GB");
}

const MONTHS_AND_DAYS =
  /\b(?:january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g;

function finishSentence(s: string): string {
  let t = s
    .trim()
    // ("okay so last year…": every one of them.)
    .replace(/^(?:(?:so|and|well|okay|ok|right)[,\s]+)+(?=\S)/i, "")
    // Spoken tails that carry nothing: "…only 3 of them paid so", "…and stuff".
    // ("…done everything right" keeps its "right": only ", right" is the tag of speech.)
    .replace(/(?:[,\s]+(?:so|and stuff|and everything|or something)|,\s*right)[.!]?$/i, "")
    // "at like 11pm": "like" before a number is a filler ("more like 40", "something like 3" are English).
    // So is it before a number said in words: "in like ten minutes" ("it's like two jobs in one" is a likeness).
    .replace(
      /(?<!\b(?:more|something|anything|looks?|looked|feels?|felt|seems?|seemed|sounds?|would|I'd|we'd|it's|is|was|just|are|were)\s)\blike (?=(?:[$€£]\s?)?\d|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred|a couple of|a few)\s)/gi,
      "",
    )
    .replace(MONTHS_AND_DAYS, (m) => m.charAt(0).toUpperCase() + m.slice(1))
    // "a hundred and forty", "four point nine", as heard: in figures, as a post writes them.
    .replace(SPOKEN_NUMBER, (m) => {
      const lead = /^(?:and|a)\s/i.test(m) && !/\b(?:hundred|thousand)\b/i.test(m.split(/\s+/)[1] ?? "") ? m.match(/^\S+\s/)![0] : "";
      const n = spokenNumber(m.slice(lead.length).replace(/\s+and$/i, ""));
      return n === null ? m : `${lead}${n}${/\s+and$/i.test(m) ? " and" : ""}`;
    })
    // "from 18 percent to 4 percent", as heard: written as a post writes it.
    .replace(/\b(\d+(?:\.\d+)?) ?(?:percent|per cent)\b/gi, "$1%")
    // "eleven hundred pounds" heard as "1,100 pounds": a sum as a post writes it, "£1,100".
    .replace(
      /(?<![\d.,])(\d[\d,]*(?:\.\d\d)?) (pounds|quid|dollars|euros)\b/gi,
      (_m, n: string, unit: string) => `${{ pounds: "£", quid: "£", dollars: "$", euros: "€" }[unit.toLowerCase() as "pounds"]}${n}`,
    )
    // "the answer is yes but it depends": an answer's yes or no takes its comma.
    .replace(
      /\b(answer is|answer:) ((?:(?:usually|mostly|normally|generally|often|always|almost always|nearly always) )?(?:yes|no)) (?=(?:but|we|I|you|they|it)\b)/gi,
      "$1 $2, ",
    )
    // "my answer is please don't": the answer, after its label.
    .replace(/^(my|our) answer is,?\s+(?=\S)/i, (_m, who: string) => `${who} answer: `);
  t = t.replace(/(^|\s)i(?=[\s,.!?'’]|$)/g, "$1I").replace(/(^|\s)i'(m|ve|d|ll)\b/g, "$1I'$2");
  if (/^(?:[-*•]|\d{1,2}[.)])\s+/.test(t)) return t;
  t = t.charAt(0).toUpperCase() + t.slice(1);
  const asks = SPOKEN_QUESTION.test(t) && !STATEMENT_AFTER.test(t.slice(t.indexOf(" ", t.indexOf(" ") + 1)));
  // "How often should I service my boiler." as transcribed: the question keeps its question mark.
  if (asks && /[^.]\.$/.test(t)) return `${t.slice(0, -1)}?`;
  if (/[.!?"”)]$/.test(t)) return t;
  return asks ? `${t}?` : `${t}.`;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Which kind a question asks for: Ziva's and the agent's own questions, or its words. */
export function kindOfQuestion(question: string): MaterialKind | null {
  const q = question.toLowerCase();
  for (const asked of [...MATERIAL_QUESTIONS.individual, ...MATERIAL_QUESTIONS.company]) if (asked.text.toLowerCase() === q) return asked.kind;
  if (
    /\b(?:who do you want to reach|who are your (?:company's )?customers|what do you want linkedin|what should your company page|website|promote|anything else)\b/.test(
      q,
    )
  )
    return null;
  if (/\b(?:mistake|lesson|learn(?:ed|t)? the hard way|do differently|went wrong|regret)\b/.test(q)) return "lesson";
  if (/\b(?:result|number|proud|achiev|milestone|metric|grew|growth)\b/.test(q)) return "result";
  if (/\b(?:believe|disagree|opinion|unpopular|get wrong|myth|controversial|hot take)\b/.test(q)) return "opinion";
  if (/\b(?:clients? ask|customers? ask|people ask|question (?:do )?(?:you|they) (?:get|hear)|most common question|ask you most)\b/.test(q)) return "question";
  if (/\b(?:moment|story|happened|time when|remember|still think about|a day)\b/.test(q)) return "story";
  // Anything else asked (the greeting, "do you have ten minutes?") is not a question for material.
  return null;
}

type ProfileMaterial = {
  material?: string | null;
  transcript?: string | null;
  journey?: string | null;
  other?: string | null;
  product?: string | null;
};

function parseStored(json: string | null | undefined): MaterialPiece[] {
  if (!json) return [];
  try {
    const list = JSON.parse(json);
    return Array.isArray(list) ? list.flatMap((p) => (materialSchema.safeParse(p).success ? [p as MaterialPiece] : [])) : [];
  } catch {
    return [];
  }
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Every piece of material the member gave, once: stored pieces (Ziva, the call's structured
 * answers), exchanges read from a transcript, and the free-text generate-posts fields. Answers that
 * say nothing ("I don't know") and repeats of one answer (the same words in the structured data
 * and the transcript) are left out.
 */
/** A finite verb of a clause: "is", "have", "trust", "needs". */
const FINITE =
  /\b(?:is|are|was|were|has|have|had|do|does|did|can|could|will|would|should|need|needs|get|gets|make|makes|trust|trusts|work|works|go|goes|know|knows|want|wants)\b/i;
/**
 * "I think continuity of carer is the best thing we could fund, women who see the same midwife have
 * fewer interventions": an opinion said in one breath is its claim and, after the comma, its reason
 * with a subject and verb of its own. Two sentences, as the member would have typed them.
 */
export function claimAndReason(sentence: string): string[] {
  for (const m of sentence.matchAll(/,\s+/g)) {
    const claim = sentence.slice(0, m.index);
    const reason = sentence.slice(m.index + m[0].length).replace(/[.!]$/, "");
    if (words(claim) < 6 || words(reason) < 6 || !FINITE.test(claim) || !FINITE.test(reason)) continue;
    // Not where the comma joins ("…, and", "…, because", "…, which") or sets off a phrase ("…, for example").
    if (
      /^(?:and|but|so|or|because|cos|which|who|that|when|while|if|unless|although|though|as|like|with|for|from|to|in|on|at|by|of|especially|even|not|then|plus)\b/i.test(
        reason,
      )
    )
      continue;
    // Nor a condition or a time before its clause ("If you…, you…").
    if (/^(?:if|when|whenever|unless|although|though|while|once|after|before|since|because)\b/i.test(claim)) continue;
    return [`${claim}.`, `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`];
  }
  return [sentence];
}

export function gatherMaterial(profile: ProfileMaterial): Piece[] {
  return readProfile(profile).pieces;
}

/** What the member asked of the month (topics, what readers should do), in the order they said it: worker/onboarding/wishes.ts. */
export function gatherWishes(profile: ProfileMaterial): Wish[] {
  return readProfile(profile).wishes;
}

function readProfile(profile: ProfileMaterial): { pieces: Piece[]; wishes: Wish[] } {
  const raw: MaterialPiece[] = [...parseStored(profile.material)];
  for (const ex of exchangesOf(profile.transcript ?? "")) {
    const kind = kindOfQuestion(ex.question);
    if (kind) raw.push({ kind, question: ex.question, answer: ex.answer });
  }
  if (profile.journey?.trim()) raw.push({ kind: "story", question: "Your journey", answer: profile.journey });
  if (profile.other?.trim()) raw.push({ kind: "note", question: "Anything else", answer: profile.other });
  const pieces: Piece[] = [];
  const wishes: Wish[] = [];
  const seen: Array<Set<string>> = [];
  for (const p of raw) {
    const answer = p.answer.trim();
    if (!answer || NON_ANSWER.test(answer.replace(/^(?:u+m+|u+h+|well|hmm+)[,\s]+/i, ""))) continue;
    // "I want to talk about…", "I want people to book…": said to Ziva, not to a reader. What the
    // member goes on to say after naming a topic is about that topic: its card keeps it.
    const said: string[] = [];
    let topic: Extract<Wish, { kind: "topic" }> | null = null;
    for (const s of sentencesOfAnswer(answer)) {
      const wish = wishOf(s);
      if (wish) wishes.push(wish);
      if (wish?.kind === "topic") topic = wish;
      else if (wish) topic = null;
      else if (topic) topic.said.push(s);
      else said.push(s);
    }
    const sentences = p.kind === "opinion" && said.length === 1 ? claimAndReason(said[0]) : said;
    if (words(sentences.join(" ")) < 5) continue;
    // The same answer twice (structured data and transcript): the fuller one stays.
    const set = new Set(sentences.map(normal));
    const twin = seen.findIndex((s) => overlap(s, set) >= 0.6);
    if (twin >= 0) {
      if (set.size > seen[twin].size) {
        pieces[twin] = { ...p, sentences };
        seen[twin] = set;
      }
      continue;
    }
    seen.push(set);
    pieces.push({ ...p, answer, sentences });
  }
  // The same wish twice (structured data and transcript) is one.
  const unique = wishes.filter((w, i) => wishes.findIndex((o) => JSON.stringify(o) === JSON.stringify(w)) === i);
  return { pieces, wishes: unique };
}

function overlap(a: Set<string>, b: Set<string>) {
  const wa = new Set([...a].join(" ").split(" "));
  const wb = new Set([...b].join(" ").split(" "));
  const shared = [...wa].filter((w) => wb.has(w)).length;
  return shared / Math.max(1, Math.min(wa.size, wb.size));
}

/** The phone agent's structured answers as material, with the questions it asked them by. */
export function materialFromCall(
  answers: Partial<Record<"story" | "lesson" | "opinion" | "result" | "clientQuestion", string | undefined>>,
  profileType: "individual" | "company",
): MaterialPiece[] {
  const asked = MATERIAL_QUESTIONS[profileType];
  const pieces: MaterialPiece[] = [];
  for (const q of asked) {
    const answer = answers[q.kind === "question" ? "clientQuestion" : q.kind]?.trim();
    if (answer) pieces.push({ kind: q.kind, question: q.text, answer });
  }
  return pieces;
}

/** Ziva's answers as material: the kind each question asked for, or what its words ask for. */
export function materialFromInterview(answers: Array<{ question: string; answer: string; kind?: MaterialKind }>): MaterialPiece[] {
  return answers
    .filter((a) => a.answer.trim())
    .map((a) => ({ kind: a.kind ?? kindOfQuestion(a.question) ?? "note", question: a.question, answer: a.answer.trim() }));
}
