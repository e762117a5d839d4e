/**
 * Signed upload URLs. In production the browser PUTs straight to R2 through an S3 presigned
 * URL (aws4fetch, content type and length signed); locally, where no S3 endpoint exists, the URL
 * is the worker's own upload route, signed the same way with an HMAC over key, content type,
 * size limit and expiry (docs/decisions/016-uploads.md).
 */
import { AwsClient } from "aws4fetch";
import { z } from "zod";
import { signedClaims } from "../auth/signed-claim";

export const uploadClaimSchema = z.object({
  key: z.string(),
  contentType: z.string(),
  maxBytes: z.number().int().positive(),
  exp: z.number().int(),
});
export type UploadClaim = z.infer<typeof uploadClaimSchema>;

// Its exp is in seconds, as S3's X-Amz-Expires counts.
const uploadTokens = signedClaims(uploadClaimSchema, { use: "upload", expiresAt: (claim) => claim.exp * 1000 });
export const signUploadClaim = uploadTokens.sign;
/** The claim of a well-signed upload token, or why not (an expired one says so: the screen asks for a new link). */
export const verifyUploadClaim = uploadTokens.read;

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
