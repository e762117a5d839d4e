/**
 * Posting slots and the queue (issue 24, docs/decisions/044): each connected account has weekly
 * slots, a weekday and a wall-clock time in a zone ("Tuesday 08:00 in Europe/Berlin"). "Add to
 * queue" puts a post in its account's next free slot. A slot holds one post per account: a slot's
 * instant is taken when that account already has a post within NEARBY_MINUTES of it. The same
 * rule warns a member who schedules two posts of one account that close together.
 * Shared by the worker and the screens: no React, nothing but zod and the spec's own modules.
 */
import { z } from "zod";
import { PEAK_HOURS, type PopularitySlot, WEEKDAY_NAMES } from "./best-times";
import { timeZoneSchema } from "./schemas";
import { instantToZoned, zonedTimeToInstant } from "./time";

/** Two posts of one account closer than this are "at the same time": a slot is taken, a schedule warns. */
export const NEARBY_MINUTES = 30;
export const NEARBY_MS = NEARBY_MINUTES * 60_000;
/** How far ahead the queue looks for a free slot. */
export const QUEUE_LOOKAHEAD_WEEKS = 12;
export const SLOT_LIMITS = { perWeekday: 8, total: 7 * 8 } as const;

/** Post statuses that hold a slot: what is (or was) going out at its time. Drafts to review hold theirs too (db/slots.ts). */
export const SLOT_HOLDING_STATUSES = ["scheduled", "publishing", "published"] as const;

export const SLOT_TEXT = {
  badTime: "A slot's time is hours and minutes, such as 08:30.",
  badWeekday: "A slot's weekday is 0 (Sunday) to 6 (Saturday).",
  duplicate: "That slot is already in the list.",
  tooMany: `A day can have at most ${SLOT_LIMITS.perWeekday} slots.`,
  none: "Keep at least one posting slot: the queue fills them.",
  full: `Every posting slot of this account is taken for the next ${QUEUE_LOOKAHEAD_WEEKS} weeks. Add slots on the Team page, or pick a time.`,
  noAccount: "Connect a LinkedIn account first: the queue fills an account's posting slots.",
  bothTimes: "Choose either Add to queue or a time, not both.",
  saved: "Posting slots saved.",
  added: (when: string) => `Added to the queue: ${when}`,
  queueNote: "Goes out in the account's next free posting slot. Set the slots on the Team page.",
  nearby: (title: string, when: string) => `Another post of this account goes out within ${NEARBY_MINUTES} minutes: "${title || "Untitled"}" at ${when}.`,
  nearbyHint: "Two posts that close compete for the same readers. It may be what you want.",
  scheduleAnyway: "Schedule anyway",
  pickAnother: "Pick another time",
} as const;

export const slotTimeSchema = z.string({ required_error: SLOT_TEXT.badTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, SLOT_TEXT.badTime);
export const slotSchema = z.object({
  weekday: z
    .number({ required_error: SLOT_TEXT.badWeekday, invalid_type_error: SLOT_TEXT.badWeekday })
    .int(SLOT_TEXT.badWeekday)
    .min(0, SLOT_TEXT.badWeekday)
    .max(6, SLOT_TEXT.badWeekday),
  time: slotTimeSchema,
});
/** A weekly slot: weekday 0 = Sunday, time "HH:MM". */
export type Slot = z.infer<typeof slotSchema>;
/** A slot as stored: in the zone it was set in (a slot with none is read in the zone it is asked for). */
export type PostingSlot = Slot & { timeZone?: string };

/** PUT /api/apps/{id}/slots: the account's whole week, in one zone. */
export const putSlotsSchema = z.object({
  timeZone: timeZoneSchema,
  slots: z
    .array(slotSchema, { required_error: SLOT_TEXT.none })
    .min(1, SLOT_TEXT.none)
    .max(SLOT_LIMITS.total, SLOT_TEXT.tooMany)
    .superRefine((slots, ctx) => {
      const seen = new Set<string>();
      const perDay = new Map<number, number>();
      for (const s of slots) {
        const key = `${s.weekday} ${s.time}`;
        if (seen.has(key)) return void ctx.addIssue({ code: z.ZodIssueCode.custom, message: SLOT_TEXT.duplicate });
        seen.add(key);
        perDay.set(s.weekday, (perDay.get(s.weekday) ?? 0) + 1);
      }
      if ([...perDay.values()].some((n) => n > SLOT_LIMITS.perWeekday)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: SLOT_TEXT.tooMany });
    }),
});

/** GET /api/apps/{id}/slots: the zone the slots are seeded in, the first time an account's are read. */
export const slotsQuerySchema = z.object({ timeZone: timeZoneSchema.default("UTC") });

const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The first slots of an account: the best-times default profile's peak hours (weekdays only). */
export function seedSlots(): Slot[] {
  return seedOf(PEAK_HOURS);
}

const seedOf = (peaks: Record<number, number[]>) =>
  Object.entries(peaks)
    .flatMap(([day, hours]) => hours.map((hour) => ({ weekday: Number(day), time: hh(hour) })))
    .sort(bySlot);

/** The seed before decision 054 moved the default's peaks onto the chart's hours: accounts seeded then still have it. */
const EARLIER_PEAK_HOURS: Record<number, number[]> = { 0: [], 1: [8, 12], 2: [8, 10, 12], 3: [9, 12, 17], 4: [8, 12, 17], 5: [9, 11], 6: [] };

/**
 * The account's slots are the seed as it was put there, never changed by the member (docs/decisions/054):
 * only those give way to the account's own best hours. A week the member saved is theirs.
 */
export function isUntouchedSeed(slots: Slot[]): boolean {
  const key = (list: Slot[]) =>
    list
      .map((s) => `${s.weekday} ${s.time}`)
      .sort()
      .join(",");
  const mine = key(slots);
  return mine === key(seedSlots()) || mine === key(seedOf(EARLIER_PEAK_HOURS));
}

/** Two suggested slots of a day are at least this many hours apart. */
const SUGGESTED_GAP_HOURS = 3;

/**
 * Slots suggested from a best-times profile (the account's own, docs/decisions/054): as many as the
 * seed has, the most popular hours of the week first, at most three a day, SUGGESTED_GAP_HOURS apart.
 */
export function suggestedSlots(profile: PopularitySlot[]): Slot[] {
  const count = seedSlots().length;
  const chosen: Array<{ day: number; hour: number }> = [];
  const ranked = [...profile].sort((a, b) => b.popularity - a.popularity || a.day - b.day || a.time.localeCompare(b.time));
  for (const s of ranked) {
    if (chosen.length >= count) break;
    const hour = Number(s.time.slice(0, 2));
    const sameDay = chosen.filter((c) => c.day === s.day);
    if (sameDay.length >= 3 || sameDay.some((c) => Math.abs(c.hour - hour) < SUGGESTED_GAP_HOURS)) continue;
    chosen.push({ day: s.day, hour });
  }
  return chosen.map((c) => ({ weekday: c.day, time: hh(c.hour) })).sort(bySlot);
}

/** Sunday first, then by time. */
export const bySlot = (a: Slot, b: Slot) => a.weekday - b.weekday || a.time.localeCompare(b.time);

const DAY_MS = 86_400_000;
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every slot's instants after `from` and before `until`, in order, each once. */
export function slotInstants(slots: PostingSlot[], from: number, until: number, timeZone: string): number[] {
  const out = new Set<number>();
  const byZone = new Map<string, Slot[]>();
  for (const s of slots) byZone.set(s.timeZone ?? timeZone, [...(byZone.get(s.timeZone ?? timeZone) ?? []), s]);
  for (const [zone, ofZone] of byZone) {
    // From the day before `from` in that zone, so no slot near midnight is missed.
    const first = addDays(instantToZoned(from, zone).date, -1);
    const days = Math.ceil((until - from) / DAY_MS) + 2;
    for (let d = 0; d <= days; d++) {
      const date = addDays(first, d);
      const weekday = weekdayOf(date);
      for (const s of ofZone) {
        if (s.weekday !== weekday) continue;
        const at = zonedTimeToInstant({ date, time: s.time }, zone);
        if (at > from && at < until) out.add(at);
      }
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** A post of the account at `instant` would be within NEARBY_MINUTES of one of `taken`. */
export const isTaken = (instant: number, taken: number[]) => taken.some((t) => Math.abs(t - instant) < NEARBY_MS);

/**
 * The free slot instants after `from`, earliest first, at most `limit` of them, within
 * QUEUE_LOOKAHEAD_WEEKS. Each one chosen counts as taken for the next (two slots ten minutes
 * apart are one place for a post).
 */
export function freeSlots(slots: PostingSlot[], taken: number[], from: number, timeZone: string, limit: number, weeks = QUEUE_LOOKAHEAD_WEEKS): number[] {
  const held = [...taken];
  const free: number[] = [];
  for (const at of slotInstants(slots, from, from + weeks * 7 * DAY_MS, timeZone)) {
    if (free.length >= limit) break;
    if (isTaken(at, held)) continue;
    free.push(at);
    held.push(at);
  }
  return free;
}

/** The account's next free slot after `from`, or null when none is free within QUEUE_LOOKAHEAD_WEEKS. */
export function nextFreeSlot(slots: PostingSlot[], taken: number[], from: number, timeZone: string): number | null {
  return freeSlots(slots, taken, from, timeZone, 1)[0] ?? null;
}

const SHORT_DAYS = WEEKDAY_NAMES.map((d) => d.slice(0, 3));
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Tue 3 Dec, 08:00": an instant as the member reads it in their zone. */
export function slotLabel(instant: number, timeZone: string): string {
  const { date, time } = instantToZoned(instant, timeZone);
  const [, month, day] = date.split("-").map(Number);
  return `${SHORT_DAYS[weekdayOf(date)]} ${day} ${SHORT_MONTHS[month - 1]}, ${time}`;
}

/** GET /api/posts/nearby: an account's posts within NEARBY_MINUTES of a time (the schedule's warning). */
export const nearbyQuerySchema = z.object({
  at: z.string({ required_error: "at is required" }).datetime({ offset: true, message: "at must be an ISO date-time" }),
  appId: z.string({ required_error: "appId is required" }).trim().min(1, "appId is required").max(64, "appId is too long"),
  exclude: z.string().trim().max(64, "exclude is too long").optional(),
});
