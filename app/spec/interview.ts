/** The voice interview with Ziva (spec §4, §5, §9): its questions, its clock, its result. */
import { MATERIAL_QUESTIONS } from "./material";
import { INTERVIEW, ONBOARDING_LIMITS } from "./schemas";

export { INTERVIEW };

/** Ziva asks for post material, one kind a question (a story, a lesson, an opinion, a result, the clients' question). */
export const zivaQuestions = (profileType: "individual" | "company" | null | undefined) =>
  MATERIAL_QUESTIONS[profileType === "company" ? "company" : "individual"];
/** The person wording, for tests and for a member whose profile type is not known. */
export const ZIVA_QUESTIONS = MATERIAL_QUESTIONS.individual.map((q) => q.text);

export const INTERVIEW_TEXT = {
  tooShort: "Your answer is not long enough. Please try again with a more detailed response.",
  noRecognition: "Speech recognition is not supported in this browser.",
  timeEnded: "Session time ended!",
  allAnswered: "All questions answered!",
} as const;

/**
 * Listening goes on while the member pauses to think: an answer ends after this long without a
 * word once something was said, when the member presses "Done", or at the answer's length limit.
 */
export const ANSWER_PAUSE_MS = 3_500;

/**
 * A spoken answer as text: the browser hears it phrase by phrase, without punctuation ("so last
 * spring a woman came in", "she'd been told it was just age"). Each phrase the member paused after
 * is a sentence of its own, as they said it: a capital and a full stop, no words changed. Cut at a
 * phrase, never mid-word, to the answer's length limit.
 */
export function answerFromPhrases(phrases: readonly string[], max: number = ONBOARDING_LIMITS.answerChars): string {
  // A pause mid-clause ("…came in who" | "couldn't lift her arm") is no sentence's end: the phrases join.
  const sentences: string[] = [];
  let open = false;
  for (const raw of phrases) {
    const phrase = raw.trim().replace(/\s+/g, " ");
    if (!phrase) continue;
    if (open) sentences[sentences.length - 1] += ` ${phrase}`;
    else sentences.push(phrase);
    open = MID_CLAUSE.test(phrase);
  }
  let out = "";
  for (const phrase of sentences) {
    const sentence = `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}${/[.!?…]$/.test(phrase) ? "" : "."}`;
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > max) return out || sentence.slice(0, max).replace(/\s+\S*$/, "");
    out = next;
  }
  return out;
}

/**
 * A phrase that stops on a word no sentence ends on: an article, a preposition that needs its object
 * (not "came in", "turned up"), a conjunction, a pronoun waiting for its verb.
 */
const MID_CLAUSE =
  /\b(?:a|an|the|my|our|their|your|his|her|its|these|those|who|which|whose|and|but|or|because|if|than|to|of|into|from|with|without|by|for|at|as|i|we|they|he|she|very|really|every|each)$/i;

/** Why Ziva stopped listening without an answer (the browser's recognition ended; see app/lib/use-speech.ts). */
export type ListenEndReason = "silence" | "no-speech" | "aborted" | "network" | "not-allowed" | "no-microphone" | "other";

/**
 * What Ziva says, out loud and on screen, when listening ended without an answer. Not in the spec:
 * the spec's session only has a clock, and the clock must not run on in silence (issue 21).
 */
export function stoppedListening(reason: ListenEndReason): { said: string; typingOnly: boolean } {
  switch (reason) {
    case "not-allowed":
      return { said: "I can't use your microphone: your browser refused it. Please type your answers instead. I still ask every question.", typingOnly: true };
    case "no-microphone":
      return { said: "I can't hear you: no microphone was found. Please type your answers instead. I still ask every question.", typingOnly: true };
    case "silence":
    case "no-speech":
      return { said: "I stopped listening: I didn't hear anything. Shall I listen again, or would you rather type?", typingOnly: false };
    case "network":
      return {
        said: "I stopped listening: your browser's speech service could not be reached. Shall I listen again, or would you rather type?",
        typingOnly: false,
      };
    default:
      return { said: "I stopped listening. Shall I listen again, or would you rather type?", typingOnly: false };
  }
}

/**
 * The result screen says what its percentage measures: the spec's table turns the time spent with
 * Ziva into the "improvement percentage"; nothing else goes into it (docs/decisions).
 */
export const resultText = (at: { seconds: number; answered: number }) => ({
  heading: `Personalization: ${improvementFor(at.seconds)}%`,
  measures: `This figure grows with the time you spent talking with Ziva: ${at.seconds} s of ${INTERVIEW.seconds} s, ${at.answered} of ${INTERVIEW.questions} questions answered. The longer you talk, the more of your own material your posts can draw on.`,
});

export const wordCount = (answer: string) => answer.trim().split(/\s+/).filter(Boolean).length;
export const longEnough = (answer: string) => wordCount(answer) >= INTERVIEW.minWords;

/** The improvement percentage shown for the time the member spent with Ziva (spec §9 table). */
export function improvementFor(elapsedSeconds: number): number {
  if (elapsedSeconds < 30) return 15;
  if (elapsedSeconds < 60) return 25;
  if (elapsedSeconds < 120) return 48;
  if (elapsedSeconds < 180) return 56;
  if (elapsedSeconds < 210) return 59;
  return 65;
}
