/**
 * Calls from the browser to the API, same origin (the web app forwards them with the cookie).
 * On failure: log, toast the server's msg or a fallback, then rethrow (spec §8).
 */
import { TEXT } from "~/spec/texts";
import { notify } from "./toast";

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiCallError";
  }
}

type CallOptions = { method?: string; body?: unknown; fallback?: string; toast?: boolean };

export async function apiCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { method = options.body === undefined ? "GET" : "POST", body, fallback = TEXT.errors.generic, toast = true } = options;
  try {
    const res = await fetch(path, {
      method,
      // Every call that changes something is JSON, body or not: the web app refuses anything else (issue 9).
      headers: method === "GET" ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
    const payload = (await res.json().catch(() => null)) as { data?: T; msg?: string } | null;
    if (!res.ok) throw new ApiCallError(payload?.msg ?? fallback, res.status);
    return payload?.data as T;
  } catch (error) {
    const err = error instanceof ApiCallError ? error : new ApiCallError(fallback, 0);
    console.error(`API ${method} ${path} failed`, error);
    if (toast) notify.error(err.message);
    throw err;
  }
}
