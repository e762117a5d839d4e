/**
 * The one table of what LinkedIn's answers prove (worker/providers/linkedin-answers.ts), a test
 * per row, plus the calls that store nothing a member sees, Retry-After, and the retry budget.
 */
import { describe, expect, it } from "vitest";
import { type Answer, classifyCallAnswer, classifyPostAnswer, OUTDATED_VERSION, POST_ANSWERS, retryAfterMs } from "../../worker/providers/linkedin-answers";
import { MAX_TRANSIENT_TRIES, nextTry, RATE_LIMIT_BUDGET_MS } from "../../worker/publishing/retry-policy";

const http = (status: number, body = "", headers: Record<string, string> = {}): Answer => ({ kind: "http", status, body, headers: new Headers(headers) });
const error = (name: string, message: string): Answer => ({ kind: "error", name, message });
const linkedinJson = (status: number, message = "Something went wrong") => JSON.stringify({ status, message, serviceErrorCode: 100 });

describe("what a post call's answer proves", () => {
  const rows: Array<[string, Answer, Record<string, unknown>]> = [
    ["201 with the post's urn in x-restli-id", http(201, "", { "x-restli-id": "urn:li:share:7001" }), { kind: "stored", urn: "urn:li:share:7001" }],
    ["2xx without a urn", http(201), { kind: "ambiguous", status: 201 }],
    [
      "422 DUPLICATE_POST naming the post LinkedIn already has",
      http(422, JSON.stringify({ status: 422, code: "DUPLICATE_POST", message: "Content is a duplicate of urn:li:share:7002" })),
      { kind: "duplicate", urn: "urn:li:share:7002" },
    ],
    [
      "429 (rate limited), with or without Retry-After",
      http(429, "", { "retry-after": "30" }),
      { kind: "not-stored", rateLimited: true, retryAfterMs: 30_000 },
    ],
    [
      "503 written by LinkedIn's API (a JSON error, or Retry-After): it did not take the request",
      http(503, linkedinJson(503, "Service Unavailable")),
      { kind: "not-stored", rateLimited: false },
    ],
    ["408 (LinkedIn gave up waiting for our request)", http(408), { kind: "not-stored" }],
    ["401 (token refused)", http(401, linkedinJson(401, "Invalid access token")), { kind: "unauthorized", reason: "Invalid access token" }],
    [
      "426 (LinkedIn no longer serves our pinned LinkedIn-Version): nothing stored, and no retry will help",
      http(426, JSON.stringify({ status: 426, code: "NONEXISTENT_VERSION", message: "Requested version 20251001 is not active" })),
      { kind: "refused", status: 426, reason: OUTDATED_VERSION },
    ],
    [
      "422 naming a mentioned company page LinkedIn does not know",
      http(422, linkedinJson(422, "ERROR :: /commentary :: mentioned entity urn:li:organization:999 does not exist")),
      { kind: "refused", status: 422, reason: expect.stringContaining("mentions a company page LinkedIn doesn't know (urn:li:organization:999)") },
    ],
    [
      "other 4xx (validation, permissions)",
      http(422, linkedinJson(422, "commentary is too long")),
      { kind: "refused", status: 422, reason: "commentary is too long" },
    ],
    ["500, 502, 504, other 5xx, and 503 with no body: a gateway may have cut off a stored post", http(503), { kind: "ambiguous", status: 503 }],
    ["a connection that was never made (refused, DNS)", error("TypeError", "connect ECONNREFUSED 127.0.0.1:9"), { kind: "not-stored", rateLimited: false }],
    ["a timeout after the request was sent", error("TimeoutError", "The operation was aborted due to timeout"), { kind: "ambiguous", status: null }],
    ["a connection lost after the request was sent (reset, closed)", error("Error", "Network connection lost."), { kind: "ambiguous", status: null }],
    ["anything else (1xx, 3xx)", http(302, "", { location: "https://example.com" }), { kind: "ambiguous", status: 302 }],
  ];

  it("every row of the table has its test", () => {
    expect(rows.map(([when]) => when)).toEqual(POST_ANSWERS.map((r) => r.when));
  });

  for (const [when, answer, verdict] of rows) {
    it(when, () => {
      expect(classifyPostAnswer(answer)).toMatchObject(verdict);
      // the row that decided is the row under test
      expect(POST_ANSWERS.find((r) => r.test(answer))?.when).toBe(when);
    });
  }

  it("only proof of absence may lead to another POST: every 5xx but LinkedIn's own 503 is ambiguous", () => {
    for (const status of [500, 502, 504, 520, 599]) expect(classifyPostAnswer(http(status)).kind).toBe("ambiguous");
    for (const status of [500, 502, 504]) expect(classifyPostAnswer(http(status, linkedinJson(status))).kind).toBe("ambiguous");
    expect(classifyPostAnswer(http(503, "", { "retry-after": "5" }))).toMatchObject({ kind: "not-stored", retryAfterMs: 5000 });
    expect(classifyPostAnswer(http(503, "<html>Bad gateway</html>")).kind).toBe("ambiguous");
  });

  it("a 422 that names no urn is a plain refusal", () => {
    expect(classifyPostAnswer(http(422, linkedinJson(422, "Content is a duplicate")))).toMatchObject({ kind: "refused", status: 422 });
  });
});

describe("calls that store nothing a member sees (images, stock photos, token refresh)", () => {
  it("5xx, 429, 408 and network errors are transient; 401 is the token; other 4xx are final", () => {
    for (const status of [500, 502, 503, 504, 429, 408]) expect(classifyCallAnswer(http(status), "x").kind).toBe("transient");
    expect(classifyCallAnswer(error("TypeError", "Network connection lost."), "x").kind).toBe("transient");
    expect(classifyCallAnswer(http(401), "x").kind).toBe("unauthorized");
    for (const status of [400, 403, 404, 422, 426]) expect(classifyCallAnswer(http(status), "x")).toMatchObject({ kind: "refused", status });
    expect(classifyCallAnswer(http(201), "x").kind).toBe("ok");
  });
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates, ignores nonsense, and caps at 12 hours", () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(retryAfterMs(new Headers({ "retry-after": "120" }), now)).toBe(120_000);
    expect(retryAfterMs(new Headers({ "retry-after": "Mon, 23 Nov 2026 12:05:00 GMT" }), now)).toBe(300_000);
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }), now)).toBeNull();
    expect(retryAfterMs(new Headers(), now)).toBeNull();
    expect(retryAfterMs(new Headers({ "retry-after": "999999" }), now)).toBe(12 * 3600_000);
  });
});

describe("the retry budget", () => {
  const base = { retryAfterMs: null, transientTries: 1, firstRateLimitAt: null, rateLimits: 0, now: 0, maxDelaySeconds: 60, rateLimitMaxDelaySeconds: 1800 };

  it("passing trouble: six tries with doubling backoff, then stop", () => {
    expect(nextTry({ ...base, rateLimited: false, transientTries: 1 })).toEqual({ retry: true, delayMs: 2000 });
    expect(nextTry({ ...base, rateLimited: false, transientTries: 3 })).toEqual({ retry: true, delayMs: 8000 });
    expect(nextTry({ ...base, rateLimited: false, transientTries: MAX_TRANSIENT_TRIES })).toEqual({ retry: false });
  });

  it("rate limits are waited out for six hours, counted in time: Retry-After first, else backoff up to the cap", () => {
    expect(nextTry({ ...base, rateLimited: true, rateLimits: 1, retryAfterMs: 7000 })).toEqual({ retry: true, delayMs: 7000 });
    expect(nextTry({ ...base, rateLimited: true, rateLimits: 1 })).toEqual({ retry: true, delayMs: 60_000 });
    expect(nextTry({ ...base, rateLimited: true, rateLimits: 12 })).toEqual({ retry: true, delayMs: 1_800_000 });
    // twenty rate limits in five hours are still within the budget; past six hours they are not
    expect(nextTry({ ...base, rateLimited: true, rateLimits: 20, firstRateLimitAt: 0, now: 5 * 3600_000 }).retry).toBe(true);
    expect(nextTry({ ...base, rateLimited: true, rateLimits: 21, firstRateLimitAt: 0, now: RATE_LIMIT_BUDGET_MS })).toEqual({ retry: false });
  });
});
