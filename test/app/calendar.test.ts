import { describe, expect, it } from "vitest";
import {
  addMonths,
  badgeLabel,
  type CalendarPost,
  canAddOn,
  menuOpensUp,
  monthGrid,
  monthRange,
  monthTitle,
  parseMonth,
  postsByDay,
  tileTime,
  unreadableDates,
} from "~/lib/calendar";

const post = (id: string, scheduledAt: string | null, status = "scheduled"): CalendarPost => ({ id, title: id, status, scheduledAt });

describe("month grid", () => {
  it("November 2026 starts on a Sunday and fills five whole weeks, blanks after the 30th", () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toEqual({ date: "2026-11-01", day: 1 });
    expect(weeks[4].map((c) => c?.day ?? null)).toEqual([29, 30, null, null, null, null, null]);
  });

  it("pads the first week with blanks before the 1st (May 2026 starts on a Friday)", () => {
    const weeks = monthGrid({ year: 2026, month: 5 });
    expect(weeks[0].map((c) => c?.day ?? null)).toEqual([null, null, null, null, null, 1, 2]);
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("February 2026 is exactly four weeks", () => {
    expect(monthGrid({ year: 2026, month: 2 })).toHaveLength(4);
  });

  it("titles, navigation and the month in the address", () => {
    expect(monthTitle({ year: 2026, month: 11 })).toBe("November 2026");
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(parseMonth("2027-02", { year: 2026, month: 11 })).toEqual({ year: 2027, month: 2 });
    expect(parseMonth("2027-13", { year: 2026, month: 11 })).toEqual({ year: 2026, month: 11 });
    expect(parseMonth(null, { year: 2026, month: 11 })).toEqual({ year: 2026, month: 11 });
  });
});

describe("past days", () => {
  it("today and later can take a new post; earlier days can't", () => {
    expect(canAddOn("2026-11-21", "2026-11-21")).toBe(true);
    expect(canAddOn("2026-12-01", "2026-11-21")).toBe(true);
    expect(canAddOn("2026-11-20", "2026-11-21")).toBe(false);
  });
});

describe("posts on a day", () => {
  it("are sorted by scheduled time, in the member's zone", () => {
    const byDay = postsByDay(
      [post("late", "2026-11-21T18:00:00Z"), post("early", "2026-11-21T07:00:00Z"), post("midnight-utc", "2026-11-21T23:30:00Z")],
      "Europe/Berlin",
    );
    expect(byDay.get("2026-11-21")?.map((p) => p.id)).toEqual(["early", "late"]);
    expect(byDay.get("2026-11-22")?.map((p) => p.id)).toEqual(["midnight-utc"]); // 00:30 in Berlin
  });

  it("tile time is 'published', HH:mm in 24-hour time, or 'Invalid date'", () => {
    expect(tileTime(post("a", "2026-11-21T17:05:00Z"), "Europe/Berlin")).toBe("18:05");
    expect(tileTime(post("b", "2026-11-21T17:05:00Z", "published"), "Europe/Berlin")).toBe("published");
    expect(tileTime(post("c", "not a date"), "UTC")).toBe("Invalid date");
    expect(tileTime(post("d", null), "UTC")).toBe("Invalid date");
    // Such a tile is kept apart, not dropped: the calendar shows it with 'Invalid date'.
    const list = [post("e", "2026-11-21T17:05:00Z"), post("f", "not a date")];
    expect(unreadableDates(list, "UTC").map((p) => p.id)).toEqual(["f"]);
    expect([...postsByDay(list, "UTC").values()].flat().map((p) => p.id)).toEqual(["e"]);
  });
});

describe("next-month badge", () => {
  it("is hidden at 0, shows 1 to 9 as they are, and 9+ above 9", () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe("1");
    expect(badgeLabel(9)).toBe("9");
    expect(badgeLabel(10)).toBe("9+");
    expect(badgeLabel(250)).toBe("9+");
  });

  it("starts next month at midnight in the member's zone", () => {
    // 1 December 00:00 in Berlin is 30 November 23:00 UTC
    expect(new Date(monthRange({ year: 2026, month: 12 }, "Europe/Berlin").from).toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(new Date(monthRange({ year: 2026, month: 11 }, "UTC").to).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });
});

describe("tile menus", () => {
  it("open upward from the fifth row", () => {
    expect([0, 1, 2, 3, 4, 5].map(menuOpensUp)).toEqual([false, false, false, false, true, true]);
  });
});
