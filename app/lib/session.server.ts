/**
 * The auth_token cookie: a signed session token, HttpOnly, SameSite=Lax, Secure over https,
 * seven days. Who it belongs to is asked of the API (GET /api/me), which also knows whether
 * the session was ended.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { AUTH_COOKIE, LOGIN_BINDING } from "~/spec/limits";
import { readAnswer, type SessionUser } from "./api";
import { authToken, serverApi } from "./api.server";
import { readCookie } from "./forward-to-api";

function cookieAttributes(request: Request, maxAge: number) {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export function setAuthCookie(request: Request, token: string): string {
  return `${AUTH_COOKIE.name}=${encodeURIComponent(token)}; ${cookieAttributes(request, AUTH_COOKIE.maxAgeSeconds)}`;
}

export function clearAuthCookie(request: Request): string {
  return `${AUTH_COOKIE.name}=; ${cookieAttributes(request, 0)}`;
}

/** The login binding is spent with the code: removed whatever the outcome. */
export function clearLoginBindingCookie(request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${LOGIN_BINDING.cookie}=; Path=${LOGIN_BINDING.path}; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/**
 * /login-success's trade: the one-time code from the address and this browser's login_binding
 * cookie, for a session token. Null when the code is used, late or another browser's.
 */
export async function exchangeLoginCode(context: AppLoadContext, request: Request, code: string): Promise<string | null> {
  const binding = readCookie(request.headers.get("cookie"), LOGIN_BINDING.cookie);
  if (!binding) return null;
  const res = await serverApi(context, request, { token: null, headers: { [LOGIN_BINDING.header]: binding } }).public.api.session.$post({ json: { code } });
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
