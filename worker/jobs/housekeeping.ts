/**
 * What the clock clears that nobody waits for (sign-in states and one-time codes past their
 * life, uploads abandoned half-way, rate-limit windows that have ended: issue 28 item 6), and what it tells: a LinkedIn connection
 * about to end (issue 25 item 6).
 */
import { NOTIFICATION_TEXT } from "../../app/spec/notifications";
import { deleteTeamsPastGrace } from "../account/leave";
import { deleteExportRow, expiredExports } from "../db/account-data";
import { abandonedUploads, deleteAsset } from "../db/assets";
import { type Db, db } from "../db/client";
import { addNotifications, connectionExpiringKey, expiringAccountsToTell } from "../db/notifications";
import { pruneEndedWindows } from "../db/rate-limits";
import { deleteExpiredSignInSecrets } from "../db/sign-in-secrets";
import type { Logger } from "../http/logger";
import { deleteObject } from "../storage/media";

/** An upload still pending after this long was abandoned: its signed URL lasted 5 minutes. */
export const ABANDONED_UPLOAD_MS = 24 * 3_600_000;

export async function keepHouse(env: Env, log: Logger, now = Date.now()): Promise<void> {
  const store = db(env);
  await deleteExpiredSignInSecrets(store, now);
  await deleteAbandonedUploads(env, store, log, now);
  await pruneEndedWindows(store, now);
  await tellExpiringConnections(store, log, now);
  // Data rights (issue 28 item 5): exports past their 7 days, teams past their grace.
  await deleteExpiredExports(env, store, now);
  await deleteTeamsPastGrace(env, store, log, now);
}

/** An export's archive is offered for 7 days: then the object goes, then its row. */
async function deleteExpiredExports(env: Env, store: Db, now: number) {
  for (const done of await expiredExports(store, now)) {
    if (done.r2Key) await deleteObject(env.MEDIA, done.r2Key);
    await deleteExportRow(store, done.id);
  }
}

/**
 * Uploads whose browser never finished (or whose straight-to-R2 object was never attached and
 * checked) leave a pending row and maybe an object: both go, the object first, so a failure
 * leaves the row for the next run to try again.
 */
async function deleteAbandonedUploads(env: Env, store: Db, log: Logger, now: number) {
  const stale = await abandonedUploads(store, now - ABANDONED_UPLOAD_MS);
  for (const upload of stale) {
    try {
      if (upload.r2Key) await deleteObject(env.MEDIA, upload.r2Key);
      await deleteAsset(store, upload.id);
    } catch (error) {
      log.warn("abandoned upload not deleted", { assetId: upload.id, error: (error as Error).message });
    }
  }
  if (stale.length) log.info("abandoned uploads deleted", { count: stale.length });
}

/** The day a connection ends, as the bell says it ("Thursday 12 March", UTC: the worker knows no member's zone). */
const dayOf = (at: number) => new Date(at).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/**
 * Once per account and expiry (connectionExpiringKey), as soon as the connection of an account
 * without a refresh token is within the warning window of its end (app/spec/connection.ts): its owner hears, or the
 * team's owners for a contributor's account. A failure is logged and waits for the next sweep.
 */
async function tellExpiringConnections(store: Db, log: Logger, now: number) {
  const accounts = await expiringAccountsToTell(store, now);
  for (const app of accounts) {
    const text = NOTIFICATION_TEXT.connectionExpiring(app.name, dayOf(app.tokenExpiresAt), app.tokenExpiresAt <= now);
    const dedupeKey = connectionExpiringKey(app.id, app.tokenExpiresAt);
    await addNotifications(
      store,
      app.userIds.map((userId) => ({ teamId: app.teamId, userId, kind: "connection-expiring" as const, appId: app.id, text, dedupeKey })),
      now,
    ).catch((error) => log.warn("notification not added", { appId: app.id, news: "connection-expiring", error: (error as Error).message }));
  }
}
