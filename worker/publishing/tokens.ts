/**
 * A connected account's access token for publishing, refreshed when it has expired or LinkedIn
 * refused it. One refresh per account at a time (single flight through a conditional write on
 * the account): two publishes that both find the token stale refresh it once, and the second
 * uses what the first got. A refresh that fails for now (5xx, 429, network) is retried like any
 * transient failure; only LinkedIn refusing the refresh token signs the account out.
 */
import { decryptSecret, encryptSecret } from "../auth/crypto";
import { readConfig } from "../config";
import { claimTokenRefresh, findApp, markAppNeedsReconnect, releaseTokenRefresh, saveAppTokens } from "../db/apps";
import type { Db } from "../db/client";
import type { apps } from "../db/schema";
import { linkedinFor } from "../providers";

type App = typeof apps.$inferSelect;

export type AccessToken =
  | { ok: true; token: string; tokenEnc: string }
  | { ok: false; kind: "transient"; reason: string; retryAfterMs: number | null }
  | { ok: false; kind: "signed-out" };

/** Refresh a little before LinkedIn's expiry, not after the first refusal. */
const EXPIRY_MARGIN_MS = 60_000;
/** How long one refresh may hold the account; a waiting publish looks again this often. */
const REFRESH_HOLD_MS = 20_000;
const WAIT_STEP_MS = 200;

export async function accessTokenFor(env: Env, store: Db, app: App, now = Date.now()): Promise<AccessToken> {
  if (!app.accessTokenEnc) return { ok: false, kind: "signed-out" };
  const expired = app.tokenExpiresAt !== null && app.tokenExpiresAt <= now + EXPIRY_MARGIN_MS;
  if (expired && app.refreshTokenEnc) return refreshedToken(env, store, app.id, app.accessTokenEnc);
  // Past its expiry with no way to refresh: LinkedIn would answer 401, so no call is made; the member reconnects.
  if (app.tokenExpiresAt !== null && app.tokenExpiresAt <= now) {
    await markAppNeedsReconnect(store, app.id, app.accessTokenEnc);
    return { ok: false, kind: "signed-out" };
  }
  return { ok: true, token: await decryptSecret(readConfig(env).TOKEN_ENCRYPTION_KEY, app.accessTokenEnc), tokenEnc: app.accessTokenEnc };
}

/** A token other than `staleTokenEnc`: someone else's fresh refresh, or our own. */
export async function refreshedToken(env: Env, store: Db, appId: string, staleTokenEnc: string): Promise<AccessToken> {
  const key = readConfig(env).TOKEN_ENCRYPTION_KEY;
  const deadline = Date.now() + REFRESH_HOLD_MS + 5_000;
  while (Date.now() < deadline) {
    const app = await findApp(store, appId);
    if (!app?.accessTokenEnc || app.status === "needs_reconnect") return { ok: false, kind: "signed-out" };
    if (app.accessTokenEnc !== staleTokenEnc) return { ok: true, token: await decryptSecret(key, app.accessTokenEnc), tokenEnc: app.accessTokenEnc };
    if (!app.refreshTokenEnc) {
      await markAppNeedsReconnect(store, app.id, staleTokenEnc);
      return { ok: false, kind: "signed-out" };
    }
    if (await claimTokenRefresh(store, app.id, staleTokenEnc, REFRESH_HOLD_MS)) {
      const result = await linkedinFor(env).refresh(await decryptSecret(key, app.refreshTokenEnc));
      if (result.ok) {
        const tokenEnc = await encryptSecret(key, result.grant.accessToken);
        await saveAppTokens(store, app.id, {
          accessTokenEnc: tokenEnc,
          refreshTokenEnc: result.grant.refreshToken ? await encryptSecret(key, result.grant.refreshToken) : app.refreshTokenEnc,
          tokenExpiresAt: result.grant.expiresAt,
        });
        return { ok: true, token: result.grant.accessToken, tokenEnc };
      }
      if (result.transient) {
        await releaseTokenRefresh(store, app.id);
        return { ok: false, kind: "transient", reason: result.reason, retryAfterMs: result.retryAfterMs };
      }
      await markAppNeedsReconnect(store, app.id, staleTokenEnc);
      return { ok: false, kind: "signed-out" };
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return { ok: false, kind: "transient", reason: "Refreshing the LinkedIn sign-in took too long.", retryAfterMs: null };
}
