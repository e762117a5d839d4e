/**
 * What the web app refuses before anything reaches the API (issue 9, docs/decisions/021):
 * - a state-changing request that does not come from this site: the browser's Sec-Fetch-Site
 *   must say same-origin (or, where a browser sends none, Origin must be this origin). A form
 *   on another site, a same-site page of another origin, or a request with neither is refused;
 * - a state-changing API call whose body is not JSON (a cross-site form can only send
 *   text/plain, urlencoded or multipart), except an upload's bytes;
 * - a body over the limit, before it is read to the end.
 */
import { BODY_TOO_LARGE, declaredTooLarge, JSON_BODY_MAX_BYTES, readAtMost } from "../spec/body-limits";
import { MAX_IMAGE_BYTES } from "../spec/uploads";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const UPLOAD_PATH_PREFIX = "/public/api/uploads/";
export const CROSS_SITE = "This request must come from the studio itself.";
export const JSON_ONLY = "Send this request as JSON (Content-Type: application/json).";

export const changesState = (request: Request) => !SAFE_METHODS.has(request.method.toUpperCase());

const refuse = (status: number, msg: string) =>
  new Response(JSON.stringify({ msg }), { status, headers: { "content-type": "application/json", "cache-control": "no-store" } });

/**
 * Webhooks from other services: server to server, no browser and no cookie, each proven by its
 * own signature in the worker (the phone agent's HMAC). The cross-site rule is for browsers.
 */
export const SIGNED_WEBHOOK_PATHS = new Set(["/public/api/phone-agent/webhook"]);

/** Null when the request may go on; otherwise the 403 to answer. */
export function refuseCrossSite(request: Request): Response | null {
  if (!changesState(request)) return null;
  if (SIGNED_WEBHOOK_PATHS.has(new URL(request.url).pathname)) return null;
  const self = new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== self) return refuse(403, CROSS_SITE);
  if (site !== null ? site === "same-origin" : origin === self) return null;
  return refuse(403, CROSS_SITE);
}

const isUpload = (request: Request) => request.method.toUpperCase() === "PUT" && new URL(request.url).pathname.startsWith(UPLOAD_PATH_PREFIX);

/** An API call that changes state carries JSON, or is an upload's bytes. */
export function refuseNonJson(request: Request): Response | null {
  if (!changesState(request) || isUpload(request)) return null;
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/json" ? null : refuse(403, JSON_ONLY);
}

/** The body, read only up to its limit; a 413 when it is larger. */
export async function limitedBody(request: Request): Promise<{ body: ArrayBuffer } | { refused: Response }> {
  const limit = isUpload(request) ? MAX_IMAGE_BYTES : JSON_BODY_MAX_BYTES;
  if (declaredTooLarge(request.headers, limit)) {
    await request.body?.cancel();
    return { refused: refuse(413, BODY_TOO_LARGE) };
  }
  const body = await readAtMost(request.body, limit);
  return body ? { body } : { refused: refuse(413, BODY_TOO_LARGE) };
}
