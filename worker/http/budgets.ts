/**
 * Every costly action's budget, declared here in one place (issue 28 item 1, docs/decisions/057):
 * the AI endpoints' hourly limits, the onboarding phone call's (per member, per number, per
 * address, and which numbers may be rung at all), calendar generations (one running at a time; each
 * model call counted in the team's AI budget), invites created, exports. A refused action answers
 * 429 with `{msg}` saying in plain words when it can be tried again, and a Retry-After header
 * (seconds); nothing is rung, generated or created, and the refused try uses up nothing.
 *
 * Counted in the rate_limits table (fixed windows: an hour, or a UTC day). Every maximum is
 * multiplied by BUDGET_MULTIPLIER (1 in production; the local stack, whose requests all come from
 * 127.0.0.1 and whose browser tests ring the same test numbers day after day, sets it high).
 */
import type { Context } from "hono";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { readConfig } from "../config";
import { countUse, uncountUse } from "../db/rate-limits";
import { callerAddress } from "./address";
import { ApiError } from "./errors";
import type { AppEnv } from "./types";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type Budget = { max: number; windowMs: number; what: string };

export const BUDGETS = {
  /** Writing with AI (generate, regenerate) and every model call of a content calendar. */
  aiDraftsPerTeam: { max: 30, windowMs: HOUR, what: "AI drafts" },
  aiDraftsPerAddress: { max: 60, windowMs: HOUR, what: "AI drafts" },
  /** The public humanizer (no sign-in). */
  humanizedPerAddress: { max: 10, windowMs: HOUR, what: "humanized texts" },
  /** The onboarding phone call: the voice agent rings a real number, at our cost. */
  phoneCallsPerMember: { max: 3, windowMs: DAY, what: "phone calls" },
  phoneCallsPerNumber: { max: 2, windowMs: DAY, what: "phone calls to this number" },
  phoneCallsPerAddress: { max: 10, windowMs: DAY, what: "phone calls from this network" },
  /** Invite links created (a reused open link is not a new one). */
  invitesPerTeam: { max: 20, windowMs: DAY, what: "invite links" },
  /** Exports of a member's data (issue 28 item 5). */
  exportsPerMember: { max: 2, windowMs: DAY, what: "exports" },
  /** Company pages looked up for a mention (each a LinkedIn call as the team's account; the editor waits for a pause in typing). */
  mentionLookupsPerMember: { max: 600, windowMs: HOUR, what: "company page look-ups" },
  /** Link cards read from a page (an outbound fetch each), and their pictures passed through. */
  linkPreviewsPerMember: { max: 120, windowMs: HOUR, what: "link previews" },
  linkPicturesPerMember: { max: 600, windowMs: HOUR, what: "link pictures" },
} as const satisfies Record<string, Budget>;

/** One content calendar written at a time (a second while one is being written is refused). */
export const CALENDARS_RUNNING_AT_ONCE = 1;
/** A calendar job older than this is no longer counted as running (a stuck job does not block for ever). */
export const CALENDAR_RUNNING_FOR_AT_MOST_MS = HOUR;
/** When a refused calendar may be asked for again: about when a month of drafts is written. */
export const CALENDAR_RETRY_AFTER_SECONDS = 60;

/** The only kinds of number the voice agent rings (libphonenumber-js's `max` metadata says which). */
export const CALLABLE_NUMBER_TYPES = ["MOBILE", "FIXED_LINE", "FIXED_LINE_OR_MOBILE"] as const;

/** "in 5 hours", "in 12 minutes", "in a minute". */
export function inPlainWords(seconds: number): string {
  if (seconds <= 60) return "in a minute";
  if (seconds < HOUR / 1000) return `in ${Math.ceil(seconds / 60)} minutes`;
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? "in an hour" : `in ${hours} hours`;
}

/** The 429 of a refused action: its words, and Retry-After. */
export function budgetRefusal(msg: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, msg, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

const windowEndsIn = (windowMs: number, now: number) => Math.ceil(((Math.floor(now / windowMs) + 1) * windowMs - now) / 1000);

const per = (windowMs: number) => (windowMs >= DAY ? "a day" : "an hour");

/**
 * Spends one of each budget, or none: each count goes up in one statement (so two at once cannot
 * both take the last one); when any is over, the ones just counted are given back and the action
 * is refused with the time its window ends.
 */
export async function spend(c: Context<AppEnv>, uses: Array<{ budget: Budget; key: string }>, now = Date.now()): Promise<void> {
  const multiplier = readConfig(c.env).BUDGET_MULTIPLIER;
  const counted: Array<{ budget: Budget; key: string }> = [];
  let over: Budget | null = null;
  for (const use of uses) {
    const used = await countUse(c.var.db, use.key, use.budget.windowMs, now);
    counted.push(use);
    if (used > use.budget.max * multiplier) {
      over = use.budget;
      break;
    }
  }
  if (!over) return;
  for (const use of counted) await uncountUse(c.var.db, use.key, use.budget.windowMs, now);
  const wait = windowEndsIn(over.windowMs, now);
  throw budgetRefusal(
    `You've reached the limit of ${over.max * multiplier} ${over.what} ${per(over.windowMs)}. You can try again ${inPlainWords(wait)}.`,
    wait,
  );
}

/** One model call of a background job (a content calendar): true when the team's AI budget has room, counted. */
export async function spendAiInJob(env: Env, db: AppEnv["Variables"]["db"], teamId: string, now = Date.now()): Promise<boolean> {
  const budget = BUDGETS.aiDraftsPerTeam;
  const used = await countUse(db, `ai:team:${teamId}`, budget.windowMs, now);
  if (used <= budget.max * readConfig(env).BUDGET_MULTIPLIER) return true;
  await uncountUse(db, `ai:team:${teamId}`, budget.windowMs, now);
  return false;
}

export type CallableCheck = { ok: true } | { ok: false; reason: string };

/** Ofcom's drama numbers (07700 900000–900999), North America's 555-0100–0199 and its unassigned area code 555: no one holds them. */
const FICTIONAL = [/^\+447700900\d{3}$/, /^\+1\d{3}55501\d{2}$/, /^\+1555\d{7}$/];

/**
 * Whether the voice agent may ring this E.164 number: a country of PHONE_CALL_COUNTRIES, and a
 * mobile or fixed line as libphonenumber-js's full metadata classifies it: never premium-rate,
 * shared-cost, toll-free, personal, pager, voicemail or unclassified (short, unallocated) numbers.
 * The fictional ranges pass only where PHONE_CALL_FICTIONAL_NUMBERS allows them (the emulators).
 */
export function callableNumber(e164: string, config: { PHONE_CALL_COUNTRIES: string[]; PHONE_CALL_FICTIONAL_NUMBERS: boolean }): CallableCheck {
  const countries = config.PHONE_CALL_COUNTRIES;
  const parsed = parsePhoneNumberFromString(e164);
  if (FICTIONAL.some((r) => r.test(e164))) {
    if (!config.PHONE_CALL_FICTIONAL_NUMBERS) return { ok: false, reason: "That number is reserved for films and tests: no one can answer it." };
    // Jamaica's 876 555 01xx is Jamaica's, not the United States'.
    const country = parsed?.country ?? (e164.startsWith("+44") ? "GB" : "US");
    return countries.includes(country) ? { ok: true } : notInCountries(countries);
  }
  if (!parsed?.isValid()) return { ok: false, reason: "We can't call that number: it isn't a number in use. Check it, or answer the questionnaire instead." };
  if (!parsed.country || !countries.includes(parsed.country)) return notInCountries(countries);
  const type = parsed.getType();
  if (type && (CALLABLE_NUMBER_TYPES as readonly string[]).includes(type)) return { ok: true };
  const kind = TYPE_WORDS[type ?? ""] ?? "not a personal mobile or landline number";
  return { ok: false, reason: `We can't call that number: it is ${kind}. Give a mobile or landline number, or answer the questionnaire instead.` };
}

const TYPE_WORDS: Record<string, string> = {
  PREMIUM_RATE: "a premium-rate number",
  SHARED_COST: "a shared-cost number",
  TOLL_FREE: "a toll-free number",
  UAN: "a company's shared number",
  PERSONAL_NUMBER: "a personal forwarding number",
  PAGER: "a pager",
  VOIP: "an internet (VoIP) number",
  VOICEMAIL: "a voicemail number",
};

function notInCountries(countries: string[]): CallableCheck {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const list = countries.map((c) => names.of(c) ?? c).join(", ");
  return { ok: false, reason: `We can only call numbers in ${list}. Answer the questionnaire instead.` };
}

/** A key for the per-number count that is not the number itself (the number is kept only until its call ends). */
export async function numberKey(secret: string, e164: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`phone:${e164}`)));
  return `phone:number:${Array.from(mac.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** The onboarding call's budgets: the member's, the number's, the address's. */
export async function spendPhoneCall(c: Context<AppEnv>, e164: string) {
  await spend(c, [
    { budget: BUDGETS.phoneCallsPerMember, key: `phone:user:${c.var.caller.userId}` },
    { budget: BUDGETS.phoneCallsPerNumber, key: await numberKey(readConfig(c.env).SESSION_SECRET, e164) },
    { budget: BUDGETS.phoneCallsPerAddress, key: `phone:ip:${callerAddress(c)}` },
  ]);
}

export async function spendInvite(c: Context<AppEnv>) {
  await spend(c, [{ budget: BUDGETS.invitesPerTeam, key: `invites:team:${c.var.caller.teamId}` }]);
}

/** For the export route (issue 28 item 5) when it is built. */
export async function spendExport(c: Context<AppEnv>) {
  await spend(c, [{ budget: BUDGETS.exportsPerMember, key: `exports:user:${c.var.caller.userId}` }]);
}
