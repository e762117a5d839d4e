/**
 * When a LinkedIn connection ends (issue 22, item 3). LinkedIn's access tokens last 60 days, and
 * most apps get no programmatic refresh token, so the member signs in again before then
 * (https://learn.microsoft.com/en-us/linkedin/shared/authentication/programmatic-refresh-tokens).
 * Shared by the worker (GET /api/apps says which accounts end soon) and the app (the banner). It
 * imports nothing: the banner is in /posts' and /calendar's first-load JavaScript.
 */
export const CONNECTION = {
  /** Members are warned this long before the connection of an account without a refresh token ends. */
  warnBeforeMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/**
 * The instant an account's connection ends unless the member reconnects: its token's expiry when
 * nothing renews it, null when a refresh token does (or LinkedIn gave no expiry).
 */
export function connectionEndsAt(account: { tokenExpiresAt: number | null; refreshable: boolean }): number | null {
  return account.refreshable ? null : account.tokenExpiresAt;
}

/**
 * True when the member should reconnect now: an active account without a refresh token whose
 * token ends within the warning window, or already ended (LinkedIn has not refused a call yet, so
 * it is still marked active). An account LinkedIn already signed out is `needs_reconnect` instead.
 */
export function connectionExpiresSoon(account: { status: string; tokenExpiresAt: number | null; refreshable: boolean }, now: number): boolean {
  const endsAt = connectionEndsAt(account);
  return account.status === "active" && endsAt !== null && endsAt - now <= CONNECTION.warnBeforeMs;
}
