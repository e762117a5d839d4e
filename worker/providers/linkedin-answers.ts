/**
 * What LinkedIn's answer to a call proves. LinkedIn has no idempotency key, so this table is
 * what keeps a post from going out twice: only an answer that proves nothing was stored may
 * lead to another POST; an answer that may hide a stored post is `ambiguous`, and the
 * publisher looks the post up before it decides (worker/publishing/reconcile.ts).
 *
 * One table, one test per row (test/worker/linkedin-answers.test.ts), docs/decisions/018.
 */

/** What came back: an HTTP answer, or an error from fetch itself. */
export type Answer = { kind: "http"; status: number; headers: Headers; body: string } | { kind: "error"; name: string; message: string };

/**
 * LinkedIn's own error codes in an error answer (its JSON body's serviceErrorCode and code, e.g.
 * 101 for a throttle, ACCESS_DENIED for a missing scope): the operator's log line carries them.
 * They never change what an answer proves.
 */
export type LinkedInCodes = { serviceErrorCode?: number; code?: string };

export type Verdict = LinkedInCodes &
  /** LinkedIn stored it and said where. */
  (
    | { kind: "stored"; urn: string }
    /** LinkedIn refused it as a copy of a post it already has (422 DUPLICATE_POST). */
    | { kind: "duplicate"; urn: string; reason: string }
    /** Proof that nothing was stored, and trying again later may work. */
    | { kind: "not-stored"; reason: string; rateLimited: boolean; retryAfterMs: number | null }
    /** The token was refused before anything was stored. */
    | { kind: "unauthorized"; reason: string }
    /** Nothing was stored and trying again will not help. */
    | { kind: "refused"; reason: string; status: number }
    /** LinkedIn may or may not have stored it. */
    | { kind: "ambiguous"; reason: string; status: number | null }
  );

type Row = { when: string; test(answer: Answer): boolean; verdict(answer: Answer): Verdict };

/** fetch errors that mean the request never left this machine. */
const NEVER_SENT = /refused|ENOTFOUND|EAI_AGAIN|getaddrinfo|DNS|could not connect|connect ETIMEDOUT|No such host/i;
const DUPLICATE = /duplicate of (urn:li:(?:share|ugcPost|activity):[A-Za-z0-9_-]+)/;

/** A 422 that names a mention and its urn. LinkedIn documents no exact body for it; the emulator writes one (docs/decisions/049). */
const UNKNOWN_MENTION = /mention[^"]*?(urn:li:(?:organization|person):[A-Za-z0-9_-]+)/i;

const status = (a: Answer) => (a.kind === "http" ? a.status : null);
const http = (a: Answer) => a as Extract<Answer, { kind: "http" }>;

/** A JSON error that LinkedIn's API itself wrote (not an empty gateway page). */
export function linkedinError(body: string): { message: string | null; code: string | null } | null {
  if (!body.trim().startsWith("{")) return null;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    if (parsed === null || typeof parsed !== "object") return null;
    const message = typeof parsed.message === "string" ? parsed.message : null;
    const code = typeof parsed.code === "string" ? parsed.code : typeof parsed.serviceErrorCode === "number" ? String(parsed.serviceErrorCode) : null;
    return message || code ? { message, code } : null;
  } catch {
    return null;
  }
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. Capped at 12 hours. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const raw = headers.get("retry-after")?.trim();
  if (!raw) return null;
  let ms: number;
  if (/^\d+$/.test(raw)) ms = Number(raw) * 1000;
  else {
    const at = Date.parse(raw);
    if (Number.isNaN(at)) return null;
    ms = at - now;
  }
  return Math.max(0, Math.min(ms, 12 * 3600_000));
}

/** What a member reads when LinkedIn has sunset the API version this app sends (426): not their doing. */
export const OUTDATED_VERSION =
  "LinkedIn no longer accepts the version of its API this app uses, so nothing was posted. This needs a fix on our side, not a change to your post: publish it again later.";

const message = (a: Answer, fallback: string) => (a.kind === "http" ? (linkedinError(a.body)?.message ?? fallback) : fallback);

/** The table, first match wins. Order matters only where rows overlap (the 2xx rows, the 503 rows). */
export const POST_ANSWERS: Row[] = [
  {
    when: "201 with the post's urn in x-restli-id",
    test: (a) => (status(a) === 201 || status(a) === 200) && Boolean(http(a).headers.get("x-restli-id") ?? http(a).headers.get("x-linkedin-id")),
    verdict: (a) => ({ kind: "stored", urn: (http(a).headers.get("x-restli-id") ?? http(a).headers.get("x-linkedin-id"))! }),
  },
  {
    when: "2xx without a urn",
    test: (a) => (status(a) ?? 0) >= 200 && (status(a) ?? 0) < 300,
    verdict: (a) => ({ kind: "ambiguous", reason: "LinkedIn accepted the post but did not say where it is.", status: status(a) }),
  },
  {
    when: "422 DUPLICATE_POST naming the post LinkedIn already has",
    test: (a) => status(a) === 422 && DUPLICATE.test(http(a).body),
    verdict: (a) => ({ kind: "duplicate", urn: DUPLICATE.exec(http(a).body)![1], reason: message(a, "LinkedIn says this post is a duplicate.") }),
  },
  {
    when: "429 (rate limited), with or without Retry-After",
    test: (a) => status(a) === 429,
    verdict: (a) => ({ kind: "not-stored", reason: "LinkedIn asked us to slow down.", rateLimited: true, retryAfterMs: retryAfterMs(http(a).headers) }),
  },
  {
    when: "503 written by LinkedIn's API (a JSON error, or Retry-After): it did not take the request",
    test: (a) => status(a) === 503 && (linkedinError(http(a).body) !== null || http(a).headers.has("retry-after")),
    verdict: (a) => ({ kind: "not-stored", reason: "LinkedIn had a problem (503).", rateLimited: false, retryAfterMs: retryAfterMs(http(a).headers) }),
  },
  {
    when: "408 (LinkedIn gave up waiting for our request)",
    test: (a) => status(a) === 408,
    verdict: () => ({ kind: "not-stored", reason: "LinkedIn timed out reading the post (408).", rateLimited: false, retryAfterMs: null }),
  },
  {
    when: "401 (token refused)",
    test: (a) => status(a) === 401,
    verdict: (a) => ({ kind: "unauthorized", reason: message(a, "LinkedIn refused the sign-in.") }),
  },
  {
    when: "426 (LinkedIn no longer serves our pinned LinkedIn-Version): nothing stored, and no retry will help",
    test: (a) => status(a) === 426,
    verdict: () => ({ kind: "refused", reason: OUTDATED_VERSION, status: 426 }),
  },
  {
    when: "422 naming a mentioned company page LinkedIn does not know",
    test: (a) => status(a) === 422 && UNKNOWN_MENTION.test(http(a).body),
    verdict: (a) => ({
      kind: "refused",
      reason: `This post mentions a company page LinkedIn doesn't know (${UNKNOWN_MENTION.exec(http(a).body)![1]}). Remove that mention, or choose the page again by typing @.`,
      status: 422,
    }),
  },
  {
    when: "other 4xx (validation, permissions)",
    test: (a) => (status(a) ?? 0) >= 400 && (status(a) ?? 0) < 500,
    verdict: (a) => ({ kind: "refused", reason: message(a, `LinkedIn answered ${status(a)}.`), status: status(a)! }),
  },
  {
    when: "500, 502, 504, other 5xx, and 503 with no body: a gateway may have cut off a stored post",
    test: (a) => (status(a) ?? 0) >= 500,
    verdict: (a) => ({ kind: "ambiguous", reason: `LinkedIn had a problem (${status(a)}).`, status: status(a) }),
  },
  {
    when: "a connection that was never made (refused, DNS)",
    test: (a) => a.kind === "error" && NEVER_SENT.test(`${a.name} ${a.message}`),
    verdict: () => ({ kind: "not-stored", reason: "LinkedIn could not be reached.", rateLimited: false, retryAfterMs: null }),
  },
  {
    when: "a timeout after the request was sent",
    test: (a) => a.kind === "error" && /timeout|abort/i.test(`${a.name} ${a.message}`),
    verdict: () => ({ kind: "ambiguous", reason: "LinkedIn did not answer in time, so we can't tell whether the post went out.", status: null }),
  },
  {
    when: "a connection lost after the request was sent (reset, closed)",
    test: (a) => a.kind === "error",
    verdict: () => ({ kind: "ambiguous", reason: "The connection to LinkedIn broke before it answered.", status: null }),
  },
  {
    when: "anything else (1xx, 3xx)",
    test: () => true,
    verdict: (a) => ({ kind: "ambiguous", reason: `LinkedIn answered ${status(a) ?? "nothing"}.`, status: status(a) }),
  },
];

export function classifyPostAnswer(answer: Answer): Verdict {
  const row = POST_ANSWERS.find((r) => r.test(answer))!;
  return { ...row.verdict(answer), ...linkedinCodes(answer) };
}

/** serviceErrorCode and code from an error answer LinkedIn's API wrote; none from a gateway page or a 2xx. */
export function linkedinCodes(answer: Answer): LinkedInCodes {
  if (answer.kind !== "http" || answer.status < 400 || !answer.body.trim().startsWith("{")) return {};
  try {
    const parsed = JSON.parse(answer.body) as Record<string, unknown> | null;
    const codes: LinkedInCodes = {};
    if (typeof parsed?.serviceErrorCode === "number") codes.serviceErrorCode = parsed.serviceErrorCode;
    if (typeof parsed?.code === "string") codes.code = parsed.code;
    return codes;
  } catch {
    return {};
  }
}

/**
 * Calls that store nothing a member can see (image uploads, stock photo fetches, token
 * refreshes): any 5xx, 429, 408 or network error is transient and retried like a post call;
 * 401 means the token; other 4xx are final.
 */
export type CallVerdict =
  | { kind: "ok" }
  | { kind: "transient"; reason: string; retryAfterMs: number | null }
  | { kind: "unauthorized"; reason: string }
  | { kind: "refused"; reason: string; status: number };

export function classifyCallAnswer(answer: Answer, what: string): CallVerdict {
  if (answer.kind === "error") return { kind: "transient", reason: `${what} couldn't reach its server.`, retryAfterMs: null };
  const s = answer.status;
  if (s >= 200 && s < 300) return { kind: "ok" };
  if (s === 429 || s === 408 || s >= 500) return { kind: "transient", reason: `${what} failed for now (${s}).`, retryAfterMs: retryAfterMs(answer.headers) };
  if (s === 401) return { kind: "unauthorized", reason: `${what} was refused (401).` };
  if (s === 426) return { kind: "refused", reason: `${what} was refused (426). ${OUTDATED_VERSION}`, status: s };
  return { kind: "refused", reason: `${what} was refused (${s}).`, status: s };
}

/** Performs a fetch and turns any outcome into an Answer (never throws). */
export async function answerOf(request: () => Promise<Response>): Promise<Answer> {
  try {
    const response = await request();
    const body = await response.text().catch(() => "");
    return { kind: "http", status: response.status, headers: response.headers, body };
  } catch (error) {
    const e = error as Error;
    return { kind: "error", name: e?.name ?? "Error", message: e?.message ?? String(error) };
  }
}
