/**
 * The web app's thin pass-through to the API Worker for /api/* and /public/api/*: same path,
 * method and body, with the auth_token cookie turned into `Authorization: Bearer …`. The
 * browser never holds the token in script (the cookie is HttpOnly). Cross-site writes, non-JSON
 * writes and oversized bodies are refused here (request-guards.ts).
 */
import { AUTH_COOKIE, LOGIN_BINDING, OAUTH_BINDING } from "../spec/limits";
import { limitedBody, refuseCrossSite, refuseNonJson } from "./request-guards";

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export async function forwardToApi(request: Request, api: Fetcher): Promise<Response> {
  const refused = refuseCrossSite(request) ?? refuseNonJson(request);
  if (refused) return refused;
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  headers.delete(OAUTH_BINDING.header);
  headers.delete(LOGIN_BINDING.header);
  const token = readCookie(request.headers.get("cookie"), AUTH_COOKIE.name);
  if (token) headers.set("authorization", `Bearer ${token}`);
  // The sign-in's browser nonce (worker/auth/browser-binding.ts) travels as a header too.
  const binding = readCookie(request.headers.get("cookie"), OAUTH_BINDING.cookie);
  if (binding) headers.set(OAUTH_BINDING.header, binding);
  const init: RequestInit = { method: request.method, headers, redirect: "manual" };
  if (request.method !== "GET" && request.method !== "HEAD") {
    const read = await limitedBody(request);
    if ("refused" in read) return read.refused;
    init.body = read.body;
  }
  return api.fetch(new Request(request.url, init));
}
