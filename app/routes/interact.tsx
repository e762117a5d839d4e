import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FieldError } from "~/components/FieldError";
import { CalendarProgress } from "~/components/onboarding/GenerationProgress";
import { onSubmitted } from "~/lib/form-events";
import { requireUser } from "~/lib/guards.server";
import { type InterviewEffect, type InterviewEvent, initialInterview, interviewStep, RESULT_MS } from "~/lib/interview-machine";
import { titled } from "~/lib/meta";
import { saveInterview } from "~/lib/onboarding.client";
import { useCalendarStart } from "~/lib/use-calendar-start";
import { useSessionClock } from "~/lib/use-session-clock";
import { hush, speak, useSpeech } from "~/lib/use-speech";
import { INTERVIEW, INTERVIEW_TEXT, resultText, zivaQuestions } from "~/spec/interview";

export const meta = titled("Talk to Ziva");

/** Ziva's questions are worded for a person or a company page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({ profileType: user.profileType });
}

/**
 * The voice interview: Ziva asks five questions one by one, out loud, and listens; an answer
 * under five words is asked again. 240 seconds on a visible clock. Where the browser cannot
 * listen, the member types the answers instead. When listening ends without an answer Ziva says
 * so and the clock waits for the member's choice: listen again or type. Then the result (for
 * 5 s), then the month of posts. What happens when is the interview's machine
 * (~/lib/interview-machine); this screen runs what it asks for with the speech hook and the clock.
 */
export default function Interact() {
  const { profileType } = useLoaderData<typeof loader>();
  const [state, setState] = useState(() => initialInterview(zivaQuestions(profileType)));
  const { phase, questions: asked, index, answers, result, problem, stopped, micProblem } = state;
  const speech = useSpeech();
  const clock = useSessionClock(INTERVIEW.seconds, () => send({ type: "time-up", seconds: clock.elapsedSeconds() }));
  const { start, begin } = useCalendarStart();
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const answerBox = useRef<HTMLTextAreaElement>(null);
  const listenAgainButton = useRef<HTMLButtonElement>(null);

  // The machine's state, for what speech sends back later (it outlives the render that asked).
  const machine = useRef(state);
  function send(event: InterviewEvent) {
    const step = interviewStep(machine.current, event);
    machine.current = step.state;
    setState(step.state);
    for (const effect of step.effects) perform(effect);
  }

  function perform(effect: InterviewEffect) {
    switch (effect.do) {
      case "say":
        return void speak(effect.text).then(() => effect.after && send(effect.after));
      case "listen":
        return void speech.listen().then((outcome) => {
          if (outcome.kind === "heard") send({ type: "heard", turn: effect.turn, text: outcome.text, seconds: clock.elapsedSeconds() });
          else if (outcome.kind === "ended") send({ type: "listen-ended", turn: effect.turn, reason: outcome.reason });
        });
      case "stop-listening":
        return speech.stop();
      case "hush":
        return hush();
      case "clear-heard":
        return speech.clearHeard();
      case "give-up-listening":
        return speech.giveUpListening();
      case "focus-answer":
        return answerBox.current?.focus();
      case "start-clock":
        return clock.start();
      case "resume-clock":
        return clock.resume();
      case "pause-clock-unless-typing": {
        const box = answerBox.current;
        const typing = box !== null && (document.activeElement === box || box.value.trim() !== "");
        return typing ? undefined : clock.pause();
      }
      case "stop-clock":
        return void clock.stop();
      case "start-calendar":
        return void begin(() => saveInterview(effect.answers, effect.seconds));
    }
  }

  // Each new question takes the focus, so a screen reader reads it out too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the trigger, not a value read
  useEffect(() => {
    if (phase === "asking") questionHeading.current?.focus();
  }, [phase, index]);

  // Ziva stopped listening: the choice takes the focus, unless the member is already typing.
  useEffect(() => {
    if (stopped && document.activeElement !== answerBox.current) listenAgainButton.current?.focus();
  }, [stopped]);

  // The result shows for 5 s (the calendar is already starting), then the progress screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the machine's state, not the render's
  useEffect(() => {
    if (phase !== "result") return;
    const timer = setTimeout(() => send({ type: "result-shown" }), RESULT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === "generating") {
    return (
      <main className="page page--narrow">
        <CalendarProgress start={start} onRetry={() => void begin(() => saveInterview(answers, result?.seconds ?? 0))} />
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
            Ziva asks you {asked.length} questions, one by one, and listens to your answers. Answer in a sentence or two (at least {INTERVIEW.minWords} words);
            take your time, and when you have finished, pause for a few seconds or press Done answering. The session lasts {INTERVIEW.seconds / 60} minutes.
          </p>
          <button type="button" className="button button--primary" onClick={() => send({ type: "start" })}>
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
          {voice && speech.listening && speech.heard ? (
            // Listening waits through the member's pauses; this ends the answer at once.
            <button type="button" className="button button--primary interact__done" onClick={speech.finishAnswer}>
              Done answering
            </button>
          ) : null}
          {stopped && voice ? (
            <div className="interact__stopped" role="group" aria-labelledby="stopped-note">
              <p id="stopped-note" role="status" className="interact__note">
                {stopped}
              </p>
              <div className="interact__choices">
                <button type="button" className="button button--primary" ref={listenAgainButton} onClick={() => send({ type: "listen-again" })}>
                  Listen again
                </button>
                <button type="button" className="button" onClick={() => send({ type: "type-instead" })}>
                  Type instead
                </button>
              </div>
            </div>
          ) : null}
          <FieldError id="answer-error" message={problem} />
          <form onSubmit={onSubmitted(() => send({ type: "submit", seconds: clock.elapsedSeconds() }))}>
            <label className="field">
              <span className="field__label">{voice ? "Or type your answer" : "Your answer"}</span>
              <textarea
                ref={answerBox}
                rows={3}
                value={state.typed}
                onChange={(e) => send({ type: "typing", text: e.target.value })}
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
