/**
 * The web app's thin pass-through to the API Worker for /api/* and /public/api/*: same path,
 * method and body, with the session cookie turned into `Authorization: Bearer …`. The
 * browser never holds the token in script (the cookie is HttpOnly). Cross-site writes, non-JSON
 * writes and oversized bodies are refused here (request-guards.ts).
 */
import { AUTH_COOKIE, GUARDED_COOKIES, LOGIN_BINDING, OAUTH_BINDING } from "../spec/limits";
import { limitedBody, refuseCrossSite, refuseNonJson } from "./request-guards";

/** Every cookie of a Cookie header by name, and the names it carries more than once. */
export function parseCookies(header: string | null): { values: Map<string, string>; repeated: Set<string> } {
  const values = new Map<string, string>();
  const repeated = new Set<string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    // A cookie without "=" is a value with an empty name (RFC 6265bis); it names nothing of ours.
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (values.has(name)) repeated.add(name);
    values.set(name, part.slice(at + 1).trim());
  }
  return { values, repeated };
}

/**
 * One cookie's value, or null when it is missing or the header carries its name twice: the
 * browser sends both and neither says which origin set it (decision 058).
 */
export function readCookie(header: string | null, name: string): string | null {
  const { values, repeated } = parseCookies(header);
  const value = values.get(name);
  if (value === undefined || repeated.has(name)) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A session or sign-in binding cookie: null as readCookie's, and also when the header carries any
 * of the app's guarded cookies (the session, the two sign-in bindings) twice. Such a request is
 * signed out: another origin of the site managed to add a cookie, whichever one it chose.
 */
export function readGuardedCookie(header: string | null, name: (typeof GUARDED_COOKIES)[number]): string | null {
  const { repeated } = parseCookies(header);
  if (GUARDED_COOKIES.some((guarded) => repeated.has(guarded))) return null;
  return readCookie(header, name);
}

export async function forwardToApi(request: Request, api: Fetcher): Promise<Response> {
  const refused = refuseCrossSite(request) ?? refuseNonJson(request);
  if (refused) return refused;
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  headers.delete(OAUTH_BINDING.header);
  headers.delete(LOGIN_BINDING.header);
  const token = readGuardedCookie(request.headers.get("cookie"), AUTH_COOKIE.name);
  if (token) headers.set("authorization", `Bearer ${token}`);
  // The sign-in's browser nonce (worker/auth/browser-binding.ts) travels as a header too.
  const binding = readGuardedCookie(request.headers.get("cookie"), OAUTH_BINDING.cookie);
  if (binding) headers.set(OAUTH_BINDING.header, binding);
  const init: RequestInit = { method: request.method, headers, redirect: "manual" };
  if (request.method !== "GET" && request.method !== "HEAD") {
    const read = await limitedBody(request);
    if ("refused" in read) return read.refused;
    init.body = read.body;
  }
  return api.fetch(new Request(request.url, init));
}
