/**
 * The auth_token cookie: a signed session token, HttpOnly, SameSite=Lax, Secure over https,
 * seven days. Who it belongs to is asked of the API (GET /api/me), which also knows whether
 * the session was ended.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { AUTH_COOKIE, LOGIN_BINDING } from "~/spec/limits";
import type { SessionUser } from "~/spec/schemas";
import { readCookie } from "./forward-to-api";

export function authToken(request: Request): string | null {
  return readCookie(request.headers.get("cookie"), AUTH_COOKIE.name);
}

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
  const res = await callApi(context, request, "/public/api/session", {
    method: "POST",
    body: { code },
    token: null,
    headers: { [LOGIN_BINDING.header]: binding },
  });
  if (!res.ok) return null;
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Calls the API Worker through the service binding, as the member whose cookie this is. */
export function callApi(
  context: AppLoadContext,
  request: Request,
  path: string,
  init: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers({ accept: "application/json", ...init.headers });
  const token = init.token === undefined ? authToken(request) : init.token;
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const requestId = request.headers.get("cf-ray");
  if (requestId) headers.set("x-request-id", requestId);
  return context.cloudflare.env.API.fetch(
    new Request(new URL(path, request.url), {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
}

export type CurrentUser = { user: SessionUser | null; clearCookie: boolean };

/** The signed-in member, or null; `clearCookie` when the cookie names a session that has ended. */
export async function currentUser(context: AppLoadContext, request: Request, token = authToken(request)): Promise<CurrentUser> {
  if (!token) return { user: null, clearCookie: false };
  const res = await callApi(context, request, "/api/me", { token });
  if (res.status === 401) return { user: null, clearCookie: true };
  if (!res.ok) throw new Response("The studio's API is not answering. Please try again in a moment.", { status: 503 });
  const { data } = (await res.json()) as { data: SessionUser };
  return { user: data, clearCookie: false };
}
