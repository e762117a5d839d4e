/**
 * Signed claims, the one shape of the session token, the upload token and the export link:
 * `[version.]<payload>.<HMAC-SHA256>`, base64url. Each use signs with a key of its own derived from
 * the same secret (`use:secret`), so a token made for one use never passes for another.
 */
import type { z } from "zod";
import { fromBase64Url, toBase64Url } from "./encoding";

export type ClaimCheck<T> = { ok: true; claim: T } | { ok: false; reason: "signature" | "expired" };

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(material: string) {
  let key = keys.get(material);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(material), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(material, key);
  }
  return key;
}

export function signedClaims<T>(
  schema: z.ZodType<T>,
  {
    use,
    version,
    expiresAt,
  }: {
    /** Names the key's use; none for the session token, whose key is the secret itself (tokens already issued stay valid). */
    use?: string;
    /** A leading version part, signed with the payload. */
    version?: string;
    /** When a claim ends, in epoch milliseconds. */
    expiresAt: (claim: T) => number;
  },
) {
  const key = (secret: string) => hmacKey(use ? `${use}:${secret}` : secret);
  const head = version ? `${version}.` : "";
  async function sign(secret: string, claim: T): Promise<string> {
    const signed = `${head}${toBase64Url(new TextEncoder().encode(JSON.stringify(claim)))}`;
    const signature = await crypto.subtle.sign("HMAC", await key(secret), new TextEncoder().encode(signed));
    return `${signed}.${toBase64Url(new Uint8Array(signature))}`;
  }
  /** The claim of a well-signed token of this use, or why not; an expired claim says so. */
  async function read(secret: string, token: string, now = Date.now()): Promise<ClaimCheck<T>> {
    const cut = token.lastIndexOf(".");
    const signed = token.slice(0, cut);
    const body = signed.slice(head.length);
    if (cut < 0 || !signed.startsWith(head) || !body || body.includes(".")) return { ok: false, reason: "signature" };
    try {
      const valid = await crypto.subtle.verify("HMAC", await key(secret), fromBase64Url(token.slice(cut + 1)), new TextEncoder().encode(signed));
      if (!valid) return { ok: false, reason: "signature" };
      const claim = schema.parse(JSON.parse(new TextDecoder().decode(fromBase64Url(body))));
      return expiresAt(claim) > now ? { ok: true, claim } : { ok: false, reason: "expired" };
    } catch {
      return { ok: false, reason: "signature" };
    }
  }
  /** The claim of a well-signed, unexpired token; null for anything else. */
  async function verify(secret: string, token: string, now = Date.now()): Promise<T | null> {
    const check = await read(secret, token, now);
    return check.ok ? check.claim : null;
  }
  return { sign, read, verify };
}
