/**
 * Regenerate without a model: the member's instruction, read the way members write it, applied
 * to the draft. Several instructions in one request are all applied ("shorter, add 2 hashtags").
 * Shortening goes sentence by sentence, least specific first, and keeps the hook, every number
 * and name, and the member's own question; nothing is added that claims anything; an instruction
 * this writer cannot follow (a translation, something it does not understand) changes nothing
 * and says so in plain words.
 */
import { OFFLINE_WRITER_UNDERSTANDS } from "../../app/spec/texts";
import { capLength } from "./linkedin-text";
import { asSentence, type Fact, HAS_A_VERB, leansBack, lowerFirst, namesIn, numbersIn, OWN_ASK, QUOTED, readMaterial } from "./material";
import { polish } from "./polish";
import {
  ADDS_TO_BEFORE,
  aPropOfTheStory,
  askAbout,
  contract,
  countLed,
  cutHolds,
  expand,
  isWriterQuestion,
  LEADING_CLAUSE,
  namesPeople,
  nounPhrases,
  numberFirst,
  questionHook,
  topicOf,
  topicOfQuestion,
} from "./writer";

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
  | { kind: "stronger-hook" }
  /** "Remove the question at the end": the closing question goes. */
  | { kind: "no-question" }
  /** "Remove hashtags": the hashtag line goes. */
  | { kind: "no-hashtags" }
  /** "Mention that we're taking new patients in Harrogate": the member's own sentence, added. */
  | { kind: "mention"; sentence: string }
  /** "Remove the last line", "delete the first paragraph": that part goes, the rest stays as it is. */
  | { kind: "remove-part"; which: "first" | "last"; part: "line" | "sentence" | "paragraph" }
  /** "Make it punchier": a sentence a line, filler words out; nothing added. */
  | { kind: "punchier" }
  /** "Add a call to action": the member's own ask from their brief ("DM me…", "link in the comments"). */
  | { kind: "call-to-action" }
  /** "Turn it into bullet points": the sentences after the first line as a list; "numbered" when asked. */
  | { kind: "as-list"; numbered: boolean };

export const OFFLINE_UNDERSTANDS = OFFLINE_WRITER_UNDERSTANDS;
export const CANNOT_TRANSLATE = "The offline writer can't translate. Connect a model (see the README) to translate posts; your draft is unchanged.";
/** "More casual" on a draft with nothing stiff left (no "I am", "however", label or writer's question): said, not faked. */
export const ALREADY_CASUAL =
  "It already reads casually: the offline writer has nothing stiff left to loosen without words of its own. Connect a model (see the README) to rewrite it; your draft is unchanged.";
/** "More formal" on a draft with nothing casual left (no contraction, exclamation or emoji): said, rather than the same draft saved again. */
export const ALREADY_FORMAL =
  "It already reads formally: the offline writer has nothing casual left that it can tighten (contractions, exclamation marks, emoji) without words of its own. Connect a model (see the README) to rewrite it; your draft is unchanged.";
/** "Start with a question" where the first line reads as no question (a list of particulars, a long line): said, not faked. */
export const NO_OPENING_QUESTION =
  "The offline writer can't turn your first line into a question without words of its own. Start it with your own question, or connect a model (see the README); your draft is unchanged.";
/** "Shorter" where every sentence left carries a number, a name or the answer to the hook: said, not cut anyway. */
export const NOTHING_TO_CUT =
  "The offline writer can't make this shorter without losing a point of yours: every line carries a number, a name, an item of your list, the answer to your first line or the point your post ends on. Cut a line yourself, or connect a model (see the README); your draft is unchanged.";
/** "Shorter" on a post of a few sentences: each is part of the story, and none goes. */
export const ALREADY_SHORT =
  "The offline writer can't make this shorter: it's a few sentences, and each one is part of your story. Cut a word yourself, or connect a model (see the README); your draft is unchanged.";
/** At or under this many words of the member's, a post has no sentence to spare ("I failed my driving test 4 times. I'm 34. Passed today."). */
const SHORT_POST_WORDS = 25;
/** The member's words in a post: not the writer's closing question, nor the hashtags. */
const membersWords = (content: string) =>
  content
    .split("\n")
    .filter((l) => !(l.trim().endsWith("?") && isWriterQuestion(l)) && !/^(?:#[\p{L}\p{N}_]+\s*)+$/u.test(l.trim()))
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
/** "A punchier first line" where no other line of the post may lead: its own question, or a list's heading over the list. */
export const NO_STRONGER_HOOK =
  "The offline writer found no line of yours that would open this post better than the one it has. Edit the first line yourself, or connect a model (see the README); your draft is unchanged.";
/** "End with a question" where the post names nothing a reader has a version of: said, rather than a question about nothing. */
export const NO_CLOSING_QUESTION =
  "The offline writer found nothing in your post to ask readers about without words of its own. Type your own closing question, or connect a model (see the README); your draft is unchanged.";
/** "End with a question" where the post opens on the member's own question and has nothing else to ask about. */
export const OPENS_ON_QUESTION =
  "Your post already asks readers your question in its first line, and the offline writer won't add a second one of its own. Move yours to the end if you'd rather close on it, or connect a model (see the README); your draft is unchanged.";
/** "Add hashtags" to a post that names no subject to tag: said, rather than "#Fine #Here". */
export const NO_HASHTAGS =
  "The offline writer found no subject in your post to make a hashtag of. Type the hashtags you want at the end, or connect a model (see the README); your draft is unchanged.";
/** "Remove the question" where the post ends on none: said, rather than the same draft saved again. */
export const NO_QUESTION_TO_REMOVE = "Your post doesn't end on a question, so there is none to remove; your draft is unchanged.";
export const NO_HASHTAGS_TO_REMOVE = "Your post has no hashtag line to remove; your draft is unchanged.";
/** "Mention our Harrogate clinic": a thing, not a sentence; the offline writer won't write one around it. */
export const MENTION_AS_SENTENCE =
  'The offline writer adds what you want mentioned in your own words: ask for it as a sentence ("mention that we\'re taking new patients in Harrogate"), or type it into the post yourself; your draft is unchanged.';
/** "Remove the last line" of a post that is one line: nothing would be left. */
export const NOTHING_LEFT =
  "Your post is that one line: removing it would leave nothing. Edit it yourself, or ask for something else; your draft is unchanged.";
/** "Punchier" where every sentence already stands on its own line, with no filler word left. */
export const ALREADY_PUNCHY =
  "It already reads punchy: short lines, no filler words left to cut. The offline writer can't go further without words of its own. Connect a model (see the README) to rewrite it; your draft is unchanged.";
/** "Add a call to action" where the member's brief asks readers for nothing. */
export const NO_CALL_TO_ACTION =
  'The offline writer adds a call to action only in your own words, and your brief asks readers for nothing (such as "DM me" or "link in the comments"). Ask for it as a sentence ("mention that you can book a free call via the link in my profile"), or connect a model (see the README); your draft is unchanged.';
/** "Turn it into a list" where fewer than two sentences follow the first line: nothing to list without words of its own. */
export const NOTHING_TO_LIST =
  "The offline writer needs at least two sentences after your first line to make a list, and won't write more of its own. Add your points to the post, or connect a model (see the README); your draft is unchanged.";
export const ALREADY_A_LIST = "Your post already has a list; your draft is unchanged.";
/** "Add a call to action" where the post already ends on the member's own ask. */
export const HAS_CALL_TO_ACTION = "Your post already ends on your own call to action; your draft is unchanged.";
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
  // "Remove the question at the end", "no question", "without the question": the opposite of asking for one.
  const WITHOUT = /\b(?:remove|drop|delete|lose|cut|no|without|get rid of|skip|take out|don'?t (?:want|need|add|end with))\b/;
  // (Within one ask: "no emojis and add a question" asks for one; "drop the hashtags and the question" drops both.)
  const withoutThe = (what: string) =>
    new RegExp(
      `${WITHOUT.source}(?:(?!(?:,\\s*|\\b(?:and|but|then|also|plus)\\s+)(?:please\\s+)?(?:add|end|include|put|start|open|begin|finish|close|make|use|ask|write|keep)\\b)[^.;])*?\\b${what}\\b`,
    );
  if (withoutThe("questions?").test(q)) found.push({ kind: "no-question" });
  else if (/\b(?:start|open|begin|lead|kick off)\w*\b[^.]*\bquestion\b|\bquestion (?:first|at the (?:start|beginning|top))\b/.test(q))
    found.push({ kind: "question-start" });
  else if (/\bquestion\b|\bask (?:the )?readers?\b/.test(q)) found.push({ kind: "question-end" });
  if (withoutThe("hash ?tags?").test(q)) found.push({ kind: "no-hashtags" });
  const tags = /\b(?:add|with|include|use|put)?\s*(\d|one|two|three|four|five|a couple of|a few)?\s*(?:relevant\s+)?hash ?tags?\b/.exec(q);
  if (tags && /hash ?tag/.test(q) && !/\b(?:remove|no|without|drop|delete)\b[^.]*hash ?tag/.test(q)) {
    const word = (tags[1] ?? "").replace(/^a (?:couple|few) of$/, (m) => m.split(" ")[1]);
    const count = /\d/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 3);
    found.push({ kind: "hashtags", count: Math.min(Math.max(count, 1), 5) });
  }
  if (/\bemoj(?:i|is|ies)\b/.test(q) && /\b(?:remove|no|without|drop|strip|delete|lose|get rid|less|fewer)\b/.test(q)) found.push({ kind: "no-emoji" });
  // "Remove the last line", "delete the first paragraph", "drop the final sentence".
  const part =
    /\b(?:remove|delete|drop|cut|lose|get rid of|take out|scrap|ditch)\s+(?:the\s+)?(last|final|closing|ending|first|opening|top)\s+(line|sentence|paragraph)\b/.exec(
      q,
    );
  if (part)
    found.push({ kind: "remove-part", which: /^(?:first|opening|top)$/.test(part[1]) ? "first" : "last", part: part[2] as "line" | "sentence" | "paragraph" });
  else if (
    /\bhook\b|\bfirst line\b|\bopening line\b|\bopener\b|\bpunchier (?:start|opening|intro)\b|\bstronger (?:start|opening|intro)\b|\bgrab attention\b/.test(q)
  )
    found.push({ kind: "stronger-hook" });
  if (/\b(?:punch(?:y|ier)|snapp(?:y|ier)|crisper|more impact(?:ful)?)\b(?!\s+(?:start|opening|intro|hook|first line))/.test(q))
    found.push({ kind: "punchier" });
  if (/\bcall[- ]to[- ]action\b|\bcta\b/.test(q)) found.push({ kind: "call-to-action" });
  if (
    /\bbullet(?:s|ed)?(?: ?points?)?\b|\b(?:a|as|into|in) (?:numbered |bulleted )?list\b|^(?:numbered|bulleted) list\b|\blist (?:form|format)\b|\blisticle\b|\bnumber (?:the|your) points\b/.test(
      q,
    ) &&
    !WITHOUT.test(q)
  )
    found.push({ kind: "as-list", numbered: /\bnumber(?:ed)?\b/.test(q) });
  // "Mention that we're hiring", "add that the demo is free", "say we're open on Sundays": the member's sentence.
  // ("Add a call to action" is no sentence of the member's: "add" counts only with one.)
  const mention = /^(?:(?:please|pls|also|and|can you|could you)\s+)*(mention|add|say|include|note|point out)\s+(that\s+)?(.+?)[.!]?$/i.exec(query.trim());
  if (mention && !found.length) {
    const said = mention[3].trim();
    // A sentence of the member's: a subject and a verb ("our Harrogate clinic" is a thing, not one).
    const clause =
      /^(?:we|we're|we've|we'll|I|I'm|I've|I'll|our|my|it's|there's|there are|the|this|they|you|you're|everyone|anyone)\b/i.test(said) &&
      /\s\S+\s/.test(said) &&
      (HAS_A_VERB.test(said.replace(/^(?:our|my|the|this)\s+/i, "")) || /['’](?:re|ve|s|ll|m|d)\b/i.test(said));
    if (clause) found.push({ kind: "mention", sentence: said });
    else if (!/^add$/i.test(mention[1])) found.push({ kind: "mention", sentence: "" });
  }
  return found;
}

export type Revision = { ok: true; content: string; applied: Instruction["kind"][] } | { ok: false; message: string };

const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]\uFE0F?|\u200D|\uFE0F/gu;
const HASHTAG_LINE = /^(?:#[\p{L}\p{N}_]+\s*)+$/u;
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

/** Words that make a sentence vaguer, not more specific: the first to go when a post must be shorter. */
const GENERIC =
  /\b(?:really|just|very|so|things?|stuff|lots?|basically|actually|honestly|literally|obviously|lol|pretty|kind of|sort of|anyway|everyone|everything|something|always|never|all)\b/gi;
const MOMENT_IN =
  /\b(?:yesterday|today|tonight|this (?:morning|week|month|year|quarter)|last (?:night|week|month|year|quarter|[a-z]+day)|(?:19|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december|\d+ (?:days|weeks|months|years) ago)\b/i;
/** Sentence ends, not after a title or an abbreviation ("Dr. Patel", "e.g. this"). */
const SENTENCE_END = /(?<=(?<!\b(?:Dr|Mr|Mrs|Ms|St|vs|e\.g|i\.e|etc))[.!?])\s+(?=["“(]?[A-Z0-9])/;
const LIST_ITEM = /^(?:\d{1,2}[.)]|→|-|•)\s/;

/**
 * "Turn it into bullet points": the first line stays the hook; the sentences after it, up to the
 * closing question and the member's own ask, become the list's items, in their order and words.
 */
function asList(text: string, numbered: boolean): string | { refused: string } {
  const { blocks, tags } = blocksOf(text);
  if (blocks.some((b) => b.split("\n").some((l) => LIST_ITEM.test(l)))) return { refused: ALREADY_A_LIST };
  const [first = "", ...rest] = blocks;
  // The hook is the first block's first sentence; the rest of that block is a point like the others.
  const [hook, ...more] = first.split(SENTENCE_END);
  // Sentence by sentence: the closing question and the member's ask ("Link to the write-up in the
  // comments.") stay after the list, even when they share a paragraph with points.
  const sentences = [...more, ...rest.flatMap((b) => b.split(/\n|(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/))].map((p) => p.trim()).filter(Boolean);
  let end = sentences.length;
  while (end > 0 && (sentences[end - 1].endsWith("?") || OWN_ASK.test(sentences[end - 1]))) end--;
  // The last sentence that comes back to the hook's subject is the outcome, said after the list:
  // "Reply rate is back to 5%." under "Cold email reply rates dropped from 8% to 2%…", no third step.
  const words = (s: string) => new Set(s.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const hookWords = words(hook);
  const shared = (s: string) => [...words(s)].filter((w) => hookWords.has(w) || hookWords.has(`${w}s`) || hookWords.has(w.replace(/s$/, ""))).length;
  if (end >= 3 && shared(sentences[end - 1]) >= 2 && sentences.slice(0, end - 1).every((s) => shared(s) < 2)) end--;
  const points = sentences.slice(0, end);
  if (points.length < 2) return { refused: NOTHING_TO_LIST };
  const items = points.map((p, i) => `${numbered ? `${i + 1}.` : "-"} ${p.replace(/[.;]+$/, "")}`).join("\n");
  return join([hook, items, ...sentences.slice(end)], tags);
}

/** A sentence of the draft, where it sits: block, line, and its place in the line. */
type Unit = { key: string; text: string; protect: boolean; specific: boolean; score: number };

/**
 * The member's names and numbers in a sentence. A capital mid-sentence is a name; a capital that
 * starts it is one when the post uses that word capitalised elsewhere too, or when the member
 * typed it as a name (the brief, when the editor sends it).
 */
function specificsIn(sentence: string, known: Set<string>): string[] {
  const bare = sentence.replace(LIST_ITEM, "").replace(/^[A-Z][\w ]{0,30}: /, "");
  const first = /^[A-Z][\w'’-]*/.exec(bare)?.[0];
  const name = first && (known.has(first) || /^[A-Z][a-z]*[A-Z]/.test(first) || LEADING_NAME.test(bare));
  return [...numbersIn(bare), ...(COUNT_IN_WORDS.exec(bare) ?? []), ...namesIn(bare), ...(name ? [first] : [])];
}
/** "Marta ran the beta": a capitalised first word that does something in the past is most likely someone. */
const LEADING_NAME =
  /^(?!(?:The|A|An|This|That|These|Those|It|We|I|They|He|She|You|My|Our|Their|His|Her|Its|Every|Each|All|Some|Most|No|Nobody|Everyone|Someone|Then|And|But|So|Now|Today|Yesterday|Last|Next|First|Finally|After|Before|When|Since)\b)[A-Z][a-z]+ (?:ran|led|said|told|built|made|won|wrote|took|gave|sent|came|went|found|got|did|had|taught|joined|[a-z]{2,}ed)\b/;

/** How specific a sentence is: numbers, names and moments count; generic words count against it. */
function specificity(sentence: string, known: Set<string>) {
  const content = (sentence.toLowerCase().match(/[a-z]{5,}/g) ?? []).length;
  const generic = (sentence.match(GENERIC) ?? []).length;
  // A change measured ("up from 34%", "from 9 hours to 40 minutes") is the result the post is for.
  const change = /\b(?:up|down)? ?from [$€£]?\d[\d,.]*%?|\bto [$€£]?\d[\d,.]*%? from\b/i.test(sentence) ? 3 : 0;
  return specificsIn(sentence, known).length * 4 + (MOMENT_IN.test(sentence) ? 2 : 0) + content * 0.25 - generic + change;
}

/** Lines of a block as sentences; a list item stays whole with its marker. */
function sentencesOf(line: string): string[] {
  return LIST_ITEM.test(line) ? [line] : line.split(SENTENCE_END).filter((s) => s.trim());
}

/** A question the member asked (not a closer this writer adds); with the brief, one the member typed. */
export function isMembersQuestion(sentence: string, brief?: string | null): boolean {
  const s = sentence.replace(LIST_ITEM, "").trim();
  if (!s.endsWith("?")) return false;
  if (brief) return brief.replace(/\s+/g, " ").toLowerCase().includes(stripEnd(s).toLowerCase().slice(0, 40));
  return !isWriterQuestion(s);
}

/** A hook that the next sentence answers: a question, a take, a belief the member is about to turn. */
const SETUP =
  /\?$|^(?:hot take|unpopular opinion|myth|real talk|confession):|^(?:I'm |I am |so )?(?:tired|sick) of\b|^(?:I|we) used to (?:think|believe)\b|^(?:everyone|people|most people) (?:says?|thinks?|tells? you)\b|^(?:most|many|so many|all)?\s?[\w\s'’-]{2,40}\b(?:don't|do not|doesn't|does not) need\b|\b(?:isn't|is not|aren't|are not) the (?:problem|issue|answer|bottleneck)[.!]?$/i;

// Not after "not": "not just the final screens" is no "not the final screens"; nor after a comma:
// "no pitch, just listening" is "only listening".
const FILLER = /(?<!\bnot|n't|,)\s(?:actually|really|just|very|basically|literally|totally|definitely|simply)(?=\s)/gi;
/**
 * The member's conclusion, the point of the post: "It made me realise convenience matters as much
 * as price." has no number or name, and was the first to go. It stays, as the hook does.
 */
const TAKEAWAY =
  /\b(?:made me (?:realise|realize|think|see)|(?:I|we) (?:realised|realized|learned|learnt|now know)|taught (?:me|us)|lesson|takeaway|moral of the story|what I took from it|remember this|the point is)\b/i;

/**
 * A point the member framed as one: "What helped most: case studies that showed the mess…", "The
 * one thing every parent asked: how do I…". Cut, the post keeps its setup and loses what it was for.
 */
const FRAMED_POINT =
  /^(?:what\b[^:]{2,40}|(?:the|my|our) (?:one |only |first |biggest |best |main |hardest |real )?(?:thing|lesson|question|reason|mistake|change|difference|secret|answer|idea|trick|habit|rule)\b[^:]{0,40}|(?:(?:my|our|one|a|pro|quick|top|the)\s)?(?:tip|advice|rule)(?:\s(?:for|to)\s[^:]{1,30})?):\s+\S/i;
/** "The milestone is I can finally do community visits on my own.", "The thing I see over and over is…": the point, named as the point. */
const NAMED_POINT =
  /^(?:the|my|our) (?:real |actual |true |whole |big |biggest |only |one )?(?:milestone|point|lesson|win|news|secret|truth|difference|answer|reason|goal|takeaway|thing|problem|mistake)(?: [a-z']+){0,5}? (?:is|was|here is)\b/i;
/** "I'm leaving to start something of my own in climate tech.": what the member does next is their news. */
const NEXT_STEP =
  /^(?:I['’]m|I am|we['’]re|we are) (?:now )?(?:leaving|joining|starting|moving|launching|stepping|taking|heading|going back|retiring|opening|closing)\b/i;
/**
 * The member's claim, said as what it is not and what it is: "The biggest reason offers fall
 * through isn't money, it's the notice period." The rest of the post is its evidence.
 */
const NOT_THIS_BUT_THAT = /\b(?:isn['’]t|is not|wasn['’]t|was not|aren['’]t|are not)\b[^.!?]{1,60},\s*(?:it['’]s|it is|it was|they['’]re|they are|but)\b/i;
/** "It lasted four days": a count in words is as specific as one in figures. */
const COUNT_IN_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\s+(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?|times)\b/i;

/** A sentence that tells the reader what to do: "Watch people use…", "Stop pitching…", "Don't…". */
const ADVICE =
  /^(?:please\s+)?(?:just\s+)?(?:stop|start|keep|don't|do not|never|always|make|take|try|use|ask|get|go|be|write|read|call|send|tell|check|hire|quit|watch|find|build|talk|listen|focus|pick|say|give|learn|trust|visit|follow|put|spend|look|treat|think|sign up|book|join|come)\b(?!\s+(?:is|are|was|were|has|have)\b)/i;

/**
 * A truth the story was told to show, said in the present: "Sometimes the best feature is the one
 * you delete.", "Food waste is a menu problem, not a kitchen problem."
 */
const MORAL =
  /^(?:sometimes|some days|most days|often|usually|the best|the worst|the (?:real|only|hardest|easiest|biggest|fastest|cheapest|most)\b|most|every|nobody|no one)\b[^0-9]*\b(?:is|are|isn't|aren't|wins|matters|beats)\b[^0-9]*$|^[^0-9,]+\b(?:is|are)\b[^0-9,]+,\s*not\b[^0-9,]+[.!]?$/i;

/** "You're paid to make sure it gets done…", "Your job is to…": what the reader is for, the moral said to them. */
/** "We're not doing trade shows next year.", "From now on we…": the decision the story ends on. */
const DECISION =
  /^(?:so\s+)?(?:(?:we|I)(?:['’](?:re|m|ll)|\s+(?:are|am|will))?\s+(?:not|never|no longer|won['’]t|will not|done with|going to stop)\b|(?:from now on|never again)\b)/i;
/** "I think I just saved us.": the member's own verdict, the post's last word (after "My co-founder thinks I'm mad."). */
const VERDICT = /^(?:(?:and|but|so),?\s+)?I (?:think|believe|reckon|know|still think)\b/i;
/**
 * A truth said of everyone, in the present, to close: "Feeling like a fraud and being one are
 * different things." No "I" or "we", no number, no past: what the story was told for.
 */
const GENERAL_TRUTH = (text: string) =>
  text.trim().split(/\s+/).length <= 16 && /\b(?:is|are|isn['’]t|aren['’]t)\b/i.test(text) && !/\b(?:I|me|my|we|us|our|was|were|had|did)\b|\d|\?$/i.test(text);

const READERS_JOB =
  /^(?:you['’]re|you are) (?:not )?(?:paid|hired|there) to\b|^your (?:job|role) is\b|^(?:I['’]m saying|I am saying|what I['’]m saying is|my point is|the point is)\b/i;

/** "…and I still think about that.", "…to this day.": a last line that turns back to the story told. */
const LANDS_ON_BEFORE =
  /\b(?:think|thought|thinking) about (?:that|it|this|him|her|them|(?:his|her|their|that|this|those) [a-z]+)(?: (?:all|every|ever since|since|a lot|most|often)\b[^.!?]*)?[.!]?$|\bto this day[.!]?$/i;

/** A sentence without its filler words; "every single day" is "every day". */
const tighten = (text: string) => (LIST_ITEM.test(text) ? text : text.replace(FILLER, "").replace(/\bevery single\b/gi, "every"));

/**
 * Shorter, sentence by sentence: the least specific sentences go first (no number, name or moment,
 * generic words), inside blocks and lists too. Never the hook (the first line), never the member's
 * own question; a sentence with a number or a name only when `lose` allows it and the target
 * cannot be met otherwise. What is left is cut at a sentence only as a last resort.
 */
function shorten(content: string, target: number, lose: boolean, brief?: string | null): string {
  const { blocks, tags } = blocksOf(content.replace(/\s*\((?:Yes, really|I checked)\.\)/g, ""));
  // First the words that add nothing ("actually", "just", "every single"), after the hook: the
  // member's sentences, tightened, before any of them goes.
  const lines = blocks.map((b, bi) => b.split("\n").map((l, li) => sentencesOf(l).map((text, i) => (bi === 0 && li === 0 && i === 0 ? text : tighten(text)))));
  // Words the post (or the member) writes capitalised mid-sentence: names, wherever they stand.
  const flat = content.replace(/\n/g, " ");
  const midSentence = (w: string) => new RegExp(`[\\w,;:)]\\s+${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(flat);
  const known = new Set([...new Set(namesIn(`x ${flat}`))].filter(midSentence).concat(brief ? readMaterial(brief).specifics : []));
  const hook = lines[0]?.[0]?.[0] ?? "";
  let answered = false;
  const units: Unit[] = lines.flatMap((block, b) =>
    block.flatMap((line, l) =>
      line.map((text, i) => {
        const first = b === 0 && l === 0 && i === 0;
        // What answers the hook is the post: the reply to the member's opening question, to their
        // take ("Tired of people saying…", "Myth: …"), to what they used to think.
        const answer = !first && !answered && SETUP.test(hook.trim());
        if (!first) answered = true;
        const writers = text.trim().endsWith("?") && isWriterQuestion(text);
        return {
          key: `${b}:${l}:${i}`,
          text,
          // An item of a short list is one of the member's points: "Things I'd tell past me:" with one of
          // its three left says a third of it. (A long list may lose its least specific items.)
          protect:
            first ||
            answer ||
            isMembersQuestion(text, brief) ||
            TAKEAWAY.test(text) ||
            FRAMED_POINT.test(text) ||
            NAMED_POINT.test(text.trim()) ||
            NEXT_STEP.test(text.trim()) ||
            NOT_THIS_BUT_THAT.test(text) ||
            (LIST_ITEM.test(text) && block.length <= 5),
          // The writer's closing question repeats the post's subject: its names are not new facts.
          specific: specificsIn(text, known).length > 0 && !writers,
          // The writer's own closing question goes before any of the member's sentences.
          score: writers ? -100 : specificity(text, known) + (text.trim().endsWith("?") ? 0.5 : 0),
        };
      }),
    ),
  );
  // The member's last sentence, when it draws on what came before ("I got 63 of them before my first
  // design job. Every one that had feedback made my portfolio better.", "…and I still think about
  // that."), is where the post lands: what came before was its setup. It stays. (Not the writer's
  // closing question, nor a list's item.)
  let landing = [...units].reverse().find((u) => u.score !== -100 && !LIST_ITEM.test(u.text));
  // A coda without a verb ("Small steps.", "No new software, no robots.") closes on the sentence
  // before it ("Now after one year I do the standup in german."): both stay, and the sentence is
  // where the post lands.
  const coda =
    landing &&
    landing !== units[0] &&
    landing.text.trim().split(/\s+/).length <= 6 &&
    !HAS_A_VERB.test(landing.text) &&
    // ("Coaches: Dev and Alisha." is a note under its label, a fact of its own, not a coda.)
    !/^[\w' -]{2,30}:\s/.test(landing.text.trim()) &&
    !/['’](?:ll|re|ve|d|s|m)\b/i.test(landing.text);
  if (coda && landing && units.indexOf(landing) > 1) {
    landing.protect = true;
    landing = units[units.indexOf(landing) - 1];
  }
  // The member's last sentence is where the post lands, whatever its words: the ask ("If you know of
  // anything, I'd really appreciate an intro."), the thanks, the feeling ("…honestly made my week.").
  // A ghostwriter shortens the way there, never the end.
  if (landing && landing !== units[0]) landing.protect = true;
  // "A will costs a few hundred pounds. Sorting out the mess afterwards can cost tens of thousands.":
  // one price set against another; the second alone prices nothing.
  const PRICED = /\b(cost|take|save|pay|earn|lose)(?:s|es)?\b/i;
  const priced = landing && PRICED.exec(landing.text)?.[1]?.toLowerCase();
  const pricedBefore = landing ? units[units.indexOf(landing) - 1] : undefined;
  if (pricedBefore && priced && PRICED.exec(pricedBefore.text)?.[1]?.toLowerCase() === priced && /\d|hundred|thousand|million/i.test(pricedBefore.text))
    pricedBefore.protect = true;
  // A post of a few sentences is all story: "I failed my driving test 4 times. I'm 34. I passed
  // today." without "I passed today" says the opposite. (The writer's own question may still go.)
  if (membersWords(content) <= SHORT_POST_WORDS) for (const unit of units) if (unit.score !== -100) unit.protect = true;
  // ("I printed it and stuck it on the wall.": what "it" is was said before; the story lands on it.)
  const pointsBack = (text: string) => text.trim().split(/\s+/).length <= 12 && /^(?:I|we)\s+\w+\s+(?:it|them|that|this)\b/i.test(text.trim());
  if (landing && landing !== units[0] && (leansBack(landing.text) || LANDS_ON_BEFORE.test(landing.text.trim()) || pointsBack(landing.text))) {
    landing.protect = true;
    // "I've been thinking about that all week." is about the line before it ("One boy wrote…"): both stay.
    if (LANDS_ON_BEFORE.test(landing.text.trim()) && units[units.indexOf(landing) - 1]) units[units.indexOf(landing) - 1].protect = true;
    // …and so does what it leans on: "Curiosity is not." needs "Degrees are overrated for this job.",
    // all the way back: "Pick a niche. It feels like you're turning work away. You are. That's the point."
    for (let i = units.indexOf(landing); i > 0 && leansBack(units[i].text); i--) units[i - 1].protect = true;
  }
  // A last sentence that tells the reader what to do ("Watch people use your product before you
  // redesign it.", "Stop pitching generalists, find people who lived the problem.") is the lesson the
  // story was told for: a ghostwriter shortens the story, never its moral.
  if (
    landing &&
    landing !== units[0] &&
    (ADVICE.test(landing.text.trim()) ||
      MORAL.test(landing.text.trim()) ||
      READERS_JOB.test(landing.text.trim()) ||
      DECISION.test(landing.text.trim()) ||
      VERDICT.test(landing.text.trim()) ||
      GENERAL_TRUTH(landing.text))
  ) {
    landing.protect = true;
    // "Some days this job is about medicine. Some days it's about sitting on the floor.": a landing
    // built on the sentence before it, word for word at its start, is half a pair without it.
    const before = units[units.indexOf(landing) - 1];
    // ("You're not paid to do the job. You're paid to make sure it gets done.": the same opening, "not" aside.)
    const opening = (t: string) =>
      t
        .trim()
        .toLowerCase()
        .replace(/\s+not\b|n['’]t\b/, "")
        .split(/\s+/)
        .slice(0, 2)
        .join(" ");
    if (before && opening(before.text) === opening(landing.text)) before.protect = true;
    // ("My co-founder thinks I'm mad. I think I just saved us.": the view the verdict answers stays with it.)
    if (before && VERDICT.test(landing.text.trim()) && /\b(?:thinks|thought|says|said|told me|told us)\b/i.test(before.text)) before.protect = true;
  }
  // Two sentences of the member's are a setup and its punchline: either alone is half the post
  // ("My toddler has started saying 'let's circle back' at dinner." without "I think I need to stop
  // taking calls at home.").
  if (landing && units.filter((u) => u.score !== -100).length === 2) landing.protect = true;
  // "I pitched 30 conferences last year… This year I wrote a blog post first. 4 organisers asked me
  // to speak.": the turn from last year's way is what the result is the result of.
  for (const [i, unit] of units.entries())
    if (
      i > 0 &&
      /^(?:this (?:year|time|month|quarter|season)|instead|so (?:I|we) )/i.test(unit.text.trim()) &&
      units.slice(0, i).some((u) => /\blast (?:year|time|month|quarter|season)\b/i.test(u.text))
    )
      unit.protect = true;
  // "Before: …" and "After: …" are one comparison: "After:" alone compares with nothing. Both stay.
  const before = units.find((u) => /^before:\s/i.test(u.text.trim()));
  const after = units.find((u) => /^after:\s/i.test(u.text.trim()));
  if (before && after) before.protect = after.protect = true;
  // A lead-in to the member's list ("We did three things:") stays while the list does: the list
  // alone, after the story, says nothing of what it is. (Render drops it when its list is gone.)
  for (const [i, unit] of units.entries()) if (/:$/.test(unit.text.trim()) && units[i + 1] && LIST_ITEM.test(units[i + 1].text)) unit.protect = true;
  // A first line without a verb is a caption ("12 years as an ICU nurse."): the sentence after it is
  // the news it sets up ("Last week I handed in my notice…"), and stays with it.
  if (units[0] && units[1] && !HAS_A_VERB.test(units[0].text) && !units[1].text.trim().endsWith("?")) units[1].protect = true;
  // A sentence another leans on stays while that one does: without "We built for a year before
  // talking to customers", "When we finally did, 9 out of 10 said…" is about nothing.
  // ("Now 87% of the team say…" leans on the story's before, which the hook tells, not on the line before it.)
  const leansOnTheStory = (text: string) => /^(?:now|today|these days|nowadays)\b/i.test(text.trim());
  for (const [i, unit] of units.entries())
    if (units[i + 1] && leansBack(units[i + 1].text) && !leansOnTheStory(units[i + 1].text) && !unit.protect) unit.protect = units[i + 1].specific;
  let removed = new Set<string>();
  const render = () => {
    const out = lines
      .map((block, b) => {
        let n = 0;
        return (
          block
            .map((line, l) => line.filter((_, i) => !removed.has(`${b}:${l}:${i}`)).join(" "))
            .filter((line) => line.trim())
            // A numbered list is renumbered when an item goes.
            .map((line) => line.replace(/^\d{1,2}([.)])\s/, (_m, p: string) => `${++n}${p} `))
            .join("\n")
        );
      })
      .filter(Boolean);
    // A lead-in whose list is gone ("The details:") goes with it; never the first line, the post's hook.
    return join(
      out.filter((b, i) => i === 0 || !(/:$/.test(b) && !b.includes("\n") && !LIST_ITEM.test(out[i + 1] ?? ""))),
      tags,
    );
  };
  // Least specific first; of two alike, the longer (fewer sentences lost for the same room).
  const order = units.filter((u) => !u.protect).sort((a, b) => a.score - b.score || b.text.length - a.text.length);
  // The fewest removals, in that order, that fit: found by halving (the length only falls as more go),
  // so a long post is rendered a few times, not once per sentence.
  // A sentence that leans on the one before ("Nobody did.") goes when that one goes: it would be about nothing.
  const leaning = units.flatMap((u, i) =>
    units[i + 1] && leansBack(units[i + 1].text) && !leansOnTheStory(units[i + 1].text) && !units[i + 1].protect ? [[u.key, units[i + 1].key] as const] : [],
  );
  const remove = (keys: string[]) => {
    removed = new Set(keys);
    for (const [before, after] of leaning) if (removed.has(before)) removed.add(after);
  };
  const fits = (keys: string[]) => {
    remove(keys);
    return render().length <= target;
  };
  let chosen: string[] = [];
  for (const pass of lose ? [false, true] : [false]) {
    if (fits(chosen)) break;
    const candidates = [...chosen, ...order.filter((u) => (pass || !u.specific) && !chosen.includes(u.key)).map((u) => u.key)];
    if (!fits(candidates)) {
      chosen = candidates;
      continue;
    }
    let [lo, hi] = [chosen.length, candidates.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (fits(candidates.slice(0, mid))) hi = mid;
      else lo = mid + 1;
    }
    chosen = candidates.slice(0, lo);
    break;
  }
  // (With what leans on them: "Because they'd been filming…" goes with "It stopped them telling us…".)
  remove(chosen);
  let text = render();
  // Lead-in lines before a list are the writer's: they go before any of the member's words.
  if (text.length > target) text = text.replace(/^(?:The details|Here's how it went|In short|The highlights):\n/gm, "");
  return text.length > target && lose ? capLength(text, target) : text;
}

function firstFactLine(content: string): Fact {
  const first = content.split("\n").find((l) => l.trim()) ?? "";
  return { text: stripEnd(first.replace(/\s*\([^)]*\)\s*$/, "")), note: false, score: 0 };
}

/** Longer, when the member's brief has nothing left to add and the post already asks its question: an invitation that claims nothing. */
/** "Longer" where every point of the member's is in the post and it already ends on a question: said, never padded with a stock line. */
export const NOTHING_TO_ADD =
  "Every point you gave is already in your post, and the offline writer won't pad it with words of its own. Add a detail of yours to the post, or connect a model (see the README); your draft is unchanged.";
/**
 * A question at the end, asked for in so many words: the reader's own version of what the member
 * said. "The first customer was a window cleaner" asks "Who was your first customer?" (before any
 * topic: it reads better than one).
 */
function readersFirst(text: string): string | null {
  const first = /\b(?:my|our|the|his|her|their) first ([a-z]+(?: [a-z]+)?) (?:was|were)\b/i.exec(text);
  if (!first) return null;
  const thing = first[1].toLowerCase();
  return `${FIRST_PERSON.test(thing.split(" ").at(-1)!) ? "Who" : "What"} was your first ${thing}?`;
}
/**
 * Where the post's subject cannot be told: "started with a borrowed Canon 5D" asks "What did you
 * start with?"; after the member's own decision ("hired…", "turned down…"), what the reader would
 * have done. Null otherwise: the writer says so rather than ask a question about nothing ("How does
 * your team handle this?" under a milestone).
 */
function readersOwnQuestion(text: string): string | null {
  if (/\b(?:started|began|started out|set out) (?:with|on)\b/i.test(text)) return "What did you start with?";
  if (/\b(?:I|we) (?:hired|fired|chose|decided|quit|turned down|said no|said yes|walked away|passed on|let go)\b/i.test(text))
    return "What would you have done?";
  return null;
}
const FIRST_PERSON =
  /^(?:customer|client|hire|employee|boss|manager|mentor|investor|user|buyer|patient|student|guest|member|partner|supplier|teacher|coach|colleague)s?$/;

const COMMON_VERBS =
  /^(?:sent|made|took|gave|said|went|came|told|felt|kept|left|knew|thought|became|found|began|brought|bought|built|caught|chose|grew|held|lost|meant|paid|ran|sold|spent|stood|taught|wrote|have|been|were|will|would|could|should|want|need|make|take|give|know|think|feel|keep|find|tell|work|works)$/;
const UNITS = /^(?:days?|weeks?|months?|years?|hours?|minutes?|times?|percent|today|yesterday|tomorrow)$/;

/** Words that describe or count rather than name a subject: no hashtag ("#Brilliant", "#Never", "#Everyone"). */
const NOT_A_TAG =
  /^(?:themselves|himself|herself|itself|ourselves|yourself|yourselves|myself|oneself|self|yet|afterwards|afterward|anyway|later|earlier|tonight|tomorrow|yesterday|people|person|everyone|everybody|nobody|someone|anyone|everything|nothing|something|sometimes|never|always|often|brilliant|senior|junior|personal|single|fine|second|third|first|last|next|european|default|total|free|whole|good|great|better|best|worse|worst|biggest|largest|smallest|highest|lowest|hardest|easiest|fastest|slowest|latest|greatest|strongest|cheapest|newest|oldest|big|bigger|small|smaller|new|old|real|full|same|different|happy|proud|hard|easy|early|late|local|main|major|minor|simple|quick|short|long|huge|tiny|little|young|fresh|true|busy|open|final|public|private|common|special|general|standard|average|current|recent|actual|daily|weekly|monthly|yearly|congratulate|apologise|apologize|recover|increase|thinks|notice|street|lot|lots|kind|sort|stuff|thing|things|part|parts|bit|bits|side|sides|reason|reasons|idea|ideas|ones|moment|moments|year|years|else|twice|where|what|when|which|whose|while|live|build|dead|alive|hand|questions?|problems?|answers?|instead|message|honest|clear|welcome|here|there|talk|talks|grow|burn|friday|monday|tuesday|wednesday|thursday|saturday|sunday|fridays|mondays|tuesdays|wednesdays|thursdays|saturdays|sundays|weekends?|nights?|mornings?|evenings?|afternoons?|friends?|teams?|mum|dad|mom|wife|husband|boss|help|percentage|ours|yours|theirs|mine|words|colleagues?|intros?|introductions?|grateful|thankful|humbled|excited|thrilled|delighted|honoured|honored|already|outside|inside|almost|anyway|maybe|perhaps|about|after|before|since|until|across|around|without|within|really|quite|heard|seen|done|gone|known|given|taken|happen|down|up|out|off|away|hundreds?|thousands?|millions?|billions?|dozens?|annual|monthly|weekly|daily|quarterly|yearly|quarters?|aside|pounds?|euros?|dollars?|pence|quid|either|neither|longer|shorter|rough|curious|proportion|january|february|march|april|june|july|august|september|october|november|december|yesterday|today|tomorrow|tonight|above|below|over|under|behind|beneath|near|beside|front|another|few|several|many|awkward|weird|underpaid|overpaid|overworked|underrated|overrated)$/;
/** How or where, not what: "straight away", "put forward", "came back early". */
const MANNER =
  /^(?:straight|forward|forwards|away|ahead|around|along|apart|aside|back|behind|together|fast|hard|early|right|wrong|ready|sure|whole|full|clear|close|quick|simple|properly|instead|either|neither|enough|alone|already|almost|quite|rather)$/;
/** Words too general to tag alone ("#Company", "#Office", "#Guy"), though a tag of two may hold one ("#HomeOffice", "#FamilyBusiness"). */
const GENERIC_TAG =
  /^(?:back|words?|mess|groups?|reminders?|sites?|products?|compan(?:y|ies)|business(?:es)?|websites?|offices?|guys?|folks?|stuff|lots?|role|roles|job|jobs|position|team|teams|owners?|packets?|bags?|boxes|box|bits?|pieces?|things?|ones?|times?|ways?|lines?)$/;
/** A describing word by its ending ("curious", "helpful", "longer"): no subject to tag. ("Water", "number", "officer" are things.) */
const DESCRIBES = /(?:ous|ful|ive|ible|able|ish|less|ical|ant|ent|atic|etic|istic)$|^(?:[a-z]+(?:ll|gh|ck|rt|ng|rg|ss))er$/;
/** Words that say which one or what it is like, before what it is: "a senior product marketing role", "the only jet lag trick". */
const WHICH_ONE =
  /^(?:senior|junior|new|old|free|annual|monthly|weekly|daily|quarterly|yearly|bigger|biggest|smaller|same|whole|first|second|last|next|full|great|good|better|best|main|single|personal|total|only|few|several|other|own|entire|current|previous|latest|usual|typical|simple|quick|huge|tiny|little|whole)$/;
/** The last word of "a product marketing role", "a jet lag trick": what it is in or for is the subject. */
const ROLE_OR_KIND = /^(?:roles?|jobs?|positions?|tricks?|tips?|hacks?|rules?|lessons?|habits?|mistakes?|ideas?|advice|questions?|myths?)$/;
/** What a thing does, said right after it: "money pays for…", "our app hit 100,000…". */
const THING_DOES =
  /^(?:pays|paid|hit|hits|costs|makes|made|means|meant|helps|helped|runs|ran|goes|went|gets|got|grew|grows|took|takes|saves|saved|needs|wants|works|worked|covers|covered|buys|bought|funds|funded|brings|brought|reached|reaches|topped|tops|passed|passes|crossed|crosses)$/;
/** Capitals that name no subject: roles, places, everyday shorthand. */
const SHORTHAND =
  /^(?:CEO|CFO|CTO|COO|CMO|CPO|VP|HR|HCA|GP|GPS|MD|RN|UK|USA|EU|UAE|NYC|ASAP|FYI|DMS|DM|CV|CVS|PR|KPI|KPIS|ROI|OKR|OKRS|TBH|IMO|LOL|OMG|BTW|AKA|ETA|EOD|WFH|FAQ|PDF|URL|GDPR|VAT|ISA|NB|PS|AM|PM|GMT|BST|EST|PST|AND|THE|NOT|BIG|NEW|NEWS|HUGE|WHY|HOW|WHAT|STOP|FREE|YES|NO)$/;
/** How much, not what: "fewer applications", "more demos". */
const QUANTITY = /^(?:less|more|most|least|fewer|much|many|very|so|too)$/;
const camel = (phrase: string) =>
  phrase
    .replace(/['’]s\b/g, "")
    .split(/[\s-]+/)
    .map((w) => (/^[A-Z0-9]/.test(w) ? w : `${w.charAt(0).toUpperCase()}${w.slice(1)}`))
    .join("");

/**
 * Hashtags from the post's own subjects: its noun phrases that name a kind ("cold email" is
 * #ColdEmail), then products and other names that are no person or place (#Figma), then the
 * words it repeats. Never a describing word, a day, a person or a place. Fewer than asked, rather
 * than made up; an empty string when the post names nothing to tag.
 */
/** `named`: the subject the member named in their brief ("I want to talk about imposter syndrome"), the first tag when the post is about it. */
function hashtagsFor(content: string, count: number, named: string | null = null): string {
  // The member's words only: the writer's lead-ins (":") and questions to the reader are not the topic.
  // Nor is where they send readers: a web address ("careers.brightpath.io" is no #Careers) or
  // their ask ("Come find me after for a coffee" is no #Coffee).
  // Nor someone else's words: "two investors who said 'let's talk in Q3'" is no #Let.
  // Nor the writer's "For context," before the member's sentence (it is no #Context).
  const own = content
    .replace(QUOTED, "")
    .replace(/^For context, /gm, "")
    .replace(/#[\p{L}\p{N}_]+/gu, "")
    .replace(/\b(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:\/\S*)?/gi, "")
    .split("\n")
    // (The member's own question that opens the post is its subject: "…can I claim my home office?" is #HomeOffice.)
    // (Nor the member's own first line's colon: "Lessons from 100 sales calls this quarter:" is what the list is about.)
    .filter((l, i) => !(/[:?]\s*$/.test(l.trim()) && i > 0) && !isWriterQuestion(l))
    // (Not the first line: "We're hiring 2 backend engineers…" is the post's subject as well as its ask.)
    .map((l, i) =>
      LIST_ITEM.test(l) || i === 0
        ? l
        : l
            .split(SENTENCE_END)
            .filter((s) => !OWN_ASK.test(s))
            .join(" "),
    )
    .join("\n");
  const material = readMaterial(own);
  const tags: string[] = [];
  const add = (tag: string) => {
    // One tag a subject: "#Emails" says again what "#ColdEmail" said.
    const key = tag.toLowerCase().replace(/s$/, "");
    // LinkedIn ends a hashtag at an apostrophe: "#You're" would be a tag of "You" (and no subject).
    if (!/^[\p{L}\p{N}]+$/u.test(tag)) return;
    if (tag.length >= 3 && !tags.some((t) => t.toLowerCase().includes(key) || key.includes(t.toLowerCase().replace(/s$/, "")))) tags.push(tag);
  };
  // ("a senior product marketing role" is #ProductMarketing: "senior" says which, not what.)
  const found = nounPhrases(material).map((p) => {
    const words = p.phrase.replace(/^(?:your|a|an|the)\s+/i, "").split(/\s+/);
    while (words.length > 1 && WHICH_ONE.test(words[0].toLowerCase())) words.shift();
    return { ...p, words };
  });
  // A lone word right after a subject or an adverb is a verb ("future me remembers", "delivery now reaches").
  const saidAsVerb = (w: string) =>
    new RegExp(
      String.raw`\b(?:I|me|you|we|they|he|she|it|now|still|also|just|never|always|often|really|actually|usually|rarely|only|even|something|someone|nothing|everything|anyone|everyone|nobody|today|tonight|this|which|who)\s+${w}\b`,
      "i",
    ).test(own);
  // "employer requires" of "your employer requires you to…": a word right before "you" or "them" is a verb.
  const verbBeforeObject = (words: string[]) =>
    words.length === 2 && new RegExp(String.raw`\b${words.join("\\s+")}\s+(?:you|them|us|me|him|her|it)\b`, "i").test(own);
  // "they felt like a fraud": a likeness, not the subject (no #Fraud); nor what it is not ("not an
  // essay") or a rate's unit ("£7 per user").
  const likeness = (words: string[]) => {
    const said = words.join(" ").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(String.raw`\b(?:like|not) (?:an? |the )?${said}\b|\bper ${said}\b`, "i").test(own);
  };
  // Two words that are no thing of their own: a thing and its verb ("That money pays for 400 respite
  // days", "our app hit 100,000 downloads"), or the end of a longer name ("supply chain manager roles").
  const partOfSomethingElse = ([first, second]: string[]) =>
    second !== undefined &&
    ((THING_DOES.test(second.toLowerCase()) && new RegExp(String.raw`\b${first}\s+${second}\s+(?:for|to|into|off|out|back|up|more|less|\d)`, "i").test(own)) ||
      // (Only a role cut short: "cold email" after "lazy", "job ads" after a count are things whatever stands before them.)
      (namesPeople(second.toLowerCase()) &&
        new RegExp(
          String.raw`\b(?!(?:a|an|the|my|our|your|their|his|her|its|no|any|some|every|each|more|most|all|these|those|this|that|which|what|of|for|in|on|at|to|with|and|or|as|by|from|about|into|new|senior|junior|first|last|small|other|local|big|large|young|busy|good|great|bad|online|remote|independent|early|late|\d+)\b)[a-z]+\s+${first}\s+${second}\b`,
          "i",
        ).test(own)));
  const tagWorthy = (words: string[]) =>
    words.length <= 2 &&
    !partOfSomethingElse(words) &&
    !likeness(words) &&
    !words.some((w) => NOT_A_TAG.test(w.toLowerCase().replace(/['’]s$/, ""))) &&
    !(words.length === 1 && (saidAsVerb(words[0]) || GENERIC_TAG.test(words[0].toLowerCase()))) &&
    !verbBeforeObject(words);
  // ("fewer applications" is how many, not what: no #FewerApplications.)
  const phrases = found.filter((p) => p.askable && tagWorthy(p.words) && !QUANTITY.test(p.words[0].toLowerCase())).map((p) => p.words);
  // The subject the member named, first, when the post still speaks of it.
  const subject = named?.replace(/^(?:the|a|an|my|our|your)\s+/i, "");
  if (subject && /^[a-z]+(?: [a-z]+)?$/i.test(subject) && new RegExp(String.raw`\b${subject}\b`, "i").test(content)) add(camel(subject));
  // What the member is certified or accredited as, first: "We've been B Corp certified" is #BCorp.
  for (const match of own.matchAll(/\b((?:[A-Z][\w+-]*|\d+)(?: (?:[A-Z][\w+-]*|\d+)){0,2}) (?:certified|certification|accredited|accreditation)\b/g))
    add(camel(match[1]));
  // The subject, as the member named it in two words ("cold email"), first; then two-word kinds a
  // question could not ask about as they stand ("a memory leak" is #MemoryLeak all the same).
  for (const words of phrases) if (words.length === 2) add(camel(words.join(" ")));
  const spent = new Set<string>();
  // "a product marketing role", "back pain patients", "the only jet lag trick": what the role is in,
  // what the people have in common, what the trick is for, is the two words before "role", "patients", "trick".
  for (const p of found) {
    const w = p.words.map((x) => x.toLowerCase());
    if (w.length === 3 && (ROLE_OR_KIND.test(w[2]) || namesPeople(w[2])) && tagWorthy(w.slice(0, 2)) && /^[a-z]+$/.test(w[0] + w[1])) {
      add(camel(w.slice(0, 2).join(" ")));
      // (The trick is #JetLag's: no "#Trick" after it.)
      spent.add(w[2]);
    }
  }
  // Only as the member wrote them together: "clients' email" is no #ClientsEmail.
  const together = (words: string[]) => /^[a-z]+ [a-z]+$/.test(words.join(" ")) && new RegExp(String.raw`\b${words.join(" ")}\b`, "i").test(own);
  // A plural then a word ("croissants sell", "renewals spike") is a subject and its verb, and "less
  // water" is an amount: neither is a thing to tag.
  // Nor is "totally normal": a word in "-ly" before another describes it ("family business" is a thing).
  const aThing = ([first, second = ""]: string[]) =>
    !(/[^s]s$/.test(first) && first !== "sales") &&
    !QUANTITY.test(first) &&
    // ("a hand drawn card": "drawn" describes the card; no #DrawnCard.)
    !/(?:[^e]ed|wn)$/.test(first) &&
    !(/ly$/.test(first) && !/^(?:family|supply|assembly|reply|belly|rally|ally|italy|jelly|holly|bully|lily)$/.test(first)) &&
    !verbBeforeObject([first, second]) &&
    !partOfSomethingElse([first, second]);
  for (const p of found) if (!p.askable && p.words.length === 2 && tagWorthy(p.words) && together(p.words) && aThing(p.words)) add(camel(p.words.join(" ")));
  // "your self assessment tax return": a long name's last two words are the thing it names (#TaxReturn).
  for (const p of found) {
    const last = p.words.slice(-2).map((w) => w.toLowerCase());
    if (p.words.length === 4 && tagWorthy(last) && together(last) && aThing(last)) add(camel(last.join(" ")));
  }
  // Names the member typed as a tool or an event, not a person, pet or place: "using Desmos",
  // "opening Figma", "with pgBadger", "the Eurovision final". A run of names ("Linda Park", "Quay Road") is no tag.
  for (const match of own.matchAll(
    /\b(?:using|use|used|uses|with|via|on|opening|open|opened|tried|try|switched to|moved to|[Tt]he)\s+([A-Z][a-z]+[A-Z]?[a-zA-Z]*|[a-z]+[A-Z][a-zA-Z]+)\b(?!\s+[A-Z]|['’])/g,
  )) {
    if (!NOT_A_TAG.test(match[1].toLowerCase())) add(match[1]);
  }
  // A body or a product named in capitals or with a capital inside ("my CIPD Level 7", "back from
  // LeadDev London", "HubSpot"): what the post is about, as the member wrote it. Not a role, a place
  // or a word of everyday shorthand ("CEO", "UK", "DMs").
  for (const match of own.matchAll(/\b([A-Z]{3,5}|[A-Z][a-z]+[A-Z][a-zA-Z]*|[a-z]+[A-Z][a-zA-Z]+)\b(?!['’])/g)) if (!SHORTHAND.test(match[1])) add(match[1]);
  for (const words of phrases) add(camel(words.join(" ")));
  // Then the nouns it says most, longest first: a word said twice before one said once. A noun is
  // a word the member put right after an article, a possessive or a count ("the freezer", "3 laptops"),
  // in lower case (a word only ever capitalised is a name: "Biscuit", "Tallinn").
  const counts = new Map<string, number>();
  for (const w of own.toLowerCase().match(/[a-z]+/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  const noun = (w: string) =>
    new RegExp(String.raw`\b(?:the|a|an|our|my|your|their|this|that|these|those|every|each|no|some|any|his|her|its|\d[\d,.]*)\s+${w}\b`).test(own);
  const words = material.keywords
    .filter(
      (w) =>
        w.length >= 4 &&
        /^[a-z]+$/.test(w) &&
        !/(?:ed|ing|ly)$/.test(w) &&
        !UNITS.test(w) &&
        !COMMON_VERBS.test(w) &&
        !NOT_A_TAG.test(w) &&
        !GENERIC_TAG.test(w),
    )
    .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || b.length - a.length);
  // ("didn't want to look stupid": "look" after "to" is a verb, and "stupid" after "look" describes.)
  const predicate = (w: string) =>
    new RegExp(
      String.raw`(?:\b(?:not|am|is|are|was|were|be|been|feel|felt|so|too|very|look|looks|looked|seem|seems|seemed|sound|sounds)|\w['’]s)\s+${w}\b`,
      "i",
    ).test(own);
  // ("the first 2 minutes decide the call": a word before its object is a verb; so is "the term that matches".)
  const verbHere = (w: string) =>
    new RegExp(
      String.raw`\b(?:want|wants|wanted|need|needs|needed|have|has|had|going|try|tried|trying)\s+to\s+${w}\b|\b${w}\s+(?:the|a|an|my|your|our|their|his|her|it|them|us|me|up|out|off|through|like|anything|everything|something|nothing)\b`,
      "i",
    ).test(own) ||
    (/s$/.test(w) && new RegExp(String.raw`\b(?:that|which|who)\s+${w}\b`, "i").test(own));
  for (const w of words) if (noun(w) && !spent.has(w) && !verbHere(w) && !likeness([w]) && !/(?:atic|etic|istic)$/.test(w)) add(camel(w));
  // Short of the count asked: the member's other words that can name a thing, never a name (a word
  // only ever capitalised), a verb, or a word that describes ("#Rough", "#Curious", "#Longer").
  // ("I'm not bitter": a word after "not" or "is" describes the subject; "put them forward straight
  // away": a direction or a manner is no thing either.)
  for (const w of words)
    if (
      new RegExp(String.raw`\b${w}\b`).test(own) &&
      !saidAsVerb(w) &&
      !DESCRIBES.test(w) &&
      !MANNER.test(w) &&
      !predicate(w) &&
      !verbHere(w) &&
      !spent.has(w) &&
      !likeness([w])
    )
      add(camel(w));
  return tags
    .slice(0, count)
    .map((t) => `#${t}`)
    .join(" ");
}

const HEDGE = /^(?:I think|I guess|I feel like|honestly|just|so|well|basically),?\s+/i;

/** The hook made stronger: the most specific line leads, hedges and asides go, a number moves to the front. */
function strongerHook(content: string): string {
  const { blocks, tags } = blocksOf(content);
  // The member's own opening question stays first (what answers it cannot go above it), and so
  // does a line that announces the list below it ("How I prep for a salary negotiation:").
  if (blocks[0]?.trim().endsWith("?") || blocks[0]?.trim().endsWith(":")) return content;
  const clean = (l: string) => stripEnd(l.replace(/^(?:\d+\.|→|-)\s*/, "").replace(/\s*\([^)]*\)$/, ""));
  // Candidates: the first line as it is, then each sentence of the post's other lines; never an
  // item out of its list, a question, or a sentence that leans on the one before it ("It took us
  // 9 months…": what is "it"?).
  const candidates: Array<{ text: string; block: number; line: number; sentence: number }> = [];
  for (const [b, block] of blocks.entries()) {
    if (b > 0 && block.split("\n").some((l) => LIST_ITEM.test(l))) continue;
    for (const [l, line] of block.split("\n").entries()) {
      if (b === 0 && l === 0) candidates.push({ text: clean(line), block: b, line: l, sentence: -1 });
      else
        for (const [n, said] of sentencesOf(line).entries())
          if (!leansBack(said) && !said.endsWith("?")) candidates.push({ text: clean(said), block: b, line: l, sentence: n });
    }
  }
  const score = (l: string) => numbersIn(l).length * 3 + (l.length >= 25 && l.length <= 110 ? 1 : 0) - (l.endsWith("?") ? 5 : 0) - (l.length < 20 ? 4 : 0);
  const chosen = candidates.reduce((b, c) => (score(c.text) > score(b.text) ? c : b), candidates[0] ?? { text: "", block: 0, line: 0, sentence: -1 });
  const best = chosen.text;
  let hook = best
    .replace(HEDGE, "")
    .replace(/^(?:[A-Z][a-z]+(?: \d)?|The [a-z]+|Key takeaway|What I took from it|Remember this|Moral of the story|Plot twist):\s+/, "");
  // "Clients coached on raises: 60 this year" → "60 clients coached on raises this year": the count leads, with what it counts.
  const labelled = /^([A-Za-z][A-Za-z ]{2,40}):\s+(.+)$/.exec(hook);
  const counted = labelled ? countLed(labelled[1], labelled[2]) : null;
  if (counted) hook = stripEnd(counted);
  const punch = counted ? null : numberFirst(hook);
  // A half that cannot stand alone is no line of its own ("not 1"); a verb whose subject is before
  // "and" takes that subject with it ("…a team of 7 and look after 230…" → "We look after 230…").
  const subjectBefore = (at: number) => /\b(I|we|they|he|she)\b/i.exec(hook.slice(0, at))?.[1];
  const andSplit = [...hook.matchAll(/\s(?:and|but|so)\s|,\s/g)].find((m) => {
    const after = hook.slice(m.index + m[0].length);
    const bare = /^\s(?:and|but|so)\s$/.test(m[0]) && bareVerbAfterAnd(after);
    // Nor a condition from what it conditions ("If you're thinking about switching careers in your 30s, it's not too late").
    if ((m[0] === ", " && LEADING_CLAUSE.test(hook) && !hook.slice(0, m.index).includes(",")) || ADDS_TO_BEFORE.test(after)) return false;
    if (!cutHolds(hook.slice(0, m.index), m[0], after)) return false;
    return after.length >= 15 && !/^(?:not|or|nor|and|but|so)\b/i.test(after) && (!bare || subjectBefore(m.index) !== undefined);
  });
  const secondHalf = () => {
    const after = hook.slice(andSplit!.index + andSplit![0].length);
    const subject = /^\s(?:and|but|so)\s$/.test(andSplit![0]) && bareVerbAfterAnd(after) ? subjectBefore(andSplit!.index) : undefined;
    return subject ? `${subject === "i" ? "I" : subject} ${after}` : after;
  };
  // A first line of two sentences or more: its first sentence stands alone, the rest follows it.
  const sentenceEnd = /(?<=[a-z0-9%)][.!?])\s+(?=[A-Z0-9])/.exec(hook);
  let moved: string | null = null;
  if (sentenceEnd && sentenceEnd.index >= 20) {
    moved = stripEnd(hook.slice(sentenceEnd.index + sentenceEnd[0].length));
    hook = stripEnd(hook.slice(0, sentenceEnd.index));
  } else if (punch && punch !== `${hook}.`) hook = stripEnd(punch);
  else if (hook.length > 60 && andSplit && andSplit.index >= 20 && /\d/.test(hook.slice(0, andSplit.index))) {
    // The first half carries the number; the second half becomes the next line, nothing lost.
    moved = secondHalf();
    hook = hook.slice(0, andSplit.index);
  } else if (andSplit && andSplit.index >= 15 && /\d/.test(hook.slice(andSplit.index))) {
    // The number is in the second half: it leads, the first half follows.
    moved = hook.slice(0, andSplit.index);
    hook = secondHalf();
  } else if (hook.length > 60 && andSplit && andSplit.index >= 20) {
    moved = secondHalf();
    hook = hook.slice(0, andSplit.index);
  }
  // The chosen sentence leaves its place; everything else stays where the member had it.
  const rest =
    chosen.sentence < 0
      ? blocks.slice(1)
      : blocks
          .map((block, b) =>
            b !== chosen.block
              ? block
              : block
                  .split("\n")
                  .map((line, l) =>
                    l !== chosen.line
                      ? line
                      : sentencesOf(line)
                          .filter((_, n) => n !== chosen.sentence)
                          .join(" "),
                  )
                  .filter((line) => line.trim())
                  .join("\n"),
          )
          .filter((block) => block.trim());
  const second = moved ? [`${moved.charAt(0).toUpperCase()}${moved.slice(1)}.`] : [];
  const first = `${hook.charAt(0).toUpperCase()}${hook.slice(1)}.`;
  if (first !== blocks[0] || second.length) return join([first, ...second, ...rest], tags);
  // Already the most specific line, and short: its next beat joins it when the hook has the number
  // ("3 stretches, 2 minutes total, no equipment."); without a number the beat leads (the reveal first).
  const next = blocks[1];
  if (!next || next.includes("\n") || next.endsWith("?") || next.length > 70 || hook.length + next.length > 118) return join(blocks, tags);
  // A beat of its own only: one sentence that leans on nothing before it.
  if (sentencesOf(next).length > 1 || leansBack(next)) return join(blocks, tags);
  if (/\d/.test(hook)) return join([`${hook}, ${lowerFirst(stripEnd(next))}.`, ...blocks.slice(2)], tags);
  return join([next, first, ...blocks.slice(2)], tags);
}

/** "look after 230 small businesses": a clause with no subject of its own, its verb first. */
const bareVerbAfterAnd = (after: string) =>
  // ("and two investors who said…" joins a second thing the member had: no verb of theirs.)
  !/^(?:the|a|an|my|our|your|their|his|her|its|we|i|they|he|she|it|you|this|that|these|those|there|nobody|everyone|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|some|many|most|all|no|every|each|few|several)\b)/i.test(
    after,
  ) && !/\b(?:is|are|was|were|has|have|had|went|got|grew|rose|fell|dropped|doubled)\b/.test(after.replace(/^\S+/, ""));

/** The member's own question moved to the end, when the post has one elsewhere. */
function moveMembersQuestionToEnd(blocks: string[], brief?: string | null): boolean {
  for (const [b, block] of blocks.entries()) {
    const lines = block.split("\n").map((l) => sentencesOf(l));
    for (const [l, line] of lines.entries()) {
      const at = line.findIndex((s) => isMembersQuestion(s, brief));
      if (at < 0 || (b === 0 && l === 0 && at === 0)) continue;
      const [question] = line.splice(at, 1);
      const rest = lines
        .map((x) => x.join(" "))
        .filter((x) => x.trim())
        .join("\n");
      if (rest) blocks[b] = rest;
      else blocks.splice(b, 1);
      blocks.push(question.replace(LIST_ITEM, ""));
      return true;
    }
  }
  return false;
}

/**
 * The draft revised by the member's instruction. `brief` is what the member first wrote, when the
 * editor sends it: it tells their own question and names from the writer's lines, and what a
 * longer draft can take back.
 */
/** A text as its words alone: contractions expanded, punctuation and case gone ("didn't ban it." → "did not ban it"). */
const asWords = (text: string) =>
  expand(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$€£]+/gu, " ")
    .trim();

/** The post without its first or last line, sentence or paragraph (the hashtag line is no part of it); null when nothing would be left. */
function withoutPart(text: string, which: "first" | "last", part: "line" | "sentence" | "paragraph"): string | null {
  const { blocks, tags } = blocksOf(text);
  const at = which === "first" ? 0 : blocks.length - 1;
  const pieces = part === "paragraph" ? [blocks[at]] : part === "line" ? blocks[at].split("\n") : blocks[at].split("\n").flatMap(sentencesOf);
  if (blocks.length === 1 && pieces.length === 1) return null;
  if (which === "first") pieces.shift();
  else pieces.pop();
  // What is left of a paragraph stays one: lines on their lines, sentences run on.
  const left = part === "sentence" ? pieces.join(" ").replace(/ (?=(?:\d{1,2}[.)]|→|-|•)\s)/g, "\n") : pieces.join("\n");
  if (left.trim()) blocks[at] = left.trim();
  else blocks.splice(at, 1);
  return join(blocks, tags);
}

/** A quotation is the quoted person's: its sentences are never parted, its words never cut. */
const QUOTES = /["“”]|(?:^|\s)['‘][A-Z]/;

/** "Punchier": each sentence of the prose on its own line, its filler words out; lists and quotations as they are. */
function punchier(text: string): string {
  const { blocks, tags } = blocksOf(text);
  const out = blocks.flatMap((block) => {
    if (block.includes("\n") || LIST_ITEM.test(block) || QUOTES.test(block)) return [block];
    return sentencesOf(block).map((sentence) => tighten(sentence).replace(/\s{2,}/g, " "));
  });
  return join(out, tags);
}

/** The member's own asks ("DM me if…", "Link in the comments") their brief makes and the post leaves out. */
function ownAsks(text: string, brief?: string | null): { missing: string[]; endsOnOne: boolean } {
  const { blocks } = blocksOf(text);
  const endsOnOne = OWN_ASK.test(blocks.at(-1) ?? "");
  const said = asWords(text);
  const asks = brief?.trim() ? readMaterial(brief).facts.filter((f) => OWN_ASK.test(f.text)) : [];
  return { missing: asks.filter((f) => !said.includes(asWords(f.text))).map(asSentence), endsOnOne };
}

export function revise(content: string, query: string, brief?: string | null): Revision {
  const instructions = readInstructions(query);
  if (instructions.length === 0) return { ok: false, message: notUnderstood(query) };
  if (instructions.some((i) => i.kind === "translate")) return { ok: false, message: CANNOT_TRANSLATE };
  const voice = readMaterial(content).voice;
  const topic = () => {
    const found = topicOf(readMaterial(brief?.trim() ? brief : content.replace(/^.*\?$/gm, "")));
    return found && !aPropOfTheStory(found) ? found : null;
  };
  let text = content.replace(/\r\n?/g, "\n").trim();
  const original = text;
  // What could not be done, in the words said when it is the only instruction.
  const skipped: string[] = [];
  /** Notes an instruction that changed nothing; true when it was the only one, to be refused in its words. */
  const refusedAlone = (message: string) => {
    skipped.push(message);
    return instructions.length === 1;
  };
  const has = (kind: Instruction["kind"]) => instructions.some((i) => i.kind === kind);
  if (has("no-emoji") || has("formal"))
    text = text
      // "…today 🎉 It was…", "…today 🎉" at a line's end: the emoji ended the sentence; its full stop stays.
      .replace(/([\p{L}\p{N})])\s*(?:[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]\uFE0F?|\u200D|\uFE0F)+(?=[ \t]+[A-Z])/gu, "$1.")
      // "BIG NEWS 🚀 we just hit £1M ARR": after a short label that opens the line, the emoji was its colon.
      .replace(
        /^((?:[\p{Lu}\p{N}][\p{L}\p{N}'’]*)(?: [\p{L}\p{N}'’]+){0,2})\s*(?:[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]\uFE0F?|\u200D|\uFE0F)+[ \t]+(?=[a-z])/gmu,
        "$1: ",
      )
      // At a line's end only after a sentence (five words or more, with its verb): "Big week 🚀" is a heading.
      .replace(/^(.*[\p{L}\p{N})])\s*(?:[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]\uFE0F?|\u200D|\uFE0F)+[ \t]*$/gmu, (line: string, words: string) =>
        words.split(/\s+/).length >= 5 && HAS_A_VERB.test(words) ? `${words}.` : line,
      )
      // A line that opened on an emoji ("🎉 Huge thanks…") opens on its first word.
      .replace(/^(?:[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]\uFE0F?|\u200D|\uFE0F)+[ \t]*/gmu, "")
      .replace(EMOJI, "")
      .replace(/[ \t]{2,}/g, " ");
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
      // "However, it is not finished" → "But it's not finished" ("but" takes no comma); only the
      // connective: "however much", "the team, however, was…" are not "but".
      .replace(/(^|[.!?]\s+)However,\s*/gm, "$1But ")
      .replace(/;\s*however,\s*/gi, ", but ")
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
      // Only the writer's own closing question, about the same subject; the member's question stays as they asked it.
      const about = topicOfQuestion(last);
      const chatty = about ? askAbout("chatty", about, voice) : /'/.test(last) ? "What's your story?" : voice === "we" ? "Been there too?" : "Been there?";
      if (blocks.length > 1 && isWriterQuestion(last) && last.length > chatty.length) blocks[blocks.length - 1] = chatty;
      text = join(blocks, tags);
    }
    // Still as it was: the writer's scene-setting label goes, then the list markers get plainer,
    // then short lines after the hook run on as one paragraph. The member's words stay as they are.
    if (text === original) text = text.replace(/^For context, (\w)/gm, (_m, c: string) => c.toUpperCase());
    if (text === original) text = text.replace(/^(?:\d{1,2}[.)]|→)\s/gm, "- ");
    if (text === original) {
      const { blocks, tags } = blocksOf(text);
      const prose = (b: string | undefined) => b !== undefined && !b.includes("\n") && !b.endsWith("?") && !b.endsWith(":") && !LIST_ITEM.test(b);
      const at = blocks.findIndex((b, i) => i > 0 && prose(b) && prose(blocks[i + 1]));
      if (at > 0) blocks.splice(at, 2, `${blocks[at]} ${blocks[at + 1]}`);
      text = join(blocks, tags);
    }
  }
  const part = instructions.find((i) => i.kind === "remove-part");
  if (part && part.kind === "remove-part") {
    const left = withoutPart(text, part.which, part.part);
    if (left === null) return { ok: false, message: NOTHING_LEFT };
    text = left;
  }
  const under = instructions.find((i) => i.kind === "under");
  if (under && under.kind === "under") text = shorten(text, under.chars, true, brief);
  else if (has("shorter")) {
    const shorter = shorten(text, Math.floor(text.length * 0.7), false, brief);
    const cut = shorter.length < text.length ? shorter : shorten(text, Math.floor(text.length * 0.85), false, brief);
    const why = membersWords(text) <= SHORT_POST_WORDS ? ALREADY_SHORT : NOTHING_TO_CUT;
    if (cut.length >= text.length && refusedAlone(why)) return { ok: false, message: why };
    text = cut;
  }
  if (has("longer")) {
    const { blocks, tags } = blocksOf(text);
    const at = blocks.at(-1)?.endsWith("?") ? blocks.length - 1 : blocks.length;
    // The member's own facts the draft left out come back first; then a question about the post's subject.
    // Read as words: "I did not ban it" in a Professional draft is the member's "I didn't ban it", not a fact left out.
    const said = asWords(text);
    const missing = brief?.trim() ? readMaterial(brief).facts.filter((f) => !said.includes(asWords(f.text))) : [];
    const about = missing.length || at < blocks.length ? null : topic();
    if (missing.length) blocks.splice(at, 0, ...missing.map(asSentence));
    else if (about) blocks.push(askAbout("plain", about, voice));
    else {
      if (refusedAlone(NOTHING_TO_ADD)) return { ok: false, message: NOTHING_TO_ADD };
    }
    text = join(blocks, tags);
  }
  if (has("punchier")) {
    const punchy = punchier(text);
    if (punchy === text && refusedAlone(ALREADY_PUNCHY)) return { ok: false, message: ALREADY_PUNCHY };
    text = punchy;
  }
  const listed = instructions.find((i) => i.kind === "as-list");
  if (listed && listed.kind === "as-list") {
    const list = asList(text, listed.numbered);
    if (typeof list !== "string") {
      if (refusedAlone(list.refused)) return { ok: false, message: list.refused };
    } else text = list;
  }
  if (has("stronger-hook")) {
    const stronger = strongerHook(text);
    if (stronger === text && refusedAlone(NO_STRONGER_HOOK)) return { ok: false, message: NO_STRONGER_HOOK };
    text = stronger;
  }
  if (has("question-start") && !text.split("\n")[0].trim().endsWith("?")) {
    // The question carries the hook's own clause, so it replaces the hook rather than repeat it;
    // the rest of the hook's line and of its paragraph follow it.
    const { blocks, tags } = blocksOf(text);
    const asking = questionHook(firstFactLine(text), voice);
    if (!asking && refusedAlone(NO_OPENING_QUESTION)) return { ok: false, message: NO_OPENING_QUESTION };
    if (asking) {
      const [, ...others] = blocks[0].split("\n");
      const kept = [asking.rest, ...others].filter(Boolean).join("\n");
      blocks.splice(0, 1, asking.question, ...(kept ? [kept] : []));
      text = join(blocks, tags);
    }
  }
  if (has("no-question")) {
    const { blocks, tags } = blocksOf(text);
    if (blocks.length > 1 && blocks.at(-1)!.endsWith("?")) blocks.pop();
    else {
      if (refusedAlone(NO_QUESTION_TO_REMOVE)) return { ok: false, message: NO_QUESTION_TO_REMOVE };
    }
    text = join(blocks, tags);
  }
  if (has("no-hashtags")) {
    const { blocks, tags } = blocksOf(text);
    if (!tags && refusedAlone(NO_HASHTAGS_TO_REMOVE)) return { ok: false, message: NO_HASHTAGS_TO_REMOVE };
    text = join(blocks, null);
  }
  const mention = instructions.find((i) => i.kind === "mention");
  if (mention && mention.kind === "mention") {
    if (!mention.sentence) return { ok: false, message: MENTION_AS_SENTENCE };
    // Said before the closing question and the hashtags, as the post's last point.
    const { blocks, tags } = blocksOf(text);
    const at = blocks.at(-1)?.endsWith("?") ? blocks.length - 1 : blocks.length;
    const sentence = `${mention.sentence.charAt(0).toUpperCase()}${mention.sentence.slice(1)}${/[.!?]$/.test(mention.sentence) ? "" : "."}`;
    if (!asWords(text).includes(asWords(mention.sentence))) blocks.splice(at, 0, sentence);
    text = join(blocks, tags);
  }
  if (has("call-to-action")) {
    // The member's own ask ends the post, as the writer ends it: a closing question of the writer's
    // own after it would bury it, so it goes; the member's own question stays, before the ask.
    const { missing, endsOnOne } = ownAsks(text, brief);
    if (!missing.length) {
      const message = endsOnOne ? HAS_CALL_TO_ACTION : NO_CALL_TO_ACTION;
      skipped.push(message);
      if (instructions.length === 1) return { ok: false, message };
    } else {
      const { blocks, tags } = blocksOf(text);
      if (blocks.length > 1 && isWriterQuestion(blocks.at(-1)!) && !isMembersQuestion(blocks.at(-1)!, brief)) blocks.pop();
      blocks.push(missing.join(" "));
      text = join(blocks, tags);
    }
  }
  if (has("question-end")) {
    const { blocks, tags } = blocksOf(text);
    // A post that ends on a question keeps it; the member's own question, wherever it stands, is the
    // one to end on; otherwise a question about the post's own subject.
    if (!blocks.at(-1)?.endsWith("?") && !moveMembersQuestionToEnd(blocks, brief)) {
      const about = topic();
      const said = blocks.join("\n");
      const asked = readersFirst(said) ?? (about ? askAbout("plain", about, voice) : readersOwnQuestion(said));
      // A post that opens on the member's own question already asks it: said so, not "nothing to ask about".
      const opensOnOne = /\?$/.test((blocks[0] ?? "").split("\n")[0].trim());
      if (!asked && opensOnOne && refusedAlone(OPENS_ON_QUESTION)) return { ok: false, message: OPENS_ON_QUESTION };
      if (!asked && refusedAlone(NO_CLOSING_QUESTION)) return { ok: false, message: NO_CLOSING_QUESTION };
      if (asked) blocks.push(asked);
    }
    text = join(blocks, tags);
  }
  const tags = instructions.find((i) => i.kind === "hashtags");
  if (tags && tags.kind === "hashtags") {
    const { blocks } = blocksOf(text);
    const line = hashtagsFor(join(blocks, null), tags.count, brief ? readMaterial(brief).subject : null);
    if (!line && refusedAlone(NO_HASHTAGS)) return { ok: false, message: NO_HASHTAGS };
    text = join(blocks, line || null);
  }
  const revised = capLength(polish(text), 3000);
  if (instructions.every((i) => i.kind === "casual") && revised === capLength(polish(original), 3000)) return { ok: false, message: ALREADY_CASUAL };
  if (instructions.every((i) => i.kind === "formal") && revised === capLength(polish(original), 3000)) return { ok: false, message: ALREADY_FORMAL };
  // Several asked, none of them done: said, rather than the same draft saved as a new version.
  if (skipped.length && revised === capLength(polish(original), 3000)) return { ok: false, message: skipped[0] };
  return { ok: true, content: revised, applied: instructions.map((i) => i.kind) };
}
