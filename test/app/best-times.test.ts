import { describe, expect, it } from "vitest";
import { chartBars, defaultSlots, mostPopularTime, PEAK_HOURS, slotsFromEngagement } from "~/spec/best-times";

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

describe("the team's own profile", () => {
  it("needs enough published posts, else the default", () => {
    expect(slotsFromEngagement([{ day: 1, hour: 7, engagement: 500 }])).toEqual(defaultSlots());
  });
  it("puts the team's best hour on top", () => {
    const samples = Array.from({ length: 12 }, (_, i) => ({ day: 1, hour: i % 2 === 0 ? 7 : 15, engagement: i % 2 === 0 ? 400 : 100 }));
    const slots = slotsFromEngagement(samples);
    expect(mostPopularTime(slots, 1)).toBe("07:00");
    expect(slots.find((s) => s.day === 1 && s.time === "07:00")?.popularity).toBe(99);
    expect(slots.find((s) => s.day === 1 && s.time === "15:00")?.popularity).toBe(25);
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
