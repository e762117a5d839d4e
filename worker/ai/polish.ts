/**
 * The last pass over every draft the offline writer makes: the small things a reader notices
 * where pieces of text meet. a/an before the next word's sound, a word doubled across a seam,
 * capitals at sentence and line starts, "i" alone, spaces before punctuation, doubled
 * punctuation. Each rule is one linear scan or a regular expression without nested repetition.
 */

import { tidyWhitespace } from "./whitespace";

/** Words spelled with a vowel that start with a consonant sound, and the reverse. */
const CONSONANT_SOUND = /^(?:uni(?!n)|use|usa|usu|ur[aeiou]|eu|one\b|once|ubiq|u\.)/i;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|[aefhilmnorsx]\b|[aefhilmnorsx]-|(?:8|11|18|80)\b|8\d\b|8\d\d\b)/i;

/** An acronym said letter by letter: "an MBA", "an SEO audit", "a CFO". */
const ACRONYM = /^[A-Z][A-Z0-9]+\b/;

/** Acronyms said as words, not letter by letter: "a FTSE 100 retailer", "a NATO summit", "an ISA". */
const SAID_AS_A_WORD = /^(?:FTSE|NATO|NASA|NASDAQ|FIFA|UEFA|UNESCO|UNICEF|GIF|JPEG|PIN|SIM|ISA|ISO|OKRs?|OFSTED|Ofsted)\b/;

export function needsAn(word: string): boolean {
  if (SAID_AS_A_WORD.test(word)) return /^(?:ISA|ISO|OKR|OFSTED|Ofsted)/.test(word);
  if (ACRONYM.test(word) && !/^[A-Z]{2,}[a-z]/.test(word)) return /^[AEFHILMNORSX]/.test(word);
  if (VOWEL_SOUND.test(word)) return true;
  if (CONSONANT_SOUND.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

/** "a" or "an" as the next word sounds; the article's case is kept. */
export function fixArticles(text: string) {
  return text.replace(/\b([Aa]n?) ([A-Za-z0-9][\w'-]*)/g, (match, article: string, word: string) => {
    const an = needsAn(word);
    const right = article.length === 2 ? an : !an;
    if (right) return match;
    const fixed = an ? "an" : "a";
    return `${article[0] === "A" ? fixed[0].toUpperCase() + fixed.slice(1) : fixed} ${word}`;
  });
}

/** Words that may stand twice on purpose ("had had", "that that"). */
const MAY_REPEAT = new Set(["had", "that", "is", "do", "very", "so", "really", "no", "yes", "bye", "ha", "la"]);

/** "yesterday yesterday" → "yesterday": the same word twice across a seam, case aside. */
function dropDoubledWords(text: string) {
  return text.replace(/\b([A-Za-z][A-Za-z']*)([ \t]+)\1\b/gi, (match, word: string) => (MAY_REPEAT.has(word.toLowerCase()) ? match : word));
}

const LIST_MARKER = /^[ \t]*(?:[-•–→]|\d{1,2}[.)])[ \t]+/;

const ABBREVIATED = /^[("“]?(?:(?:[A-Za-z]\.){2,}|e\.g\.|i\.e\.|vs\.|approx\.|incl\.|(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|St)\.)$/;

/** Capitals at the start of a line (after a list marker) and after . ! ? in one pass per line. */
export function capitalizeSentences(text: string) {
  return text
    .split("\n")
    .map((line) => {
      const marker = LIST_MARKER.exec(line)?.[0] ?? "";
      let out = marker;
      let atStart = true;
      let afterStop = false;
      let word = "";
      for (const ch of line.slice(marker.length)) {
        if (atStart && ch >= "a" && ch <= "z") {
          out += ch.toUpperCase();
          // The sentence has started: "a notion" is "A notion", not "A Notion".
          atStart = false;
          afterStop = false;
          continue;
        }
        out += ch;
        word = ch === " " || ch === "\t" ? "" : word + ch;
        if (ch === "." || ch === "!" || ch === "?") {
          // "the U.S. office", "the 9 a.m. standup", "Dr. Rahman": a full stop that ends a word, not a sentence.
          afterStop = !(ch === "." && ABBREVIATED.test(word));
          atStart = false;
        } else if (ch === " " || ch === "\t") {
          if (afterStop) atStart = true;
        } else if (!(atStart && /["“(]/.test(ch))) {
          atStart = false;
          afterStop = false;
        }
      }
      return out;
    })
    .join("\n");
}

/** Unambiguous month, weekday and holiday names, a weekday's plural too ("may" and "march" are also verbs: left as typed). */
const CALENDAR_WORD =
  /(^|[\s("“])(january|february|april|june|july|august|september|october|november|december|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|thanksgiving|christmas|easter|diwali|hanukkah|ramadan)(?=[\s,.!?;:'’)”]|$)/gm;

/**
 * Places a speaker names in lower case (speech to text, a quick note): cities and countries whose
 * names are no other English word ("Nice", "Reading" and "Bath" are left alone).
 */
const PLACE =
  /(^|[\s("“])(london|paris|berlin|amsterdam|rotterdam|utrecht|dublin|galway|madrid|barcelona|lisbon|porto|rome|milan|munich|hamburg|frankfurt|vienna|prague|warsaw|krakow|stockholm|copenhagen|oslo|helsinki|brussels|antwerp|zurich|geneva|edinburgh|glasgow|manchester|leeds|liverpool|bristol|birmingham|sheffield|newcastle|nottingham|leicester|cardiff|belfast|harrogate|brighton|cambridge|oxford|york|yorkshire|lincolnshire|lancashire|cornwall|devon|cumbria|northumberland|sussex|kent|new york|san francisco|los angeles|chicago|boston|seattle|toronto|vancouver|montreal|sydney|melbourne|auckland|singapore|dubai|mumbai|bangalore|bengaluru|delhi|lagos|nairobi|accra|johannesburg|cape town|tokyo|seoul|germany|france|spain|italy|ireland|scotland|england|wales|netherlands|belgium|switzerland|austria|sweden|norway|denmark|finland|portugal|poland|india|nigeria|kenya|ghana|canada|australia|japan|brazil|mexico)(?=[\s,.!?;:'’)”]|$)/gm;
/**
 * "a controller called dave", "me and tobi our CTO": a name said in lower case, where the sentence
 * says it is one (after "called" or "named", or before "our CTO").
 */
const NAME_SAID =
  /(?<=\b[a-z]+\s)(?<!\b(?:i|we|they|he|she|you|who|and|then|just|also|finally|always|never|one|a|an|the|every|each|no|any|some|clearly|properly|well|badly)\s)\b(called|named)\s+([a-z]{3,})(?=[\s,.!?;:]|$)|(?<=\b(?:and|with)\s)([a-z]{3,})(?=,?\s+(?:our|my)\s+(?:cto|ceo|coo|cfo|co-?founder|founder|manager|boss|lead|designer|engineer|developer|intern|accountant|head of [a-z]+)\b)/gi;
const NOT_A_NAME =
  /^(?:it|me|him|her|them|us|you|back|out|off|up|in|on|for|and|the|that|this|these|those|what|who|something|someone|anyone|everyone|everybody|nobody|again|twice|once|now|then|today|both|all|every|each|some|any|most|many|few|several|with|from|about|over|because|after|before|also|just|only|still|even|too|very|really|new|old|our|my|your|their|his|its)$/i;
/** "excel" the program, not the verb ("excel at", "want to excel"): where the sentence says it is the program. */
const EXCEL_THE_PROGRAM =
  /\b(replace|replaced|replacing|in|into|from|of|with|use|uses|using|used|open|opened|love|loves|hate|hates|next to|switched to|moved to|export to|exported to|and|or|an|the)\s+excel\b(?!\s+(?:at|in|as)\b)/gi;

/** "may" and "march" are months only where a date says so: "in march", "since may", "march 3". */
const MONTH_IN_CONTEXT =
  /(^|[\s("“])(?:(in|since|until|till|by|from|through|last|next|early|late|mid|of|before|after|during) (may|march)(?=[\s,.!?;:'’)”]|$)|(may|march)(?= \d{1,2}(?:st|nd|rd|th)\b| (?:19|20)\d\d\b))/gim;

/** After a word: an end that is not inside a link ("linkedin.com" stays as typed). */
const WORD_END = String.raw`(?=[\s,!?;:'’)”]|\.(?:\s|$)|$)`;

/** Products whose names are no other English word, as their makers write them. */
const PRODUCT_NAMES: Record<string, string> = {
  // Google's products before Google itself: the longer name is the one meant.
  "google translate": "Google Translate",
  "google docs": "Google Docs",
  "google sheets": "Google Sheets",
  "google drive": "Google Drive",
  "google maps": "Google Maps",
  "google meet": "Google Meet",
  "google ads": "Google Ads",
  "google analytics": "Google Analytics",
  google: "Google",
  linkedin: "LinkedIn",
  instagram: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
  youtube: "YouTube",
  whatsapp: "WhatsApp",
  chatgpt: "ChatGPT",
  hubspot: "HubSpot",
  salesforce: "Salesforce",
  shopify: "Shopify",
  quickbooks: "QuickBooks",
  xero: "Xero",
  github: "GitHub",
  gmail: "Gmail",
  figma: "Figma",
  canva: "Canva",
  airtable: "Airtable",
  trello: "Trello",
  calendly: "Calendly",
  zapier: "Zapier",
  mailchimp: "Mailchimp",
  iphone: "iPhone",
  netsuite: "NetSuite",
  "power bi": "Power BI",
  powerpoint: "PowerPoint",
  jira: "Jira",
};
const PRODUCT_NAME = new RegExp(String.raw`(^|[\s("“])(${Object.keys(PRODUCT_NAMES).join("|").replace(/ /g, "\\s+")})${WORD_END}`, "gim");
/** Products named like a common word ("slack", "zoom"), capitalised only where the sentence says it is the product. */
const PRODUCT_IN_CONTEXT = new RegExp(
  String.raw`(^|[\s("“])(?:(on|over|via|in|into|using|through) (slack|zoom|notion|loom)${WORD_END}|(slack|zoom|notion|loom) (?=(?:call|calls|channel|channels|integration|message|messages|doc|docs|page|pages|workspace|video|videos|meeting|meetings)\b))`,
  "gim",
);
/**
 * Acronyms typed or heard in lower case that are no other word ("an hr person", "our ceo"), as
 * they are written; a plural keeps its small s ("kpis" → "KPIs"). Never inside a link or a hashtag.
 */
const ACRONYMS = "hr|ceo|cfo|cto|cmo|cio|cpo|vp|svp|seo|ux|ui|kpi|okr|roi|crm|erp|b2b|b2c|saas|mvp|api|faq|smb|sme|gdpr|hvac|ppc|cv";
const ACRONYM_TYPED_LOW = new RegExp(String.raw`(^|[\s("“])(${ACRONYMS})(s?)${WORD_END}`, "gm");

/** Contractions typed without their apostrophe that are no other word ("didnt"; not "cant", "wont", "its"). */
const BARE_CONTRACTION = new RegExp(
  String.raw`(^|[\s("“])(did|do|does|is|was|were|are|have|has|had|would|could|should|must|need)nt${WORD_END}|(^|[\s("“])(that|they|you|there|what|who)(s|re|ve|ll)${WORD_END}|(^|[\s("“])(i)(m|ve)${WORD_END}`,
  "gim",
);
/** Of the pronoun forms, those that are no word without their apostrophe ("thats", "theyre"). */
const NOT_WORDS = new Set(["thats", "theyre", "youre", "theyve", "youve", "youll", "theyll", "im", "ive", "whats", "whos", "theres"]);

function tidyNames(text: string): string {
  return text
    .replace(ACRONYM_TYPED_LOW, (_m, before: string, word: string, plural: string) => `${before}${word === "saas" ? "SaaS" : word.toUpperCase()}${plural}`)
    .replace(PRODUCT_NAME, (_m, before: string, word: string) => `${before}${PRODUCT_NAMES[word.toLowerCase().replace(/\s+/g, " ")]}`)
    .replace(PRODUCT_IN_CONTEXT, (m, before: string, prep?: string, afterPrep?: string, named?: string) => {
      const word = afterPrep ?? named!;
      const name = `${word[0].toUpperCase()}${word.slice(1).toLowerCase()}`;
      return prep ? `${before}${prep} ${name}` : m.replace(word, name);
    })
    .replace(BARE_CONTRACTION, (m, b1?: string, aux?: string, b2?: string, pro?: string, tail?: string, b3?: string, i?: string, tail3?: string) => {
      if (aux !== undefined) return `${b1}${aux}n't`;
      if (pro !== undefined) return NOT_WORDS.has(`${pro}${tail}`.toLowerCase()) ? `${b2}${pro}'${tail}` : m;
      return `${b3}I'${tail3}`;
    });
}

export function polish(text: string): string {
  let out = tidyWhitespace(text);
  out = out.replace(/(^|[\s("“])i(?=[\s,.!?'’]|$)/gm, "$1I"); // "i" alone
  out = out.replace(/(^|[\s("“])i'(m|ve|d|ll)\b/gm, "$1I'$2");
  // "its a decent start": before these, "its" can only be "it's" (the possessive takes a noun or an
  // adjective, "its own", "its fine print", so those stay as typed).
  out = out.replace(/(^|[\s("“])(i)ts\s+(?=(?:a|an|the|not|been|just|so|too|going|gonna|never|always|really|actually|ok|okay|what|about)\b)/gim, "$1$2t's ");
  // "they just wont do them", "it cant wait": after a subject (or its "just", "still") and before a
  // verb, "wont" and "cant" can only be "won't" and "can't" (a "wont" or a "cant" is a noun).
  out = out.replace(
    /(^|[\s("“])((?:I|we|you|they|he|she|it|people|nobody|just|still|really|simply|probably|definitely)\s+)(wo|ca)nt\s+(?=(?:be|do|go|get|have|make|take|work|help|stop|start|pay|say|tell|wait|happen|change|last|stay|come|see|find|give|let|try|believe|afford|hire|sell|buy|use|read|reply|answer|ever|even|always|just|really)\b)/gim,
    (_m, before: string, subject: string, stem: string) => `${before}${subject}${stem}n't `,
  );
  // "If you haven't sent us your records yet please do by 10 January": the condition takes its comma before the request.
  out = out.replace(/(\b[Ii]f\s[^,.!?;:\n]{5,80}?)\s+please\s+(?=[a-z])/g, "$1, please ");
  // "Team was great, esp Amir who…": a note's shorthand, written out as a post says it.
  out = out.replace(
    /(^|[\s,(])(e)sp\.?\s+(?=[A-Z]|(?:the|when|if|for|with|since|after|as|on|in|at)\s)/gim,
    (_m, before: string, e: string) => `${before}${e}specially `,
  );
  // "wish id done it sooner": "id" before what only "I'd" can go with.
  out = out.replace(
    /(^|[\s("“])id\s+(?=(?:done|been|gone|had|have|rather|love|like|say|never|always|probably|already|known|seen|made|started|left|stayed|tried|thought|heard|forgotten|missed)\b)/gim,
    "$1I'd ",
  );
  // "6 months in revenue is up": the time said first is an aside, with its comma; only before a
  // subject that can't be where the time was spent ("10 years in clinic" is a place).
  out = out.replace(
    /(^|[.!?]\s+)((?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:days|weeks|months|years)) in (?=(?:I|we|they|he|she|you|it|revenue|sales|profit|profits|traffic|signups|sign-ups|bookings|growth|churn|retention|conversions?|results|the numbers|everything|nothing)\b)/gm,
    "$1$2 in, ",
  );
  // "The question I get asked most is should I use ice or heat.": the question asked, as a question.
  out = out.replace(
    /\b((?:question|thing people ask(?: me)?|thing I get asked)(?: [a-z']+){0,5} is|asked (?:most|all the time|every day|every week|constantly) is)\s+((?:(?:how|what|why|when|where|which|who)(?: [a-z]+)? )?(?:should|can|could|do|does|did|is|are|will|would) (?:I|you|we|they|it|my|our|the|a|an|this|that|there|he|she)\b[^.?!\n]*)\./gi,
    "$1: $2?",
  );
  // "Yes if you pick the right ones.", "No but it helps.": an answer's yes or no takes its comma.
  out = out.replace(
    /(^|[.!?:]\s+)((?:(?:usually|mostly|normally|generally|often|almost always) )?(?:yes|no)) (?=(?:if|but|unless|as long as|because|when|only if)\b)/gim,
    "$1$2, ",
  );
  // "the team came up with it not me": the contrast is set off by its comma.
  out = out.replace(/\b(it|this|that|them|us|me|him|her|you)\s+not\s+(me|us|him|her|them|you)(?=[.!?]|$)/gim, "$1, not $2");
  // Month and day names the member typed in lower case ("in june"); never inside a link or a hashtag.
  out = out.replace(CALENDAR_WORD, (_m, before: string, word: string) => `${before}${word[0].toUpperCase()}${word.slice(1)}`);
  out = out.replace(PLACE, (_m, before: string, place: string) => `${before}${place.replace(/\b[a-z]/g, (c) => c.toUpperCase())}`);
  out = out.replace(NAME_SAID, (m, verb?: string, after?: string, before?: string) => {
    const name = after ?? before!;
    if (NOT_A_NAME.test(name)) return m;
    const capital = `${name[0].toUpperCase()}${name.slice(1)}`;
    return verb ? `${verb} ${capital}` : capital;
  });
  out = out.replace(EXCEL_THE_PROGRAM, (_m, before: string) => `${before} Excel`);
  // The sales days are names: "black Friday" is "Black Friday".
  out = out.replace(
    /\b(black|cyber|giving) (Friday|Monday|Tuesday)\b/gi,
    (_m, first: string, day: string) => `${first[0].toUpperCase()}${first.slice(1).toLowerCase()} ${day[0].toUpperCase()}${day.slice(1).toLowerCase()}`,
  );
  // "dm me", "Dm me", "send me a dm": LinkedIn's direct message is "DM".
  out = out.replace(/\b[Dd][Mm](s?)\b(?=\s+(?:me|us)\b|[.!?,]|\s*$)/gm, "DM$1");
  // Misspellings nobody means: "alot" is "a lot"; "spend to much time" is "too much" (never "opened to much fanfare").
  out = out.replace(/\b([Aa])lot\b/g, "$1 lot");
  out = out.replace(/\bto (much|many) (?=(?:time|money|effort|work|stuff|things|meetings|people|emails|tools|of)\b)/gi, "too $1 ");
  // "…hired nobody so now I send three", "…was closed so our planner rerouted": "so" that tells what
  // followed takes its comma. Not "so" of a purpose ("scoping projects so they don't balloon"), nor
  // "do so", "not so", "it's so".
  out = out.replace(
    /([a-z0-9%)])\s+so\s+((?:now|then)\b|(?:[\w'’-]+\s+){0,4}?(?:was|were|had|did|went|got|came|made|took|found|left|lost|[a-z]{3,}ed)\b)/g,
    (match, before: string, after: string, offset: number, whole: string) => {
      const word = /(\w+)$/.exec(whole.slice(0, offset + before.length))?.[1] ?? "";
      if (
        /^(?:do|does|did|done|doing|not|and|or|but|even|just|is|was|are|were|be|been|feel|felt|think|thought|hope|said|say|guess|s|re|m|ve|d|ll)$/i.test(word)
      )
        return match;
      // A purpose's modal comes first: "so they can", "so it won't".
      if (/\b(?:can|could|will|would|won't|wouldn't|don't|doesn't|might|may|should)\b/i.test(after)) return match;
      return `${before}, so ${after}`;
    },
  );
  // An opening phrase before "here's what" is set off: "After 200 discovery calls this quarter, here is what…".
  out = out.replace(
    /(^|[.!?]\s+)((?:after|over|across|in|from|of|with)\s+[^,.!?:\n]{6,80}?)\s+(here(?:'s| is| are)\s+(?:what|how|why|the|my|our|\d))/gim,
    "$1$2, $3",
  );
  // A closing "honestly" is an aside: "…for sales pipelines, honestly."
  out = out.replace(/([a-z0-9%)])\s+(honestly|frankly|tbh|to be honest)([.!?])(?=\s|$)/gim, "$1, $2$3");
  // An opening "honestly" is one too: "Honestly, the best one I ever had…" (typed or spoken without its comma).
  out = out.replace(
    /(^|[.!?]\s+)(honestly|frankly|basically|luckily|sadly|thankfully|ironically|interestingly|surprisingly|admittedly|truthfully|funnily enough)\s+(?=(?:the|a|an|my|our|we|i|it|this|that|most|nobody|everyone|people|you|they)\b)/gim,
    "$1$2, ",
  );
  out = out.replace(MONTH_IN_CONTEXT, (_m, before: string, prep?: string, afterPrep?: string, dated?: string) => {
    const month = afterPrep ?? dated!;
    const name = `${month[0].toUpperCase()}${month.slice(1).toLowerCase()}`;
    return prep ? `${before}${prep} ${name}` : `${before}${name}`;
  });
  out = tidyNames(out);
  // (After the apostrophes go back in: "wasnt" is "wasn't" by now.)
  // "biggest problem wasn't finding customers it was finding plumbers": the claim's two halves take
  // their comma, where what it is not is a thing or a doing (not "I wasn't sure it was worth it",
  // nor across "what": "it isn't what you say it is" is one clause).
  out = out.replace(
    /\b(wasn['’]t|isn['’]t|was not|is not|aren['’]t|weren['’]t)\s+((?:the|a|an|my|our|your|their|about|[a-z]+ing)\s+(?:(?!what\b|that\b|how\b|who\b)[\w'’-]+\s+){0,4}(?!what\b|that\b|how\b|who\b)[\w'’-]+)\s+(it was|it['’]s|it is|they were|they['’]re|they are)\s+(?=\S)/gi,
    "$1 $2, $3 ",
  );
  out = dropDoubledWords(out);
  out = fixArticles(out);
  out = out
    .replace(/[ \t]+([,.!?;:])/g, "$1") // space before punctuation
    .replace(/([,;])(?=[A-Za-z])/g, "$1 ") // none after a comma
    .replace(/\.{2}(?!\.)/g, ".") // ".." but not "..."
    .replace(/([!?])\.+/g, "$1")
    .replace(/,([.!?])/g, "$1")
    .replace(/:\./g, ":")
    .replace(/([.!?]["'”’])\.(?=\s|$)/g, "$1") // a quotation's own full stop ends the sentence
    .replace(/(\p{Extended_Pictographic}\uFE0F?)\.(?=\s|$)/gu, "$1") // "today 🎉." : the emoji ends the sentence
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
  return capitalizeSentences(out).trim();
}
