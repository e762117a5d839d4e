import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { SESSION_IDLE_MS, SESSION_TOUCH_EVERY_MS } from "../../app/spec/sessions";
import type { Db } from "./client";
import { newId } from "./client";
import { sessions, teamMembers } from "./schema";

export async function createSessionRow(db: Db, input: { userId: string; teamId: string; expiresAt: number; device?: string | null }, now = Date.now()) {
  const id = newId();
  await db.insert(sessions).values({ id, ...input, lastSeenAt: now });
  return id;
}

/** Not revoked, not past its end, used within SESSION_IDLE_MS (a session from before last use was kept counts from its start). */
const live = (now: number) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) > ${now - SESSION_IDLE_MS}`);

/** A live session with its member's role in its team; none once they are no longer a member. */
export async function findActiveSession(db: Db, id: string, now = Date.now()) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, teamId: sessions.teamId, role: teamMembers.role })
    .from(sessions)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, sessions.teamId), eq(teamMembers.userId, sessions.userId)))
    .where(and(eq(sessions.id, id), live(now)))
    .limit(1);
  return row ?? null;
}

/** Writes that the session was used now, unless that was written in the last few minutes (one small write, not one a request). */
export async function touchSession(db: Db, id: string, now = Date.now()) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, now - SESSION_TOUCH_EVERY_MS))));
}

/** The member's live sessions, in every team, the last used first. */
export async function listUserSessions(db: Db, userId: string, now = Date.now()) {
  return db
    .select({ id: sessions.id, device: sessions.device, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`));
}

/** Ends one of the member's own live sessions; false when it is not theirs or already ended. */
export async function revokeUserSession(db: Db, userId: string, id: string, now = Date.now()) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), live(now)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every live session of the member ("Sign out everywhere"). */
export async function revokeAllUserSessions(db: Db, userId: string, now = Date.now()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, id: string, now = Date.now()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}
