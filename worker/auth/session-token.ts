/**
 * Session tokens: `v1.<payload>.<HMAC-SHA256>`, base64url. The payload carries the session id
 * and the user {name, avatar} the UI shows; the session row in D1 is what makes it valid, so
 * logging out revokes a token at once.
 */
import { z } from "zod";
import { fromBase64Url, toBase64Url } from "./encoding";

export const sessionPayloadSchema = z.object({
  sid: z.string(),
  exp: z.number(),
  user: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }),
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

const hmacKeys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string) {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signSessionToken(secret: string, payload: SessionPayload): Promise<string> {
  const body = `v1.${toBase64Url(new TextEncoder().encode(JSON.stringify(payload)))}`;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(body));
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The payload of a well-signed, unexpired token; null for anything else. */
export async function verifySessionToken(secret: string, token: string, now = Date.now()): Promise<SessionPayload | null> {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== "v1") return null;
  try {
    const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64Url(parts[2]), new TextEncoder().encode(`${parts[0]}.${parts[1]}`));
    if (!valid) return null;
    const payload = sessionPayloadSchema.safeParse(JSON.parse(new TextDecoder().decode(fromBase64Url(parts[1]))));
    if (!payload.success || payload.data.exp <= now) return null;
    return payload.data;
  } catch {
    return null;
  }
}
