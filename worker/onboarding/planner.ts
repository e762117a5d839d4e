/**
 * A month of posts from an onboarding profile: a cadence a member can live with (three a week),
 * on the team's three best weekdays at each day's best hour, a mix of categories and tones, and
 * never the same template twice in a row. Each slot is written from one facet of what the member
 * told us (their goals, their audience, a promotion, their journey…), so the posts differ in
 * substance, not only in form. Pure: the job writes and saves what this plans.
 */
import type { PopularitySlot } from "../../app/spec/best-times";
import { TEMPLATES, type Template, type TemplateCategory } from "../../app/spec/templates";
import { instantToZoned, zonedTimeToInstant } from "../../app/spec/time";
import type { Tone } from "../ai/prompts";

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
};

export type PlannedPost = { n: number; at: number; category: TemplateCategory; tone: Tone; templateId: string; brief: string };

export const WEEKS = 4;
export const POSTS_PER_WEEK = 3;
const DAY = 86_400_000;

const CATEGORY_MIX: Record<Profile["profileType"], TemplateCategory[]> = {
  individual: [
    "Personal Experiences",
    "Expert Advice",
    "Lessons from Mistakes",
    "Practical Tips",
    "Learning Insights",
    "Inspirational Stories",
    "Debunking Myths",
    "Achievements and Milestones",
    "Tools Recommendations",
  ],
  company: [
    "Expert Advice",
    "News Updates",
    "Practical Tips",
    "Achievements and Milestones",
    "Debunking Myths",
    "Tools Recommendations",
    "Learning Insights",
    "Inspirational Stories",
    "Moment Marketing contents",
  ],
};
const TONE_MIX: Record<Profile["profileType"], Tone[]> = {
  individual: ["Anecdote", "Professional", "Motivational", "Funny"],
  company: ["Professional", "Anecdote", "Professional", "Motivational"],
};

/** The facets of the profile as briefs, each in the member's own words; the content style is how, not what. */
function facets(p: Profile): string[] {
  const out: string[] = [];
  const add = (label: string, value?: string | null) => {
    const v = value?.trim();
    if (v) out.push(`${label}: ${v}`);
  };
  add("goal", p.mainGoals);
  add("audience", p.targetAudience);
  add("product", p.product);
  add("promotion", p.specificPromotions);
  add("journey", p.journey);
  add("other", p.other);
  for (const line of (p.transcript ?? "").split(/\n+/)) {
    const answer = line
      .replace(/^(?:Ziva|Q\d*|Question)[^:]*:.*$/i, "")
      .replace(/^(?:You|A\d*|Answer|Member)\s*:\s*/i, "")
      .trim();
    if (answer.split(/\s+/).length >= 5) out.push(answer);
  }
  if (out.length === 0) add("website", p.websiteUrl);
  return out.length ? out : ["goal: share what I know with the people I work for"];
}

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

export function planCalendar(input: { profile: Profile; slots: PopularitySlot[]; timeZone: string; now: number }): PlannedPost[] {
  const { profile, slots, timeZone, now } = input;
  const days = postingDays(slots);
  const briefs = facets(profile);
  const categories = CATEGORY_MIX[profile.profileType];
  const tones = TONE_MIX[profile.profileType];
  const planned: PlannedPost[] = [];
  let lastTemplate: string | null = null;
  const used = new Map<TemplateCategory, number>();
  // From tomorrow, in the member's zone, for four weeks.
  const today = instantToZoned(now, timeZone).date;
  for (let offset = 1; offset <= WEEKS * 7 && planned.length < WEEKS * POSTS_PER_WEEK; offset++) {
    const date = new Date(Date.parse(`${today}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const slot = days.find((d) => d.day === weekday);
    if (!slot) continue;
    const n = planned.length;
    const category = categories[n % categories.length];
    const inCategory = TEMPLATES.filter((t: Template) => t.category === category);
    const turn = used.get(category) ?? 0;
    let template = inCategory[turn % inCategory.length];
    if (template.id === lastTemplate) template = inCategory[(turn + 1) % inCategory.length];
    used.set(category, turn + 1);
    lastTemplate = template.id;
    planned.push({
      n,
      at: zonedTimeToInstant({ date, time: slot.time }, timeZone),
      category,
      tone: tones[n % tones.length],
      templateId: template.id,
      brief: briefs[n % briefs.length],
    });
  }
  return planned;
}
