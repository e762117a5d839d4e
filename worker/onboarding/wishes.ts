/**
 * What a member asks of the month, said to Ziva (or typed under "Anything else") rather than to a
 * reader: "I want to talk about the new employment rights bill", "I want people to book the free
 * HR health check, I go through their contracts…". Such a sentence is no line of a post: posted as
 * it stands it reads as a note to a ghostwriter. A topic becomes an idea card that asks the member
 * for their view; what readers should do becomes the member's call to action, with the offer in
 * their own words (docs/decisions/097).
 */

/** A topic keeps what the member went on to say of it in the same answer ("…mental health on site. We lose more people to suicide than falls."). */
export type Wish = { kind: "topic"; topic: string; said: string[] } | { kind: "action"; action: string; offer: string | null };

const SUBJECT = String.raw`(?:(?:and|also|oh and|but|plus|ultimately|mostly|mainly|really)[,]?\s+)?(?:I|we)(?:\s+(?:also|really|definitely|mostly|mainly|just|especially))?`;
/** "I want", "we'd love", "I'm hoping": with its space, or joined to the subject by an apostrophe. */
const WANTING = (verbs: string) =>
  String.raw`(?:\s+(?:${verbs}|would (?:also |really )?(?:like|love)|am (?:also )?(?:hoping|planning))|['’]d (?:also |really )?(?:like|love)|['’]m (?:also )?(?:hoping|planning))`;
const WANT = WANTING("want|wanna|plan|hope");

/** "I want to talk about X", "we'd like to post more on X", "I'm hoping to write something about X". */
const TOPIC_WISH = new RegExp(
  String.raw`^${SUBJECT}${WANT}\s+to\s+(?:also\s+)?(?:talk|post|write|share|do (?:a |some )?(?:posts?|something|content)|say something|cover)\s+(?:(?:a bit|a lot|more|something|some posts|posts|content|stuff)\s+)?(?:about|on|around)\s+(.{3,})$`,
  "i",
);

/**
 * A reader taking up an offer: a verb, and the member or their thing ("book the free check", "join
 * our webinar", "get in touch"). "Try saying no more often" or "call out bad managers" is advice to
 * the reader, the member's material, and stays.
 */
const TAKE_UP =
  /^(?:(?:get in touch|reach out)\b|(?:book|sign up|call|ring|try|buy|join|download|contact|message|dm|come|visit|register|subscribe|follow|enquire|email|hire|order|grab|apply|check out|take up|use)(?:\s+(?:up|in|out|to|for|with|on|into|at|about))?\s+(?:me|us|my|our|the|a|an|free|this)\b)/i;
/** "I want people to book the free HR health check", "we'd love more owners to try…". */
const ACTION_WISH = new RegExp(
  String.raw`^${SUBJECT}${WANTING("want|need|hope")}\s+(?:more\s+)?(?:people|them|readers|clients|customers|businesses|everyone|folks|(?:[a-z]+\s+)?(?:owners|managers|founders|leaders|teams|companies|firms|parents|patients|members))\s+to\s+(.{3,})$`,
  "i",
);

/** "…and things like that", "…and stuff", "…etc.": the tail of a spoken list, not part of its subject. */
const VAGUE_TAIL = /,?\s+(?:and|or)\s+(?:things|stuff|everything|all that|that sort of thing|so on)(?:\s+like that)?$|,?\s+etc\.?$|\s+(?:too|as well)$/i;
const stripEnd = (s: string) => s.replace(/[\s.!?;,:]+$/, "");

/** The readers an offer speaks to, spoken of as "they": said to the reader, "you". */
export function toReader(text: string): string {
  return text
    .replace(/\bthey['’]re\b/gi, "you're")
    .replace(/\bthey['’](ve|ll|d)\b/gi, "you'$1")
    .replace(/\bthemselves\b/gi, "yourselves")
    .replace(/\btheirs\b/gi, "yours")
    .replace(/\btheir\b/gi, "your")
    .replace(/\bthem\b/gi, "you")
    .replace(/\bthey\b/gi, "you");
}

/** What a sentence asks of the month, or null when it is the member's material. */
export function wishOf(sentence: string): Wish | null {
  const text = stripEnd(sentence.trim());
  const topic = TOPIC_WISH.exec(text);
  if (topic) {
    let subject = stripEnd(topic[1]);
    for (let before = ""; before !== subject; ) {
      before = subject;
      subject = stripEnd(subject.replace(VAGUE_TAIL, ""));
    }
    // "…about mental health on site, we lose more people to suicide than falls": the subject, then why, a sentence of its own.
    const why =
      /^(.{3,}?),\s+((?:we|I|they|it|it's|it’s|there|you|people|that's|that’s|this|most|many|every|all|some|nobody|everyone|half|few)\s+\S.{6,})$/i.exec(
        subject,
      );
    const said = why ? [`${why[2].charAt(0).toUpperCase()}${why[2].slice(1)}.`] : [];
    if (why) subject = why[1];
    // ("We want to talk about it more openly as a team" names no subject: it is the member's story.)
    if (/^(?:it|this|that|them|him|her|me|us|you|these|those)\b/i.test(subject)) return null;
    return /[a-z]{3}/i.test(subject) ? { kind: "topic", topic: subject, said } : null;
  }
  const asked = ACTION_WISH.exec(text);
  if (!asked || !TAKE_UP.test(asked[1])) return null;
  // "…book the free HR health check, I go through their contracts…": the offer, as the member describes it.
  const described = /^(.{3,}?),\s+(?:where\s+|so\s+)?((?:I|we|it|it's|it’s|they|you)\s+\S.{6,})$/i.exec(asked[1]);
  const action = stripEnd(toReader(described ? described[1] : asked[1]));
  const offer = described ? stripEnd(toReader(described[2])) : null;
  return { kind: "action", action, offer };
}

const CONTENT = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 2 && !/^(?:the|an|my|our|your|to|for|and|of|with|on|in|at|book|call|try|get|me|us)$/.test(w)),
  );

/** Whether a call to action and the promotion the questionnaire names are one offer: two words of substance in common. */
export function sameOffer(promotion: string, action: string): boolean {
  const a = CONTENT(promotion);
  return [...CONTENT(action)].filter((w) => a.has(w)).length >= 2;
}
