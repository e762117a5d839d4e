/**
 * A member deletes their account (issue 28 item 5, docs/decisions/059). In each of their teams:
 * - the sole owner's team closes: every connected account's LinkedIn token is revoked where
 *   LinkedIn allows and the account disconnected (its tokens wiped), every scheduled post goes
 *   back to draft, every membership ends (so every session in it), and the team's rows and media
 *   are deleted once 7 days of grace have passed (housekeeping: `deleteTeamsPastGrace`);
 * - anyone else leaves it: their own accounts are revoked and disconnected (posts going out only
 *   as them back to draft), the scheduled posts they wrote back to draft; the team keeps the rest.
 * Then their exports' archives go, and their own row: their sessions everywhere, memberships,
 * invites they made, notifications and sign-in codes with it.
 */
import { decryptSecret } from "../auth/crypto";
import { readConfig } from "../config";
import {
  accountsToRelease,
  closeTeam,
  deleteExportRow,
  deleteTeamRows,
  deleteUser,
  exportsOfUser,
  membershipsOf,
  teamsPastGrace,
  unscheduleAll,
} from "../db/account-data";
import { disconnectApp } from "../db/apps";
import { audit } from "../db/audit";
import type { Db } from "../db/client";
import type { Logger } from "../http/logger";
import { linkedinFor } from "../providers";

/** How long a closed team's rows and media are kept before they are deleted. */
export const DELETION_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export type AccountDeletion = { teamsClosing: number; teamsLeft: number; accountsRevoked: number; deleteAfter: string | null };

export async function deleteAccount(env: Env, store: Db, userId: string, log: Logger, now = Date.now()): Promise<AccountDeletion> {
  const memberships = await membershipsOf(store, userId);
  for (const { teamId, soleOwner } of memberships) {
    await audit(store, log, { teamId, actor: { userId }, action: soleOwner ? "team-closing" : "member-left" }, now);
  }
  const deleteAfter = now + DELETION_GRACE_MS;
  let revoked = 0;
  for (const { teamId, soleOwner } of memberships) {
    revoked += await releaseAccounts(env, store, teamId, soleOwner ? null : userId, log, now);
    await unscheduleAll(store, teamId, soleOwner ? null : userId, now);
    if (soleOwner) await closeTeam(store, teamId, deleteAfter);
  }
  for (const done of await exportsOfUser(store, userId)) {
    if (done.r2Key) await env.MEDIA.delete(done.r2Key);
    await deleteExportRow(store, done.id);
  }
  await deleteUser(store, userId);
  const closing = memberships.filter((m) => m.soleOwner).length;
  log.info("account deleted", { teamsClosing: closing, teamsLeft: memberships.length - closing, accountsRevoked: revoked });
  return {
    teamsClosing: closing,
    teamsLeft: memberships.length - closing,
    accountsRevoked: revoked,
    deleteAfter: closing ? new Date(deleteAfter).toISOString() : null,
  };
}

/** Revokes each account's access token at LinkedIn (a refusal or an outage is logged: our copy is wiped anyway), then disconnects it. */
async function releaseAccounts(env: Env, store: Db, teamId: string, userId: string | null, log: Logger, now: number) {
  const key = readConfig(env).TOKEN_ENCRYPTION_KEY;
  const linkedin = linkedinFor(env);
  let revoked = 0;
  for (const account of await accountsToRelease(store, teamId, userId)) {
    if (account.accessTokenEnc) {
      const token = await decryptSecret(key, account.accessTokenEnc).catch(() => null);
      if (token && (await linkedin.revoke(token))) revoked++;
      else log.warn("linkedin token not revoked", { appId: account.id });
    }
    await disconnectApp(store, teamId, account.id, { drafts: true }, now);
  }
  return revoked;
}

/**
 * The clock's part: teams whose grace has passed lose their objects in R2 (uploads and exports,
 * all under `teams/{id}/`) and then their rows. An object that fails to go keeps the team for the
 * next run.
 */
export async function deleteTeamsPastGrace(env: Env, store: Db, log: Logger, now = Date.now()) {
  for (const team of await teamsPastGrace(store, now)) {
    try {
      await deletePrefix(env.MEDIA, `teams/${team.id}/`);
      await deleteTeamRows(store, team.id);
      log.info("team deleted after its grace", { teamId: team.id });
    } catch (error) {
      log.warn("team not deleted", { teamId: team.id, error: (error as Error).message });
    }
  }
}

async function deletePrefix(bucket: R2Bucket, prefix: string) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, limit: 500 });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
