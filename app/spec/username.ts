/**
 * What a person typed in the sign-in username field.
 * - a LinkedIn profile or company URL, or a bare public handle → we can start OAuth;
 * - something that reads like a person's name → we look for matching members to suggest;
 * - anything else → 'invalid username'.
 * LinkedIn custom URLs are 3–100 letters, digits or hyphens (underscores appear in old ones).
 */
export type UsernameInput = { kind: "handle"; handle: string; profileUrl: string } | { kind: "name"; name: string } | { kind: "invalid" };

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9_-]{2,99}$/;
/** A name: two or more words of letters (and ' ’ . -), the first starting with a letter. Checked word by word: no nested repetition. */
const NAME_WORD = /^[\p{L}\p{M}'’.-]+$/u;
const LETTER = /^\p{L}/u;
const isName = (name: string) => {
  const words = name.split(" ");
  return words.length >= 2 && LETTER.test(words[0]) && words.every((w) => NAME_WORD.test(w));
};
const PROFILE_URL = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(in|company)\/([^/?#\s]+)\/?(?:[?#].*)?$/i;

export function linkedinProfileUrl(handle: string, kind: "in" | "company" = "in"): string {
  return `https://www.linkedin.com/${kind}/${handle}/`;
}

export function classifyUsername(raw: string): UsernameInput {
  const value = raw.trim().replace(/^@/, "");
  const url = PROFILE_URL.exec(value);
  if (url) {
    let handle: string;
    try {
      handle = decodeURIComponent(url[2]);
    } catch {
      return { kind: "invalid" };
    }
    if (!HANDLE.test(handle)) return { kind: "invalid" };
    const kind = url[1].toLowerCase() === "company" ? "company" : "in";
    return { kind: "handle", handle, profileUrl: linkedinProfileUrl(handle, kind) };
  }
  if (HANDLE.test(value)) return { kind: "handle", handle: value, profileUrl: linkedinProfileUrl(value) };
  const name = value.replace(/\s+/g, " ");
  if (name.length <= 100 && isName(name)) return { kind: "name", name };
  return { kind: "invalid" };
}

/** Suggestion card titles are cut at 50 characters (product-spec.md §9). */
export function cutTitle(title: string, max = 50): string {
  return title.length > max ? `${title.slice(0, max)}…` : title;
}
