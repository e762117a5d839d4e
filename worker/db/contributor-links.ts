/**
 * A contributor's personal links (issue 25 item 4, docs/decisions/046): the way back to the posts
 * in their account's name, without an account of ours. The token is shown once; only its hash is
 * kept. A link works until it expires or an owner revokes it; a new one revokes the old.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { CONTRIBUTOR_LINK_TTL_MS } from "../../app/spec/roles";
import type { Db } from "./client";
import { newId } from "./client";
import { apps, contributorLinks, teams } from "./schema";

/** A new link for the account (any earlier one stops working). */
export async function createContributorLink(db: Db, input: { teamId: string; appId: string; tokenHash: string }, now = Date.now()) {
  const id = newId();
  await db.batch([
    db
      .update(contributorLinks)
      .set({ revokedAt: now })
      .where(and(eq(contributorLinks.appId, input.appId), eq(contributorLinks.teamId, input.teamId), isNull(contributorLinks.revokedAt))),
    db.insert(contributorLinks).values({ id, ...input, createdAt: now, expiresAt: now + CONTRIBUTOR_LINK_TTL_MS }),
  ]);
  return { id, expiresAt: now + CONTRIBUTOR_LINK_TTL_MS };
}

/** The live link with this token hash, its account (still connected) and team; null for anything else. */
export async function findLiveLink(db: Db, tokenHash: string, now = Date.now()) {
  const [row] = await db
    .select({ link: contributorLinks, app: apps, teamName: teams.name })
    .from(contributorLinks)
    .innerJoin(apps, and(eq(apps.id, contributorLinks.appId), eq(apps.teamId, contributorLinks.teamId)))
    .innerJoin(teams, eq(teams.id, contributorLinks.teamId))
    .where(and(eq(contributorLinks.tokenHash, tokenHash), isNull(contributorLinks.revokedAt), gt(contributorLinks.expiresAt, now)))
    .limit(1);
  if (!row || row.app.status === "disconnected") return null;
  return row;
}

export async function markLinkUsed(db: Db, id: string, now = Date.now()) {
  await db.update(contributorLinks).set({ lastUsedAt: now }).where(eq(contributorLinks.id, id));
}

/** The account's newest link (live or not), for the team page. */
export async function latestLinkOf(db: Db, teamId: string, appId: string) {
  const [row] = await db
    .select()
    .from(contributorLinks)
    .where(and(eq(contributorLinks.teamId, teamId), eq(contributorLinks.appId, appId)))
    .orderBy(desc(contributorLinks.createdAt))
    .limit(1);
  return row ?? null;
}

/** Revokes the account's live links; false when there was none. */
export async function revokeContributorLinks(db: Db, teamId: string, appId: string, now = Date.now()) {
  const rows = await db
    .update(contributorLinks)
    .set({ revokedAt: now })
    .where(and(eq(contributorLinks.teamId, teamId), eq(contributorLinks.appId, appId), isNull(contributorLinks.revokedAt)))
    .returning({ id: contributorLinks.id });
  return rows.length > 0;
}
