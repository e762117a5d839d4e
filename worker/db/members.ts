/**
 * A team's members and their roles (docs/decisions/046). Changing roles and removing members is
 * for owners; a team always keeps one owner, which every write here checks in the same statement.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { TeamRole } from "../../app/spec/roles";
import { anyRow, type Db } from "./client";
import { teamMembers, users } from "./schema";

export async function listMembers(db: Db, teamId: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, avatar: users.avatar, role: teamMembers.role, since: teamMembers.createdAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.createdAt));
}

/** Another owner stays: the condition that keeps a team from losing its last one. */
const anotherOwner = (teamId: string, userId: string) =>
  sql`EXISTS (SELECT 1 FROM team_members o WHERE o.team_id = ${teamId} AND o.role = 'owner' AND o.user_id != ${userId})`;

/** Sets a member's role. "missing": not a member; "last-owner": they are the team's only owner. */
export async function setMemberRole(db: Db, teamId: string, userId: string, role: TeamRole) {
  const rows = await db
    .update(teamMembers)
    .set({ role })
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.userId, userId),
        role === "owner" ? undefined : sql`(${teamMembers.role} != 'owner' OR ${anotherOwner(teamId, userId)})`,
      ),
    )
    .returning({ userId: teamMembers.userId });
  if (rows.length) return "ok" as const;
  return (await isMember(db, teamId, userId)) ? ("last-owner" as const) : ("missing" as const);
}

/** Removes a member (their sessions in this team end with it: sessions are read with the membership). */
export async function removeMember(db: Db, teamId: string, userId: string) {
  const rows = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), sql`(${teamMembers.role} != 'owner' OR ${anotherOwner(teamId, userId)})`))
    .returning({ userId: teamMembers.userId });
  if (rows.length) return "ok" as const;
  return (await isMember(db, teamId, userId)) ? ("last-owner" as const) : ("missing" as const);
}

function isMember(db: Db, teamId: string, userId: string) {
  return anyRow(db, teamMembers, and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}
