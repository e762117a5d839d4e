/**
 * The interview with Ziva as a state machine (issue 23): pure, no React, no browser. Each event
 * gives the next state and what to do (`effects`): say something, listen, move the clock, start
 * the calendar. The route runs the effects with the speech hook (use-speech.ts) and the clock
 * (use-session-clock.ts) and sends back what came of them.
 *
 * Every question asked, answer taken or new listen is a new `turn`; speech that comes back for
 * an older turn (Ziva was talked over, the member typed) is dropped.
 */
import { INTERVIEW_TEXT, type ListenEndReason, longEnough, stoppedListening } from "~/spec/interview";
import type { MaterialKind } from "~/spec/material";

export type Question = { text: string; kind: MaterialKind };
export type Answer = { question: string; answer: string; kind: MaterialKind };

export type InterviewState = {
  phase: "intro" | "asking" | "result" | "generating";
  questions: readonly Question[];
  /** The question on screen. */
  index: number;
  answers: Answer[];
  /** The typed answer so far. */
  typed: string;
  turn: number;
  /** Why the question was asked again (too short); stays until a good answer. */
  problem: string | null;
  /** What Ziva said when she stopped listening, while the member chooses: listen again or type. */
  stopped: string | null;
  /** Why Ziva cannot listen at all this visit (the microphone was refused or is missing). */
  micProblem: string | null;
  /** How it ended, and the seconds spent. */
  result: { note: string; seconds: number } | null;
};

export type InterviewEvent =
  | { type: "start" }
  /** Ziva finished saying the question of `turn`. */
  | { type: "asked"; turn: number }
  /** Ziva finished saying the answer of `turn` was too short. */
  | { type: "told-too-short"; turn: number }
  /** Listening for `turn` heard an answer; `seconds` is the clock's, kept if it ends the interview. */
  | { type: "heard"; turn: number; text: string; seconds: number }
  /** Listening for `turn` ended with nothing heard. */
  | { type: "listen-ended"; turn: number; reason: ListenEndReason }
  | { type: "listen-again" }
  | { type: "type-instead" }
  | { type: "typing"; text: string }
  /** The typed answer, sent. */
  | { type: "submit"; seconds: number }
  | { type: "time-up"; seconds: number }
  /** The result has been shown long enough: on to the month of posts. */
  | { type: "result-shown" };

export type InterviewEffect =
  /** Say it out loud; then send `after`, if any. */
  | { do: "say"; text: string; after?: InterviewEvent }
  /** Listen for an answer; send what came of it as `turn`'s. */
  | { do: "listen"; turn: number }
  /** Stop listening (an answer was typed, the interview ended). */
  | { do: "stop-listening" }
  /** Stop talking, so Ziva does not hear herself. */
  | { do: "hush" }
  | { do: "clear-heard" }
  /** The microphone was refused or is missing: no more listening this visit. */
  | { do: "give-up-listening" }
  | { do: "focus-answer" }
  | { do: "start-clock" }
  | { do: "resume-clock" }
  /** Ziva stopped listening: the clock waits for the member's choice, unless they are typing. */
  | { do: "pause-clock-unless-typing" }
  | { do: "stop-clock" }
  /** Save the answers and start the month of posts. */
  | { do: "start-calendar"; answers: Answer[]; seconds: number };

export type Step = { state: InterviewState; effects: InterviewEffect[] };

export const RESULT_MS = 5_000;

export const initialInterview = (questions: readonly Question[]): InterviewState => ({
  phase: "intro",
  questions,
  index: 0,
  answers: [],
  typed: "",
  turn: 0,
  problem: null,
  stopped: null,
  micProblem: null,
  result: null,
});

const unchanged = (state: InterviewState): Step => ({ state, effects: [] });

/** A new turn asking question `index`; after a short answer the reason stays on screen. */
function ask(state: InterviewState, index: number, again: boolean): Step {
  const turn = state.turn + 1;
  return {
    state: { ...state, index, turn, problem: again ? state.problem : null },
    effects: [{ do: "clear-heard" }, { do: "say", text: state.questions[index].text, after: { type: "asked", turn } }],
  };
}

function finish(state: InterviewState, note: string, seconds: number, effects: InterviewEffect[] = []): Step {
  return {
    state: { ...state, phase: "result", turn: state.turn + 1, result: { note, seconds } },
    effects: [...effects, { do: "stop-listening" }, { do: "stop-clock" }, { do: "start-calendar", answers: state.answers, seconds }],
  };
}

/** An answer, heard or typed: too short, it is asked again; else the next question, or the end. */
function answer(state: InterviewState, text: string, seconds: number, before: InterviewEffect[] = []): Step {
  const turn = state.turn + 1;
  const effects: InterviewEffect[] = [...before, { do: "resume-clock" }];
  if (!longEnough(text)) {
    return {
      state: { ...state, turn, stopped: null, problem: INTERVIEW_TEXT.tooShort },
      effects: [...effects, { do: "say", text: INTERVIEW_TEXT.tooShort, after: { type: "told-too-short", turn } }],
    };
  }
  const question = state.questions[state.index];
  const answered: InterviewState = {
    ...state,
    turn,
    stopped: null,
    problem: null,
    typed: "",
    answers: [...state.answers, { question: question.text, answer: text.trim(), kind: question.kind }],
  };
  if (state.index + 1 >= state.questions.length) return finish(answered, INTERVIEW_TEXT.allAnswered, seconds, effects);
  const next = ask(answered, state.index + 1, false);
  return { state: next.state, effects: [...effects, ...next.effects] };
}

export function interviewStep(state: InterviewState, event: InterviewEvent): Step {
  const asking = state.phase === "asking";
  // What speech brings back for an older turn comes too late.
  const stale = "turn" in event && event.turn !== state.turn;
  switch (event.type) {
    case "start": {
      if (state.phase !== "intro") return unchanged(state);
      const first = ask({ ...state, phase: "asking" }, 0, false);
      return { state: first.state, effects: [{ do: "start-clock" }, ...first.effects] };
    }
    case "asked":
      return asking && !stale ? { state, effects: [{ do: "listen", turn: state.turn }] } : unchanged(state);
    case "told-too-short":
      return asking && !stale ? ask(state, state.index, true) : unchanged(state);
    case "heard":
      return asking && !stale ? answer(state, event.text, event.seconds) : unchanged(state);
    case "listen-ended": {
      if (!asking || stale) return unchanged(state);
      const { said, typingOnly } = stoppedListening(event.reason);
      if (typingOnly)
        return { state: { ...state, micProblem: said }, effects: [{ do: "say", text: said }, { do: "give-up-listening" }, { do: "focus-answer" }] };
      return { state: { ...state, stopped: said }, effects: [{ do: "say", text: said }, { do: "pause-clock-unless-typing" }] };
    }
    case "listen-again": {
      if (!asking) return unchanged(state);
      const turn = state.turn + 1;
      return { state: { ...state, stopped: null, turn }, effects: [{ do: "hush" }, { do: "resume-clock" }, { do: "listen", turn }] };
    }
    case "type-instead":
      return asking ? { state: { ...state, stopped: null }, effects: [{ do: "resume-clock" }, { do: "focus-answer" }] } : unchanged(state);
    case "typing":
      // Typing is a choice: the clock runs again.
      return { state: { ...state, typed: event.text }, effects: [{ do: "resume-clock" }] };
    case "submit":
      return asking ? answer(state, state.typed, event.seconds, [{ do: "stop-listening" }]) : unchanged(state);
    case "time-up":
      return asking ? finish(state, INTERVIEW_TEXT.timeEnded, event.seconds) : unchanged(state);
    case "result-shown":
      return state.phase === "result" ? unchanged({ ...state, phase: "generating" }) : unchanged(state);
  }
}
