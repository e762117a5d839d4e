/**
 * A template's blanks, filled with what the member typed under their names: "role: mortgage
 * broker" and "question: should I fix for 2 or 5 years?" under "The question I get asked most as a
 * {role}:" and "{question}" read "The question I get asked most as a mortgage broker: "Should I fix
 * for 2 or 5 years?"" rather than "Role: mortgage broker." as a line of the post.
 *
 * The member chose the template and filled its blanks, so the short line around a blank is their
 * frame. Only such a line: every blank in it given, at most a few words of the template's own, and
 * none that claim a time or a count ("I finished {book} last week." would say when). The template's
 * other lines (its claims, its lists) never enter the post.
 */
import { labelOfBlank, PLACEHOLDER } from "../../app/spec/placeholders";

/** What a fact is to this module (material.ts's Fact, without importing it: material.ts calls this). */
type Fact = { text: string; key?: string; note: boolean; score: number };

/** A template line's own words may frame a blank, not claim when or how often. */
const CLAIMS_A_TIME =
  /\d|\b(?:today|now|just|tonight|yesterday|tomorrow|soon|last|every|daily|weekly|monthly|yearly|day|days|week|weeks|month|months|year|years|ago|always|never|dozens?|hundreds?|single)\b/i;
const MOST_FRAME_WORDS = 9;

/** "my advice" and "Low point" name the blanks {advice} and {low_point}; "tools" names {tool}. */
const names = (key: string, blank: string) => {
  const k = key
    .toLowerCase()
    .replace(/^(?:my|our|the|your)\s+/, "")
    .trim()
    .replace(/[\s-]+/g, " ");
  const b = labelOfBlank(blank);
  return k === b || `${k}s` === b || `${b}s` === k;
};

/** The member's facts with the blanks they filled as the template's lines; the rest as they were. */
export function fillTemplateSlots<F extends Fact>(facts: F[], template: string | undefined, brief: string): Array<F | Fact> {
  if (!template?.trim() || !facts.some((f) => f.key)) return facts;
  const said = brief.replace(/\s+/g, " ");
  // A sentence at a time: "I analysed {data_set} from the last {timeframe}. The numbers told a different
  // story…" lends its first sentence, never the claim after it.
  const lines = template.split("\n").flatMap((l) => (l.trim() ? l.trim().split(/(?<=\.)\s+(?=[A-Z{])/) : [""]));
  const used = new Set<F>();
  /** Filled lines in the template's order, with the line index each came from. */
  // `bare`: the line is the blank alone ("{takeaway_1}", '"{question}"'): the member's labelled fact
  // already says it as well, unless it finishes the line before ("…as a {role}:").
  const filled: Array<{ at: number; text: string; from: F[]; bare: boolean }> = [];
  for (const [at, line] of lines.entries()) {
    const blanks = [...line.matchAll(PLACEHOLDER)].map((m) => m[1]);
    if (!blanks.length) continue;
    // ("from the last {timeframe}", "{timeframe} ago": the time is the member's, only its preposition the template's.)
    const frame = line.replace(/\blast\s+(?=\{)|(?<=\})\s+ago\b/gi, " ").replace(PLACEHOLDER, " ");
    if ((frame.match(/[A-Za-z']+/g) ?? []).length > MOST_FRAME_WORDS || CLAIMS_A_TIME.test(frame)) continue;
    const from = blanks.map((b) => facts.find((f) => f.key && !used.has(f) && names(f.key, b)));
    if (from.some((f) => !f)) continue;
    let text = line;
    for (const [i, blank] of blanks.entries()) {
      const f = from[i]!;
      // The member's own question mark comes back ("should I fix for 2 or 5 years?").
      const value = said.includes(`${f.text}?`) ? `${f.text}?` : f.text;
      // A value that opens a line or a quotation ('…as a mortgage broker: "should I…') starts with its capital.
      text = text.replace(new RegExp(`(^|["“])?\\{${blank}\\}`, "i"), (_m, before?: string) =>
        before !== undefined ? `${before}${value.charAt(0).toUpperCase()}${value.slice(1)}` : value,
      );
    }
    for (const f of from) used.add(f!);
    filled.push({ at, text, from: from as F[], bare: !/[A-Za-z]/.test(frame) });
  }
  if (!filled.length) return facts;
  // "…as a mortgage broker:" then, on the template's next line, the question: one sentence.
  const joined: typeof filled = [];
  for (const line of filled) {
    const last = joined.at(-1);
    const between = last ? lines.slice(last.at + 1, line.at).every((l) => !l) : false;
    if (last && between && /:$/.test(last.text))
      joined.splice(-1, 1, { at: line.at, text: `${last.text} ${line.text}`, from: [...last.from, ...line.from], bare: false });
    else joined.push(line);
  }
  for (const line of joined.filter((l) => l.bare)) {
    joined.splice(joined.indexOf(line), 1);
    for (const f of line.from) used.delete(f);
  }
  if (!joined.length) return facts;
  const out: Array<F | Fact> = [];
  for (const f of facts) {
    const line = joined.find((l) => l.from[0] === f);
    if (line) {
      const text = line.text.replace(/[.!;:,]+$/, "");
      out.push({ text: `${text.charAt(0).toUpperCase()}${text.slice(1)}`, note: false, score: Math.max(...line.from.map((x) => x.score)) });
    } else if (!used.has(f)) out.push(f);
  }
  return out;
}
