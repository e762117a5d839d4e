/**
 * The offline writer for a calendar entry: one piece of the member's material shaped as its post
 * type. Every line of a draft is one of the member's sentences (in their words, only spoken filler
 * dropped), a structure word (a list number, "P.S."), the member's promotion, or one closing
 * question about the post's own subject. Nothing is added that claims anything, and no line comes
 * from a fixed list of filler. The audience chooses who the question speaks to and a hashtag; the
 * goals choose the question's angle; neither is ever a sentence of the post.
 */
import type { PostType } from "../../app/spec/material";
import { capLength } from "../ai/linkedin-text";
import { leansBack, lowerFirst, namesIn, numbersIn, readMaterial } from "../ai/material";
import { polish } from "../ai/polish";
import { askedAs } from "../ai/speech";
import { MASS_NOUN, namesPeople, onlyAStoryAsks, topicOf } from "../ai/writer";
import type { Piece } from "./material";

export type Context = {
  /** The audience's head, as the member wrote it ("Founders and COOs"), or null. */
  audience: string | null;
  /** Words from the audience, for a hashtag ("logistics"). */
  audienceWords: string[];
  goal: "leads" | "hiring" | "known" | "other";
  voice: "I" | "we";
  /** The audience runs a business (founders, owners, managers, companies), so "your business" reads right. */
  businessAudience: boolean;
  /** What such readers run: a business (founders, owners), or a team (engineering managers, heads of support). */
  runs: "business" | "team";
};

const LIST_LINE = /^(?:[-*•]|\d{1,2}[.)])\s+/;
// Not "lesson" alone: "at the start of the lesson" is a teacher's class, not a takeaway.
const LESSON_WORDS =
  /\b(?:learn(?:ed|t)?|lesson:|(?:my|our|the|biggest|big|one) lesson (?:is|was|here|I|we)|taught|realis(?:ed|e)|realiz(?:ed|e)|now (?:I|we)|these days|nowadays|never again|(?:I|we) (?:always|never|no longer|stopped|started)|do differently|the fix|since then|from then on)\b/i;
const OPINION_WORDS = /\b(?:I believe|we believe|I think|we think|most people|everyone|nobody|overrated|underrated|wrong|myth|the truth is|unpopular)\b/i;

/** "…ask how do you cope", "…ask can I claim my van": a question in its own order, after "ask". */
const DIRECT_QUESTION =
  /\bask(?:s|ed)?(?: (?:me|us))?:?\s+(?:(?:can|could|should|do|does|did|is|are|will|would)\s+(?:I|we|you|they|my|our|your|it)\b|(?:how|what|why|when|which)(?:\s+[a-z]+){0,2}?\s+(?:do|does|did|can|could|should|is|are|will|would)\s+(?:I|we|you|they|he|she|it|my|our|your|their|his|her|the|a|an|this|that)\b)/i;

export const hasList = (p: Piece) => p.sentences.filter((s) => LIST_LINE.test(s)).length >= 3;
const score = (s: string) => numbersIn(s).length * 3 + Math.min(namesIn(s).length, 2) * 2;

/** The post type that fits a piece: what it was asked for, unless its shape says otherwise. */
export function postTypeFor(p: Piece): PostType {
  if (hasList(p)) return "list";
  const text = p.sentences.join(" ");
  switch (p.kind) {
    case "story":
      return "story";
    case "lesson":
      return "lesson";
    case "opinion":
      return "opinion";
    case "result":
      return numbersIn(text).length ? "result" : "story";
    case "question":
      return "qa";
    case "note":
      if (numbersIn(text).length && p.sentences.length <= 3) return "result";
      if (LESSON_WORDS.test(text)) return "lesson";
      if (OPINION_WORDS.test(text)) return "opinion";
      return "story";
  }
}

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * Whether a piece can carry a post without padding: at least two sentences and 25 words, or one
 * long sentence with a specific (a number, a name). A question from clients needs the answer too.
 */
export function canCarryPost(p: Piece): boolean {
  const words = wordCount(p.sentences.join(" "));
  const specific = p.sentences.some((s) => score(s) > 0);
  if (p.kind === "question") return p.sentences.length >= 2 && words >= 20;
  // A result whose first sentence holds two numbers ("from 24% to 6% in two terms", "31 gardens and
  // 22 of them from referrals") is a short post, with whatever the member said after it.
  if (p.kind === "result" && wordCount(p.sentences[0]) >= 12 && numbersIn(p.sentences[0]).length >= 2) return true;
  if (p.kind === "result" && p.sentences.length === 1) return false;
  // An opinion with its reason is a short post: "Blaming staff who click is pointless. If someone
  // clicks, the training failed, not the teacher."
  if (p.kind === "opinion" && p.sentences.length >= 2 && words >= 14) return true;
  if (p.sentences.length >= 2) return words >= 25 || (words >= 18 && specific);
  return words >= 30 && specific;
}

/** A hook past ~150 characters is cut at a clause where the rest can stand as a sentence. */
function splitHook(sentence: string): { hook: string; rest: string | null } {
  if (sentence.length <= 150) return { hook: sentence, rest: null };
  for (const m of sentence.matchAll(/,\s+(?=(?:and|but|so|because|which|when|after|until)\s)|;\s+|\s[-–—]\s/g)) {
    if (m.index! < 40 || m.index! > 150) continue;
    const head = sentence.slice(0, m.index).trim();
    const tail = sentence.slice(m.index! + m[0].length).trim();
    if (wordCount(tail) < 5) continue;
    // ", and around 40% of my bookings…" on its own: "Around 40% of my bookings…" ("but" and "so" keep their turn).
    const own = tail.replace(/^and\s+/i, "");
    return { hook: `${head}.`, rest: own.charAt(0).toUpperCase() + own.slice(1) };
  }
  return { hook: sentence, rest: null };
}

/** Sentences as paragraphs: short ones in twos, long ones alone, list lines together. */
function paragraphs(sentences: string[], onePerLine: boolean): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push(current.join(current.some((s) => LIST_LINE.test(s)) ? "\n" : " "));
    current = [];
  };
  for (const s of sentences) {
    const list = LIST_LINE.test(s);
    if (list) {
      if (current.length && !LIST_LINE.test(current[0])) flush();
      current.push(s);
      continue;
    }
    if (current.length && LIST_LINE.test(current[0])) flush();
    if (onePerLine || s.length > 140) {
      flush();
      out.push(s);
      continue;
    }
    current.push(s);
    if (current.length === 2 || current.join(" ").length > 160) flush();
  }
  flush();
  return out;
}

/** Numbered list lines keep the member's order; their own markers become numbers. */
function numbered(sentences: string[]): string[] {
  let i = 0;
  return sentences.map((s) => (LIST_LINE.test(s) ? `${++i}. ${s.replace(LIST_LINE, "")}` : s));
}

const STOP = new Set(
  "about above after again against also always another because been before being below between both business came come could days doing done down during each even every first from going gone good great have having here into just know last like made make many more most much must never next only other over really right said same should since some something still such take than that their them then there these they thing things think this those though through time times today told took under until very want week weeks well were what when where which while will with without work worked working would year years your ours mine ourselves everyone people person someone client clients customer customers company team month months nobody somebody anybody anyone everything nothing something anything everybody whole actually probably maybe pretty quite little enough instead rather though although".split(
    " ",
  ),
);

/** Days, months and times say when, not what: never a hashtag. */
const WHEN_WORD =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|morning|evening|night|today|yesterday|week|weekend|quarter)$/;

/** The piece's subject word: a content word it repeats (a noun more than a verb), or null. */
export function subjectWord(p: Piece, atLeast = 2): string | null {
  const counts = new Map<string, number>();
  for (const w of p.sentences
    .join(" ")
    .toLowerCase()
    .match(/[a-z][a-z'-]{3,}/g) ?? []) {
    const word = w.replace(/'s$/, "");
    if (STOP.has(word) || /(?:ed|ly|'t|n't)$/.test(word) || /^(?:ing|s)$/.test(word) || WHEN_WORD.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const best = [...counts.entries()].filter(([, n]) => n >= atLeast).sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0];
  return best?.[0] ?? null;
}

type Closer = (topic: string, c: Context) => string | null;
/** "the kid" of the member's story: the reader is asked about one like them ("a kid", "an owner"). */
const oneLikeThem = (t: string) => t.replace(/^the\s+(?=([a-z])[a-z]*[^s]$)/i, (_m, c: string) => (/[aeiou]/.test(c) ? "an " : "a "));
/**
 * The closing question of each post type, about the post's own subject: the noun phrase the
 * member's answer leans on (the editor writer's topicOf: "your first retainer", "billing tickets").
 * The goals choose the angle: a member who wants clients asks where the reader stands. Where no
 * subject can be found the post ends without a question (a list asks about its own steps) rather
 * than with a canned one; no two drafts of a calendar ask alike.
 */
const CLOSERS: Record<PostType, Closer[]> = {
  // A story asks only for one like it: "Got a story about a patient?", "…about a client?". A thing
  // in it ("pallets", "the kid", "beds") is a prop of this story, not what a reader has one about.
  // ("an oven" that broke on the day is a prop too: a story asks about people, or a place people
  // run or go to, "a cafe", not about a thing in it.)
  story: [(t) => (namesPeople(t) || VENUE.test(t.split(/\s+/).at(-1)!) ? `Got a story about ${oneLikeThem(t)}?` : null)],
  lesson: [(t) => `What's your experience with ${t}?`, (t) => `What would you do differently about ${t}?`],
  // A stand is taken on a kind or an idea ("annual performance ratings", "self-rostering"), not on
  // the member's own one thing ("Where do you stand on the spreadsheet?") nor the reader's ("…on your price?").
  opinion: [
    (t) => (/^(?:the|your)\s/i.test(t) ? null : `Where do you stand on ${t}?`),
    (t) => (/^(?:the|your)\s/i.test(t) ? null : `What's your take on ${t}?`),
  ],
  result: [
    // A result asks readers who run something of their own ("your business" only to those who run
    // one); to homeowners or juniors our numbers are news, not a question.
    (t, c) =>
      c.businessAudience ? (c.goal === "leads" ? `Where does your ${c.runs} stand on ${t} right now?` : `What moved the needle on ${t} for you?`) : null,
    (t, c) => (c.businessAudience ? `What's one thing you'd change about ${t}?` : null),
  ],
  qa: [
    (t, c) => (c.goal === "leads" ? `What would you want to know about ${t} before you decide?` : `What do people ask you most about ${t}?`),
    (t) => `How would you have answered about ${t}?`,
  ],
  list: [(t) => `Which step would you add for ${t}?`, (t) => `What's your take on ${t}?`],
};
/** A place people run or go to: asked about as one like it ("Got a story about a cafe?"). */
const VENUE =
  /^(?:cafe|café|coffee shop|bakery|restaurant|shop|store|pub|bar|hotel|clinic|practice|surgery|school|nursery|agency|studio|gym|salon|garage|charity|hospital|ward|kitchen|venue|site|farm)s?$/i;
const NOT_A_NOUN =
  /^(?:already|still|just|also|even|really|very|too|more|less|much|plus|this|that|these|those|its|always|never|perhaps|unless|nicer|better|worse|weaker|stronger|faster|slower|bigger|smaller|higher|lower|easier|harder|cheaper|open|love|loves|exists|exist|is|are|was|were|has|have|had|within|without|again|here|there|now|then|night|day|time|euros|dollars|pounds)$/i;

const SUPERLATIVE =
  /^(?:best|worst|most|least|(?!(?:interest|forest|contest|request|harvest|test|guest|chest|nest|west|quest|protest|digest|manifest|arrest|unrest|crest|pest|vest|rest|honest|modest|earnest)$)[a-z]+est)$/;

/**
 * Whether a subject phrase reads right after "stand on" or "about": a noun phrase of at most two
 * words after an article or "your" ("the cheapest rate", "a two-hour window"), or up to three bare
 * words ending in a plural or an "-ing" ("annual performance ratings", "pricing"). A phrase the
 * rules can't vouch for is left out: no question is better than a broken one.
 */
export function readsAsSubject(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  // "nicers" is "nicer" made plural: not a noun either.
  // ("response times": after a noun, "times" is what is measured.)
  const measured = (w: string, i: number) => i > 0 && /^times?$/.test(w);
  if (
    words.some(
      (w, i) => !/^[A-Za-z][a-z-]*$/.test(w) || ((NOT_A_NOUN.test(w) || NOT_A_NOUN.test(w.replace(/s$/, ""))) && !measured(w, i)) || /(?:ly|ed)$/.test(w),
    )
  )
    return false;
  const [first, ...rest] = words;
  if (/^(?:the|a|an|your)$/.test(first))
    return (
      rest.length >= 1 &&
      rest.length <= 2 &&
      rest.every((w) => /^[a-z]/.test(w)) &&
      // "the greenest building" is the member's record, not a subject; "the designer joins" is a person and their verb.
      !SUPERLATIVE.test(rest[0]) &&
      !(rest.length === 2 && onlyAStoryAsks(rest[0]))
    );
  const last = words.at(-1)!;
  // …or a noun with no plural in use: "machine translation", "cold email", "remote work".
  // (Not a word that is mostly an adjective or a department alone: "anything legal", "What's your experience with legal?".)
  const mass =
    (MASS_NOUN.test(last) && !(words.length === 1 && /^(?:legal|retail|admin|tech|art|fun|help|staff|care|finance|rest|work|time)$/.test(last))) ||
    (last.length >= 7 && /(?:tion|sion|ment|ness|ity|ism|ship)$/.test(last));
  return (
    words.length <= 3 &&
    words.every((w) => /^[a-z]/.test(w)) &&
    last.length >= 4 &&
    (/[^su]s$/.test(last) || /ing$/.test(last) || mass) &&
    !/(?:ous|ss|is)$/.test(last)
  );
}

/** A list can always ask about its own steps. */
const LIST_FALLBACK = ["Which of these would you add to, or drop?", "Which step do you skip most often?"];

const ROLE_WORD = /^(?:heads?|directors?|managers?|leads|leaders?|owners?|chiefs?|officers?|executives?|members?|people|teams?)$/i;
const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand|million|first|second|third|half)$/;

/**
 * At most two hashtags: the post's subject word, and (when `withAudience`) the first word of the
 * audience the member named when it says who they are ("Founders", "Finance"), never a role word or
 * a stray adjective. None rather than a wrong one.
 */
function hashtags(c: Context, topic: string | null, withAudience: boolean): string {
  const tags = new Set<string>();
  const tag = (w: string) => `#${w.charAt(0).toUpperCase()}${w.slice(1).toLowerCase()}`;
  if (topic && /^[a-z]{5,}$/.test(topic) && !NUMBER_WORD.test(topic)) tags.add(tag(topic));
  if (!withAudience) return [...tags].join(" ");
  const head = c.audience?.split(/\s+/) ?? [];
  const [first = "", second = ""] = head;
  if (!/^[A-Za-z]{4,}$/.test(first) || ROLE_WORD.test(first) || /^(?:other|local|small|large|new|young|senior|junior)$/i.test(first))
    return [...tags].join(" ");
  // "Founders and COOs" is tagged by its first noun; "Office workers" only as a whole (#Office says nothing).
  if (head.length === 1 || (head.length === 3 && /^(?:and|&|or)$/i.test(second))) tags.add(tag(first));
  else if (head.length === 2 && /^[a-z]{4,}$/i.test(second)) tags.add(`${tag(first)}${tag(second).slice(1)}`);
  return [...tags].join(" ");
}

export type Composed = { content: string; hook: string; usedQuestion: string | null };

/**
 * A draft from one piece: the hook, the body in the member's order, the promotion as a P.S.
 * (when this entry carries it), one closing question, hashtags. `taken` holds the closing
 * questions the calendar used already: no two drafts close alike.
 */
export function compose(input: {
  piece: Piece;
  postType: PostType;
  context: Context;
  promotion: string | null;
  /** Whether the closing question names the audience (the planner alternates, so it never becomes a formula). */
  addressAudience: boolean;
  taken: Set<string>;
}): Composed {
  const { piece, postType, context } = input;
  const sentences = [...piece.sentences];
  // The answer to "What's the question clients ask you most?" says who asks as "they": on its own,
  // "They ask me if they can claim their van." opens on nobody. "They" is the question's clients
  // (a company's customers), named as the question named them.
  if (piece.kind === "question" && /^They\b/.test(sentences[0] ?? ""))
    sentences[0] = sentences[0].replace(/^They\b/, context.voice === "we" ? "Customers" : "Clients");
  // "Clients always ask how do you cope with the bad days." is a question told: it keeps its words and gets its mark.
  // ("Publishers ask how big the team is" is told in a statement's order: it stays as said.)
  if (piece.kind === "question" && sentences[0] && !sentences[0].includes("?") && DIRECT_QUESTION.test(sentences[0])) sentences[0] = askedAs(sentences[0]);
  // A topic word said before the answer ("Empty running.", "Hiring.") opens nothing: the answer
  // does. A short sentence with its subject ("We failed.") is the member's, and stays.
  const topicWord = (s: string) => wordCount(s) <= 3 && !/\d/.test(s) && !LIST_LINE.test(s) && !/\b(?:I|we|you|they|he|she|it|my|our)\b/i.test(s);
  // But when the answer points back at it ("Self-rostering. Most managers think it'll be chaos."),
  // the topic leads it as a label: "Self-rostering: most managers think it'll be chaos."
  if (sentences.length > 1 && topicWord(sentences[0]) && /\bit(?:['’](?:s|ll|d))?\b/i.test(sentences[1]))
    sentences.splice(0, 2, `${sentences[0].replace(/[.!?]+$/, "")}: ${lowerFirst(sentences[1])}`);
  else if (sentences.length > 1 && topicWord(sentences[0])) sentences.shift();
  // "Nobody was hurt badly but now we only do allergen-free orders on Mondays": the lesson is what
  // they do now; what came before "but" stays where it was told, after what happened.
  if (postType === "lesson")
    for (const [i, s] of sentences.entries()) {
      const turn = /^(.{8,}?),?\s+but now (I|we)\b(.+)$/i.exec(s);
      if (turn && LESSON_WORDS.test(`now ${turn[2]}`)) sentences.splice(i, 1, `${turn[1]}.`, `Now ${turn[2]}${turn[3]}`);
    }
  const hookIndex = chooseHook(sentences, postType);
  const [chosen] = sentences.splice(hookIndex, 1);
  const { hook, rest } = splitHook(chosen);
  const body = rest ? [rest, ...sentences] : sentences;
  const blocks = paragraphs(postType === "list" ? numbered(body) : body, postType === "opinion");
  let question: string | null = null;
  const ownQuestion = [hook, ...body].some((s) => s.trim().endsWith("?") && !LIST_LINE.test(s)) && postType !== "qa";
  if (!ownQuestion) {
    const found = topicOf(readMaterial(piece.sentences.join("\n"), context.voice === "we" ? "company" : "person"));
    // Never the readers themselves: publishers are not asked "what would you want to know about publishers?".
    // The readers are each named group's head word: "Cafe owners, office managers and small restaurant groups in…" → owners, managers, groups.
    // Every word of a group counts: "dog owners" are not asked about dogs, the kind they are named by.
    const readers = (context.audience ?? "")
      .toLowerCase()
      .split(/,|\band\b|\bor\b/)
      .flatMap((group) =>
        group
          .split(/\s+(?:in|at|on|who|that|which|with|from|across|around|near)\s+/)[0]
          .trim()
          .split(/\s+/)
          .map((w) => w.replace(/s$/, "")),
      )
      .filter((w) => w.length > 2);
    const aboutReaders = (t: string) => readers.includes(t.toLowerCase().split(/\s+/).at(-1)!.replace(/s$/, ""));
    // A story that opens on who the member is ("I am an employment solicitor.") introduces them: what
    // else it names ("a big city firm" they left) is no story a reader has one of.
    const introduces = postType === "story" && /^(?:I am|I'm|I’m|We are|We're|We’re) (?:an?|the) [^.,]{3,40}\.$/.test(hook);
    const subject = found && readsAsSubject(found) && !aboutReaders(found) && !introduces ? found : null;
    // About people, or one thing of a kind, only a story's first closer asks: "Got a story about a client?" (writer.ts).
    const closers = subject && onlyAStoryAsks(subject) ? CLOSERS[postType].slice(0, postType === "story" ? 1 : 0) : CLOSERS[postType];
    const candidates = subject
      ? closers.map((closer) => closer(subject, context)).filter((q): q is string => q !== null)
      : postType === "list"
        ? LIST_FALLBACK
        : [];
    question = candidates.find((q) => !input.taken.has(q.toLowerCase())) ?? null;
    if (question) input.taken.add(question.toLowerCase());
    // The audience the member named is who the question speaks to.
    if (question && context.audience && input.addressAudience) question = `${context.audience}, ${question.charAt(0).toLowerCase()}${question.slice(1)}`;
  }
  // The promotion in the member's words; its second appearance gets the other lead-in, so no two drafts share a line.
  const lead = input.taken.has("P.S.") ? "One more thing:" : "P.S.";
  if (input.promotion) input.taken.add(lead);
  // ("One more thing: A free check: I go through…" has a colon too many: the lead takes a comma.)
  const promo = input.promotion
    ? (lead === "P.S."
        ? `P.S. ${input.promotion.charAt(0).toUpperCase()}${input.promotion.slice(1)}`
        : input.promotion.includes(":")
          ? `One more thing, ${lowerFirst(input.promotion)}`
          : `${lead} ${input.promotion}`
      ).replace(/[\s.!]*$/, ".")
    : null;
  // A hashtag wants a word the post keeps coming back to: three times, not twice.
  // The audience's tag where the question does not name them: every other draft, not a signature
  // line under the whole month ("#Founders" five times over).
  const tags = hashtags(context, subjectWord(piece, 3), !input.addressAudience);
  const text = [hook, ...blocks, question, promo, tags].filter(Boolean).join("\n\n");
  return { content: capLength(polish(text), 3000), hook, usedQuestion: question };
}

/** Which sentence opens the post, by type: a story's first moment, a lesson's takeaway, a result's number. */
function chooseHook(sentences: string[], postType: PostType): number {
  const firstProse = Math.max(
    0,
    sentences.findIndex((s) => !LIST_LINE.test(s)),
  );
  switch (postType) {
    // A sentence that answers an earlier one ("Now I send three…", "Next time I'd…") stays after
    // it: the lesson is then told in the member's order, the old way first.
    case "lesson": {
      for (let i = sentences.length - 1; i >= 0; i--)
        if (LESSON_WORDS.test(sentences[i]) && !LIST_LINE.test(sentences[i]) && !leansBack(sentences[i])) return i;
      return firstProse;
    }
    case "result": {
      let best = firstProse;
      for (let i = 0; i < sentences.length; i++)
        if (!LIST_LINE.test(sentences[i]) && !leansBack(sentences[i]) && score(sentences[i]) > score(sentences[best])) best = i;
      return best;
    }
    default:
      return firstProse;
  }
}
