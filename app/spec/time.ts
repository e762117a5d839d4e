/**
 * Wall-clock times in a member's time zone ⇄ UTC instants. Posts are stored as instants; the UI
 * shows and picks them in the member's zone. Daylight-saving transitions have a defined answer
 * (docs/decisions/013-dst.md):
 * - a time that does not exist (spring forward gap) moves forward by the gap: 02:30 → 03:30;
 * - a time that happens twice (autumn overlap) means the first of the two.
 */
export type WallTime = { date: string; time: string }; // "2026-03-29", "02:30"

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds (Berlin in summer: +2 h). */
export function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

function parseWall({ date, time }: WallTime): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) throw new RangeError("Invalid date");
  const value = Date.UTC(+d[1], +d[2] - 1, +d[3], +t[1], +t[2]);
  const check = new Date(value);
  if (check.getUTCDate() !== +d[3] || +t[1] > 23 || +t[2] > 59) throw new RangeError("Invalid date");
  return value;
}

export function zonedTimeToInstant(wall: WallTime, timeZone: string): number {
  const local = parseWall(wall);
  // The two offsets in force around this wall time (they differ only near a transition).
  const before = offsetAt(local - 86_400_000, timeZone);
  const after = offsetAt(local + 86_400_000, timeZone);
  const candidates = [local - before, local - after].filter((instant, i, all) => all.indexOf(instant) === i);
  const exact = candidates.filter((instant) => instant + offsetAt(instant, timeZone) === local).sort((a, b) => a - b);
  if (exact.length > 0) return exact[0]; // the earlier one in an overlap
  // In a gap: the same wall time read with the offset from before the jump lands after it.
  return local - before;
}

export function instantToZoned(instant: number, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * A day as the screens write it ("28 Dec 2026"), in the member's zone: the same text on the
 * server and in the browser whatever their locale, so a page hydrates without a mismatch.
 */
export function dayLabel(at: string | number | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }).format(new Date(at));
}

/** A moment as the screens write it ("28 Nov 2026, 06:50"), in the member's zone (the browser's if none). */
export function momentLabel(at: string | number | Date, timeZone?: string): string {
  return new Date(at).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone });
}
