import { describe, expect, it } from "vitest";
import { type InterviewEvent, type InterviewState, initialInterview, interviewStep, type Step } from "~/lib/interview-machine";
import { INTERVIEW_TEXT, stoppedListening, ZIVA_QUESTIONS } from "~/spec/interview";

const questions = ZIVA_QUESTIONS.map((text) => ({ text, kind: "story" as const }));
const GOOD = "I run a small design studio in Lisbon";

/** Runs events one after another from a state; returns the last step. */
function run(state: InterviewState, ...events: InterviewEvent[]): Step {
  let step: Step = { state, effects: [] };
  for (const event of events) step = interviewStep(step.state, event);
  return step;
}
const started = () => run(initialInterview(questions), { type: "start" });

describe("the interview's machine", () => {
  it("starts the clock and asks the first question, then listens once it has been said", () => {
    const step = started();
    expect(step.state).toMatchObject({ phase: "asking", index: 0, turn: 1 });
    expect(step.effects).toEqual([{ do: "start-clock" }, { do: "clear-heard" }, { do: "say", text: questions[0].text, after: { type: "asked", turn: 1 } }]);
    expect(interviewStep(step.state, { type: "asked", turn: 1 }).effects).toEqual([{ do: "listen", turn: 1 }]);
  });

  it("a good answer is kept and the next question asked", () => {
    const step = run(started().state, { type: "asked", turn: 1 }, { type: "heard", turn: 1, text: `  ${GOOD} `, seconds: 12 });
    expect(step.state.answers).toEqual([{ question: questions[0].text, answer: GOOD, kind: "story" }]);
    expect(step.state).toMatchObject({ index: 1, problem: null, typed: "" });
    expect(step.effects.map((e) => e.do)).toEqual(["resume-clock", "clear-heard", "say"]);
  });

  it("an answer under five words is asked again, its reason shown until a good answer", () => {
    let step = run(started().state, { type: "heard", turn: 1, text: "a small studio", seconds: 5 });
    expect(step.state).toMatchObject({ index: 0, problem: INTERVIEW_TEXT.tooShort });
    const told = step.effects.find((e) => e.do === "say");
    expect(told).toEqual({ do: "say", text: INTERVIEW_TEXT.tooShort, after: { type: "told-too-short", turn: step.state.turn } });
    step = interviewStep(step.state, { type: "told-too-short", turn: step.state.turn });
    expect(step.state).toMatchObject({ index: 0, problem: INTERVIEW_TEXT.tooShort });
    expect(step.effects.at(-1)).toMatchObject({ do: "say", text: questions[0].text });
    step = run(step.state, { type: "typing", text: GOOD }, { type: "submit", seconds: 30 });
    expect(step.state).toMatchObject({ index: 1, problem: null, answers: [{ answer: GOOD }] });
    expect(step.effects[0]).toEqual({ do: "stop-listening" });
  });

  it("drops what speech sends back for an older turn", () => {
    const asked = started().state;
    // The member typed an answer while Ziva was still asking: her listening for turn 1 comes too late.
    const typed = run(asked, { type: "typing", text: GOOD }, { type: "submit", seconds: 8 }).state;
    expect(typed.index).toBe(1);
    expect(interviewStep(typed, { type: "asked", turn: 1 })).toEqual({ state: typed, effects: [] });
    expect(interviewStep(typed, { type: "heard", turn: 1, text: GOOD, seconds: 9 })).toEqual({ state: typed, effects: [] });
  });

  it("when listening ends with nothing heard, Ziva says so and the clock waits for the member's choice", () => {
    const asked = run(started().state, { type: "asked", turn: 1 }).state;
    const silent = interviewStep(asked, { type: "listen-ended", turn: 1, reason: "no-speech" });
    expect(silent.state.stopped).toBe(stoppedListening("no-speech").said);
    expect(silent.effects).toEqual([{ do: "say", text: silent.state.stopped }, { do: "pause-clock-unless-typing" }]);
    const again = interviewStep(silent.state, { type: "listen-again" });
    expect(again.state.stopped).toBeNull();
    expect(again.effects).toEqual([{ do: "hush" }, { do: "resume-clock" }, { do: "listen", turn: again.state.turn }]);
    const typing = interviewStep(silent.state, { type: "type-instead" });
    expect(typing.state.stopped).toBeNull();
    expect(typing.effects).toEqual([{ do: "resume-clock" }, { do: "focus-answer" }]);
  });

  it("a refused microphone turns the interview to typing for good", () => {
    const asked = run(started().state, { type: "asked", turn: 1 }).state;
    const refused = interviewStep(asked, { type: "listen-ended", turn: 1, reason: "not-allowed" });
    expect(refused.state).toMatchObject({ micProblem: stoppedListening("not-allowed").said, stopped: null });
    expect(refused.effects.map((e) => e.do)).toEqual(["say", "give-up-listening", "focus-answer"]);
  });

  it("the last good answer ends it: the result, the clock stopped, the calendar started with every answer", () => {
    let state = started().state;
    for (let i = 0; i < questions.length - 1; i++) state = run(state, { type: "heard", turn: state.turn, text: GOOD, seconds: 10 }).state;
    const last = interviewStep(state, { type: "heard", turn: state.turn, text: GOOD, seconds: 95 });
    expect(last.state).toMatchObject({ phase: "result", result: { note: INTERVIEW_TEXT.allAnswered, seconds: 95 } });
    expect(last.state.answers).toHaveLength(questions.length);
    expect(last.effects).toContainEqual({ do: "start-calendar", answers: last.state.answers, seconds: 95 });
    expect(last.effects).toContainEqual({ do: "stop-clock" });
    expect(interviewStep(last.state, { type: "result-shown" }).state.phase).toBe("generating");
  });

  it("time up ends it with the answers so far; nothing said after counts", () => {
    const state = run(started().state, { type: "heard", turn: 1, text: GOOD, seconds: 100 }).state;
    const ended = interviewStep(state, { type: "time-up", seconds: 240 });
    expect(ended.state).toMatchObject({ phase: "result", result: { note: INTERVIEW_TEXT.timeEnded, seconds: 240 } });
    expect(ended.effects).toContainEqual({ do: "start-calendar", answers: state.answers, seconds: 240 });
    expect(interviewStep(ended.state, { type: "heard", turn: state.turn, text: GOOD, seconds: 241 }).state).toBe(ended.state);
    expect(interviewStep(ended.state, { type: "time-up", seconds: 240 }).effects).toEqual([]);
  });
});
