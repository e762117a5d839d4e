/** The voice interview with Ziva (spec §4, §5, §9): its questions, its clock, its result. */
import { MATERIAL_QUESTIONS } from "./material";
import { INTERVIEW } from "./schemas";

export { INTERVIEW };

/** Ziva asks for post material, one kind a question (a story, a lesson, an opinion, a result, the clients' question). */
export const zivaQuestions = (profileType: "individual" | "company" | null | undefined) => MATERIAL_QUESTIONS[profileType === "company" ? "company" : "individual"];
/** The person wording, for tests and for a member whose profile type is not known. */
export const ZIVA_QUESTIONS = MATERIAL_QUESTIONS.individual.map((q) => q.text);

export const INTERVIEW_TEXT = {
  tooShort: "Your answer is not long enough. Please try again with a more detailed response.",
  noRecognition: "Speech recognition is not supported in this browser.",
  timeEnded: "Session time ended!",
  allAnswered: "All questions answered!",
} as const;

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
