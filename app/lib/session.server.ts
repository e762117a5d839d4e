/**
 * The session cookie, `__Host-auth_token`: a signed session token, HttpOnly, SameSite=Lax, Secure,
 * Path=/, no Domain, seven days (decision 058: no other origin of the site can plant it; Chromium
 * keeps Secure cookies on http://127.0.0.1 and localhost too). Who it belongs to is asked of the
 * API (GET /api/me), which also knows whether the session was ended.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { AUTH_COOKIE, LOGIN_BINDING } from "~/spec/limits";
import { readAnswer, type SessionUser } from "./api";
import { authToken, serverApi } from "./api.server";
import { readGuardedCookie } from "./forward-to-api";

/** A `__Host-` cookie's attributes: the prefix requires Secure, Path=/ and no Domain. */
const hostCookie = (name: string, value: string, maxAge: number) => `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}; Secure`;

/** Removes a cookie under its name before decision 058 (it was neither Secure nor `__Host-`). */
const clearLegacy = ({ name, path }: { name: string; path: string }) => `${name}=; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=0`;

/** The session cookie, and the old-named one removed: two Set-Cookie values for `headers.append`. */
export function setAuthCookie(token: string): string[] {
  return [hostCookie(AUTH_COOKIE.name, encodeURIComponent(token), AUTH_COOKIE.maxAgeSeconds), clearLegacy(AUTH_COOKIE.legacy)];
}

/** Signs out: the session cookie and the old-named one removed. */
export function clearAuthCookie(): string[] {
  return [hostCookie(AUTH_COOKIE.name, "", 0), clearLegacy(AUTH_COOKIE.legacy)];
}

/** The login binding is spent with the code: removed whatever the outcome (the old-named one too). */
export function clearLoginBindingCookie(): string[] {
  return [hostCookie(LOGIN_BINDING.cookie, "", 0), clearLegacy(LOGIN_BINDING.legacy)];
}

/** Set-Cookie values as a response's headers. */
export function setCookieHeaders(values: string[]): Headers {
  const headers = new Headers();
  for (const value of values) headers.append("set-cookie", value);
  return headers;
}

/**
 * /login-success's trade: the one-time code from the address and this browser's login binding
 * cookie, for a session token. Null when the code is used, late or another browser's, or when a
 * guarded cookie comes twice.
 */
export async function exchangeLoginCode(context: AppLoadContext, request: Request, code: string): Promise<string | null> {
  const binding = readGuardedCookie(request.headers.get("cookie"), LOGIN_BINDING.cookie);
  if (!binding) return null;
  // The member's browser, for their list of sessions (the API makes it words, "Chrome on Linux").
  const headers: Record<string, string> = { [LOGIN_BINDING.header]: binding };
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers["user-agent"] = userAgent.slice(0, 512);
  const res = await serverApi(context, request, { token: null, headers }).public.api.session.$post({ json: { code } });
  const answer = await readAnswer(res);
  return answer.ok ? answer.data.token : null;
}

export type CurrentUser = { user: SessionUser | null; clearCookie: boolean };

/** The signed-in member, or null; `clearCookie` when the cookie names a session that has ended. */
export async function currentUser(context: AppLoadContext, request: Request, token = authToken(request)): Promise<CurrentUser> {
  if (!token) return { user: null, clearCookie: false };
  const res = await serverApi(context, request, { token }).api.me.$get();
  if (res.status === 401) return { user: null, clearCookie: true };
  const answer = await readAnswer(res);
  if (!answer.ok) throw new Response("The studio's API is not answering. Please try again in a moment.", { status: 503 });
  return { user: answer.data, clearCookie: false };
}
