/**
 * LinkedIn's "little" text format (Posts API commentary). These characters are reserved:
 * \ | { } @ [ ] ( ) < > # * _ ~. Unescaped, LinkedIn accepts the post and then silently cuts
 * it at the first one. We escape all of them, except `#` at the start of a hashtag, which stays
 * a clickable hashtag. https://learn.microsoft.com/linkedin/marketing/community-management/shares/little-text-format
 */
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;

export function escapeLittleText(text: string): string {
  return text.replace(RESERVED, (char, offset: number) => {
    if (char === "#") {
      const before = offset === 0 ? "" : text[offset - 1];
      const after = text[offset + 1] ?? "";
      const startsHashtag = /[\p{L}\p{N}]/u.test(after) && (before === "" || /[\s([{]/u.test(before));
      if (startsHashtag) return "#";
    }
    return `\\${char}`;
  });
}

/** LinkedIn's limit on commentary, counted as the member sees it (before escaping). */
export const MAX_POST_CHARS = 3000;
