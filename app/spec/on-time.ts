/**
 * On-time publishing on /team (issue 27 item 4, docs/decisions/053): the share of the last 30
 * days' due posts that went out within 60 seconds of their time, and the ones that did not.
 * Shared by the worker (the window, the limit) and the page (the words).
 */

/** Published within this long after its time counts as on time (the operator's figure uses the same: worker/db/ops.ts). */
export const ON_TIME_WITHIN_SECONDS = 60;
/** The window looked at, back from now. */
export const ON_TIME_DAYS = 30;
/** At most this many late or failed posts are listed (newest first); the counts cover them all. */
export const ON_TIME_LISTED = 50;

export type OnTimeKind = "late" | "failed" | "unknown" | "waiting";

/** "98.7": one decimal, rounded down so that anything short of all is never shown as 100. */
export function sharePercent(onTime: number, total: number): string {
  if (total === 0) return "0";
  if (onTime >= total) return "100";
  const tenths = Math.floor((onTime * 1000) / total) / 10;
  return Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1);
}

/** "2 min 5 s", "3 h 4 min", "2 days 1 h". */
export function durationWords(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  const days = d === 1 ? "1 day" : `${d} days`;
  return h % 24 ? `${days} ${h % 24} h` : days;
}

export const ON_TIME_TEXT = {
  heading: "On-time publishing",
  empty: `No posts were due in the last ${ON_TIME_DAYS} days.`,
  /** "98.7 % of 150 posts went out within 60 seconds of their time, last 30 days." */
  share: (onTime: number, total: number) =>
    `${sharePercent(onTime, total)} % of ${total} ${total === 1 ? "post" : "posts"} went out within ${ON_TIME_WITHIN_SECONDS} seconds of ${total === 1 ? "its" : "their"} time, last ${ON_TIME_DAYS} days.`,
  counts: (onTime: number, total: number) => `${onTime} on time, ${total - onTime} late or not published.`,
  rule: "A post's time is the time it was last given (moving it gives a new one); Publish now counts from the moment it was pressed.",
  allOnTime: "None was late or failed.",
  listHeading: "Late or not published",
  listLabel: "Late or not published posts",
  /** Only the newest are listed. */
  more: (listed: number, all: number) => `The newest ${listed} of ${all} are listed.`,
  untitled: "Untitled post",
  due: (when: string) => `Due ${when}`,
  kind: {
    late: (ms: number) => `Went out ${durationWords(ms)} late`,
    failed: "Failed",
    unknown: "Not sure it went out",
    waiting: (ms: number) => `Not out yet, ${durationWords(ms)} past its time`,
  },
  open: "Open",
  openLabel: (title: string) => `Open “${title}”`,
} as const;
