/**
 * One account's analytics for a period (issue 27 item 2), from what db/analytics.ts reads: the
 * numbers gained in the period and the period before (their change), a line per day of
 * impressions and engagement in the member's time zone, the top posts by engagement rate, and the
 * engagement rate by the weekday and hour the posts went out. Pure: tested without a database.
 */
import { engagementOf } from "../../app/spec/analytics";
import type { MetricGain, PostWithNumbers } from "../db/analytics";

const DAY = 86_400_000;
/** A post needs this many impressions before its rate means anything in the top posts. */
export const TOP_POST_MIN_IMPRESSIONS = 50;
export const TOP_POSTS = 5;

export type Totals = { impressions: number; reactions: number; comments: number; reshares: number; saves: number; interactions: number; rate: number | null };

function totalsOf(gains: MetricGain[]): Totals {
  const sum = { impressions: 0, reactions: 0, comments: 0, reshares: 0, saves: 0 };
  for (const g of gains) {
    sum.impressions += g.impressions;
    sum.reactions += g.reactions;
    sum.comments += g.comments;
    sum.reshares += g.reshares;
    sum.saves += g.saves;
  }
  const { interactions, rate } = engagementOf(sum);
  return { ...sum, interactions, rate };
}

/** The change in percent, whole; null when there was nothing to compare with. */
export const changePct = (now: number, before: number) => (before > 0 ? Math.round(((now - before) / before) * 100) : null);

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The date, weekday (0 = Monday) and hour of an instant in a zone. */
export function zoned(at: number, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short", hour: "2-digit", hourCycle: "h23" });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, hour: Number(parts.hour) };
}

/** The post's start as a reader sees it: up to about 160 characters, cut at a word, with "…" when cut. */
export function excerptOf(content: string, max = 160) {
  const text = content.trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("\n")));
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}

export type AnalyticsReport = ReturnType<typeof buildReport>;

export function buildReport(input: {
  days: number;
  now: number;
  timeZone: string;
  gains: MetricGain[];
  previousGains: MetricGain[];
  posts: PostWithNumbers[];
}) {
  const { days, now, timeZone } = input;
  const totals = totalsOf(input.gains);
  const previous = input.previousGains.length ? totalsOf(input.previousGains) : null;

  // One point per day of the period, in the member's zone, zero where nothing was gained.
  const byDay = new Map<string, { impressions: number; interactions: number }>();
  for (let i = days - 1; i >= 0; i--) byDay.set(zoned(now - i * DAY, timeZone).date, { impressions: 0, interactions: 0 });
  for (const g of input.gains) {
    const day = byDay.get(zoned(g.collectedAt, timeZone).date);
    if (!day) continue;
    day.impressions += g.impressions;
    day.interactions += g.reactions + g.comments + g.reshares + g.saves;
  }

  const withRates = input.posts.map((p) => ({ ...p, ...engagementOf(p) }));
  const topPosts = withRates
    .filter((p) => (p.impressions ?? 0) >= TOP_POST_MIN_IMPRESSIONS && p.rate !== null)
    .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0) || (b.impressions ?? 0) - (a.impressions ?? 0))
    .slice(0, TOP_POSTS)
    .map((p) => ({
      id: p.id,
      title: p.title,
      excerpt: excerptOf(p.content),
      publishedAt: new Date(p.publishedAt).toISOString(),
      urn: p.urn,
      impressions: p.impressions ?? 0,
      interactions: p.interactions,
      rate: p.rate ?? 0,
    }));

  // Engagement by when the posts went out: the rate of all their numbers together, per weekday and hour.
  const cells = new Map<string, { weekday: number; hour: number; posts: number; impressions: number; interactions: number }>();
  for (const p of withRates) {
    if (!p.impressions) continue;
    const { weekday, hour } = zoned(p.publishedAt, timeZone);
    const key = `${weekday}:${hour}`;
    const cell = cells.get(key) ?? { weekday, hour, posts: 0, impressions: 0, interactions: 0 };
    cell.posts += 1;
    cell.impressions += p.impressions;
    cell.interactions += p.interactions;
    cells.set(key, cell);
  }
  const byWeekdayHour = [...cells.values()]
    .map((c) => ({ weekday: c.weekday, hour: c.hour, posts: c.posts, rate: c.interactions / c.impressions }))
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);

  return {
    days,
    totals,
    change: previous
      ? { impressions: changePct(totals.impressions, previous.impressions), interactions: changePct(totals.interactions, previous.interactions) }
      : { impressions: null, interactions: null },
    posts: input.posts.length,
    postsWithNumbers: input.posts.filter((p) => p.impressions !== null).length,
    daily: [...byDay.entries()].map(([date, d]) => ({ date, ...d })),
    topPosts,
    byWeekdayHour,
  };
}
