/**
 * Best times to post (spec §2 Best-times chart, §9 Popularity slots; issue 27 item 3, docs/decisions/054):
 * 24 hourly slots per weekday with a popularity score. The default profile until an account has
 * MIN_POSTS_FOR_OWN_PROFILE published posts with numbers, then its own: each post's engagement
 * rate, ranked within the account, by the weekday and hour it went out in the member's zone,
 * smoothed over neighbouring hours and shrunk toward the default. The chart, the posting slots,
 * "Add to queue" and the generated calendar all read the one profile.
 */
export type PopularitySlot = { day: number; time: string; popularity: number }; // day 0 = Sunday
export type ChartBar = { time: string; popularity: number; heightPx: number; shade: 0 | 1 | 2 | 3 | 4 };

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * The default profile's peak hours, each day's best first: the start of the working day, lunch,
 * and the end of it. On the hours the chart draws (it keeps every third slot), so its tallest bar
 * is the hour the planner and the seeded posting slots use.
 */
export const PEAK_HOURS: Record<number, number[]> = { 0: [], 1: [9, 12], 2: [9, 12, 18], 3: [9, 12, 18], 4: [9, 12, 18], 5: [9, 12], 6: [] };
/** The best peak of each weekday: Tuesday to Thursday strongest, then Monday, then Friday; each later peak 3 lower. */
const DAY_TOP: Record<number, number> = { 1: 97, 2: 99, 3: 99, 4: 99, 5: 96 };

/** Enough published posts with numbers to trust the account's own pattern. */
export const MIN_POSTS_FOR_OWN_PROFILE = 10;
/** The most recent posts with numbers the own profile reads (an audience changes). */
export const OWN_PROFILE_POSTS = 200;
/** The default's weight in every hour, in posts: an hour with two posts of its own is half theirs. */
export const PRIOR_WEIGHT = 2;
/** An hour the account has not tried is expected below its average post (1): at most 0.8, at least 0.44, by the default's shape. */
export const PRIOR_LEVEL = 0.8;
/** What a post tells its neighbours: the hours either side on the same day, the same hour on the other working days (or the other weekend day). */
export const NEIGHBOUR_HOUR_WEIGHT = 0.5;
export const SAME_HOUR_OTHER_DAY_WEIGHT = 0.25;

/** Where a profile comes from: the account's last `posts` posts with numbers, or the default. */
export type BestTimesSource = { source: "own"; posts: number } | { source: "default" };
export type BestTimes = { slots: PopularitySlot[]; from: BestTimesSource };

export const BEST_TIMES_TEXT = {
  title: "Best times to post",
  pick: "click a bar to pick it",
  source: (from: BestTimesSource) =>
    from.source === "own" ? `From your last ${from.posts} posts` : `Typical LinkedIn times, until ${MIN_POSTS_FOR_OWN_PROFILE} of your posts have numbers`,
  best: (time: string) => `best ${time}`,
} as const;

const isWeekend = (day: number) => day === 0 || day === 6;
const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
/** A fixed spread inside each band, so the profile is stable from one render to the next. */
const spread = (day: number, hour: number, width: number) => (((day * 7 + hour * 13) % width) + width) % width;

/** The default: listed peak hours 90–99 (the day's best highest), hours 8–20 40–69, other hours 10–29. */
export function defaultSlots(): PopularitySlot[] {
  const slots: PopularitySlot[] = [];
  for (let day = 0; day < 7; day++) {
    for (let hour = 0; hour < 24; hour++) {
      const peak = PEAK_HOURS[day].indexOf(hour);
      const popularity = peak >= 0 ? Math.max(90, DAY_TOP[day] - 3 * peak) : hour >= 8 && hour <= 20 ? 40 + spread(day, hour, 30) : 10 + spread(day, hour, 20);
      slots.push({ day, time: hh(hour), popularity });
    }
  }
  return slots;
}

/** One published post with numbers: when it went out (weekday, hour in the member's zone) and its engagement rate. */
export type RateSample = { day: number; hour: number; rate: number };

/**
 * Each post's rate as a score by its rank within the account: the worst 0.5, the median 1, the
 * best 1.5 (ties share). A viral post counts as the best post, not as fifty ordinary ones.
 */
function rankScores(rates: number[]): number[] {
  const n = rates.length;
  if (n < 2) return rates.map(() => 1);
  const order = rates.map((rate, i) => ({ rate, i })).sort((a, b) => a.rate - b.rate);
  const scores = new Array<number>(n);
  for (let start = 0; start < n; ) {
    let end = start;
    while (end + 1 < n && order[end + 1].rate === order[start].rate) end++;
    const rank = (start + end) / 2;
    for (let k = start; k <= end; k++) scores[order[k].i] = 0.5 + rank / (n - 1);
    start = end + 1;
  }
  return scores;
}

/**
 * The account's own profile (docs/decisions/054). Every hour's score is a weighted mean: the
 * scores of its own posts (weight 1), of posts an hour either side (NEIGHBOUR_HOUR_WEIGHT), of
 * posts at that hour on other days (SAME_HOUR_OTHER_DAY_WEIGHT), and the default's expectation for
 * that hour (PRIOR_WEIGHT), PRIOR_LEVEL × (0.55 to 1 by the default's popularity): an untried hour
 * ranks below one where the account's posts did as well as its average. Scaled so the best hour is 99.
 */
export function ownSlots(samples: RateSample[]): PopularitySlot[] {
  const base = defaultSlots();
  const cell = (day: number, hour: number) => day * 24 + hour;
  const prior = base.map((s) => PRIOR_LEVEL * (0.5 + (0.5 * s.popularity) / 99));
  const scores = rankScores(samples.map((s) => s.rate));
  const weight = new Array<number>(168).fill(0);
  const total = new Array<number>(168).fill(0);
  const add = (at: number, w: number, score: number) => {
    const c = ((at % 168) + 168) % 168;
    weight[c] += w;
    total[c] += w * score;
  };
  samples.forEach((s, i) => {
    const at = cell(s.day, s.hour);
    add(at, 1, scores[i]);
    // Across midnight too: 23:00 on Monday is next to 00:00 on Tuesday.
    add(at - 1, NEIGHBOUR_HOUR_WEIGHT, scores[i]);
    add(at + 1, NEIGHBOUR_HOUR_WEIGHT, scores[i]);
    for (let day = 0; day < 7; day++) if (day !== s.day && isWeekend(day) === isWeekend(s.day)) add(cell(day, s.hour), SAME_HOUR_OTHER_DAY_WEIGHT, scores[i]);
  });
  const smoothed = base.map((_, c) => (total[c] + PRIOR_WEIGHT * prior[c]) / (weight[c] + PRIOR_WEIGHT));
  const best = Math.max(...smoothed);
  return base.map((slot, c) => ({ ...slot, popularity: Math.max(1, Math.round((smoothed[c] / best) * 99)) }));
}

/** The account's profile from its posts with numbers (newest first): its own from MIN_POSTS_FOR_OWN_PROFILE on, else the default. */
export function bestTimesFrom(samples: RateSample[]): BestTimes {
  const recent = samples.slice(0, OWN_PROFILE_POSTS);
  if (recent.length < MIN_POSTS_FOR_OWN_PROFILE) return { slots: defaultSlots(), from: { source: "default" } };
  return { slots: ownSlots(recent), from: { source: "own", posts: recent.length } };
}

/** Every third slot of a day, bars scaled to the tallest (20 px minimum, 150 px scale), five shades. */
export function chartBars(daySlots: Array<{ time: string; popularity: number }>): ChartBar[] {
  const kept = daySlots.filter((_, i) => i % 3 === 0);
  const max = Math.max(...kept.map((s) => s.popularity), 1);
  return kept.map((s) => ({
    time: s.time,
    popularity: s.popularity,
    heightPx: Math.max(20, Math.round((s.popularity / max) * 150)),
    shade: s.popularity > 80 ? 4 : s.popularity > 60 ? 3 : s.popularity > 40 ? 2 : s.popularity > 20 ? 1 : 0,
  }));
}

/** The default time offered when scheduling: the most popular hour of that weekday (the earliest of equals). */
export function mostPopularTime(slots: PopularitySlot[], day: number): string {
  const ofDay = slots.filter((s) => s.day === day);
  return ofDay.reduce((best, s) => (s.popularity > best.popularity ? s : best), ofDay[0] ?? { time: "09:00", popularity: 0 }).time;
}
