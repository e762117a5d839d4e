/**
 * LinkedIn's monthly API versions (the LinkedIn-Version header, YYYYMM): each is supported for
 * about a year, then sunset, and from that day every call with it answers 426
 * NONEXISTENT_VERSION (https://learn.microsoft.com/en-us/linkedin/marketing/versioning).
 *
 * The known sunset dates live in linkedin-versions.json (from LinkedIn's migrations table:
 * https://learn.microsoft.com/en-us/linkedin/marketing/integrations/migrations), shared with the
 * LinkedIn emulator so that the tests refuse exactly what LinkedIn would. A version not in the
 * table is sunset on the 15th of its release month + 12 months, LinkedIn's usual day.
 * The pinned version is the LINKEDIN_VERSION setting (worker/settings.ts, worker/wrangler.toml);
 * test/app/linkedin-version.test.ts turns red RUNWAY_ALARM_DAYS before it lapses.
 */
import table from "./linkedin-versions.json";

export const LINKEDIN_MIGRATIONS_DOC = table.doc;

/** The runway test fails when the pinned version has fewer days than this left. */
export const RUNWAY_ALARM_DAYS = 60;

/** LinkedIn's first versioned release (June 2022): nothing older ever existed. */
const FIRST_VERSION = "202206";
const DAY_MS = 86_400_000;

type Entry = { sunset: string | null; source: string };
const KNOWN: Record<string, Entry> = table.versions;

export type VersionStatus =
  | { kind: "active"; version: string; sunset: string; daysLeft: number }
  | { kind: "sunset"; version: string; sunset: string }
  | { kind: "unknown"; version: string; why: string };

/** "202609" or a patch "202609.01": the month it names, or null when the header is not a version. */
function monthOf(version: string): { year: number; month: number } | null {
  const m = /^(\d{4})(\d{2})(?:\.\d{2})?$/.exec(version.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** The day a version is sunset (YYYY-MM-DD, UTC), or null when it is not a version LinkedIn released. */
export function sunsetOf(version: string): string | null {
  const at = monthOf(version);
  if (!at) return null;
  const base = version.trim().slice(0, 6);
  if (base < FIRST_VERSION) return null;
  const known = KNOWN[base];
  if (known) return known.sunset;
  return `${at.year + 1}-${String(at.month).padStart(2, "0")}-15`;
}

/**
 * Whether LinkedIn answers a call with this version today: active (and for how many whole days),
 * sunset, or unknown (malformed, never released, or a month that has not come yet).
 */
export function versionStatus(version: string, now: Date = new Date()): VersionStatus {
  const at = monthOf(version);
  if (!at) return { kind: "unknown", version, why: "not a YYYYMM version" };
  const released = Date.UTC(at.year, at.month - 1, 1);
  if (released > now.getTime()) return { kind: "unknown", version, why: "not released yet" };
  const sunset = sunsetOf(version);
  if (!sunset) return { kind: "unknown", version, why: "LinkedIn never released this version" };
  const end = Date.parse(`${sunset}T00:00:00Z`);
  if (now.getTime() >= end) return { kind: "sunset", version, sunset };
  return { kind: "active", version, sunset, daysLeft: Math.floor((end - now.getTime()) / DAY_MS) };
}
