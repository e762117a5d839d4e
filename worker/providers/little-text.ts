/**
 * LinkedIn's "little" text format (Posts API commentary). These characters are reserved:
 * \ | { } @ [ ] ( ) < > # * _ ~. Unescaped, LinkedIn accepts the post and then silently cuts
 * it at the first one. We escape all of them, except `#` at the start of a hashtag, which stays
 * a clickable hashtag, and a well-formed organization mention `@[Name](urn:li:organization:ID)`
 * (app/spec/mentions.ts), which stays a mention with only its name escaped.
 * https://learn.microsoft.com/linkedin/marketing/community-management/shares/little-text-format
 */
import { POST_MAX_CHARS } from "../../app/spec/linkedin";
import { findMentions } from "../../app/spec/mentions";

const RESERVED = /[\\|{}@[\]()<>#*_~]/g;

export function escapeLittleText(text: string): string {
  let out = "";
  let from = 0;
  for (const mention of findMentions(text)) {
    out += escapePlain(text, from, mention.start);
    out += `@[${mention.name.replace(RESERVED, (char) => `\\${char}`)}](${mention.urn})`;
    from = mention.end;
  }
  return out + escapePlain(text, from, text.length);
}

/** Text outside mentions: every reserved character escaped but a hashtag's `#`. */
function escapePlain(text: string, start: number, end: number): string {
  return text.slice(start, end).replace(RESERVED, (char, offset: number) => {
    if (char === "#") {
      const at = start + offset;
      const before = at === 0 ? "" : text[at - 1];
      const after = text[at + 1] ?? "";
      const startsHashtag = /[\p{L}\p{N}]/u.test(after) && (before === "" || /[\s([{]/u.test(before));
      if (startsHashtag) return "#";
    }
    return `\\${char}`;
  });
}

/** LinkedIn's limit on commentary, counted as the member sees it (before escaping). */
export const MAX_POST_CHARS = POST_MAX_CHARS;

/**
 * The text a member sees from little text as LinkedIn hands it back: escapes undone and
 * hashtag templates ({hashtag|\#|word}) turned back into #word. A mention comes back as the
 * member wrote it, `@[Name](urn)`, its name unescaped, so read(escape(text)) is the text.
 */
export function readLittleText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\" && i + 1 < text.length) {
      out += text[++i];
    } else if (ch === "{" && text.startsWith("{hashtag|", i)) {
      const close = text.indexOf("}", i);
      const parts = close === -1 ? [] : text.slice(i + 1, close).split("|");
      if (parts.length !== 3) {
        out += ch;
        continue;
      }
      out += `#${parts[2]}`;
      i = close;
    } else {
      out += ch;
    }
  }
  return out;
}
