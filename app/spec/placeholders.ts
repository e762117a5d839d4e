/**
 * A template's blanks: `{role}`, `{low_point}`. The screen names them as the member's labels
 * ("role: …, low point: …"), and the offline writer fills a template's short lines with what the
 * member typed under those labels (worker/ai/template-slots.ts). Small on purpose: the post dialog
 * imports it without the templates themselves.
 */
export const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** The {placeholder} names a template body uses, in order of first appearance, without duplicates. */
export function placeholdersOf(content: string): string[] {
  return [...new Set(Array.from(content.matchAll(PLACEHOLDER), (match) => match[1]))];
}

/** A blank as the member would type its label: "low_point" is "low point". */
export const labelOfBlank = (name: string) => name.replace(/_/g, " ").toLowerCase();

/** The input's hint under a template: its first blanks as labels to fill ("role: …, question: …"). */
export function detailsHint(content: string): string {
  const blanks = placeholdersOf(content)
    .filter((name) => !/^hook/i.test(name))
    .slice(0, 4)
    .map((name) => `${labelOfBlank(name)}: …`);
  return blanks.length ? `Give the details, e.g. ${blanks.join(", ")}` : "Give the details of your post";
}
