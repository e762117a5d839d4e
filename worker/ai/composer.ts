/**
 * The offline composer: a deterministic writer used when no AI provider is configured (so
 * `npm start` writes real drafts with no network). It fills a template's {placeholders} from
 * the member's input, shapes the text for the tone, and keeps LinkedIn form. It is not a model:
 * the UI says so.
 */
import { capLength } from "./linkedin-text";
import type { Tone } from "./prompts";

const TONE_OPENERS: Record<Tone, string[]> = {
  Anecdote: ["A quick story from this week.", "Something happened that I keep thinking about.", "Let me tell you about a small moment with a big lesson."],
  Motivational: ["You are closer than you think.", "Today is a good day to start.", "Small steps, taken daily, change everything."],
  Funny: ["Confession: I did not see this coming.", "Plot twist nobody asked for.", "I learned this the hard way, so you don't have to."],
  Professional: ["Here is what the evidence shows.", "One lesson worth sharing.", "A practical note for busy teams."],
};

const TONE_CLOSERS: Record<Tone, string[]> = {
  Anecdote: ["That moment changed how I work. What would you have done?", "Funny how the small moments teach the most. Has this happened to you?"],
  Motivational: ["Start today. Future you will thank you.", "Take the first step this week, and tell me how it goes."],
  Funny: ["Laugh, learn, repeat. Anyone else?", "If this made you smile, you've been there too."],
  Professional: ["Curious how others approach this. Thoughts?", "What has worked for your team?"],
};

/** Sensible words for placeholders the member's input did not cover. */
const DEFAULTS: Record<string, string> = {
  audience: "people in your field",
  number: "3",
  timeframe: "the last few months",
  result: "better results",
  metric: "the numbers that matter",
  lesson: "slow down and listen first",
  mistake: "moving too fast",
  company: "our team",
  brand: "our team",
  tool: "a simple checklist",
};

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const pick = <T>(list: T[], seed: string) => list[hash(seed) % list.length];

/** "key: value" lines become named values; the rest becomes the member's sentences. */
export function readInput(userInput: string) {
  const named = new Map<string, string>();
  const sentences: string[] = [];
  for (const line of userInput.split(/\n+/)) {
    const m = /^\s*([A-Za-z][\w ]{0,30}):\s*(.+)$/.exec(line);
    if (m) named.set(m[1].trim().toLowerCase().replace(/\s+/g, "_"), m[2].trim());
    else
      sentences.push(
        ...line
          .split(/(?<=[.!?])\s+/)
          .map((s) => s.trim())
          .filter(Boolean),
      );
  }
  return { named, sentences };
}

const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const stripEnd = (s: string) => s.replace(/[.!?]+$/, "");

export function fillTemplate(template: string, userInput: string): string {
  const { named, sentences } = readInput(userInput);
  const queue = [...sentences];
  const chosen = new Map<string, string>();
  return template.replace(/\{([a-z0-9_]+)\}/gi, (_m, raw: string) => {
    const name = raw.toLowerCase();
    if (chosen.has(name)) return chosen.get(name)!;
    const base = name.replace(/_\d+$/, "");
    // Placeholder names come from a member's template: look up own keys only ({constructor} is not a default).
    const value =
      named.get(name) ??
      named.get(base) ??
      (queue.length ? stripEnd(queue.shift()!) : ((Object.hasOwn(DEFAULTS, base) ? DEFAULTS[base] : undefined) ?? base.replace(/_/g, " ")));
    chosen.set(name, value);
    return value;
  });
}

/** A post from the member's own words, in LinkedIn form: hook, short paragraphs, a question. */
function fromInput(userInput: string, tone: Tone): string {
  const { named, sentences } = readInput(userInput);
  const all = [...named.values(), ...sentences].map((s) => sentenceCase(s.trim()));
  const hook = all[0] ? `${stripEnd(all[0])}.` : pick(TONE_OPENERS[tone], userInput);
  const body = all.slice(1);
  const paragraphs: string[] = [];
  for (let i = 0; i < body.length; i += 2) paragraphs.push(body.slice(i, i + 2).join(" "));
  return [hook, ...paragraphs].join("\n\n");
}

export function compose(input: { template?: string; reference?: string; userInput: string; tone: Tone }): string {
  const seed = `${input.tone}|${input.userInput}`;
  const core = input.template ? fillTemplate(input.template, input.userInput) : fromInput(input.userInput, input.tone);
  const text = [pick(TONE_OPENERS[input.tone], seed), core.trim(), pick(TONE_CLOSERS[input.tone], seed)].join("\n\n");
  return capLength(text.replace(/\n{3,}/g, "\n\n"), 3000);
}

export const COMPOSER_UNDERSTANDS = "shorter, longer, a tone (anecdote, motivational, funny, professional), a question at the end, hashtags";

/** Follows simple instructions offline: shorter, longer, a tone, a question, hashtags. */
export function recompose(content: string, query: string): string {
  const q = query.toLowerCase();
  let paragraphs = content
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const tone = (["anecdote", "motivational", "funny", "professional"] as const).find((t) => q.includes(t) || (t === "funny" && /humou?r|joke/.test(q)));
  if (/short|concise|trim|brief/.test(q)) paragraphs = paragraphs.slice(0, Math.max(2, Math.ceil(paragraphs.length / 2)));
  if (tone) {
    const t = (tone.charAt(0).toUpperCase() + tone.slice(1)) as Tone;
    paragraphs = [pick(TONE_OPENERS[t], content), ...paragraphs.slice(1, -1), pick(TONE_CLOSERS[t], content)];
  }
  if (/question|engag|ask/.test(q) && !paragraphs.at(-1)?.endsWith("?")) paragraphs.push("What do you think?");
  if (/long|expand|detail|more/.test(q) && !/short/.test(q))
    paragraphs.splice(paragraphs.length - 1, 0, "Here is the part most people skip: doing it again next week, and the week after.");
  if (/hashtag/.test(q) && !/#\w/.test(content)) paragraphs.push("#LinkedIn #Growth");
  // An instruction it doesn't understand leaves the post as it was (the UI says what it understands).
  return capLength(paragraphs.join("\n\n"), 3000);
}
