/**
 * Ziva's voice in the browser: speaking (speech synthesis) and listening (speech recognition),
 * and, when listening ends without an answer, why. Either may be missing: nothing here waits on
 * a voice or an ear the browser does not have.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ANSWER_PAUSE_MS, answerFromPhrases, type ListenEndReason as EndReason } from "~/spec/interview";
import { ONBOARDING_LIMITS } from "~/spec/schemas";

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
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
};

/** Says it out loud where the browser can; resolves when done, or after about the time it would take. */
export function speak(text: string): Promise<void> {
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

/** Stops Ziva mid-sentence (before listening, so she does not hear herself). */
export function hush() {
  if (typeof window !== "undefined") window.speechSynthesis?.cancel();
}

/**
 * Why listening ended without a final answer: "silence" when it simply ended, else the browser's
 * error, with "not-allowed" covering a refused microphone or service and "no-microphone" for
 * 'audio-capture'.
 */
export type { EndReason };

export type ListenOutcome =
  | { kind: "heard"; text: string }
  /** We stopped it ourselves (an answer was typed, the session ended): nothing to say. */
  | { kind: "stopped" }
  | { kind: "ended"; reason: EndReason }
  /** No recognition in this browser, or the member's microphone was refused earlier: type instead. */
  | { kind: "unavailable" };

function reasonOf(error: string | null): EndReason {
  switch (error) {
    case null:
      return "silence";
    case "no-speech":
    case "aborted":
    case "network":
      return error;
    case "not-allowed":
    case "service-not-allowed":
      return "not-allowed";
    case "audio-capture":
      return "no-microphone";
    default:
      return "other";
  }
}

/**
 * Listening: `listen()` resolves once with what was heard (through the member's pauses, until
 * ANSWER_PAUSE_MS of quiet or `finishAnswer()`), or why nothing was; `heard` is the
 * words so far (interim results too), for the screen. `canListen` is null until the browser is
 * known (the server cannot tell), false where there is no recognition; `refused` once the
 * microphone was refused (`giveUpListening`), after which `listen()` answers "unavailable".
 */
export function useSpeech() {
  const [canListen, setCanListen] = useState<boolean | null>(null);
  const [refused, setRefused] = useState(false);
  // Read by listen() from callbacks that outlive the render that made them.
  const off = useRef(false);
  const [listening, setListening] = useState(false);
  const [heard, setHeard] = useState("");
  // The one recognition running; whether we asked it to stop, and whether to keep what it heard then.
  const current = useRef<{ rec: Recognition; stoppedByUs: boolean; finishing: boolean } | null>(null);

  useEffect(() => setCanListen(recognitionClass() !== null), []);

  /** Stops listening and drops what was heard (an answer was typed, the session ended). */
  const stop = useCallback(() => {
    const session = current.current;
    if (!session) return;
    session.stoppedByUs = true;
    current.current = null;
    setListening(false);
    session.rec.stop();
  }, []);

  /** The member is done answering: listening stops, and what was heard is the answer. */
  const finishAnswer = useCallback(() => {
    const session = current.current;
    if (!session || session.finishing) return;
    session.finishing = true;
    session.rec.stop();
  }, []);

  // Leaving the page ends the conversation: no microphone left open, no voice talking on.
  useEffect(
    () => () => {
      stop();
      hush();
    },
    [stop],
  );

  const listen = useCallback(
    () =>
      new Promise<ListenOutcome>((resolve) => {
        const Recognizer = recognitionClass();
        if (!Recognizer || off.current) return resolve({ kind: "unavailable" });
        stop();
        const rec = new Recognizer();
        const session = { rec, stoppedByUs: false, finishing: false };
        current.current = session;
        const mine = () => current.current === session;
        rec.lang = "en-US";
        rec.interimResults = true;
        // Continuous: a member who pauses to think is still answering (the browser would end at the
        // first pause and keep only the first phrase). The answer ends after ANSWER_PAUSE_MS of quiet.
        rec.continuous = true;
        let finalText = "";
        let error: string | null = null;
        let over = false;
        let quiet: ReturnType<typeof setTimeout> | undefined;
        // This session's own end of the answer: a late timer never stops a newer one.
        const finishThis = () => {
          if (session.finishing || session.stoppedByUs) return;
          session.finishing = true;
          rec.stop();
        };
        const end = (outcome: ListenOutcome) => {
          if (over) return;
          over = true;
          clearTimeout(quiet);
          if (mine()) {
            current.current = null;
            setListening(false);
          }
          resolve(outcome);
        };
        rec.onresult = (e) => {
          const phrases: string[] = [];
          let interim = "";
          for (let r = 0; r < e.results.length; r++) {
            if (e.results[r].isFinal) phrases.push(e.results[r][0].transcript);
            else interim += e.results[r][0].transcript;
          }
          finalText = answerFromPhrases(phrases);
          if (mine()) setHeard(`${finalText} ${interim.trim()}`.trim());
          // Long enough to keep: the answer ends here rather than be refused when it is sent.
          if (finalText.length >= ONBOARDING_LIMITS.answerChars - 40) return finishThis();
          clearTimeout(quiet);
          quiet = setTimeout(() => {
            if (finalText.trim()) finishThis();
          }, ANSWER_PAUSE_MS);
        };
        rec.onerror = (e) => {
          error = e.error;
        };
        rec.onend = () => {
          if (session.stoppedByUs) end({ kind: "stopped" });
          else if (finalText.trim()) end({ kind: "heard", text: finalText });
          else end({ kind: "ended", reason: reasonOf(error) });
        };
        setHeard("");
        setListening(true);
        try {
          rec.start();
        } catch {
          end({ kind: "ended", reason: "other" });
        }
      }),
    [stop],
  );

  /** After a refused microphone: no more listening this visit, the member types. */
  const giveUpListening = useCallback(() => {
    off.current = true;
    setRefused(true);
  }, []);
  const clearHeard = useCallback(() => setHeard(""), []);

  return { canListen, refused, listening, heard, listen, stop, finishAnswer, giveUpListening, clearHeard };
}
