import { describe, expect, it } from "vitest";
import { improvementFor, resultText, stoppedListening } from "../../app/spec/interview";

describe("when Ziva stops listening", () => {
  it("silence and errors offer a choice; a refused or missing microphone turns to typing", () => {
    for (const reason of ["silence", "no-speech", "aborted", "network", "other"] as const) {
      const { said, typingOnly } = stoppedListening(reason);
      expect(said, reason).toMatch(/^I stopped listening/);
      expect(typingOnly, reason).toBe(false);
    }
    expect(stoppedListening("not-allowed")).toMatchObject({ typingOnly: true, said: expect.stringMatching(/type your answers/) });
    expect(stoppedListening("no-microphone")).toMatchObject({ typingOnly: true, said: expect.stringMatching(/no microphone/) });
  });
});

describe("the result screen", () => {
  it("shows the spec's table value and says it comes from the time spent", () => {
    const text = resultText({ seconds: 95, answered: 4 });
    expect(text.heading).toBe(`Personalization: ${improvementFor(95)}%`);
    expect(text.heading).toBe("Personalization: 48%");
    expect(text.measures).toContain("95 s of 240 s, 4 of 5 questions answered");
  });
});
