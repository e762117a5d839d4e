/** The calendar's views and moves as rules (issue 24): targets, refusals, new times, the arrow keys, the URL. */
import { describe, expect, it } from "vitest";
import { addDays, type CalendarPost, daysRange, parseDay, parseView, viewHref, weekOf, weekTitle } from "~/lib/calendar";
import {
  canMove,
  dayTarget,
  dragRefusal,
  dropRefusal,
  hourTarget,
  MOVE_REFUSALS,
  movedTo,
  neighbourTarget,
  parseTarget,
  postTarget,
  targetLabel,
} from "~/lib/calendar-moves";

const post = (status: string, scheduledAt: string | null = "2026-12-03T13:30:00Z"): CalendarPost => ({
  id: "p1",
  title: "Hiring our first designer",
  status,
  scheduledAt,
});
const NOW = Date.parse("2026-11-25T10:00:00Z");
const berlin = "Europe/Berlin";

describe("which posts move", () => {
  it("drafts, scheduled and failed posts move; published, publishing and in-doubt posts stay, each with its reason", () => {
    expect(["draft", "scheduled", "failed"].map((s) => canMove(post(s)))).toEqual([true, true, true]);
    expect(dragRefusal(post("published"))).toBe(MOVE_REFUSALS.published);
    expect(dragRefusal(post("publishing"))).toBe(MOVE_REFUSALS.publishing);
    expect(dragRefusal(post("unknown"))).toBe(MOVE_REFUSALS.unknown);
  });
});

describe("a drop", () => {
  it("on another day keeps the time of day in the member's zone, across a daylight-saving change", () => {
    // 14:30 in Berlin on 3 December (winter, UTC+1); dropped on 3 April (summer, UTC+2): still 14:30 there.
    expect(new Date(movedTo(post("scheduled"), { kind: "day", date: "2027-04-03" }, berlin)!).toISOString()).toBe("2027-04-03T12:30:00.000Z");
  });

  it("on an hour of the week keeps the minutes", () => {
    expect(new Date(movedTo(post("scheduled"), { kind: "hour", date: "2026-12-04", hour: 9 }, berlin)!).toISOString()).toBe("2026-12-04T08:30:00.000Z");
  });

  it("is refused on a past day, on the earlier hours of today, and on a published post, in plain words", () => {
    expect(dropRefusal(post("scheduled"), { kind: "day", date: "2026-11-24" }, berlin, NOW)).toBe(MOVE_REFUSALS.past);
    expect(dropRefusal(post("scheduled"), { kind: "hour", date: "2026-11-25", hour: 8 }, berlin, NOW)).toBe(MOVE_REFUSALS.past);
    expect(dropRefusal(post("scheduled"), { kind: "hour", date: "2026-11-25", hour: 15 }, berlin, NOW)).toBeNull();
    expect(dropRefusal(post("scheduled"), { kind: "post", postId: "other" }, berlin, NOW)).toBe(MOVE_REFUSALS.ontoPublished);
    expect(dropRefusal(post("published"), { kind: "day", date: "2026-12-10" }, berlin, NOW)).toBe(MOVE_REFUSALS.published);
  });
});

describe("drop targets and the arrow keys", () => {
  it("name a day, an hour or a published post, and read back", () => {
    expect(parseTarget(dayTarget("2026-12-03"))).toEqual({ kind: "day", date: "2026-12-03" });
    expect(parseTarget(hourTarget("2026-12-03", 7))).toEqual({ kind: "hour", date: "2026-12-03", hour: 7 });
    expect(parseTarget(postTarget("abc:def"))).toEqual({ kind: "post", postId: "abc:def" });
    expect(parseTarget("nonsense")).toBeNull();
    expect(targetLabel({ kind: "hour", date: "2026-12-03", hour: 7 }, () => "")).toBe("Thursday, December 3 at 07:00");
  });

  it("move a day sideways and a week up or down in the month; an hour up or down and a day sideways in the week", () => {
    expect(neighbourTarget(dayTarget("2026-11-30"), "ArrowRight")).toBe(dayTarget("2026-12-01"));
    expect(neighbourTarget(dayTarget("2026-12-03"), "ArrowUp")).toBe(dayTarget("2026-11-26"));
    expect(neighbourTarget(dayTarget("2026-12-03"), "ArrowDown")).toBe(dayTarget("2026-12-10"));
    expect(neighbourTarget(hourTarget("2026-12-03", 9), "ArrowUp")).toBe(hourTarget("2026-12-03", 8));
    expect(neighbourTarget(hourTarget("2026-12-03", 9), "ArrowLeft")).toBe(hourTarget("2026-12-02", 9));
    expect(neighbourTarget(hourTarget("2026-12-03", 23), "ArrowDown")).toBeNull();
    expect(neighbourTarget(hourTarget("2026-12-03", 0), "ArrowUp")).toBeNull();
    expect(neighbourTarget(dayTarget("2026-12-03"), "KeyA")).toBeNull();
  });
});

describe("views in the address", () => {
  it("month by default; week and list with their day; nonsense falls back", () => {
    expect(parseView(null)).toBe("month");
    expect(parseView("week")).toBe("week");
    expect(parseView("<script>")).toBe("month");
    expect(parseDay("2026-02-30", "2026-11-25")).toBe("2026-11-25");
    expect(parseDay("2026-12-03", "2026-11-25")).toBe("2026-12-03");
    expect(viewHref("week", "2026-12-03")).toBe("?view=week&date=2026-12-03");
    expect(viewHref("month", "2026-12-03")).toBe("?month=2026-12");
  });

  it("a week runs Sunday to Saturday, titled by its range; its instants are the member's midnights", () => {
    const week = weekOf("2026-12-03");
    expect(week).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
    expect(weekTitle(week)).toBe("Nov 29 – Dec 5, 2026");
    expect(weekTitle(weekOf("2026-12-09"))).toBe("Dec 6 – 12, 2026");
    expect(weekTitle(weekOf("2026-12-30"))).toBe("Dec 27, 2026 – Jan 2, 2027");
    const { from, to } = daysRange(week[0], week[6], berlin);
    expect(new Date(from).toISOString()).toBe("2026-11-28T23:00:00.000Z");
    expect(new Date(to).toISOString()).toBe("2026-12-05T23:00:00.000Z");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
