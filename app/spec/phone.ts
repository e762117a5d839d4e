/**
 * Phone numbers for the onboarding call (issue 21): every country the phone library knows, India
 * (+91, the spec's default) first, and the number the member typed turned into E.164 for the
 * chosen country (a trunk 0 dropped: "07700 900123" in the United Kingdom is +447700900123).
 * Shared by the browser (loaded lazily: the metadata is ~20 KB gzip, docs/decisions/031) and the
 * worker, which checks again before any call is placed. Imports nothing but zod and
 * libphonenumber-js.
 */
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  Metadata,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from "libphonenumber-js/min";
import { z } from "zod";

export type { CountryCode };
export type Country = { iso: CountryCode; callingCode: string; name: string };

/** The spec's default (+91): first in the list, and the country when the browser's locale says none. */
export const DEFAULT_COUNTRY: CountryCode = "IN";
export const PICK_COUNTRY = "Pick a country from the list.";

/** English names from the runtime's ICU (browsers, workerd, Node all have it); the code where one lacks it. */
function englishNames(): (iso: string) => string {
  try {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    return (iso) => names.of(iso) ?? iso;
  } catch {
    return (iso) => iso;
  }
}

/** Every country, India first, then by English name. */
export const COUNTRIES: readonly Country[] = (() => {
  const name = englishNames();
  const all = getCountries().map((iso) => ({ iso, callingCode: getCountryCallingCode(iso), name: name(iso) }));
  const india = all.filter((c) => c.iso === DEFAULT_COUNTRY);
  const rest = all.filter((c) => c.iso !== DEFAULT_COUNTRY).sort((a, b) => a.name.localeCompare(b.name, "en"));
  return [...india, ...rest];
})();

const BY_ISO = new Map(COUNTRIES.map((c) => [c.iso as string, c]));

/** The library's metadata, with two methods it has but does not type (the version is pinned). */
type FullMetadata = {
  selectNumberingPlan(country: CountryCode): void;
  numberingPlan?: { nationalPrefix?(): string | undefined };
  getCountryCodesForCallingCode?(code: string): string[] | undefined;
};
const metadata = () => new Metadata() as unknown as FullMetadata;

/** The trunk prefix a country's numbers are dialled with at home ("0" in the United Kingdom), if any. */
function trunkPrefix(iso: CountryCode): string | undefined {
  const m = metadata();
  m.selectNumberingPlan(iso);
  return m.numberingPlan?.nationalPrefix?.();
}

/**
 * Where a country stands among those sharing its calling code, the main one first (+44: the United
 * Kingdom, then Guernsey, the Isle of Man, Jersey). The metadata has the order; its method for it
 * is not in the library's types.
 */
const SHARED_CODE_RANK: ReadonlyMap<string, number> = (() => {
  const m = metadata();
  const rank = new Map<string, number>();
  for (const c of COUNTRIES) rank.set(c.iso, m.getCountryCodesForCallingCode?.(c.callingCode)?.indexOf(c.iso) ?? 0);
  return rank;
})();

export const findCountry = (iso: string | null | undefined): Country | undefined => (iso ? BY_ISO.get(iso.toUpperCase()) : undefined);

/** What the picker shows for a country: "United Kingdom (+44)". */
export const countryLabel = (c: Country) => `${c.name} (+${c.callingCode})`;

/** An ISO code the phone library knows (GB, IN, US…), upper-cased. */
export const countryIsoSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isSupportedCountry(v), PICK_COUNTRY)
  .transform((v) => v as CountryCode);

/**
 * The country a browser's locale names ("en-GB" → GB, "zh-Hant-TW" → TW); the first of a list that
 * names one the library knows. A language alone ("en") names no country: India, the spec's default.
 */
export function defaultCountry(locales: string | readonly string[] | null | undefined): CountryCode {
  const list = typeof locales === "string" ? [locales] : (locales ?? []);
  for (const locale of list) {
    // Subtags after the language, up to the first extension ("-u-…"): the region is the 2-letter one.
    for (const part of locale.split(/[-_]/).slice(1)) {
      if (part.length === 1) break;
      if (/^[a-z]{2}$/i.test(part) && isSupportedCountry(part.toUpperCase())) return part.toUpperCase() as CountryCode;
    }
  }
  return DEFAULT_COUNTRY;
}

/** Names people type that are not the country's English name. */
const ALIASES: Record<string, CountryCode> = { uk: "GB", britain: "GB", england: "GB", usa: "US", america: "US", uae: "AE" };

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * The picker's search: by name (accents ignored, names that start with the text first), by calling
 * code ("44", "+44") or ISO code ("gb"). An empty search is the whole list, India first.
 */
export function searchCountries(query: string): Country[] {
  const q = fold(query.trim());
  if (!q) return [...COUNTRIES];
  const code = q.replace(/^\+/, "");
  if (/^\d+$/.test(code)) {
    const rank = (c: Country) => c.callingCode.length * 1000 + (SHARED_CODE_RANK.get(c.iso) ?? 0);
    return COUNTRIES.filter((c) => c.callingCode.startsWith(code)).sort((a, b) => rank(a) - rank(b));
  }
  const rank = (c: Country) => {
    const name = fold(c.name);
    if (ALIASES[q] === c.iso) return 0;
    if (name.startsWith(q)) return 1;
    if (c.iso.toLowerCase() === q || name.split(/[\s(),.-]+/).some((word) => word.startsWith(q))) return 2;
    return name.includes(q) ? 3 : 4;
  };
  return COUNTRIES.map((c) => ({ c, r: rank(c) }))
    .filter(({ r }) => r < 4)
    .sort((a, b) => a.r - b.r)
    .map(({ c }) => c);
}

export type PhoneNumberCheck = { ok: true; e164: string; international: string } | { ok: false; error: string };

/**
 * The number the member typed (digits only) for the chosen country, in E.164: a trunk 0 is dropped,
 * and "0044…" or "44…" (the country's code typed again) is understood. Checked by length for that
 * country (isPossible), not by the library's number ranges (isValid): those reject Ofcom's drama
 * numbers and can lag behind newly opened ranges; the voice agent's carrier has the last word.
 */
export function toE164(countryIso: string, digits: string): PhoneNumberCheck {
  const country = findCountry(countryIso);
  if (!country) return { ok: false, error: PICK_COUNTRY };
  const invalid = { ok: false as const, error: `That doesn't look like a valid number for ${country.name}.` };
  if (!/^\d+$/.test(digits)) return invalid;
  const parsed = parsePhoneNumberFromString(digits, country.iso);
  if (!parsed) return invalid;
  if (parsed.countryCallingCode !== country.callingCode) {
    return {
      ok: false,
      error: `That is a +${parsed.countryCallingCode} number, not one for ${country.name}: pick its country, or type the number without the international prefix.`,
    };
  }
  const tooShort = { ok: false as const, error: `That number is too short for ${country.name}.` };
  const tooLong = { ok: false as const, error: `That number is too long for ${country.name}.` };
  const byLength = (national: string) => {
    const length = validatePhoneNumberLength(national, country.iso);
    return length === "TOO_SHORT" ? tooShort : length === "TOO_LONG" ? tooLong : invalid;
  };
  if (!parsed.isPossible()) return byLength(digits);
  // A "0" left in front means the trunk 0 came with too few digits to strip it ("0770090" in the
  // United Kingdom), which the length check alone would take. Countries whose numbers do start
  // with 0, such as Italy, have no trunk prefix.
  if (trunkPrefix(country.iso) === "0" && parsed.nationalNumber.startsWith("0")) return byLength(parsed.nationalNumber.slice(1));
  return { ok: true, e164: parsed.number, international: parsed.formatInternational() };
}
