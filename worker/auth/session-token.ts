/**
 * Session tokens: `v1.<payload>.<HMAC-SHA256>`, base64url. The payload carries the session id
 * and the user {name, avatar} the UI shows; the session row in D1 is what makes it valid, so
 * logging out revokes a token at once.
 */
import { z } from "zod";
import { signedClaims } from "./signed-claim";

export const sessionPayloadSchema = z.object({
  sid: z.string(),
  exp: z.number(),
  user: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }),
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

const sessionTokens = signedClaims(sessionPayloadSchema, { version: "v1", expiresAt: (payload) => payload.exp });

export const signSessionToken = sessionTokens.sign;

/** The payload of a well-signed, unexpired token; null for anything else. */
export const verifySessionToken = sessionTokens.verify;
