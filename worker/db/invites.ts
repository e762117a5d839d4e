/**
 * Invite links: a teammate connects their own LinkedIn account to the inviter's team through one.
 * An invite works once, for seven days, unless the team revokes it. Every call but the public
 * lookup by id is scoped to the caller's team.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { INVITE } from "../../app/spec/limits";
import type { Db } from "./client";
import { invites, teams, users } from "./schema";

type InviteRow = typeof invites.$inferSelect;
type Inviter = { id: string; email: string | null; name: string; avatar: string | null };

/** What an invite is as a client sees it (spec: Invite); `status` says expired once its time is up. */
export function toInviteView(row: InviteRow, inviter: Inviter, now = Date.now()) {
  const status = row.status === "pending" && row.expiresAt <= now ? ("expired" as const) : row.status;
  return {
    id: row.id,
    teamId: row.teamId,
    type: row.type,
    inviter,
    meta: { provider: row.provider, username: row.username },
    status,
    created: new Date(row.createdAt).toISOString(),
    modified: new Date(row.modifiedAt).toISOString(),
    expires: new Date(row.expiresAt).toISOString(),
  };
}
export type InviteView = ReturnType<typeof toInviteView>;

const inviterColumns = { id: users.id, email: users.email, name: users.name, avatar: users.avatar };

export type InviteType = InviteRow["type"];

export async function createInvite(
  db: Db,
  input: { id: string; teamId: string; inviterId: string; username: string | null; type?: InviteType },
  now = Date.now(),
) {
  const [row] = await db
    .insert(invites)
    .values({
      id: input.id,
      teamId: input.teamId,
      inviterId: input.inviterId,
      username: input.username,
      type: input.type ?? "connect-app",
      expiresAt: now + INVITE.ttlMs,
      createdAt: now,
      modifiedAt: now,
    })
    .returning();
  return row;
}

/** The inviter's newest open link naming nobody, if it has more than a day left: opening the dialog again does not pile up links. */
export async function reusableInvite(db: Db, teamId: string, inviterId: string, type: InviteType = "connect-app", now = Date.now()) {
  const [row] = await db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.teamId, teamId),
        eq(invites.inviterId, inviterId),
        eq(invites.type, type),
        eq(invites.status, "pending"),
        isNull(invites.username),
        gt(invites.expiresAt, now + 24 * 60 * 60 * 1000),
      ),
    )
    .orderBy(desc(invites.createdAt))
    .limit(1);
  return row ?? null;
}

/** The team's open invites (pending, not expired), newest first, with who sent each. */
export async function listOpenInvites(db: Db, teamId: string, now = Date.now()) {
  return db
    .select({ invite: invites, inviter: inviterColumns })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviterId))
    .where(and(eq(invites.teamId, teamId), eq(invites.status, "pending"), gt(invites.expiresAt, now)))
    .orderBy(desc(invites.createdAt));
}

/** Revokes an open invite of this team; false when there is none (another team's, used, or already revoked). */
export async function revokeInvite(db: Db, teamId: string, id: string, now = Date.now()) {
  const rows = await db
    .update(invites)
    .set({ status: "revoked", modifiedAt: now })
    .where(and(eq(invites.id, id), eq(invites.teamId, teamId), eq(invites.status, "pending")))
    .returning({ id: invites.id });
  return rows.length > 0;
}

/** The public lookup: an invite by its id, with its inviter. */
export async function findInvite(db: Db, id: string) {
  const [row] = await db
    .select({ invite: invites, inviter: inviterColumns, teamName: teams.name })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviterId))
    .innerJoin(teams, eq(teams.id, invites.teamId))
    .where(eq(invites.id, id))
    .limit(1);
  return row ?? null;
}

/** An invite that can still be used, for this team only: a forged or altered teamId finds nothing. */
export async function findPendingInvite(db: Db, id: string, teamId: string, now = Date.now()) {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.id, id), eq(invites.teamId, teamId), eq(invites.status, "pending"), gt(invites.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Uses the invite: in one statement, only if it is still open. Two callbacks racing with the same
 * invite (two tabs, a replayed link) cannot both get it.
 */
export async function claimInvite(db: Db, id: string, teamId: string, now = Date.now()) {
  const rows = await db
    .update(invites)
    .set({ status: "accepted", modifiedAt: now })
    .where(and(eq(invites.id, id), eq(invites.teamId, teamId), eq(invites.status, "pending"), gt(invites.expiresAt, now)))
    .returning();
  return rows[0] ?? null;
}

/** The account the invite connected (or, when connecting failed after the claim, the invite open again). */
export async function settleInvite(db: Db, id: string, outcome: { appId: string } | { failed: true }, now = Date.now()) {
  if ("appId" in outcome) await db.update(invites).set({ appId: outcome.appId, modifiedAt: now }).where(eq(invites.id, id));
  else
    await db
      .update(invites)
      .set({ status: "pending", modifiedAt: now })
      .where(and(eq(invites.id, id), eq(invites.status, "accepted"), isNull(invites.appId)));
}
