/** `npm run eval:calendar` as a test: the planner on 22 personas meets every target (eval/calendar/eval.ts). */
import { describe, expect, it } from "vitest";
import { evalPersona, runCalendarEval, scoreCalendar, summary, TARGETS } from "../../eval/calendar/eval";
import { PERSONAS } from "../../eval/calendar/personas";

describe("the calendar eval", () => {
  const results = runCalendarEval();
  const s = summary(results);

  it("runs at least 20 personas, people and company pages, from every onboarding path", () => {
    expect(s.personas).toBeGreaterThanOrEqual(20);
    expect(s.drafts).toBeGreaterThan(0);
    expect(s.ideas).toBeGreaterThan(0);
  });

  it("meets its targets: nothing pasted, nothing repeated, nothing padded, every fact kept", () => {
    const problems = results.flatMap((r) =>
      [...r.labelText, ...r.repeated, ...r.filler, ...r.hooksNotTheirs, ...r.facts.lost, ...r.grammar].map((p) => `${r.id}: ${p}`),
    );
    expect(problems).toEqual([]);
    expect(s.labelText).toBeLessThanOrEqual(TARGETS.labelText);
    expect(s.repeatedSentences).toBeLessThanOrEqual(TARGETS.repeatedSentences);
    expect(s.fillerLines).toBeLessThanOrEqual(TARGETS.fillerLines);
    expect(s.hooksNotTheirs).toBeLessThanOrEqual(TARGETS.hooksNotTheirs);
    expect(s.factsKept).toBeGreaterThanOrEqual(TARGETS.factsKept);
    expect(s.grammarFlags).toBeLessThanOrEqual(TARGETS.grammarFlags);
    expect(s.promotedPostsMax).toBeLessThanOrEqual(TARGETS.promotedPostsMax);
  });

  it("would notice a pasted label, the interviewer's words, a stock line, a repeat and a lost number (the checks can fail)", () => {
    const persona = PERSONAS.find((p) => p.ziva && p.phoneTranscript)!;
    const honest = evalPersona(persona);
    const drafts = honest.entries.filter((e) => e.planned.piece);
    const number = drafts[0].planned.piece!.answer.match(/\d+/)![0];
    const interviewer = persona
      .phoneTranscript!.split("\n")
      .find((l) => /\?$/.test(l) && /^(?:AI|Assistant|Bot|Ziva)/.test(l))!
      .replace(/^[^:]+:\s*/, "");
    const spoiled = honest.entries.map((e) =>
      e === drafts[0]
        ? { ...e, content: `The goal: ${persona.questionnaire.mainGoals}\n\n${e.content.replaceAll(number, "")}\n\nSend coffee.\n\n${interviewer}` }
        : e === drafts[1]
          ? { ...e, content: `${e.content}\n\n${drafts[2].content.split("\n")[0]}` }
          : e,
    );
    const caught = scoreCalendar(persona, spoiled);
    expect(caught.labelText.length).toBeGreaterThan(0);
    expect(caught.filler.some((f) => f.includes("Send coffee."))).toBe(true);
    expect(caught.repeated.length).toBeGreaterThan(0);
    expect(caught.facts.lost.some((f) => f.endsWith(number))).toBe(true);
    expect(caught.labelText.some((l) => l.includes("interviewer's words"))).toBe(true);
  });
});
