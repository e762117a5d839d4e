import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FieldError } from "~/components/FieldError";
import { CalendarProgress } from "~/components/onboarding/GenerationProgress";
import { requireUser } from "~/lib/guards.server";
import { titled } from "~/lib/meta";
import { saveInterview } from "~/lib/onboarding.client";
import { useCalendarStart } from "~/lib/use-calendar-start";
import { useSessionClock } from "~/lib/use-session-clock";
import { type EndReason, hush, speak, useSpeech } from "~/lib/use-speech";
import { INTERVIEW, INTERVIEW_TEXT, longEnough, resultText, stoppedListening, zivaQuestions } from "~/spec/interview";
import type { MaterialKind } from "~/spec/material";

export const meta = titled("Talk to Ziva");

/** Ziva's questions are worded for a person or a company page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({ profileType: user.profileType });
}

type Phase = "intro" | "asking" | "result" | "generating";
type Answer = { question: string; answer: string; kind: MaterialKind };
const RESULT_MS = 5_000;

/**
 * The voice interview: Ziva asks five questions one by one, out loud, and listens; an answer
 * under five words is asked again. 240 seconds on a visible clock. Where the browser cannot
 * listen, the member types the answers instead. When listening ends without an answer Ziva says
 * so and the clock waits for the member's choice: listen again or type. Then the result (for
 * 5 s), then the month of posts.
 */
export default function Interact() {
  const { profileType } = useLoaderData<typeof loader>();
  const asked = zivaQuestions(profileType);
  const [phase, setPhase] = useState<Phase>("intro");
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // What Ziva said when she stopped listening (the member chooses what next), or why she can't listen at all.
  const [stopped, setStopped] = useState<string | null>(null);
  const [micProblem, setMicProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ note: string; seconds: number } | null>(null);
  const speech = useSpeech();
  const clock = useSessionClock(INTERVIEW.seconds, () => finish(INTERVIEW_TEXT.timeEnded));
  const { start, begin } = useCalendarStart();
  // The answers so far, for callbacks from speech (they outlive the render that made them).
  const given = useRef<Answer[]>([]);
  // Each question, answer or new listen is a turn; what an older turn hears comes too late and is dropped.
  const turn = useRef(0);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const answerBox = useRef<HTMLTextAreaElement>(null);
  const listenAgainButton = useRef<HTMLButtonElement>(null);

  // Each new question takes the focus, so a screen reader reads it out too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the trigger, not a value read
  useEffect(() => {
    if (phase === "asking") questionHeading.current?.focus();
  }, [phase, index]);

  // Ziva stopped listening: the choice takes the focus, unless the member is already typing.
  useEffect(() => {
    if (stopped && document.activeElement !== answerBox.current) listenAgainButton.current?.focus();
  }, [stopped]);

  function finish(note: string) {
    turn.current++;
    speech.stop();
    const seconds = clock.stop();
    setResult({ note, seconds });
    setPhase("result");
    void begin(() => saveInterview(given.current, seconds));
  }

  async function ask(i: number, again = false) {
    const mine = ++turn.current;
    speech.clearHeard();
    // Asked again after a short answer: the reason stays on screen until a good answer comes.
    if (!again) setProblem(null);
    await speak(asked[i].text);
    if (mine === turn.current) await listenFor(i, mine);
  }

  async function listenFor(i: number, mine: number) {
    const outcome = await speech.listen();
    if (mine !== turn.current) return;
    if (outcome.kind === "heard") accept(i, outcome.text);
    else if (outcome.kind === "ended") listeningEnded(outcome.reason);
  }

  /** Listening ended with nothing heard: Ziva says so; the clock waits unless the member is typing. */
  function listeningEnded(reason: EndReason) {
    const { said, typingOnly } = stoppedListening(reason);
    void speak(said);
    if (typingOnly) {
      speech.giveUpListening();
      setMicProblem(said);
      answerBox.current?.focus();
      return;
    }
    setStopped(said);
    const box = answerBox.current;
    const typing = box !== null && (document.activeElement === box || box.value.trim() !== "");
    if (!typing) clock.pause();
  }

  function listenAgain() {
    hush(); // so she does not hear herself
    setStopped(null);
    clock.resume();
    void listenFor(index, ++turn.current);
  }

  function typeInstead() {
    setStopped(null);
    clock.resume();
    answerBox.current?.focus();
  }

  function accept(i: number, answer: string) {
    const mine = ++turn.current;
    clock.resume();
    setStopped(null);
    if (!longEnough(answer)) {
      setProblem(INTERVIEW_TEXT.tooShort);
      void speak(INTERVIEW_TEXT.tooShort).then(() => {
        if (mine === turn.current) void ask(i, true);
      });
      return;
    }
    const next = [...given.current, { question: asked[i].text, answer: answer.trim(), kind: asked[i].kind }];
    given.current = next;
    setProblem(null);
    setAnswers(next);
    setTyped("");
    if (i + 1 >= asked.length) return finish(INTERVIEW_TEXT.allAnswered);
    setIndex(i + 1);
    void ask(i + 1);
  }

  // The result shows for 5 s (the calendar is already starting), then the progress screen.
  useEffect(() => {
    if (phase !== "result") return;
    const timer = setTimeout(() => setPhase("generating"), RESULT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === "generating") {
    return (
      <main className="page page--narrow">
        <CalendarProgress start={start} onRetry={() => void begin(() => saveInterview(given.current, result?.seconds ?? 0))} />
      </main>
    );
  }

  if (phase === "result" && result) {
    const text = resultText({ seconds: result.seconds, answered: answers.length });
    return (
      <main className="page page--narrow interact">
        <section className="card interact__result" aria-live="polite">
          <p role="alert" className="interact__note">
            {result.note}
          </p>
          <h1>{text.heading}</h1>
          <p>{text.measures}</p>
          <p className="muted">Writing your month of posts next…</p>
        </section>
      </main>
    );
  }

  const voice = speech.canListen === true && !speech.refused;
  const minutes = Math.floor(clock.secondsLeft / 60);
  const time = `${minutes}:${String(clock.secondsLeft % 60).padStart(2, "0")}`;
  return (
    <main className="page page--narrow interact">
      <h1>Talk to Ziva</h1>
      {speech.canListen === false ? (
        <p className="banner banner--warning" role="alert">
          {INTERVIEW_TEXT.noRecognition} Type your answers instead: Ziva still asks every question.
        </p>
      ) : null}
      {micProblem ? (
        <p className="banner banner--warning" role="alert">
          {micProblem}
        </p>
      ) : null}
      {phase === "intro" ? (
        <section className="card">
          <p>
            Ziva asks you {asked.length} questions, one by one, and listens to your answers. Answer in a sentence or two (at least {INTERVIEW.minWords} words).
            The session lasts {INTERVIEW.seconds / 60} minutes.
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              clock.start();
              setPhase("asking");
              void ask(0);
            }}
          >
            Start the interview
          </button>
        </section>
      ) : (
        <section className="card interact__session">
          <p className="interact__clock-row">
            <span className="interact__clock" role="timer" aria-label={clock.paused ? "Time left (paused)" : "Time left"}>
              {time}
            </span>
            {clock.paused ? <span className="interact__paused">Clock paused until you choose</span> : null}
          </p>
          <p className="muted">
            Question {index + 1} of {asked.length}
          </p>
          <h2 tabIndex={-1} ref={questionHeading}>
            {asked[index].text}
          </h2>
          {voice ? (
            <p className="interact__heard" aria-live="polite">
              {speech.listening ? "Listening… " : ""}
              {speech.heard}
            </p>
          ) : null}
          {stopped && voice ? (
            <div className="interact__stopped" role="group" aria-labelledby="stopped-note">
              <p id="stopped-note" role="status" className="interact__note">
                {stopped}
              </p>
              <div className="interact__choices">
                <button type="button" className="button button--primary" ref={listenAgainButton} onClick={listenAgain}>
                  Listen again
                </button>
                <button type="button" className="button" onClick={typeInstead}>
                  Type instead
                </button>
              </div>
            </div>
          ) : null}
          <FieldError id="answer-error" message={problem} />
          <form
            onSubmit={(e) => {
              e.preventDefault();
              speech.stop();
              accept(index, typed);
            }}
          >
            <label className="field">
              <span className="field__label">{voice ? "Or type your answer" : "Your answer"}</span>
              <textarea
                ref={answerBox}
                rows={3}
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  clock.resume(); // typing is a choice: the clock runs again
                }}
                aria-describedby={problem ? "answer-error" : undefined}
              />
            </label>
            <button type="submit" className="button">
              Answer
            </button>
          </form>
        </section>
      )}
    </main>
  );
}
