/**
 * Best times to post (spec §2 Best-times chart, §9 Popularity slots): 24 hourly slots per
 * weekday with a popularity score. From the team's own published posts' engagement when there
 * are enough of them, otherwise the default profile: listed peak hours 90–99, hours 8–20 40–69,
 * other hours 10–29.
 */
export type PopularitySlot = { day: number; time: string; popularity: number }; // day 0 = Sunday
export type ChartBar = { time: string; popularity: number; heightPx: number; shade: 0 | 1 | 2 | 3 | 4 };

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The peak hours of the default profile: before work, lunch, and the commute home on weekdays. */
export const PEAK_HOURS: Record<number, number[]> = { 1: [8, 12], 2: [8, 10, 12], 3: [9, 12, 17], 4: [8, 12, 17], 5: [9, 11], 0: [], 6: [] };

/** Enough published posts with engagement to trust the team's own pattern. */
export const MIN_POSTS_FOR_OWN_PROFILE = 10;

const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
/** A fixed spread inside each band, so the profile is stable from one render to the next. */
const spread = (day: number, hour: number, width: number) => (((day * 7 + hour * 13) % width) + width) % width;

export function defaultSlots(): PopularitySlot[] {
  const slots: PopularitySlot[] = [];
  for (let day = 0; day < 7; day++) {
    for (let hour = 0; hour < 24; hour++) {
      const popularity = PEAK_HOURS[day].includes(hour)
        ? 90 + spread(day, hour, 10)
        : hour >= 8 && hour <= 20
          ? 40 + spread(day, hour, 30)
          : 10 + spread(day, hour, 20);
      slots.push({ day, time: hh(hour), popularity });
    }
  }
  return slots;
}

export type EngagementSample = { day: number; hour: number; engagement: number };

/** The team's own profile, scaled so its best slot scores 99; hours without posts keep the default shape at half weight. */
export function slotsFromEngagement(samples: EngagementSample[]): PopularitySlot[] {
  const base = defaultSlots();
  if (samples.length < MIN_POSTS_FOR_OWN_PROFILE) return base;
  const sums = new Map<string, { total: number; n: number }>();
  for (const s of samples) {
    const key = `${s.day}-${s.hour}`;
    const entry = sums.get(key) ?? { total: 0, n: 0 };
    entry.total += s.engagement;
    entry.n += 1;
    sums.set(key, entry);
  }
  const averages = [...sums.values()].map((v) => v.total / v.n);
  const best = Math.max(...averages, 1);
  return base.map((slot) => {
    const own = sums.get(`${slot.day}-${Number(slot.time.slice(0, 2))}`);
    return own ? { ...slot, popularity: Math.max(1, Math.round((own.total / own.n / best) * 99)) } : { ...slot, popularity: Math.round(slot.popularity / 2) };
  });
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

/** The default time offered when scheduling: the most popular hour of that weekday. */
export function mostPopularTime(slots: PopularitySlot[], day: number): string {
  const ofDay = slots.filter((s) => s.day === day);
  return ofDay.reduce((best, s) => (s.popularity > best.popularity ? s : best), ofDay[0] ?? { time: "09:00", popularity: 0 }).time;
}
