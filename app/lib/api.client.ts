/**
 * The browser's calls to the API, same origin (the web app forwards them with the cookie),
 * through the typed client. On failure: log, toast the server's msg or a fallback, then rethrow
 * (spec §8).
 */
import type { ClientResponse } from "hono/client";
import { TEXT } from "~/spec/texts";
import { type Api, apiClient, type DataIn } from "./api";
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

type CallOptions = { fallback?: string; toast?: boolean };

let client: Api | undefined;
/**
 * Every call that changes something is JSON, body or not (a DELETE too): the web app refuses
 * anything else (issue 9), so the content type is on every call, not only those with `json`.
 */
const JSON_HEADERS = { accept: "application/json", "content-type": "application/json" };
const browserApi = () => (client ??= apiClient(window.location.origin, { headers: JSON_HEADERS, init: { credentials: "same-origin" } }));

/** `apiCall((api) => api.api.post.$post({ json }))`: the answer's `data`, typed from the worker's route. */
export async function apiCall<R extends ClientResponse<unknown, number, string>>(
  send: (api: Api) => Promise<R>,
  options: CallOptions = {},
): Promise<DataIn<R>> {
  const { fallback = TEXT.errors.generic, toast = true } = options;
  let res: R | undefined;
  try {
    res = await send(browserApi());
    const payload = (await res.json().catch(() => null)) as { data?: unknown; msg?: string } | null;
    if (!res.ok) throw new ApiCallError(payload?.msg ?? fallback, res.status);
    return (payload && "data" in payload ? payload.data : payload) as DataIn<R>;
  } catch (error) {
    const err = error instanceof ApiCallError ? error : new ApiCallError(fallback, 0);
    console.error(`API call ${res?.url ?? ""} failed`, error);
    if (toast) notify.error(err.message);
    throw err;
  }
}

/** The whole answer when a call carries more than `data` (the feed's next cursor). */
export async function apiPage<R extends ClientResponse<unknown, number, string>>(send: (api: Api) => Promise<R>, options: CallOptions = {}) {
  const { fallback = TEXT.errors.generic, toast = true } = options;
  try {
    const res = await send(browserApi());
    const payload = (await res.json().catch(() => null)) as (R extends ClientResponse<infer Body, number, string> ? Body : never) & { msg?: string };
    if (!res.ok) throw new ApiCallError(payload?.msg ?? fallback, res.status);
    return payload;
  } catch (error) {
    const err = error instanceof ApiCallError ? error : new ApiCallError(fallback, 0);
    if (toast) notify.error(err.message);
    throw err;
  }
}
