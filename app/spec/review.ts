/**
 * Reviewing the drafts a content-calendar job wrote, before any is scheduled (issue 21, item 6):
 * the review list's limits, the excerpt it shows, and what the banner says (who wrote the drafts).
 * Shared by the app and the worker; it imports nothing (not even zod: the banner that uses it is
 * in /posts' first-load JavaScript, so the worker keeps the body's schema).
 */
export const REVIEW = {
  /** At most this many drafts are listed, scheduled or returned in one call (a month's plan is 12 to 20). */
  maxIds: 100,
  /** How long the toast's Undo is offered after scheduling. */
  undoMs: 10_000,
  /** The review list's excerpt of each draft, after its title line. */
  excerptChars: 140,
} as const;

/** The `writer` of a draft written without a model (worker/ai/writer.ts). */
export const OFFLINE_WRITER = "offline";

/** The start of a draft after its title line, on one line, cut at a word. */
export function excerptOf(content: string, max: number = REVIEW.excerptChars): string {
  const lines = content.split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== "");
  const rest = lines
    .slice(first + 1)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  if (rest.length <= max) return rest;
  const cut = rest.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** What the review banner says (it is in /posts' and /calendar's first-load JavaScript: keep it short). */
export const reviewTexts = {
  waiting: (n: number) => plural(n, "draft to review", "drafts to review"),
  ideas: (n: number) => plural(n, "idea card waits for your answer", "idea cards wait for your answer"),
  /** What the writer of the drafts did, one sentence or two per writer. */
  writer: (writer: string) =>
    writer === OFFLINE_WRITER
      ? "Written by the offline writer: it arranged your own answers into posts without inventing anything. Where an answer was too thin for a post, it left an idea card with one question for you to answer instead."
      : `Drafted by ${writer} from your answers. A model can get a detail or your tone wrong: check each one before you schedule it.`,
  /** Drafts from before the writer was recorded. */
  unknownWriter: "Written for you from your onboarding answers.",
  nothingUntilScheduled: "Nothing is published until you schedule it: open one to edit and schedule it, or review them all and schedule the ones you choose.",
} as const;
