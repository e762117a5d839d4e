import { describe, expect, it } from "vitest";
import { answerFromPhrases, improvementFor, longEnough } from "../../app/spec/interview";
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

describe("a spoken answer as text", () => {
  it("makes each phrase the member paused after a sentence, words unchanged", () => {
    expect(answerFromPhrases(["so last spring a woman came in", "  she'd been told it was just age ", "was it?"])).toBe(
      "So last spring a woman came in. She'd been told it was just age. Was it?",
    );
    expect(answerFromPhrases(["", "   "])).toBe("");
  });

  it("joins a pause made mid-clause: no sentence ends on 'who', 'the' or 'and'", () => {
    expect(
      answerFromPhrases([
        "so last spring a woman came in who",
        "couldn't lift her arm above her shoulder",
        "she'd been told it was just age and",
        "she should live with it",
      ]),
    ).toBe("So last spring a woman came in who couldn't lift her arm above her shoulder. She'd been told it was just age and she should live with it.");
    // A phrase that ends on a word a sentence can end on stays a sentence: "we fixed it" / "by 1am".
    expect(answerFromPhrases(["our engineer drove out and we fixed it", "by 1am the lift was moving"])).toBe(
      "Our engineer drove out and we fixed it. By 1am the lift was moving.",
    );
  });

  it("stops at a phrase, never mid-word, at the answer's length limit", () => {
    const phrases = Array.from({ length: 40 }, (_, i) => `phrase number ${i} of a long answer`);
    const answer = answerFromPhrases(phrases, 200);
    expect(answer.length).toBeLessThanOrEqual(200);
    expect(answer.endsWith(".")).toBe(true);
    expect(answer.split(". ").length).toBe(answer.split(". ").filter((s) => /^Phrase number \d+ of a long answer\.?$/.test(s)).length);
    // One phrase longer than the limit is cut at a word.
    expect(answerFromPhrases(["word ".repeat(100)], 50)).toMatch(/^Word( word)*$/);
  });
});
