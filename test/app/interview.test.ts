import { describe, expect, it } from "vitest";
import { improvementFor, longEnough } from "../../app/spec/interview";
import { firstProblem, PHONE_REQUIRED, phoneCallSchema, phoneDigits } from "../../app/spec/schemas";

describe("the voice session's result (spec §9 table)", () => {
  it("gives each elapsed time its percentage, at every boundary", () => {
    const table: Array<[number, number]> = [
      [0, 15],
      [29, 15],
      [30, 25],
      [59, 25],
      [60, 48],
      [119, 48],
      [120, 56],
      [179, 56],
      [180, 59],
      [209, 59],
      [210, 65],
      [240, 65],
    ];
    for (const [seconds, percent] of table) expect(improvementFor(seconds), `${seconds} s`).toBe(percent);
  });

  it("an answer needs five words, however it is spaced", () => {
    expect(longEnough("a small design studio")).toBe(false);
    expect(longEnough("  I   run a small  studio ")).toBe(true);
  });
});

describe("the phone number (spec §5)", () => {
  it("keeps digits only; empty says 'Please enter your phone number'", () => {
    expect(phoneDigits("+44 (0)7700-900 123")).toBe("4407700900123");
    expect(firstProblem(phoneCallSchema.shape.phone, " - ")).toBe(PHONE_REQUIRED);
    expect(firstProblem(phoneCallSchema.shape.phone, "12")).toBe("Enter the number without the country code, 6 to 14 digits.");
    expect(firstProblem(phoneCallSchema.shape.phone, "7700 900123")).toBeNull();
    expect(phoneCallSchema.parse({ phone: "98765 43210" })).toMatchObject({ countryCode: "+91", phone: "9876543210" });
  });
});
