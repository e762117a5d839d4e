/**
 * LinkedIn's API version runway (issue 22): the pinned LinkedIn-Version must stay active. This
 * test reads the version the worker sends (worker/settings.ts's production value, which is
 * worker/wrangler.toml's) and turns red, on the real date, when fewer than RUNWAY_ALARM_DAYS are
 * left before LinkedIn sunsets it: the suite fails two months before production would.
 * What to do then: README, "LinkedIn's version".
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RUNWAY_ALARM_DAYS, sunsetOf, versionStatus } from "../../worker/providers/linkedin-version";
import table from "../../worker/providers/linkedin-versions.json";
import { SETTINGS } from "../../worker/settings";
import { linkedinVersionStatus } from "../emulators/linkedin/server.mjs";

const pinnedSetting = SETTINGS.LINKEDIN_VERSION;
const pinned = pinnedSetting.secret ? "" : pinnedSetting.production;
const wranglerPinned = /^LINKEDIN_VERSION\s*=\s*"([^"]*)"/m.exec(readFileSync("worker/wrangler.toml", "utf8"))?.[1];

describe("the pinned LinkedIn-Version", () => {
  it("is one value: worker/settings.ts's production value is worker/wrangler.toml's", () => {
    expect(pinnedSetting.secret).toBe(false);
    expect(pinned).toMatch(/^\d{6}$/);
    expect(wranglerPinned).toBe(pinned);
  });

  it(`has at least ${RUNWAY_ALARM_DAYS} days before LinkedIn sunsets it (today's date; README "LinkedIn's version" says what to do)`, () => {
    const status = versionStatus(pinned, new Date());
    const left = status.kind === "active" ? status.daysLeft : 0;
    expect(
      left,
      `LINKEDIN_VERSION ${pinned} is ${status.kind}${status.kind === "unknown" ? ` (${status.why})` : `, sunset ${sunsetOf(pinned)}`}: ` +
        `pin a newer version from ${table.doc} (README "LinkedIn's version")`,
    ).toBeGreaterThanOrEqual(RUNWAY_ALARM_DAYS);
  });
});

describe("the version table (worker/providers/linkedin-versions.json)", () => {
  it("reads LinkedIn's migrations table: listed dates win, others are the 15th of the month a year on", () => {
    expect(sunsetOf("202510")).toBe("2026-10-15");
    expect(sunsetOf("202511")).toBe("2026-11-16");
    expect(sunsetOf("202603")).toBe("2027-03-16");
    expect(sunsetOf("202610")).toBe("2027-10-15"); // not listed: the rule
    expect(sunsetOf("202609.01")).toBe(sunsetOf("202609")); // a patch lives as long as its month
  });

  it("knows what LinkedIn never released or cannot be a version", () => {
    expect(sunsetOf("202512")).toBeNull(); // LinkedIn skipped December 2025
    expect(sunsetOf("202205")).toBeNull(); // before the first versioned release
    for (const bad of ["", "2025", "202513", "202500", "20251001", "2025-10", "abcdef"]) expect(sunsetOf(bad), bad).toBeNull();
  });

  it("judges a version on a given day: active until its sunset day, then sunset; a month to come is unknown", () => {
    const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
    expect(versionStatus("202510", day("2026-10-14"))).toMatchObject({ kind: "active", daysLeft: 0 });
    expect(versionStatus("202510", day("2026-10-15"))).toMatchObject({ kind: "sunset", sunset: "2026-10-15" });
    expect(versionStatus("202609", day("2026-11-24"))).toMatchObject({ kind: "active", sunset: "2027-09-15" });
    expect(versionStatus("202701", day("2026-11-24"))).toMatchObject({ kind: "unknown", why: "not released yet" });
    expect(versionStatus("202512", day("2026-11-24")).kind).toBe("unknown");
  });

  it("lists every date as YYYY-MM-DD (or null for a month LinkedIn skipped) and names its source", () => {
    for (const [version, entry] of Object.entries(table.versions as Record<string, { sunset: string | null; source: string }>)) {
      expect(version).toMatch(/^\d{6}$/);
      if (entry.sunset !== null) expect(entry.sunset, version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.source, version).toBeTruthy();
    }
  });

  it("the LinkedIn emulator refuses exactly the versions the worker's table calls inactive, on any day", () => {
    const days = ["2026-08-16", "2026-10-14", "2026-10-15", "2026-11-24", "2027-09-14", "2027-09-15"].map((d) => new Date(`${d}T00:00:00Z`));
    const versions = ["202206", "202205", "202507", "202508", "202509", "202510", "202511", "202512", "202601", "202603", "202609", "202610", "202611"];
    for (const now of days) {
      for (const v of [...versions, pinned, "2026", "202613", "202609.01"]) {
        const worker = versionStatus(v, now);
        const emulator = linkedinVersionStatus(v, now) as { kind: string; sunset?: string };
        expect(emulator.kind, `${v} on ${now.toISOString()}`).toBe(worker.kind);
        if (worker.kind !== "unknown") expect(emulator.sunset, v).toBe(worker.sunset);
      }
    }
  });
});
