/**
 * What a template or a reference post lends a draft: its structure and rhythm, never its words.
 * A list (and its marker), one line per paragraph, a question to open or close, how many blocks.
 */
export type Shape = {
  list: "numbered" | "arrow" | "dash" | null;
  onePerParagraph: boolean;
  opensWithQuestion: boolean;
  endsWithQuestion: boolean;
  /** Blocks separated by a blank line, 0 when there is no source. */
  blocks: number;
};

export const NO_SHAPE: Shape = { list: null, onePerParagraph: false, opensWithQuestion: false, endsWithQuestion: true, blocks: 0 };

export function shapeOf(source: string | undefined): Shape {
  const text = (source ?? "").trim();
  if (!text) return NO_SHAPE;
  const lines = text.split("\n").map((l) => l.trim());
  const count = (re: RegExp) => lines.filter((l) => re.test(l)).length;
  const numbered = count(/^\d{1,2}[.)]\s/);
  const arrows = count(/^(?:→|->|➡️?|👉)\s?/u);
  const dashes = count(/^(?:[-•·*]|\u2705|\u2714\uFE0F?|[\u{1F300}-\u{1FAFF}])\s?/u);
  const list = numbered >= 2 ? "numbered" : arrows >= 2 ? "arrow" : dashes >= 2 ? "dash" : null;
  const blocks = text.split(/\n\s*\n/).filter((b) => b.trim());
  const oneLine = blocks.filter((b) => !b.includes("\n") && (b.match(/[.!?](\s|$)/g) ?? []).length <= 1).length;
  const first = lines.find(Boolean) ?? "";
  const last = [...lines].reverse().find((l) => l && !/^#/.test(l)) ?? "";
  return {
    list,
    onePerParagraph: blocks.length >= 4 && oneLine / blocks.length >= 0.6,
    opensWithQuestion: first.endsWith("?"),
    endsWithQuestion: last.endsWith("?"),
    blocks: blocks.length,
  };
}
