/**
 * The export's download link (docs/decisions/059): a claim naming the export, its team and its
 * member, and when it ends (7 days), signed with an HMAC key derived from SESSION_SECRET for this
 * use alone, so an export link is never an upload token or a session token, nor the other way round.
 * The download route also wants the member's own session in that team: a forwarded link opens for
 * no one else.
 */
import { z } from "zod";
import { fromBase64Url, toBase64Url } from "../auth/encoding";

/** How long an export is offered. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const exportClaimSchema = z.object({ exportId: z.string(), teamId: z.string(), userId: z.string(), exp: z.number().int() });
export type ExportClaim = z.infer<typeof exportClaimSchema>;

const keys = new Map<string, Promise<CryptoKey>>();
function signingKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(`export:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function signExportClaim(secret: string, claim: ExportClaim): Promise<string> {
  const body = toBase64Url(new TextEncoder().encode(JSON.stringify(claim)));
  const signature = await crypto.subtle.sign("HMAC", await signingKey(secret), new TextEncoder().encode(body));
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

export async function verifyExportClaim(secret: string, token: string, now = Date.now()): Promise<ExportClaim | null> {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  try {
    const valid = await crypto.subtle.verify("HMAC", await signingKey(secret), fromBase64Url(signature), new TextEncoder().encode(body));
    if (!valid) return null;
    const claim = exportClaimSchema.parse(JSON.parse(new TextDecoder().decode(fromBase64Url(body))));
    return claim.exp > now ? claim : null;
  } catch {
    return null;
  }
}

/** The link the app offers: the API's download route, through the web app's pass-through (the member's cookie goes with it). */
export const exportDownloadPath = (token: string) => `/api/account/export/download?token=${encodeURIComponent(token)}`;

/** Where an export's archive lives: under its team's prefix, so the team's deletion takes it too. */
export const exportKey = (teamId: string, exportId: string) => `teams/${teamId}/exports/${exportId}.zip`;
