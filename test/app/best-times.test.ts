import { describe, expect, it } from "vitest";
import {
  BEST_TIMES_TEXT,
  bestTimesFrom,
  chartBars,
  defaultSlots,
  mostPopularTime,
  OWN_PROFILE_POSTS,
  ownSlots,
  PEAK_HOURS,
  type PopularitySlot,
  type RateSample,
} from "~/spec/best-times";
import { isUntouchedSeed, seedSlots, suggestedSlots } from "~/spec/posting-slots";

describe("default popularity profile", () => {
  const slots = defaultSlots();
  it("has 24 hourly slots for each weekday", () => {
    expect(slots).toHaveLength(7 * 24);
    expect(slots.filter((s) => s.day === 3).map((s) => s.time)).toEqual(Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`));
  });
  it("scores peak hours 90–99, hours 8–20 40–69, the rest 10–29", () => {
    for (const s of slots) {
      const hour = Number(s.time.slice(0, 2));
      if (PEAK_HOURS[s.day].includes(hour)) expect(s.popularity).toBeGreaterThanOrEqual(90), expect(s.popularity).toBeLessThanOrEqual(99);
      else if (hour >= 8 && hour <= 20) expect(s.popularity).toBeGreaterThanOrEqual(40), expect(s.popularity).toBeLessThanOrEqual(69);
      else expect(s.popularity).toBeGreaterThanOrEqual(10), expect(s.popularity).toBeLessThanOrEqual(29);
    }
  });
  it("offers the most popular hour as the default time", () => {
    const tuesday = slots.filter((s) => s.day === 2);
    const best = tuesday.reduce((a, b) => (b.popularity > a.popularity ? b : a));
    expect(mostPopularTime(slots, 2)).toBe(best.time);
    expect(PEAK_HOURS[2]).toContain(Number(best.time.slice(0, 2)));
  });
});

describe("the default agrees with the plan", () => {
  const slots = defaultSlots();
  it("each weekday's tallest bar is its best hour, on an hour the chart draws", () => {
    for (const day of [1, 2, 3, 4, 5]) {
      const best = mostPopularTime(slots, day);
      expect(best).toBe(`${String(PEAK_HOURS[day][0]).padStart(2, "0")}:00`);
      const bars = chartBars(slots.filter((s) => s.day === day));
      expect(bars.reduce((a, b) => (b.popularity > a.popularity ? b : a)).time).toBe(best);
    }
  });
  it("Tuesday to Thursday are the strongest days", () => {
    const top = (day: number) => Math.max(...slots.filter((s) => s.day === day).map((s) => s.popularity));
    expect([2, 3, 4].map(top)).toEqual([99, 99, 99]);
    expect(top(1)).toBeLessThan(99);
    expect(top(5)).toBeLessThan(99);
  });
});

/** `n` posts on Tuesday to Thursday at `hour`, with rates around `rate`. */
const posts = (n: number, hour: number, rate: number): RateSample[] =>
  Array.from({ length: n }, (_, i) => ({ day: 2 + (i % 3), hour, rate: rate + (i % 4) * 0.001 }));
const rank = (slots: PopularitySlot[], day: number, time: string) =>
  [...slots].sort((a, b) => b.popularity - a.popularity).findIndex((s) => s.day === day && s.time === time);

describe("the account's own profile", () => {
  it("needs ten posts with numbers, else the default", () => {
    expect(bestTimesFrom(posts(9, 7, 0.05))).toEqual({ slots: defaultSlots(), from: { source: "default" } });
    const own = bestTimesFrom(posts(10, 7, 0.05));
    expect(own.from).toEqual({ source: "own", posts: 10 });
    expect(mostPopularTime(own.slots, 2)).toBe("07:00");
  });
  it("puts the hour whose posts did better on top, scaled to 99", () => {
    const slots = ownSlots([...posts(6, 17, 0.06), ...posts(6, 9, 0.02)]);
    for (const day of [2, 3, 4]) expect(mostPopularTime(slots, day)).toBe("17:00");
    expect(Math.max(...slots.map((s) => s.popularity))).toBe(99);
    expect(slots.find((s) => s.day === 2 && s.time === "09:00")!.popularity).toBeLessThan(slots.find((s) => s.day === 2 && s.time === "17:00")!.popularity);
  });
  it("one viral post at a lone hour does not become the best hour", () => {
    const slots = ownSlots([...posts(5, 9, 0.03), ...posts(5, 12, 0.03), { day: 2, hour: 6, rate: 0.9 }]);
    expect(mostPopularTime(slots, 2)).not.toBe("06:00");
    expect(rank(slots, 2, "06:00")).toBeGreaterThan(5);
  });
  it("hours without posts keep the default's shape, below the hours that worked", () => {
    const slots = ownSlots(posts(10, 9, 0.04));
    const at = (day: number, time: string) => slots.find((s) => s.day === day && s.time === time)!.popularity;
    // Monday has no posts: its 12:00 (a default peak) beats its 03:00, and neither beats Tuesday's 09:00.
    expect(at(1, "12:00")).toBeGreaterThan(at(1, "03:00"));
    expect(at(2, "09:00")).toBeGreaterThan(at(1, "12:00"));
    // Weekends learn nothing from weekdays' hours.
    expect(at(6, "09:00")).toBeLessThan(at(1, "09:00"));
  });
  it("keeps the last OWN_PROFILE_POSTS posts", () => {
    expect(bestTimesFrom(posts(OWN_PROFILE_POSTS + 30, 9, 0.04)).from).toEqual({ source: "own", posts: OWN_PROFILE_POSTS });
  });
  it("says where it comes from", () => {
    expect(BEST_TIMES_TEXT.source({ source: "own", posts: 14 })).toBe("From your last 14 posts");
    expect(BEST_TIMES_TEXT.source({ source: "default" })).toMatch(/^Typical LinkedIn times, until 10 of your posts have numbers$/);
  });
});

describe("posting slots from best times", () => {
  it("the seed is the default's peak hours; an untouched seed (today's or the earlier one) is recognised, a member's week is not", () => {
    expect(seedSlots()).toContainEqual({ weekday: 2, time: "09:00" });
    expect(isUntouchedSeed([...seedSlots()].reverse())).toBe(true);
    const earlier = [
      [1, 8],
      [1, 12],
      [2, 8],
      [2, 10],
      [2, 12],
      [3, 9],
      [3, 12],
      [3, 17],
      [4, 8],
      [4, 12],
      [4, 17],
      [5, 9],
      [5, 11],
    ].map(([weekday, h]) => ({ weekday, time: `${String(h).padStart(2, "0")}:00` }));
    expect(isUntouchedSeed(earlier)).toBe(true);
    expect(isUntouchedSeed(seedSlots().slice(1))).toBe(false);
    expect(isUntouchedSeed([...seedSlots(), { weekday: 6, time: "10:00" }])).toBe(false);
  });
  it("suggested from an own profile: as many as the seed, the best hours first, at most three a day, three hours apart", () => {
    const suggested = suggestedSlots(ownSlots([...posts(6, 17, 0.06), ...posts(6, 9, 0.02)]));
    expect(suggested).toHaveLength(seedSlots().length);
    for (const day of [2, 3, 4]) expect(suggested).toContainEqual({ weekday: day, time: "17:00" });
    for (let day = 0; day < 7; day++) {
      const hours = suggested.filter((s) => s.weekday === day).map((s) => Number(s.time.slice(0, 2)));
      expect(hours.length).toBeLessThanOrEqual(3);
      for (const a of hours) for (const b of hours) if (a !== b) expect(Math.abs(a - b)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("chart bars", () => {
  const day = Array.from({ length: 24 }, (_, h) => ({
    time: `${String(h).padStart(2, "0")}:00`,
    popularity: h === 12 ? 95 : h === 9 ? 81 : h === 15 ? 61 : h === 18 ? 41 : h === 21 ? 21 : 5,
  }));
  const bars = chartBars(day);
  it("keep every third slot", () => {
    expect(bars.map((b) => b.time)).toEqual(["00:00", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00", "21:00"]);
  });
  it("scale to the tallest on 150 px with a 20 px minimum", () => {
    expect(bars.find((b) => b.time === "12:00")?.heightPx).toBe(150);
    expect(bars.find((b) => b.time === "09:00")?.heightPx).toBe(Math.round((81 / 95) * 150));
    expect(bars.find((b) => b.time === "00:00")?.heightPx).toBe(20);
  });
  it("shade above 80, 60, 40, 20", () => {
    expect(bars.map((b) => b.shade)).toEqual([0, 0, 0, 4, 4, 3, 2, 1]);
  });
});
