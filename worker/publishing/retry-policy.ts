/**
 * When to try a post again after LinkedIn proved it stored nothing, and when to stop. The
 * budget is counted in time as well as attempts: a rate limit is waited out for up to six
 * hours (LinkedIn's quotas are daily), other passing trouble gets six tries with backoff.
 */
export const MAX_TRANSIENT_TRIES = 6;
export const RATE_LIMIT_BUDGET_MS = 6 * 3600_000;

export type RetryInput = {
  rateLimited: boolean;
  /** LinkedIn's Retry-After, when it named one. */
  retryAfterMs: number | null;
  /** Transient failures of this run so far, this one included. */
  transientTries: number;
  /** When the first rate limit of this run came (this one, if it is the first). */
  firstRateLimitAt: number | null;
  /** Rate limits of this run so far, this one included. */
  rateLimits: number;
  now: number;
  maxDelaySeconds: number;
  rateLimitMaxDelaySeconds: number;
};

export type RetryDecision = { retry: true; delayMs: number } | { retry: false };

export function nextTry(input: RetryInput): RetryDecision {
  if (input.rateLimited) {
    const backoff = Math.min(60_000 * 2 ** Math.max(0, input.rateLimits - 1), input.rateLimitMaxDelaySeconds * 1000);
    const delayMs = input.retryAfterMs ?? backoff;
    const first = input.firstRateLimitAt ?? input.now;
    if (input.now + delayMs - first > RATE_LIMIT_BUDGET_MS) return { retry: false };
    return { retry: true, delayMs };
  }
  if (input.transientTries >= MAX_TRANSIENT_TRIES) return { retry: false };
  const backoff = Math.min(1000 * 2 ** Math.max(1, input.transientTries), input.maxDelaySeconds * 1000);
  return { retry: true, delayMs: input.retryAfterMs ?? backoff };
}
