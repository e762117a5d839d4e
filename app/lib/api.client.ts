/**
 * The browser's calls to the API, same origin (the web app forwards them with the cookie),
 * through the typed client. On failure: log, toast the server's msg or a fallback, then rethrow
 * (spec §8).
 */
import type { ClientResponse } from "hono/client";
import { TEXT } from "~/spec/texts";
import { type Api, apiClient, type BodyIn, type DataIn, readAnswer } from "./api";
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

/** What a failed call says to the member: the server's msg (an ApiCallError), else the screen's own words. */
export const messageOf = (error: unknown, fallback: string) => (error instanceof ApiCallError ? error.message : fallback);

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
  return (await call(send, options)).data;
}

/** The whole answer when a call carries more than `data` (the feed's next cursor). */
export async function apiPage<R extends ClientResponse<unknown, number, string>>(
  send: (api: Api) => Promise<R>,
  options: CallOptions = {},
): Promise<BodyIn<R>> {
  return (await call(send, options)).body;
}

async function call<R extends ClientResponse<unknown, number, string>>(send: (api: Api) => Promise<R>, options: CallOptions) {
  const { fallback = TEXT.errors.generic, toast = true } = options;
  let res: R | undefined;
  try {
    res = await send(browserApi());
    const answer = await readAnswer(res);
    if (!answer.ok) throw new ApiCallError(answer.msg ?? fallback, answer.status);
    return answer;
  } catch (error) {
    const err = error instanceof ApiCallError ? error : new ApiCallError(fallback, 0);
    console.error(`API call ${res?.url ?? ""} failed`, error);
    if (toast) notify.error(err.message);
    throw err;
  }
}
