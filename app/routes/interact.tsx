import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FieldError } from "~/components/FieldError";
import { GenerationProgress } from "~/components/onboarding/GenerationProgress";
import { requireUser } from "~/lib/guards.server";
import { titled } from "~/lib/meta";
import { saveInterview, startCalendar } from "~/lib/onboarding.client";
import { INTERVIEW, INTERVIEW_TEXT, improvementFor, longEnough, zivaQuestions } from "~/spec/interview";
import type { MaterialKind } from "~/spec/material";

export const meta = titled("Talk to Ziva");

/** Ziva's questions are worded for a person or a company page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  return json({ profileType: user.profileType });
}

/** The browser's speech recognition, where there is one (Chromium names it webkitSpeechRecognition). */
type Recognition = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
};
type RecognitionClass = new () => Recognition;
const recognitionClass = (): RecognitionClass | null => {
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
};

/** Ziva says it out loud where the browser can; the interview never waits on a voice that does not come. */
function speak(text: string): Promise<void> {
  return new Promise((resolve) => {
    const synth = typeof window !== "undefined" ? window.speechSynthesis : undefined;
    const fallback = setTimeout(resolve, 600 + text.length * 55);
    if (!synth || typeof SpeechSynthesisUtterance === "undefined") return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.onend = () => (clearTimeout(fallback), resolve());
    synth.cancel();
    synth.speak(utterance);
  });
}

type Phase = "intro" | "asking" | "ended" | "result" | "generating";
type Answer = { question: string; answer: string; kind: MaterialKind };

/**
 * The voice interview: Ziva asks five questions one by one, out loud, and listens; an answer
 * under five words is asked again. 240 seconds on a visible clock. Where the browser cannot
 * listen, the member types the answers instead. Then the result, then the month of posts.
 */
export default function Interact() {
  const { profileType } = useLoaderData<typeof loader>();
  const asked = zivaQuestions(profileType);
  const ZIVA_QUESTIONS = asked.map((q) => q.text);
  const [phase, setPhase] = useState<Phase>("intro");
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [heard, setHeard] = useState("");
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [listening, setListening] = useState(false);
  const [canListen, setCanListen] = useState<boolean | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number>(INTERVIEW.seconds);
  const [endNote, setEndNote] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const startedAt = useRef(0);
  const elapsed = useRef(0);
  const recognition = useRef<Recognition | null>(null);
  // The answers so far, for callbacks from speech recognition (they outlive the render that made them).
  const given = useRef<Answer[]>([]);
  const questionHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setCanListen(recognitionClass() !== null), []);

  // The clock: 240 s from the first question.
  useEffect(() => {
    if (phase !== "asking") return;
    const timer = setInterval(() => {
      const left = Math.max(0, INTERVIEW.seconds - Math.floor((Date.now() - startedAt.current) / 1000));
      setSecondsLeft(left);
      if (left === 0) finish(INTERVIEW_TEXT.timeEnded);
    }, 250);
    return () => clearInterval(timer);
  });

  // Each new question takes the focus, so a screen reader reads it out too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the trigger, not a value read
  useEffect(() => {
    if (phase === "asking") questionHeading.current?.focus();
  }, [phase, index]);

  function finish(note: string) {
    recognition.current?.stop();
    elapsed.current = Math.round((Date.now() - startedAt.current) / 1000);
    setEndNote(note);
    setPhase("ended");
  }

  async function ask(i: number, again = false) {
    setHeard("");
    // Asked again after a short answer: the reason stays on screen until a good answer comes.
    if (!again) setProblem(null);
    await speak(ZIVA_QUESTIONS[i]);
    if (recognitionClass()) listen(i);
  }

  function listen(i: number) {
    const Recognizer = recognitionClass();
    if (!Recognizer) return;
    const rec = new Recognizer();
    recognition.current = rec;
    rec.lang = "en-US";
    rec.interimResults = true;
    rec.continuous = false;
    let finalText = "";
    rec.onresult = (e) => {
      let text = "";
      for (let r = 0; r < e.results.length; r++) {
        text += e.results[r][0].transcript;
        if (e.results[r].isFinal) finalText = text;
      }
      setHeard(text);
    };
    rec.onerror = () => setListening(false);
    rec.onend = () => {
      setListening(false);
      if (finalText) accept(i, finalText);
    };
    setListening(true);
    rec.start();
  }

  function accept(i: number, answer: string) {
    if (!longEnough(answer)) {
      setProblem(INTERVIEW_TEXT.tooShort);
      void speak(INTERVIEW_TEXT.tooShort).then(() => ask(i, true));
      return;
    }
    const next = [...given.current, { question: asked[i].text, answer: answer.trim(), kind: asked[i].kind }];
    given.current = next;
    setProblem(null);
    setAnswers(next);
    setTyped("");
    if (i + 1 >= ZIVA_QUESTIONS.length) return finish(INTERVIEW_TEXT.allAnswered);
    setIndex(i + 1);
    void ask(i + 1);
  }

  async function generate(all: Answer[]) {
    setFailed(false);
    try {
      await saveInterview(all, elapsed.current);
      setJobId(await startCalendar());
    } catch {
      setFailed(true);
    }
  }

  // The end: the answers are saved and the calendar starts; the result shows for 5 s, then the progress.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the session ends
  useEffect(() => {
    if (phase !== "ended") return;
    void generate(given.current);
    setPhase("result");
  }, [phase]);
  useEffect(() => {
    if (phase !== "result") return;
    const timer = setTimeout(() => setPhase("generating"), 5_000);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === "generating" && (jobId || failed)) {
    return (
      <main className="page page--narrow">
        {failed ? (
          <section className="card">
            <p className="banner banner--error" role="alert">
              Failed to generate content calendar. Please try again.
            </p>
            <button type="button" className="button button--primary" onClick={() => void generate(answers)}>
              Try again
            </button>
          </section>
        ) : (
          <GenerationProgress jobId={jobId} onRetry={() => void generate(answers)} />
        )}
      </main>
    );
  }

  if (phase === "result" || phase === "generating") {
    return (
      <main className="page page--narrow interact">
        <section className="card interact__result" aria-live="polite">
          <p role="alert" className="interact__note">
            {endNote}
          </p>
          <h1>Your posts just got {improvementFor(elapsed.current)}% more you</h1>
          <p className="muted">
            {answers.length} of {ZIVA_QUESTIONS.length} questions answered in {elapsed.current} s. Writing your month of posts next…
          </p>
        </section>
      </main>
    );
  }

  const minutes = Math.floor(secondsLeft / 60);
  const clock = `${minutes}:${String(secondsLeft % 60).padStart(2, "0")}`;
  return (
    <main className="page page--narrow interact">
      <h1>Talk to Ziva</h1>
      {canListen === false ? (
        <p className="banner banner--warning" role="alert">
          {INTERVIEW_TEXT.noRecognition} Type your answers instead: Ziva still asks every question.
        </p>
      ) : null}
      {phase === "intro" ? (
        <section className="card">
          <p>
            Ziva asks you {ZIVA_QUESTIONS.length} questions, one by one, and listens to your answers. Answer in a sentence or two (at least {INTERVIEW.minWords}{" "}
            words). The session lasts {INTERVIEW.seconds / 60} minutes.
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              startedAt.current = Date.now();
              setPhase("asking");
              void ask(0);
            }}
          >
            Start the interview
          </button>
        </section>
      ) : (
        <section className="card interact__session">
          <p className="interact__clock" role="timer" aria-label="Time left">
            {clock}
          </p>
          <p className="muted">
            Question {index + 1} of {ZIVA_QUESTIONS.length}
          </p>
          <h2 tabIndex={-1} ref={questionHeading}>
            {ZIVA_QUESTIONS[index]}
          </h2>
          {canListen ? (
            <p className="interact__heard" aria-live="polite">
              {listening ? "Listening… " : ""}
              {heard}
            </p>
          ) : null}
          <FieldError id="answer-error" message={problem} />
          <form
            onSubmit={(e) => {
              e.preventDefault();
              recognition.current?.stop();
              accept(index, typed);
            }}
          >
            <label className="field">
              <span className="field__label">{canListen ? "Or type your answer" : "Your answer"}</span>
              <textarea rows={3} value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby={problem ? "answer-error" : undefined} />
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
