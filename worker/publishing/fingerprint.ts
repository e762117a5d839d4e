/**
 * What identifies a post on LinkedIn when LinkedIn has not said its urn: the author and the
 * text as the member sees it, with white space folded (LinkedIn may trim or re-wrap it).
 */
import { readLittleText } from "../providers/little-text";

const fold = (text: string) => text.normalize("NFC").replace(/\s+/gu, " ").trim();

async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The fingerprint of what we send: the member's text before little-text escaping. */
export const fingerprintOfPost = (authorUrn: string, commentary: string) => sha256(`${authorUrn}\n${fold(commentary)}`);

/** The fingerprint of a post LinkedIn lists: its commentary comes back in little text. */
export const fingerprintOfListed = (authorUrn: string, littleText: string) => sha256(`${authorUrn}\n${fold(readLittleText(littleText))}`);
