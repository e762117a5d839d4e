/** Phone numbers for the onboarding call (issue 21): the country list, the locale's default, E.164. */
import { describe, expect, it } from "vitest";
import { COUNTRIES, countryIsoSchema, countryLabel, defaultCountry, findCountry, PICK_COUNTRY, searchCountries, toE164 } from "../../app/spec/phone";
import { COUNTRY_CODES, COUNTRY_OF_CODE, phoneCallSchema } from "../../app/spec/schemas";

describe("the country list", () => {
  it("offers every country once, India (+91) first, then the rest by English name", () => {
    expect(COUNTRIES.length).toBeGreaterThan(200);
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
    expect(countryLabel(COUNTRIES[0])).toBe("India (+91)");
    const rest = COUNTRIES.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
    expect(countryLabel(findCountry("gb")!)).toBe("United Kingdom (+44)");
    // The spec's eight calling codes are all there.
    for (const code of COUNTRY_CODES) expect(COUNTRIES.some((c) => `+${c.callingCode}` === code)).toBe(true);
  });

  it("is searched by name (accents and case aside), calling code, ISO code or a common alias", () => {
    expect(searchCountries("")[0].iso).toBe("IN");
    expect(searchCountries("united k")[0].iso).toBe("GB");
    expect(searchCountries("uk")[0].iso).toBe("GB");
    // A shared calling code lists its main country first.
    expect(searchCountries("+44")[0].iso).toBe("GB");
    expect(searchCountries("1")[0].iso).toBe("US");
    expect(searchCountries("7")[0].iso).toBe("RU");
    expect(searchCountries("880").map((c) => c.iso)).toEqual(["BD"]);
    expect(searchCountries("reunion").map((c) => c.iso)).toContain("RE");
    expect(searchCountries("Germ")[0].iso).toBe("DE");
    expect(searchCountries("gb")[0].iso).toBe("GB");
    expect(searchCountries("zzzz")).toEqual([]);
  });

  it("the old calling codes each name a country of the list", () => {
    for (const code of COUNTRY_CODES) expect(`+${findCountry(COUNTRY_OF_CODE[code])?.callingCode}`).toBe(code);
  });
});

describe("the default country follows the browser's locale", () => {
  it("takes the region of the first locale that names one, else India", () => {
    expect(defaultCountry("en-GB")).toBe("GB");
    expect(defaultCountry("de-DE")).toBe("DE");
    expect(defaultCountry("zh-Hant-TW")).toBe("TW");
    expect(defaultCountry("en_US")).toBe("US");
    expect(defaultCountry(["en", "fr-CA"])).toBe("CA");
    expect(defaultCountry("en")).toBe("IN");
    expect(defaultCountry("en-ZZ")).toBe("IN");
    expect(defaultCountry("en-u-ca-gregory")).toBe("IN");
    expect(defaultCountry("")).toBe("IN");
    expect(defaultCountry(undefined)).toBe("IN");
  });
});

describe("toE164", () => {
  it("drops a trunk 0 and gives the number in E.164, and as it is shown back", () => {
    expect(toE164("GB", "07700900123")).toEqual({ ok: true, e164: "+447700900123", international: "+44 7700 900123" });
    expect(toE164("GB", "7700900123")).toMatchObject({ ok: true, e164: "+447700900123" });
    expect(toE164("IN", "09876543210")).toMatchObject({ ok: true, e164: "+919876543210" });
    expect(toE164("DE", "015112345678")).toMatchObject({ ok: true, e164: "+4915112345678" });
    expect(toE164("BD", "01712345678")).toMatchObject({ ok: true, e164: "+8801712345678" });
    expect(toE164("US", "5550102345")).toMatchObject({ ok: true, e164: "+15550102345" });
    // Where numbers do start with 0 (Italy has no trunk prefix), the 0 stays.
    expect(toE164("IT", "0612345678")).toMatchObject({ ok: true, e164: "+390612345678" });
  });

  it("understands the country's code typed again, with or without the international prefix", () => {
    expect(toE164("GB", "00447700900123")).toMatchObject({ ok: true, e164: "+447700900123" });
    expect(toE164("GB", "447700900123")).toMatchObject({ ok: true, e164: "+447700900123" });
    expect(toE164("IN", "919876543210")).toMatchObject({ ok: true, e164: "+919876543210" });
  });

  it("refuses a number that cannot be one for the country, in plain words", () => {
    expect(toE164("GB", "12345")).toEqual({ ok: false, error: "That number is too short for United Kingdom." });
    expect(toE164("GB", "077009001234567")).toEqual({ ok: false, error: "That number is too long for United Kingdom." });
    // A trunk 0 with too few digits after it is not kept as part of the number.
    expect(toE164("GB", "0770090")).toEqual({ ok: false, error: "That number is too short for United Kingdom." });
    expect(toE164("GB", "077009")).toEqual({ ok: false, error: "That number is too short for United Kingdom." });
    expect(toE164("GB", "")).toEqual({ ok: false, error: "That doesn't look like a valid number for United Kingdom." });
    expect(toE164("GB", "+447700900123")).toEqual({ ok: false, error: "That doesn't look like a valid number for United Kingdom." });
    expect(toE164("GB", "0033612345678")).toMatchObject({ ok: false, error: expect.stringMatching(/^That is a \+33 number, not one for United Kingdom/) });
    expect(toE164("XX", "7700900123")).toEqual({ ok: false, error: PICK_COUNTRY });
    expect(toE164("", "7700900123")).toEqual({ ok: false, error: PICK_COUNTRY });
  });
});

describe("the API's shape", () => {
  it("takes a country code of two letters (upper-cased), or the old calling code, +91 when neither", () => {
    expect(phoneCallSchema.parse({ country: "gb", phone: "07700 900123" })).toMatchObject({ country: "GB", phone: "07700900123" });
    const old = phoneCallSchema.parse({ countryCode: "+44", phone: "7700900123" });
    expect(old.country).toBeUndefined();
    expect(old.countryCode).toBe("+44");
    expect(phoneCallSchema.parse({ phone: "9876543210" }).countryCode).toBe("+91");
    expect(phoneCallSchema.safeParse({ country: "Britain", phone: "7700900123" }).error?.issues[0].message).toBe("Pick a country from the list.");
    expect(countryIsoSchema.safeParse("xx").success).toBe(false);
    expect(countryIsoSchema.parse(" gb ")).toBe("GB");
  });
});
