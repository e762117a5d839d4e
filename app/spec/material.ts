/**
 * What posts are made of (issue 21, ARCHITECTURE "Content: material, not profile"): a story, a
 * lesson or mistake, an opinion, a result with a number, the question clients ask. Onboarding
 * asks for one kind per question; the planner gives each calendar entry one piece and the post
 * type that fits it. Shared by the app (Ziva's questions) and the worker (the planner).
 */
import { z } from "zod";

export const MATERIAL_KINDS = ["story", "lesson", "opinion", "result", "question", "note"] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/** How a calendar entry shapes its material. */
export const POST_TYPES = ["story", "lesson", "list", "opinion", "result", "qa"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const POST_TYPE_LABEL: Record<PostType, string> = {
  story: "Story",
  lesson: "Lesson",
  list: "How-to list",
  opinion: "Opinion",
  result: "Result",
  qa: "Q&A",
};

/** One answer of the member's, with the question it answers: the member's words only are ever used. */
export const materialSchema = z.object({
  kind: z.enum(MATERIAL_KINDS),
  question: z.string().max(300),
  answer: z.string().max(4000),
});
export type MaterialPiece = z.infer<typeof materialSchema>;

type Asked = { kind: Exclude<MaterialKind, "note">; text: string };

/** Ziva's five questions and the phone agent's: one kind of material each, worded for a person or a company page. */
export const MATERIAL_QUESTIONS: Record<"individual" | "company", readonly Asked[]> = {
  individual: [
    { kind: "story", text: "Tell me about a moment at work you still think about. What happened?" },
    { kind: "lesson", text: "What's a mistake you made, or a lesson you learned the hard way? What do you do differently now?" },
    { kind: "opinion", text: "What do you believe about your work that most people in your field would disagree with? Why?" },
    { kind: "result", text: "What's a result you're proud of? Give me the number: what changed, and how did you get there?" },
    { kind: "question", text: "What's the question clients ask you most, and how do you answer it?" },
  ],
  company: [
    { kind: "story", text: "Tell me about a moment with a customer your team still talks about. What happened?" },
    { kind: "lesson", text: "What's a mistake your company made, or a lesson it learned the hard way? What do you do differently now?" },
    { kind: "opinion", text: "What does your company believe about your industry that competitors would disagree with? Why?" },
    { kind: "result", text: "What's a result your company is proud of? Give me the number: what changed, and how did you get there?" },
    { kind: "question", text: "What's the question customers ask most before they buy, and how do you answer it?" },
  ],
};
