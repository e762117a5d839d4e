/**
 * Mentions of company pages in a post (issue 26 item 4; docs/decisions/049). A member's text holds
 * a mention as LinkedIn's little-text MentionElement, `@[Name](urn:li:organization:ID)`
 * (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/little-text-format);
 * the editor writes it, the chips read it, the worker keeps it a mention when it escapes the rest.
 * Only organizations: LinkedIn's API lets an app find people to mention only among an
 * organization's followers (People Typeahead is restricted), so a `urn:li:person:` token stays text.
 * Imports nothing: the editor and the worker share it.
 */

/** How a page found for a mention is shown and written. */
export type MentionOrganization = { name: string; vanityName: string | null; urn: string };

export type Mention = { name: string; urn: string; start: number; end: number };

/** At most this many suggestions in the picker (and from GET /api/mentions). */
export const MENTION_SUGGESTIONS_MAX = 8;

/** A page's name is at most 100 characters on LinkedIn; a little room over that bounds the search for a token's end. */
const MENTION_NAME_MAX = 200;
const NAME_END = "](urn:li:organization:";
const MAX_ID_DIGITS = 19;

/** The organization mention that starts at `at` (`@[` there), or null when the token is not one (then it is plain text). */
export function mentionAt(text: string, at: number): Mention | null {
  if (text[at] !== "@" || text[at + 1] !== "[") return null;
  const nameStart = at + 2;
  // Bounded: each `@[` looks at most MENTION_NAME_MAX characters ahead, so a text of many `@[` costs linearly.
  const window = text.slice(nameStart, nameStart + MENTION_NAME_MAX + NAME_END.length);
  const close = window.indexOf(NAME_END);
  if (close <= 0) return null;
  const name = window.slice(0, close);
  if (name.includes("\n") || name.includes("@[") || name.trim() === "") return null;
  let i = nameStart + close + NAME_END.length;
  const idStart = i;
  while (i < text.length && i - idStart <= MAX_ID_DIGITS && text[i] >= "0" && text[i] <= "9") i++;
  if (i === idStart || i - idStart > MAX_ID_DIGITS || text[i] !== ")") return null;
  return { name, urn: `urn:li:organization:${text.slice(idStart, i)}`, start: at, end: i + 1 };
}

/** Every well-formed organization mention in a member's text, in order. */
export function findMentions(text: string): Mention[] {
  const mentions: Mention[] = [];
  let at = text.indexOf("@[");
  while (at !== -1) {
    const mention = mentionAt(text, at);
    if (mention) mentions.push(mention);
    at = text.indexOf("@[", mention ? mention.end : at + 1);
  }
  return mentions;
}

/** The token the editor writes for a chosen page. Names never hold a line break; one is made a space. */
export const mentionToken = (organization: { name: string; urn: string }) => `@[${organization.name.replace(/\s+/g, " ")}](${organization.urn})`;

/**
 * What the member is typing after an "@" just before the caret (a name, a vanity name or a page
 * address), and where its "@" is; null when the caret is not in one. The "@" starts a word.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(Math.max(0, caret - 120), caret);
  const typed = /(?:^|[\s(])@([\p{L}\p{N}][^\s@[\]()]{0,99})$/u.exec(before);
  if (!typed) return null;
  return { start: caret - typed[1].length - 1, query: typed[1] };
}

/** The text with the chosen page's token (and a space) in place of the typed "@query"; where the caret goes after it. */
export function insertMention(text: string, typed: { start: number; query: string }, organization: { name: string; urn: string }) {
  const token = `${mentionToken(organization)} `;
  const end = typed.start + 1 + typed.query.length;
  return { text: text.slice(0, typed.start) + token + text.slice(end).replace(/^ /, ""), caret: typed.start + token.length };
}

/** The text without one mention's token (and the space after it, when it stood between words). */
export function removeMention(text: string, mention: { start: number; end: number }) {
  const after = text.slice(mention.end);
  const before = text.slice(0, mention.start);
  return before + (before === "" || /\s$/.test(before) ? after.replace(/^ /, "") : after);
}

/** "linkedin.com/company/northwind-labs/", "https://www.linkedin.com/company/northwind-labs" or "northwind-labs": the page's vanity name, or null. */
export function vanityNameFrom(query: string): string | null {
  const q = query.trim();
  const fromAddress = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:company|showcase|school)\/([^/?#\s]+)/i.exec(q);
  let candidate = fromAddress ? fromAddress[1] : q;
  try {
    candidate = decodeURIComponent(candidate);
  } catch {
    return null;
  }
  return /^[\p{L}\p{N}][\p{L}\p{N}._&'-]{0,99}$/u.test(candidate) ? candidate.toLowerCase() : null;
}

export const MENTION_TEXT = {
  chipsLabel: "Mentions",
  remove: (name: string) => `Remove the mention of ${name}`,
  peopleNote: "People can't be mentioned through LinkedIn's API; mention their company page instead.",
  pickerLabel: "Company pages to mention",
  searching: "Looking up pages…",
  none: "No company page found. Try its LinkedIn page address, like linkedin.com/company/northwind-labs.",
  failed: "Company pages could not be looked up just now.",
  noAccount: "Connect a LinkedIn account to look up company pages.",
  needsPage: "LinkedIn lets a company page's admin look pages up, not a personal account. Connect your company page to look up pages to mention.",
} as const;
