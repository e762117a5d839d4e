/**
 * A month of posts from the member's material: a cadence a member can live with (three a week),
 * on the account's three best weekdays at each day's best hour (its own best times once it has them). Each entry is built from ONE piece
 * of material with the post type that fits it (story, lesson, how-to list, opinion, result, Q&A).
 * Where the material cannot carry a post, the entry is an idea card: a title, a suggested hook and
 * the one question the member answers to get the draft. The planner never pads: a month with
 * little material is a month of idea cards, not of invented posts. Pure: the job writes and saves
 * what this plans.
 */
import type { PopularitySlot } from "../../app/spec/best-times";
import { MATERIAL_QUESTIONS, type MaterialKind, type PostType } from "../../app/spec/material";
import { freeSlots, type PostingSlot, QUEUE_LOOKAHEAD_WEEKS } from "../../app/spec/posting-slots";
import { instantToZoned, zonedTimeToInstant } from "../../app/spec/time";
import { polish } from "../ai/polish";
import type { Tone } from "../ai/prompts";
import { type Context, canCarryPost, postTypeFor } from "./compose";
import { gatherMaterial, gatherWishes, type Piece } from "./material";
import { sameOffer } from "./wishes";

export type Profile = {
  profileType: "individual" | "company";
  targetAudience?: string | null;
  mainGoals?: string | null;
  websiteUrl?: string | null;
  specificPromotions?: string | null;
  product?: string | null;
  contentStyle?: string | null;
  journey?: string | null;
  other?: string | null;
  transcript?: string | null;
  material?: string | null;
};

export type Idea = { title: string; hook: string; question: string /** The member's own words so far, kept for the draft. */; seed: string };

export type PlannedPost = {
  n: number;
  at: number;
  postType: PostType;
  tone: Tone;
  /** A draft's material; null for an idea card. */
  piece: Piece | null;
  idea: Idea | null;
  /** This draft carries the member's promotion as its closing P.S. */
  promote: boolean;
  /** Its closing question speaks to the audience by name. */
  addressAudience: boolean;
};

export const WEEKS = 4;
export const POSTS_PER_WEEK = 3;
export const PROMOTED_AT_MOST = 2;
const DAY = 86_400_000;

/** The tone each post type is written in (the calendar, and an idea card answered later). */
export const TONE_FOR: Record<PostType, Tone> = {
  story: "Anecdote",
  lesson: "Professional",
  list: "Professional",
  opinion: "Professional",
  result: "Motivational",
  qa: "Professional",
};

/** The three weekdays (Monday to Friday) with the best peak, and each one's best hour. */
export function postingDays(slots: PopularitySlot[]): Array<{ day: number; time: string }> {
  const best = new Map<number, PopularitySlot>();
  for (const s of slots) {
    if (s.day === 0 || s.day === 6) continue;
    const current = best.get(s.day);
    if (!current || s.popularity > current.popularity) best.set(s.day, s);
  }
  return [...best.values()]
    .sort((a, b) => b.popularity - a.popularity || a.day - b.day)
    .slice(0, POSTS_PER_WEEK)
    .sort((a, b) => a.day - b.day)
    .map((s) => ({ day: s.day, time: s.time }));
}

/** The audience's head as the member wrote it: "Founders and COOs of 20–200 person B2B companies (…)" → "Founders and COOs". */
export function audienceHead(audience: string | null | undefined): string | null {
  const text = audience?.trim();
  if (!text) return null;
  const head = keepRole(text)
    .split(/\s(?:of|at|in|who|whose|that|with|across|from|for|working|running|looking)\s|[,;:()–—\n]|\s-\s|\.\s/i)[0]
    .replace(/^(?:mainly|mostly|primarily|i want to reach|we want to reach|reach|people like|ideally)\s+/i, "")
    .replace(/\u00a7/g, " ")
    .trim()
    // "Office workers and people with desk jobs": the cut leaves a bare "and people", which says nothing.
    .replace(/\s+(?:and|or|&)\s+(?:other\s+)?(?:people|anyone|everyone|those|others|folks|individuals|companies|businesses|teams)$/i, "");
  const words = head.split(/\s+/);
  if (words.length > 4 || head.length > 32 || words.length === 0 || /^(?:people|anyone|everyone|companies|businesses)$/i.test(head)) return null;
  return head.charAt(0).toUpperCase() + head.slice(1);
}

/** Readers who run or manage a business: the words of an audience that has one ("dog owners" have none). */
const BUSINESS_AUDIENCE =
  /\b(?:founders?|ceos?|coos?|cfos?|ctos?|cmos?|(?<!\b(?:dog|cat|pet|horse|home|house|car|property|account|phone|ticket)\s)owners?|business(?:es)?|compan(?:y|ies)|firms?|agenc(?:y|ies)|startups?|b2b|saas|smes?|smbs?|enterprises?|brands?|retailers?|practices|clinics|studios|managers?|directors?|heads? of|leaders?|executives?|teams?|hr|recruiters?|procurement|buyers?|operators?|partners?|publishers?|investors?|marketers?|consultants?|distributors?|wholesalers?|suppliers?|vendors?|resellers?)\b/i;

/** Readers who own what they run, of those above: the rest (managers, heads of, directors, HR) run a team. */
const RUNS_A_BUSINESS =
  /\b(?:founders?|ceos?|coos?|cfos?|(?<!\b(?:dog|cat|pet|horse|home|house|car|property|account|phone|ticket)\s)owners?|business(?:es)?|compan(?:y|ies)|firms?|agenc(?:y|ies)|startups?|b2b|saas|smes?|smbs?|enterprises?|brands?|retailers?|practices|clinics|studios|operators?|partners?|publishers?|distributors?|wholesalers?|suppliers?|vendors?|resellers?)\b/i;

/** "Heads of customer support at …": a role word alone says nothing, so its "of …" stays ("Heads of customer support"). */
const ROLE =
  /^((?:heads?|leaders?|directors?|managers?|vps?|owners?|teams?|members?|chiefs?) of) ([A-Za-z][\w&-]*(?: [A-Za-z][\w&-]*){0,2}?)(?=\s(?:at|in|who|whose|that|with|across|from|for)\s|[,;:()–—.\n]|$)/i;
function keepRole(text: string): string {
  const m = ROLE.exec(text);
  // A placeholder word for " of " the split below would cut at, put back after it.
  return m ? `${m[1].replace(/ of$/i, "\u00a7of")} ${m[2]}${text.slice(m[0].length)}` : text;
}

const AUDIENCE_STOP =
  /^(?:people|companies|company|businesses|business|leaders|managers|teams|owners|small|medium|large|based|mostly|mainly|their|other|those|these|person|about|europe|within)$/i;

export function contextOf(profile: Profile): Context {
  const goals = (profile.mainGoals ?? "").toLowerCase();
  const goal = /\b(?:client|customer|lead|demo|call|sale|sell|book|retainer|project|enquir|inquir|revenue|patient|buyer|deal|sign)/.test(goals)
    ? "leads"
    : /\b(?:hire|hiring|recruit|talent|candidate)/.test(goals)
      ? "hiring"
      : /\b(?:known|thought leader|authority|reputation|brand|visib|credib|voice)/.test(goals)
        ? "known"
        : "other";
  const audienceWords = (profile.targetAudience ?? "")
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length >= 5 && !AUDIENCE_STOP.test(w))
    .slice(0, 3);
  const audience = audienceHead(profile.targetAudience);
  return {
    audience,
    audienceWords,
    goal,
    voice: profile.profileType === "company" ? "we" : "I",
    // Judged on whom the question speaks to: "Homeowners in Portugal…, and small business owners"
    // are asked as homeowners, who have no business to compare numbers with.
    businessAudience: BUSINESS_AUDIENCE.test(audience ?? profile.targetAudience ?? ""),
    // ("Engineering managers" run a team, not a business: "Where does your team stand on…")
    runs: RUNS_A_BUSINESS.test(audience ?? profile.targetAudience ?? "") ? "business" : "team",
  };
}

/**
 * The member's promotion as one soft line, or null when there is none or it is too long to be soft.
 * What they said readers should do names it too: "I want people to book the free HR health check,
 * I go through their contracts…" adds the offer, in their words, to the promotion it names, or is
 * the promotion when the questionnaire named none.
 */
export function promotionOf(profile: Profile): string | null {
  const p = profile.specificPromotions?.trim().replace(/\s+/g, " ");
  const named = !p || p.length > 160 || /^(?:no|none|nothing|n\/a|not (?:right )?now)\b/i.test(p) ? null : p;
  const action = gatherWishes(profile).find((w) => w.kind === "action");
  if (!action) return named;
  const line = named
    ? action.offer && sameOffer(named, action.action)
      ? `${named.replace(/[\s.!:;,]+$/, "")}: ${action.offer}`
      : named
    : `${action.action.charAt(0).toUpperCase()}${action.action.slice(1)}${action.offer ? `: ${action.offer}` : ""}`;
  return line.length <= 240 ? line : named;
}

type Prompt = { kind: MaterialKind; type: PostType; title: string; hook: string; question: string };

/**
 * Idea cards for kinds of material the member has not given yet: each asks one question whose
 * answer is a post. Hooks are suggested openings for the member to finish, never claims.
 */
function prompts(profileType: Profile["profileType"], audience: string | null): Prompt[] {
  const asked = MATERIAL_QUESTIONS[profileType];
  const q = (kind: MaterialKind) => asked.find((a) => a.kind === kind)?.text ?? "";
  const who = audience ?? (profileType === "company" ? "customers" : "clients");
  const we = profileType === "company";
  return [
    {
      kind: "story",
      type: "story",
      title: "A moment you still think about",
      hook: we ? "Our team still talks about the day…" : "I still think about the day…",
      question: q("story"),
    },
    {
      kind: "lesson",
      type: "lesson",
      title: "A mistake and what it changed",
      hook: we ? "The mistake that changed how we work:" : "The mistake that changed how I work:",
      question: q("lesson"),
    },
    { kind: "opinion", type: "opinion", title: "Where you disagree with your field", hook: "An unpopular opinion in my field:", question: q("opinion") },
    { kind: "result", type: "result", title: "A result, with its number", hook: "[the number]. Here is how we got there.", question: q("result") },
    {
      kind: "question",
      type: "qa",
      title: `The question ${lowerFirst(who)} ask most`,
      hook: `The question I hear most from ${lowerFirst(who)}:`,
      question: q("question"),
    },
    {
      kind: "note",
      type: "list",
      title: "Your process, step by step",
      hook: "How we do [the work you're known for], in [N] steps:",
      question: `What are the steps you follow for the work ${we ? "your company is" : "you're"} best known for? List 3 to 5, one line each.`,
    },
    {
      kind: "story",
      type: "story",
      title: we ? "Your first customer" : "Your first client",
      hook: we ? "Our first customer found us by accident." : "My first client found me by accident.",
      question: we
        ? "How did your company win its first customer? What happened, and what did you learn from it?"
        : "How did you win your first client (or land your first job in this field)? What happened?",
    },
    {
      kind: "lesson",
      type: "lesson",
      title: "Advice for your first day",
      hook: "What I'd tell myself on day one:",
      question: we
        ? "What would your team tell a new hire on their first day, and why?"
        : "What would you tell yourself on your first day in this work, and why?",
    },
    {
      kind: "opinion",
      type: "opinion",
      title: "A practice you'd drop",
      hook: "Overrated in my field:",
      question: "What's a common tool, habit or practice in your field that you think is overrated? What do you do instead?",
    },
    {
      kind: "result",
      type: "result",
      title: "A before and after",
      hook: "Before: [where they were]. After: [where they are].",
      question: `Pick one ${we ? "customer" : "client"}: where were they before working with ${we ? "your team" : "you"}, where are they now, and what made the difference?`,
    },
    {
      kind: "question",
      type: "qa",
      title: "A myth your clients believe",
      hook: `What ${lowerFirst(who)} get wrong before they hire ${we ? "us" : "me"}:`,
      question: `What do ${lowerFirst(who)} believe about your work before they start that turns out to be wrong?`,
    },
    {
      kind: "note",
      type: "list",
      title: "Signs someone needs you",
      hook: "[N] signs it's time to get help with [your work]:",
      question: `What are 3 signs that ${lowerFirst(who)} need help with what ${we ? "your company does" : "you do"}? One line each.`,
    },
    {
      kind: "story",
      type: "story",
      title: "Why you do this work",
      hook: we ? "We started this company because…" : "I started doing this work because…",
      question: we
        ? "Why was your company started? Tell me about the moment the founders decided."
        : "Why did you start doing this work? Tell me about the moment you decided.",
    },
    {
      kind: "lesson",
      type: "lesson",
      title: "A no that paid off",
      hook: "The best decision we made last year was a no.",
      question: "When did you say no to a project or a client, and what came of it?",
    },
  ];
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) && !/^[A-Z][a-z]+[A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** A thin answer becomes an idea card that keeps the member's words and asks for what is missing. */
const DEEPEN: Record<PostType, string> = {
  story: "What happened next, and what changed because of it? One detail a reader could picture helps.",
  lesson: "What happened that taught you this, and what do you do differently now?",
  opinion: "Why do you believe this? Give one example you have seen with your own eyes.",
  result: "What was the number before and after, and what did you do to get there?",
  qa: "How do you answer it, in two or three sentences?",
  list: "What are the steps, one line each?",
};

function ideaFrom(piece: Piece, type: PostType): Idea {
  // The card says back what the member said, as a reader would write it: "dont" is "don't".
  const first = polish(piece.sentences[0] ?? piece.answer);
  // The member gave the number already: ask what it changed, not for the number again.
  const question = type === "result" && /\d/.test(piece.answer) ? "What did that change for the people involved, and how did you get there?" : DEEPEN[type];
  const words = first.replace(/[.!?]+$/, "").split(/\s+/);
  const title = words.length > 8 ? `${words.slice(0, 8).join(" ")}…` : words.join(" ");
  return { title, hook: first, question, seed: polish(piece.sentences.join(" ")) };
}

/**
 * "I want to talk about the new employment rights bill": a card that says the subject back and asks
 * for the member's view, the one thing the rules cannot supply.
 */
function topicIdea({ topic, said: already }: { topic: string; said: string[] }, audience: string | null, profileType: Profile["profileType"]): Idea {
  // Up to its first comma ("the new employment rights bill, day one rights"), unless that comma is a list's ("hiring, firing and pay").
  const head = /,\s[^,]+\s(?:and|or)\s/.test(topic) ? topic : topic.split(/,\s/)[0];
  const words = head.split(/\s+/);
  const title = words.length > 8 ? `${words.slice(0, 8).join(" ")}…` : head;
  const who = lowerFirst(audience ?? (profileType === "company" ? "customers" : "clients"));
  // Said back to the member: "our new office" is "your new office".
  const said = topic
    .replace(/\b(?:my|our)\b/gi, "your")
    .replace(/\b(?:me|us)\b/gi, "you")
    .replace(/\bI\b/g, "you");
  // The member's own news ("our new Leeds depot opening in March") is told, not taken a stand on.
  const news = /^(?:our|my)\s/i.test(topic);
  return {
    title: `${title.charAt(0).toUpperCase()}${title.slice(1)}`,
    hook: `${head.charAt(0).toUpperCase()}${head.slice(1)}: what ${who} should know.`,
    question: news
      ? `You said you'd like to post about ${said}. What's the news, and what will it change for ${who}? One detail (a date, a number, a name) helps.`
      : `You said you'd like to post about ${said}. What should ${who} know about it, and where do you stand? One example you have seen helps.`,
    // What they went on to say of it is the start of the draft.
    seed: already.length ? polish(already.join(" ")) : "",
  };
}

/** The planned instants: from tomorrow in the member's zone, on the posting days, twelve of them. */
function slotsAhead(slots: PopularitySlot[], timeZone: string, now: number): number[] {
  const days = postingDays(slots);
  const today = instantToZoned(now, timeZone).date;
  const out: number[] = [];
  for (let offset = 1; offset <= WEEKS * 7 + 7 && out.length < WEEKS * POSTS_PER_WEEK; offset++) {
    const date = new Date(Date.parse(`${today}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const slot = days.find((d) => d.day === weekday);
    if (slot) out.push(zonedTimeToInstant({ date, time: slot.time }, timeZone));
  }
  return out;
}

/** How popular an instant is in the profile: its weekday and hour on the member's clock. */
function popularityAt(slots: PopularitySlot[], at: number, timeZone: string): number {
  const { date, time } = instantToZoned(at, timeZone);
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return slots.find((s) => s.day === day && s.time === `${time.slice(0, 2)}:00`)?.popularity ?? 0;
}

/**
 * With the account's posting slots (docs/decisions/044): its free slots from tomorrow, three a
 * week on different days, the days whose best free slot scores highest in the account's best
 * times (docs/decisions/054), each at that slot; a week with fewer free days topped up from its
 * other free slots, best first, and a full week skipped, as far as the queue looks.
 */
function freeSlotsAhead(posting: { slots: PostingSlot[]; taken: number[] }, best: PopularitySlot[], timeZone: string, now: number): number[] {
  const tomorrow = new Date(Date.parse(`${instantToZoned(now, timeZone).date}T12:00:00Z`) + DAY).toISOString().slice(0, 10);
  const start = zonedTimeToInstant({ date: tomorrow, time: "00:00" }, timeZone);
  const held = [...posting.taken];
  const out: number[] = [];
  for (let week = 0; week < QUEUE_LOOKAHEAD_WEEKS && out.length < WEEKS * POSTS_PER_WEEK; week++) {
    const free = freeSlots(posting.slots, held, start + week * 7 * DAY - 1, timeZone, Number.POSITIVE_INFINITY, 1)
      .map((at) => ({ at, popularity: popularityAt(best, at, timeZone) }))
      // The most popular first; of equals, the earlier.
      .sort((a, b) => b.popularity - a.popularity || a.at - b.at);
    const byDay = new Map<string, number>();
    for (const { at } of free) {
      const date = instantToZoned(at, timeZone).date;
      if (!byDay.has(date)) byDay.set(date, at);
    }
    const wanted = Math.min(POSTS_PER_WEEK, WEEKS * POSTS_PER_WEEK - out.length);
    const picked = new Set([...byDay.values()].slice(0, wanted));
    for (const { at } of free) if (picked.size < wanted) picked.add(at);
    const chosen = [...picked].sort((a, b) => a - b);
    out.push(...chosen);
    held.push(...chosen);
  }
  return out;
}

/**
 * `slots`: the account's best times (its own or the default, docs/decisions/054). `posting`: the
 * account's posting slots and the instants its posts already hold; the calendar then fills free
 * slots, the most popular first. Without them, the best weekdays at their best hours.
 */
export function planCalendar(input: {
  profile: Profile;
  slots: PopularitySlot[];
  timeZone: string;
  now: number;
  posting?: { slots: PostingSlot[]; taken: number[] };
}): PlannedPost[] {
  const { profile } = input;
  const at = input.posting ? freeSlotsAhead(input.posting, input.slots, input.timeZone, input.now) : slotsAhead(input.slots, input.timeZone, input.now);
  const total = at.length;
  const pieces = gatherMaterial(profile);
  const drafts: Array<{ piece: Piece; type: PostType }> = [];
  const ideas: Array<{ type: PostType; idea: Idea; kind: MaterialKind }> = [];
  for (const piece of pieces) {
    const type = postTypeFor(piece);
    if (canCarryPost(piece)) drafts.push({ piece, type });
    else ideas.push({ type, idea: ideaFrom(piece, type), kind: piece.kind });
  }
  drafts.splice(total);
  const context = contextOf(profile);
  // A topic the member asked for is a card of its own, before any the catalogue suggests. (Kind
  // "note": it says nothing of which kinds of material the member still owes.)
  for (const wish of gatherWishes(profile))
    if (wish.kind === "topic") ideas.push({ type: "opinion", kind: "note", idea: topicIdea(wish, context.audience, profile.profileType) });
  // Idea cards for what is missing: kinds the member gave no post for come first.
  const covered = new Set<MaterialKind>(drafts.map((d) => d.piece.kind));
  for (const i of ideas) covered.add(i.kind);
  const catalogue = prompts(profile.profileType, context.audience);
  // A question the member already answered is never asked again.
  const answered = new Set(pieces.map((p) => p.question.trim().toLowerCase()));
  // Ziva's five (the first five prompts) are asked again only for a kind the member has given nothing of.
  const open = catalogue.filter((p, i) => !answered.has(p.question.toLowerCase()) && !(i < 5 && covered.has(p.kind)));
  const fresh = [...open.filter((p) => !covered.has(p.kind)), ...open.filter((p) => covered.has(p.kind))];
  for (const p of fresh) {
    if (drafts.length + ideas.length >= total) break;
    ideas.push({ type: p.type, kind: p.kind, idea: { title: p.title, hook: p.hook, question: p.question, seed: "" } });
  }
  ideas.splice(total - drafts.length);
  // Drafts spread over the month (a week never goes without one while there are drafts); ideas in between.
  const draftAt = new Set(drafts.map((_, i) => Math.floor((i * total) / Math.max(1, drafts.length))));
  const promoteAt = choosePromoted(drafts, promotionOf(profile) !== null);
  const planned: PlannedPost[] = [];
  let d = 0;
  let i = 0;
  for (let n = 0; n < total; n++) {
    if ((draftAt.has(n) && d < drafts.length) || i >= ideas.length) {
      const draft = drafts[d];
      if (!draft) break;
      planned.push({
        n,
        at: at[n],
        postType: draft.type,
        tone: TONE_FOR[draft.type],
        piece: draft.piece,
        idea: null,
        promote: promoteAt.has(d),
        addressAudience: d % 2 === 1,
      });
      d++;
    } else {
      const idea = ideas[i++];
      planned.push({ n, at: at[n], postType: idea.type, tone: TONE_FOR[idea.type], piece: null, idea: idea.idea, promote: false, addressAudience: false });
    }
  }
  return planned;
}

/** At most two drafts carry the promotion: results and answers first, never two in a row. */
function choosePromoted(drafts: Array<{ type: PostType }>, hasPromotion: boolean): Set<number> {
  const chosen = new Set<number>();
  if (!hasPromotion) return chosen;
  const order = drafts
    .map((d, i) => ({ i, rank: d.type === "result" || d.type === "qa" ? 0 : d.type === "list" ? 1 : 2 }))
    .sort((a, b) => a.rank - b.rank || b.i - a.i);
  for (const { i } of order) {
    if (chosen.size >= PROMOTED_AT_MOST) break;
    if (chosen.has(i - 1) || chosen.has(i + 1)) continue;
    chosen.add(i);
  }
  return chosen;
}
