import { asc, eq } from "drizzle-orm";
import type { TeamRole } from "../../app/spec/roles";
import type { Db } from "./client";
import { newId } from "./client";
import { teamMembers, teams, users } from "./schema";

export type LinkedInIdentity = {
  sub: string;
  name: string;
  email: string | null;
  avatar: string | null;
};

/** The member who signed in, created on first sign-in and refreshed from LinkedIn after. */
export async function upsertUserFromLinkedIn(db: Db, identity: LinkedInIdentity, profileType: "individual" | "company") {
  const now = Date.now();
  const [row] = await db
    .insert(users)
    .values({ id: newId(), linkedinSub: identity.sub, name: identity.name, email: identity.email, avatar: identity.avatar, profileType })
    .onConflictDoUpdate({
      target: users.linkedinSub,
      set: { name: identity.name, email: identity.email, avatar: identity.avatar, profileType, updatedAt: now },
    })
    .returning();
  return row;
}

/** The member's team: the first they belong to, or a new one they own. */
export async function ensureTeamForUser(db: Db, user: { id: string; name: string }) {
  const [membership] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, user.id))
    .orderBy(asc(teamMembers.createdAt))
    .limit(1);
  if (membership) return membership.teamId;
  const teamId = newId();
  await db.batch([
    db.insert(teams).values({ id: teamId, name: `${user.name}'s team` }),
    db.insert(teamMembers).values({ teamId, userId: user.id, role: "owner" }),
  ]);
  return teamId;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Adds a member to a team in a role; one already there keeps the role they have. */
export async function joinTeam(db: Db, teamId: string, userId: string, role: TeamRole) {
  await db.insert(teamMembers).values({ teamId, userId, role }).onConflictDoNothing();
}
