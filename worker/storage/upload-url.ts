/**
 * Signed upload URLs. In production the browser PUTs straight to R2 through an S3 presigned
 * URL (aws4fetch, content type and length signed); locally, where no S3 endpoint exists, the URL
 * is the worker's own upload route, signed the same way with an HMAC over key, content type,
 * size limit and expiry (docs/decisions/016-uploads.md).
 */
import { AwsClient } from "aws4fetch";
import { z } from "zod";
import { fromBase64Url, toBase64Url } from "../auth/encoding";

export const uploadClaimSchema = z.object({
  key: z.string(),
  contentType: z.string(),
  maxBytes: z.number().int().positive(),
  exp: z.number().int(),
});
export type UploadClaim = z.infer<typeof uploadClaimSchema>;

const keys = new Map<string, Promise<CryptoKey>>();
function signingKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    // A key of its own, derived from the session secret, so an upload token is never a session token.
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(`upload:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function signUploadClaim(secret: string, claim: UploadClaim): Promise<string> {
  const body = toBase64Url(new TextEncoder().encode(JSON.stringify(claim)));
  const signature = await crypto.subtle.sign("HMAC", await signingKey(secret), new TextEncoder().encode(body));
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

export type ClaimCheck = { ok: true; claim: UploadClaim } | { ok: false; reason: "signature" | "expired" };

export async function verifyUploadClaim(secret: string, token: string, now = Date.now()): Promise<ClaimCheck> {
  const [body, signature] = token.split(".");
  if (!body || !signature) return { ok: false, reason: "signature" };
  try {
    const valid = await crypto.subtle.verify("HMAC", await signingKey(secret), fromBase64Url(signature), new TextEncoder().encode(body));
    if (!valid) return { ok: false, reason: "signature" };
    const claim = uploadClaimSchema.parse(JSON.parse(new TextDecoder().decode(fromBase64Url(body))));
    if (claim.exp * 1000 <= now) return { ok: false, reason: "expired" };
    return { ok: true, claim };
  } catch {
    return { ok: false, reason: "signature" };
  }
}

export type R2Credentials = { accountId: string; accessKeyId: string; secretAccessKey: string; bucket: string };

/** A real R2 presigned PUT URL: key and content type (and the length, when known) are part of the signature. */
export async function presignR2Put(credentials: R2Credentials, claim: UploadClaim, contentLength?: number): Promise<string> {
  const client = new AwsClient({ accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey, service: "s3", region: "auto" });
  const url = new URL(`https://${credentials.accountId}.r2.cloudflarestorage.com/${credentials.bucket}/${claim.key}`);
  url.searchParams.set("X-Amz-Expires", String(Math.max(1, claim.exp - Math.floor(Date.now() / 1000))));
  const headers: Record<string, string> = { "content-type": claim.contentType };
  if (contentLength !== undefined) headers["content-length"] = String(contentLength);
  const signed = await client.sign(new Request(url, { method: "PUT", headers }), {
    aws: { signQuery: true, allHeaders: true },
  });
  return signed.url;
}
