/**
 * Whitespace as LinkedIn shows it: no trailing spaces, single spaces inside a line, at most one
 * blank line between paragraphs. Done first by every text pass, because it also bounds the work
 * of the passes after it: a pattern that starts with optional whitespace costs the square of a
 * whitespace run's length (100 KB of spaces took seconds), and after this no run is longer than a
 * blank line and one space. Linear: one split, and patterns that consume what they match.
 */
export function tidyWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]{2,}/g, " ").trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}
