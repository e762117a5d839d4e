import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "./client";
import { newId } from "./client";
import { sessions, teamMembers } from "./schema";

export async function createSessionRow(db: Db, input: { userId: string; teamId: string; expiresAt: number }) {
  const id = newId();
  await db.insert(sessions).values({ id, ...input });
  return id;
}

/** A live session with its member's role in its team; none once they are no longer a member. */
export async function findActiveSession(db: Db, id: string, now = Date.now()) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, teamId: sessions.teamId, role: teamMembers.role })
    .from(sessions)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, sessions.teamId), eq(teamMembers.userId, sessions.userId)))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, id: string, now = Date.now()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}
