/**
 * The one list of phrasing that makes text sound machine-written. The humanizer rewrites with it,
 * the prompts send it to models as banned phrases, the output check refuses a draft that uses
 * it, and the writing eval counts it. Each entry says what a person would write instead: a word
 * of the same meaning, or nothing when the phrase carries none.
 *
 * Patterns are plain alternations and bounded classes (no nested quantifiers): every one runs in
 * linear time on any input.
 */
import { tidyWhitespace } from "./whitespace";

export type MachinePhrase = {
  /** How the phrase reads, for prompts and reports. */
  phrase: string;
  pattern: RegExp;
  /** The plain words instead ("" drops it); a function gets the match and its groups. */
  plain: string | ((match: string, ...groups: string[]) => string);
};

/** A plain verb in the form the matched one had: the pattern's group is its ending (e, s, es, ed, ing or none). */
const inflect = (base: string, s: string, ed: string, ing: string) => (_m: string, end?: string) => {
  const e = (end ?? "").toLowerCase();
  return e === "s" || e === "es" ? s : e === "ed" ? ed : e === "ing" ? ing : base;
};

const entries: Array<[string, RegExp, MachinePhrase["plain"]]> = [
  // Openers and announcements that say nothing: dropped, the sentence that follows kept.
  [
    "In today's fast-paced world",
    /\bin today's (?:(?:fast-paced|ever-changing|rapidly evolving|digital|modern|competitive|busy|connected)\s+){1,2}(?:world|landscape|age|era|environment|market),?\s*/gi,
    "",
  ],
  ["In today's world", /\bin today's (?:world|landscape|age|era),?\s*/gi, ""],
  [
    "In an ever-evolving landscape",
    /\bin an? (?:ever-evolving|ever-changing|rapidly (?:changing|evolving)|fast-paced|fast-moving|dynamic) (?:world|landscape|environment|market|era|industry|space),?\s*/gi,
    "",
  ],
  [
    "In the ever-evolving landscape of",
    /\bin the (?:ever-evolving|ever-changing|rapidly changing|dynamic) (?:world|landscape|realm|space) of [^,.]{1,60},\s*/gi,
    "",
  ],
  [
    "I'm thrilled to announce that",
    /\b(?:I'm|I am|We're|We are) (?:thrilled|excited|delighted|proud|happy|pleased|humbled) to (?:announce|share|say|let you know)(?: that)?\s*/gi,
    "",
  ],
  // (Not "Let's delve into this…": "in" of "into" is no end of the phrase.)
  ["Let's dive in", /\b(?:let's|let us) (?:dive|delve|jump) (?:in|into it|right in)\b[.!:]?\s*/gi, ""],
  ["Without further ado", /\bwithout further ado,?\s*/gi, ""],
  [
    "It's important to note that",
    /\bit(?:'s| is) (?:important|worth|crucial|essential|vital) (?:to note|noting|to mention|mentioning|to remember|remembering) that\s*/gi,
    "",
  ],
  ["It goes without saying that", /\bit goes without saying(?: that)?,?\s*/gi, ""],
  ["Needless to say", /\bneedless to say,?\s*/gi, ""],
  ["In conclusion", /\bin conclusion,?\s*/gi, ""],
  ["In summary", /\bin summary,?\s*/gi, ""],
  ["To sum up", /\bto sum (?:it )?up,?\s*/gi, ""],
  ["At the end of the day", /\bat the end of the day,?\s*/gi, ""],
  ["Ultimately,", /\bultimately,\s*/gi, ""],
  ["When it comes to", /\bwhen it comes to\b/gi, "for"],
  ["Whether you're X or Y,", /\bwhether you're (?:a |an )?[^,.!?\n]{1,60} or (?:a |an )?[^,.!?\n]{1,60},\s*/gi, ""],
  ["In a world where", /\bin a world where\b/gi, "when"],
  ["Unlock the power of", /\bunlock(s|ed|ing)? the (?:full )?(?:power|potential) of\b/gi, inflect("use", "uses", "used", "using")],
  ["The power of", /\bthe power of\s+/gi, ""],
  [
    "Unlock potential",
    /\bunlock(s|ed|ing)? (?:((?:their|your|its|our|the|my|his|her)(?: [a-z-]{2,20}['’]s)?) )?(?:unparalleled |untapped |hidden |full |true |immense |limitless )?potential\b/gi,
    // "unlock their full potential" is "bring out their best"; "your team's" keeps its team; with no one named, "the best".
    (m, end, whose) =>
      `${inflect("bring", "brings", "brought", "bringing")(m, end)} out ${whose && whose.toLowerCase() !== "the" ? whose.toLowerCase() : "the"} best`,
  ],
  // "unlock new opportunities" is finding them; a door, a phone or a feature is still opened.
  [
    "Unlock opportunities",
    /\bunlock(s|ed|ing)? ((?:new |more |fresh |untapped |hidden )?(?:opportunities|growth|value|revenue|insights))\b/gi,
    (m, end, what: string) => `${inflect("find", "finds", "found", "finding")(m, end)} ${what.replace(/^(?:untapped|hidden) /i, "")}`,
  ],
  ["Unlock", /\bunlock(s|ed|ing)?\b/gi, inflect("open", "opens", "opened", "opening")],
  [
    "Take it to the next level",
    /\btak(e|es|ing) (it|this|things|(?:your|our|their|my) [a-z-]{1,20}(?: [a-z-]{1,20})?) to the next level\b/gi,
    (m, end, what) => `${inflect("improve", "improves", "improved", "improving")(m, end)} ${what}`,
  ],
  ["Ahead of the curve", /\bahead of the curve\b/gi, "ahead"],
  [
    "I've had the privilege of working with",
    /\b(I|we)('ve| have) had the (?:privilege|pleasure|honou?r|opportunity) of (working|leading|collaborating|partnering|serving|supporting|helping|building|managing|mentoring|teaching|meeting)\b/gi,
    (_m, who: string, have: string, doing: string) =>
      `${who}${have} ${({ working: "worked", leading: "led", collaborating: "worked", partnering: "worked", serving: "served", supporting: "supported", helping: "helped", building: "built", managing: "managed", mentoring: "mentored", teaching: "taught", meeting: "met" } as Record<string, string>)[doing.toLowerCase()]}`,
  ],
  [
    "Seasoned",
    /\bseasoned\s+(?=(?:[a-z]+\s+)?(?:professional|leader|marketer|executive|expert|engineer|consultant|manager|entrepreneur|founder|developer|designer)s?\b)/gi,
    "",
  ],
  ["And that's not all", /,?\s*(?:and|but) that's not all[,.!]?\s*/gi, ", "],
  [
    "Embark on a journey",
    /\bembark(s|ed|ing)? on (?:a|an|this|our|my|the) (?:[a-z]{1,15} )?journey(?: of| to)?\b/gi,
    inflect("start", "starts", "started", "starting"),
  ],
  ["A testament to", /\ba testament to\b/gi, "proof of"],
  ["Stands as a testament to", /\bstands as (?:a )?proof of\b/gi, "shows"],
  [
    "Navigate the complexities of",
    /\bnavigat(e|es|ed|ing) the (?:complexities|intricacies|challenges) of\b/gi,
    inflect("handle", "handles", "handled", "handling"),
  ],
  ["Not only X but also Y", /\bnot only ([^,.;!?\n]{1,80}?),? but also\b/gi, (_m, first) => `${first} and`],
  ["Game-changing", /\bgame[- ]changing\b/gi, "major"],
  ["Game-changer", /\bgame[- ]changers?\b/gi, "big change"],
  ["Paradigm shift", /\bparadigm shift\b/gi, "big shift"],
  ["Cutting-edge", /\bcutting[- ]edge\b/gi, "new"],
  ["State-of-the-art", /\bstate[- ]of[- ]the[- ]art\b/gi, "modern"],
  ["Best-in-class", /\bbest[- ]in[- ]class\b/gi, "leading"],
  ["Ever-evolving", /\bever[- ](?:evolving|changing)\b/gi, "changing"],
  ["Fast-paced", /\bfast[- ]paced\b/gi, "busy"],
  [
    "Delve into",
    /\bdelv(e|es|ed|ing)( deep(?:er)?)? into\b/gi,
    (m, end, deeper) => `${inflect("look", "looks", "looked", "looking")(m, end)}${deeper ?? ""} into`,
  ],
  ["Deep dive", /\ba deep dive (?:into|on)\b/gi, "a close look at"],
  ["Leverage", /\bleverag(e|es|ed|ing)\b/gi, inflect("use", "uses", "used", "using")],
  ["Utilize", /\butili[sz](e|es|ed|ing)\b/gi, inflect("use", "uses", "used", "using")],
  ["Harness", /\bharness(es|ed|ing)?\b/gi, inflect("use", "uses", "used", "using")],
  ["Elevate", /\belevat(e|es|ed|ing)\b/gi, inflect("improve", "improves", "improved", "improving")],
  ["Foster", /\bfoster(s|ed|ing)?\b/gi, inflect("build", "builds", "built", "building")],
  ["Empower", /\bempower(s|ed|ing)?\b/gi, inflect("help", "helps", "helped", "helping")],
  ["Revolutionize", /\brevolutioni[sz](e|es|ed|ing)\b/gi, inflect("change", "changes", "changed", "changing")],
  ["Streamline", /\bstreamlin(e|es|ed|ing)\b/gi, inflect("simplify", "simplifies", "simplified", "simplifying")],
  ["Spearhead", /\bspearhead(s|ed|ing)?\b/gi, inflect("lead", "leads", "led", "leading")],
  ["Seamless", /\bseamless(ly)?\b/gi, (_m, ly) => `smooth${ly ?? ""}`],
  ["Robust", /\brobust\b/gi, "solid"],
  // A plural stays plural: "synergies that empower" → "partnerships that help", not "teamwork that help".
  ["Synergy", /\bsynerg(y|ies)\b/gi, (_m, end: string) => (end === "y" ? "teamwork" : "partnerships")],
  ["Pivotal", /\bpivotal\b/gi, "key"],
  ["Paramount", /\bparamount\b/gi, "essential"],
  ["Crucial", /\bcrucial\b/gi, "important"],
  ["Plethora of", /\ba plethora of\b/gi, "many"],
  ["Myriad of", /\ba myriad of\b/gi, "many"],
  ["Tapestry", /\b(?:rich )?tapestry(?: of)?\b/gi, "mix of"],
  ["Realm", /\brealm\b/gi, "field"],
  ["Landscape", /\blandscape\b/gi, "field"],
  // "We've been on an incredible journey this year" is what the year was: "We've come a long way this year".
  // ("We're on a journey to…" names where they are going: only what has been is a long way come.)
  ["Been on a journey", /\bbeen on (?:a|an|this|our|my|quite a|such an?) (?:[a-z]{1,15} )?journey\b(?! to\b)/gi, "come a long way"],
  ["Journey", /\bjourney\b/gi, "path"],
  ["Holistic", /\bholistic\b/gi, "whole"],
  ["Actionable insights", /\bactionable insights\b/gi, "practical lessons"],
  ["Moving forward", /\bmoving forward,?\s*/gi, ""],
  ["In order to", /\bin order to\b/gi, "to"],
  // Connectives that only say "and": dropped ("also," three times over reads as badly).
  ["Furthermore", /\bfurthermore,?\s*/gi, ""],
  ["Moreover", /\bmoreover,?\s*/gi, ""],
  ["Additionally", /\badditionally,?\s*/gi, ""],
  // Hype that adds no fact: the noun stands alone ("unwavering commitment" is commitment).
  ["Unparalleled", /\bunparalleled\s+(?=[a-z])/gi, ""],
  ["Unwavering", /\bunwavering\s+(?=[a-z])/gi, ""],
  ["Transformative impact", /\btransformative\s+(?=(?:impact|power|change|effect|experience)\b)/gi, ""],
  ["Groundbreaking", /\bgroundbreaking\b/gi, "new"],
  ["Successfully completed", /\bsuccessfully\s+(?=(?:completed|launched|delivered|finished|closed)\b)/gi, ""],
  ["Each and every", /\beach and every\b/gi, "every"],
  [
    "I would like to express my heartfelt gratitude to",
    /\bI(?:'d| would) like to (?:express|extend) (?:my|our) (?:heartfelt |sincere |deepest |warmest )?(?:gratitude|thanks|appreciation) to\b/gi,
    "thank you to",
  ],
  ["Heartfelt gratitude", /\bheartfelt\s+(?=(?:gratitude|thanks|appreciation)\b)/gi, ""],
  ["Arguably", /\barguably,?\s*/gi, ""],
  ["Essentially", /\bessentially,?\s*/gi, ""],
  ["Basically", /\bbasically,?\s*/gi, ""],
  ["Here's the thing:", /\bhere['’]s the thing[:,]\s*/gi, ""],
  [
    "Truly (means, matters)",
    /\btruly\s+(?=(?:means?|matters?|believe|understand|care|value|appreciate|great|special|grateful|humbled|honou?red|unique|remarkable|transformative)\b)/gi,
    "",
  ],
  ["Key lessons, key takeaways", /\bkey\s+(?=(?:lessons|takeaways|learnings|insights)\b)/gi, ""],
  [
    "I've been reflecting on",
    /\b(I['’]ve|we['’]ve) been reflecting (?:a lot )?(?:lately |recently )?on\b/gi,
    (_m, who: string) => `${who} been thinking about`,
  ],
  ["Quite frankly", /\bquite frankly,?\s*/gi, ""],
  ["It could be argued that", /\bit could be argued that\s*/gi, ""],
  ["In many ways", /\bin many ways,?\s*/gi, ""],
  ["Rest assured", /\brest assured,?\s*(?:that\s*)?/gi, ""],
  ["Stay tuned", /\bstay tuned(?: for more)?[.!]*\s*/gi, ""],
  // An announcement's filler: what the role or the years are, said plainly.
  ["Represents a unique opportunity to", /\b(?:represents|is) an? (?:unique|rare|incredible|exciting|amazing) opportunity to\b/gi, "is a chance to"],
  [
    "Drive meaningful impact",
    /\bdriv(e|es|ed|ing) (?:real |meaningful |lasting |tangible |measurable |positive )impact\b/gi,
    inflect("make a difference", "makes a difference", "made a difference", "making a difference"),
  ],
  ["More important than ever", /\bmore (?:important|crucial|critical|vital) than ever\b/gi, "important"],
  ["Incredible years", /\b(?:incredible|amazing|unforgettable|wonderful)\s+(?=(?:years?|months?)\b)/gi, ""],
  ["Let's connect and grow together", /\blet's connect and (?:continue to )?(?:grow|learn|succeed) together[.!]*[ \t]*/gi, ""],
];

export const MACHINE_PHRASES: readonly MachinePhrase[] = entries.map(([phrase, pattern, plain]) => ({ phrase, pattern, plain }));

/** For prompts: the phrases as a person reads them. */
export const BANNED_PHRASES: readonly string[] = MACHINE_PHRASES.map((p) => p.phrase);

/** Every machine phrase in a text, in order (the eval's count, the output check's reasons). */
export function machinePhrasesIn(input: string): string[] {
  const text = tidyWhitespace(input);
  const found: string[] = [];
  for (const { phrase, pattern } of MACHINE_PHRASES) {
    for (const _ of text.matchAll(new RegExp(pattern.source, pattern.flags))) found.push(phrase);
  }
  return found;
}

/** Every machine phrase replaced by its plain words, a capital kept where the phrase had one. */
export function replaceMachinePhrases(text: string, onChange?: (from: string, to: string) => void): string {
  let out = tidyWhitespace(text);
  for (const { pattern, plain } of MACHINE_PHRASES) {
    const groups = new RegExp(`${pattern.source}|`).exec("")!.length - 1;
    out = out.replace(pattern, (match: string, ...args: unknown[]) => {
      const replaced = typeof plain === "string" ? plain : plain(match, ...(args.slice(0, groups) as string[]));
      const capital = /^[A-Z]/.test(match) && replaced ? replaced.charAt(0).toUpperCase() + replaced.slice(1) : replaced;
      onChange?.(match.trim(), capital.trim());
      return capital;
    });
  }
  return out;
}
