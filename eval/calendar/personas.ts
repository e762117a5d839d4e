import personas from "./personas.json";

/**
 * Onboarding personas for the calendar planner evaluation (the data is personas.json). Each one is a member as the product
 * receives them: the questionnaire, optionally Ziva's five typed/spoken answers (one per material
 * kind, in order), and optionally a phone-call transcript exactly as the voice provider sends it.
 *
 * Quality varies on purpose: some answers are rich, some are thin or generic, and some are raw
 * speech recognition (no punctuation, fillers). Transcripts use every speaker-label form the
 * planner has to cope with: "AI:/User:", "Assistant:/Customer:", "Bot:/User:", "Ziva:/You:",
 * "Ziva:/<member name>:", "Agent:/User:", "[hh:mm:ss] AI:", "mm:ss User:", and unlabelled
 * continuation lines. Interviewer lines use recognisable phrasing ("Who do you want to reach on
 * LinkedIn?", "Thanks, that's really helpful", "Great. Next question:") so leaks can be detected.
 */

export type MaterialKind = "story" | "lesson" | "opinion" | "result" | "question";
export type Persona = {
  id: string; // kebab-case, unique
  /** What this persona tests: the shape and quality of its answers. */
  note: string;
  profileType: "individual" | "company";
  name: string; // the member's name, or the company's name for company pages
  questionnaire: { targetAudience: string; mainGoals: string; websiteUrl?: string; specificPromotions?: string };
  /** Typed answers to Ziva's five questions (one per kind, in this order: story, lesson, opinion, result, question). Omit for personas who skipped Ziva. */
  ziva?: Array<{ kind: MaterialKind; answer: string }>;
  /** A phone call's transcript, as the voice provider sends it. Omit for personas who did not take the call. */
  phoneTranscript?: string;
};

// JSON widens the literal unions; the eval and its test read every field, so a wrong one fails there.
export const PERSONAS = personas as Persona[];
