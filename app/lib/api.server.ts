/**
 * The typed API client for loaders and actions: the same `hc<ApiApp>` as the browser's, over
 * the service binding, as the member whose cookie this is (or with the token given).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { AUTH_COOKIE } from "~/spec/limits";
import { apiClient } from "./api";
import { readGuardedCookie } from "./forward-to-api";

/** The member's session token, from its `__Host-` cookie (session.server.ts sets and clears it); none when a guarded cookie comes twice. */
export function authToken(request: Request): string | null {
  return readGuardedCookie(request.headers.get("cookie"), AUTH_COOKIE.name);
}

export function serverApi(context: AppLoadContext, request: Request, options: { token?: string | null; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  const token = options.token === undefined ? authToken(request) : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const requestId = request.headers.get("cf-ray");
  if (requestId) headers["x-request-id"] = requestId;
  const binding = context.cloudflare.env.API;
  const viaBinding = (input: RequestInfo | URL, init?: RequestInit) => binding.fetch(new Request(input, init));
  return apiClient(new URL(request.url).origin, { headers, fetch: viaBinding as typeof fetch });
}
