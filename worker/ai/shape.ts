/**
 * What a template or a reference post lends a draft: its structure and rhythm, never its words.
 * A list (and its marker), one line per paragraph, a question to open or close, how many blocks
 * and lines, how long its lines run, and how it opens.
 */
export type Shape = {
  list: "numbered" | "arrow" | "dash" | null;
  /** The list's own marker as the source writes it ("1.", "1)", "→", "•", "-"); null without a list. */
  marker: string | null;
  /** The list is introduced by a line of its own ending in ":" ("Here is what I do now instead:"). */
  listLead: boolean;
  /** Blocks of prose between the opening block and the list (its lead-in line aside): room for context. */
  proseBeforeList: number;
  onePerParagraph: boolean;
  opensWithQuestion: boolean;
  endsWithQuestion: boolean;
  /** Blocks separated by a blank line, 0 when there is no source. */
  blocks: number;
  /** Lines with text (hashtag lines aside), 0 when there is no source. */
  lines: number;
  /** Characters per line, on average: short lines are a rhythm, long ones are paragraphs. */
  avgLineLength: number;
  /** How the first line opens: a question, a number first, a short punchy line, or a plain statement. */
  opener: "question" | "number" | "short" | "statement";
  /** Characters in the first line. */
  firstLineLength: number;
  /** Sentences and lines per prose block (list blocks aside): how much a paragraph holds. */
  sentencesPerBlock: number;
  linesPerBlock: number;
};

export const NO_SHAPE: Shape = {
  list: null,
  marker: null,
  listLead: false,
  proseBeforeList: 0,
  onePerParagraph: false,
  opensWithQuestion: false,
  endsWithQuestion: true,
  blocks: 0,
  lines: 0,
  avgLineLength: 0,
  opener: "statement",
  firstLineLength: 0,
  sentencesPerBlock: 0,
  linesPerBlock: 0,
};

/** A first line this short reads as a punch, not a sentence that sets the scene. */
const SHORT_OPENER = 50;
const NUMBERED = /^(\d{1,2})([.)])\s/;
const ARROW = /^(?:→|->|➡️?|👉)\s?/u;
const DASH = /^(?:[-•·*]|\u2705|\u2714\uFE0F?|[\u{1F300}-\u{1FAFF}])\s?/u;

export function shapeOf(source: string | undefined): Shape {
  const text = (source ?? "").trim();
  if (!text) return NO_SHAPE;
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^(?:#[\p{L}\p{N}_]+\s*)+$/u.test(l));
  const count = (re: RegExp) => lines.filter((l) => re.test(l)).length;
  const numbered = count(NUMBERED);
  const arrows = count(ARROW);
  const dashes = count(DASH);
  const list = numbered >= 2 ? "numbered" : arrows >= 2 ? "arrow" : dashes >= 2 ? "dash" : null;
  const firstItem = list ? lines.findIndex((l) => (list === "numbered" ? NUMBERED : list === "arrow" ? ARROW : DASH).test(l)) : -1;
  const blocks = text.split(/\n\s*\n/).filter((b) => b.trim());
  // The lead-in line is a block of its own ("Here is what we changed:" between blank lines).
  const leadAlone = firstItem > 0 && blocks.some((b) => b.trim() === lines[firstItem - 1]);
  const prose = blocks.filter((b) => !b.split("\n").some((l) => NUMBERED.test(l.trim()) || ARROW.test(l.trim()) || DASH.test(l.trim())));
  const per = (n: (b: string) => number) => Math.round((prose.reduce((sum, b) => sum + n(b), 0) / Math.max(1, prose.length)) * 10) / 10;
  const oneLine = blocks.filter((b) => !b.includes("\n") && (b.match(/[.!?](\s|$)/g) ?? []).length <= 1).length;
  const first = lines[0] ?? "";
  const last = [...lines].reverse().find((l) => l && !/^#/.test(l)) ?? "";
  const opensWithQuestion = first.endsWith("?");
  return {
    list,
    marker: list ? markerOf(list, lines[firstItem]) : null,
    listLead: firstItem > 0 && lines[firstItem - 1].endsWith(":"),
    proseBeforeList: list ? Math.max(0, blocks.findIndex((b) => b.includes(lines[firstItem])) - 1 - (leadAlone ? 1 : 0)) : 0,
    onePerParagraph: blocks.length >= 4 && oneLine / blocks.length >= 0.6,
    opensWithQuestion,
    endsWithQuestion: last.endsWith("?"),
    blocks: blocks.length,
    lines: lines.length,
    avgLineLength: Math.round(lines.reduce((n, l) => n + l.length, 0) / Math.max(1, lines.length)),
    opener: opensWithQuestion ? "question" : /^(?:[$€£¥₹]\s?)?\d/.test(first) ? "number" : first.length <= SHORT_OPENER ? "short" : "statement",
    firstLineLength: first.length,
    sentencesPerBlock: per((b) => Math.max(1, (b.match(/[.!?](?:\s|$)/g) ?? []).length)),
    linesPerBlock: per((b) => b.split("\n").filter((l) => l.trim()).length),
  };
}

/** The marker as the source writes it; an emoji bullet becomes a plain dash (emoji bullets read as machine-made). */
function markerOf(list: NonNullable<Shape["list"]>, line: string): string {
  if (list === "numbered") return NUMBERED.exec(line)?.[2] === ")" ? "1)" : "1.";
  if (list === "arrow") return "→";
  return line.startsWith("•") ? "•" : "-";
}
