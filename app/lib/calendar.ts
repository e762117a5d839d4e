/**
 * The month grid's rules (spec §2 Calendar, §4, §9), free of React so they are unit-tested:
 * weeks start on Sunday, neighbour-month days are blank, today and later can take new posts,
 * a day's posts are sorted by time, the next-month badge shows 9+ above 9 and nothing at 0.
 */
import { instantToZoned, zonedTimeToInstant } from "~/spec/time";

export type Month = { year: number; month: number }; // month 1–12
export type CalendarPost = { id: string; title: string; status: string; scheduledAt: string | null };
export type Cell = { date: string; day: number } | null; // null: a blank neighbour-month day

export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export function parseMonth(value: string | null, fallback: Month): Month {
  const m = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  if (!m || +m[2] < 1 || +m[2] > 12) return fallback;
  return { year: +m[1], month: +m[2] };
}

export const monthKey = ({ year, month }: Month) => `${year}-${String(month).padStart(2, "0")}`;

export function addMonths({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthTitle({ year, month }: Month, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(year, month - 1, 1));
}

/** Whole weeks, Sunday to Saturday; days outside the month are null (blank). */
export function monthGrid({ year, month }: Month): Cell[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: Cell[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day++) {
    cells.push({ date: `${monthKey({ year, month })}-${String(day).padStart(2, "0")}`, day });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Cell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The instants a month spans in a zone: [start, end). */
export function monthRange(m: Month, timeZone: string): { from: number; to: number } {
  const next = addMonths(m, 1);
  return {
    from: zonedTimeToInstant({ date: `${monthKey(m)}-01`, time: "00:00" }, timeZone),
    to: zonedTimeToInstant({ date: `${monthKey(next)}-01`, time: "00:00" }, timeZone),
  };
}

/** New posts only on today or later (spec §5). Dates compare as YYYY-MM-DD strings. */
export const canAddOn = (date: string, today: string) => date >= today;

export function dayOf(post: CalendarPost, timeZone: string): string | null {
  const at = post.scheduledAt ? Date.parse(post.scheduledAt) : NaN;
  return Number.isNaN(at) ? null : instantToZoned(at, timeZone).date;
}

/** Posts whose date cannot be read: shown apart with 'Invalid date', never dropped from the calendar. */
export function unreadableDates<T extends CalendarPost>(posts: T[], timeZone: string): T[] {
  return posts.filter((post) => dayOf(post, timeZone) === null);
}

/** A day's posts, earliest first. */
export function postsByDay<T extends CalendarPost>(posts: T[], timeZone: string): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const post of posts) {
    const day = dayOf(post, timeZone);
    if (!day) continue;
    const list = byDay.get(day) ?? [];
    list.push(post);
    byDay.set(day, list);
  }
  for (const list of byDay.values()) list.sort((a, b) => Date.parse(a.scheduledAt!) - Date.parse(b.scheduledAt!));
  return byDay;
}

/** 'published', or the scheduled hour and minute in the member's zone, or 'Invalid date'. */
export function tileTime(post: CalendarPost, timeZone: string): string {
  if (post.status === "published") return "published";
  const at = post.scheduledAt ? Date.parse(post.scheduledAt) : NaN;
  if (Number.isNaN(at)) return "Invalid date";
  return instantToZoned(at, timeZone).time;
}

/** The next-month badge: posts from the start of next month on; hidden at 0, 9+ above 9. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

/** Menus of tiles in the fifth row or below open upward, so they stay on screen. */
export const menuOpensUp = (weekIndex: number) => weekIndex >= 4;

/* Views (issue 24): the month stays the default; week and list sit beside it, all in the URL. */

export type CalendarView = "month" | "week" | "list";
export const VIEWS: ReadonlyArray<readonly [CalendarView, string]> = [
  ["month", "Month"],
  ["week", "Week"],
  ["list", "List"],
];
/** How many days the list view shows from its first day. */
export const LIST_DAYS = 28;
export const HOURS = Array.from({ length: 24 }, (_, h) => h);

export const parseView = (value: string | null): CalendarView => (value === "week" || value === "list" ? value : "month");

/** A YYYY-MM-DD that is a real day, else the fallback. */
export function parseDay(value: string | null, fallback: string): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return fallback;
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === value ? value : fallback;
}

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The week (Sunday to Saturday, as the month grid) that holds a day. */
export function weekOf(date: string): string[] {
  const sunday = addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** The instants from the start of `first` to the start of the day after `last`, in a zone. */
export function daysRange(first: string, last: string, timeZone: string): { from: number; to: number } {
  return {
    from: zonedTimeToInstant({ date: first, time: "00:00" }, timeZone),
    to: zonedTimeToInstant({ date: addDays(last, 1), time: "00:00" }, timeZone),
  };
}

/** "Tuesday, December 3": how a day is said to a screen reader and in messages. */
export function dayLabel(date: string, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(Date.parse(`${date}T00:00:00Z`));
}

/**
 * "Dec 1 – 7, 2026", "Nov 29 – Dec 5, 2026", "Dec 27, 2026 – Jan 2, 2027": the week and list titles.
 * Built by hand: Intl's formatRange spaces the dash differently in the Worker and in browsers, and
 * the page must read the same on both (hydration).
 */
export function weekTitle(days: string[], locale = "en-US"): string {
  const [first, last] = [days[0], days[days.length - 1]];
  const monthDay = (date: string) =>
    new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(Date.parse(`${date}T00:00:00Z`));
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const end = first.slice(0, 7) === last.slice(0, 7) ? String(Number(last.slice(8))) : monthDay(last);
  return `${monthDay(first)}${sameYear ? "" : `, ${first.slice(0, 4)}`} – ${end}, ${last.slice(0, 4)}`;
}

/** The hour of day a post is at, in the member's zone (null when its date cannot be read). */
export function hourOf(post: CalendarPost, timeZone: string): number | null {
  const at = post.scheduledAt ? Date.parse(post.scheduledAt) : NaN;
  return Number.isNaN(at) ? null : Number(instantToZoned(at, timeZone).time.slice(0, 2));
}

/** The address of a view: the month keeps its ?month=; week and list take the day they show. */
export function viewHref(view: CalendarView, day: string): string {
  if (view === "month") return `?month=${day.slice(0, 7)}`;
  return `?view=${view}&date=${day}`;
}
