/**
 * The bell (issue 25 item 6): what a member should know about, each linking to its post. Written
 * by the approvals, the publishing outcomes and the housekeeping sweep; read and marked read by
 * its recipient only. Emails are out of scope for now (docs/decisions/046): the rows are what an
 * email digest would be built from.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { NotificationKind } from "../../app/spec/roles";
import type { Db } from "./client";
import { newId } from "./client";
import { notifications } from "./schema";

export type NewNotification = {
  teamId: string;
  /** The recipient: a member of the team. */
  userId: string;
  kind: NotificationKind;
  postId?: string | null;
  appId?: string | null;
  text: string;
  /** Once per event: a second notification with the same key for the same member is dropped. */
  dedupeKey?: string | null;
};

/** Adds notifications; one whose dedupe key the member already has is dropped. */
export async function addNotifications(db: Db, rows: NewNotification[], now = Date.now()) {
  if (!rows.length) return;
  await db
    .insert(notifications)
    .values(rows.map((r) => ({ id: newId(), postId: null, appId: null, dedupeKey: null, ...r, createdAt: now })))
    .onConflictDoNothing();
}

/** The member's newest notifications in this team, and how many are unread. */
export async function listNotifications(db: Db, teamId: string, userId: string, limit = 30) {
  const mine = and(eq(notifications.teamId, teamId), eq(notifications.userId, userId));
  const [rows, [{ unread }]] = await Promise.all([
    db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt)).limit(limit),
    db
      .select({ unread: sql<number>`count(*)` })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return { rows, unread };
}

/** How many of the member's notifications in this team are unread. */
export async function unreadNotifications(db: Db, teamId: string, userId: string) {
  const [{ unread }] = await db
    .select({ unread: sql<number>`count(*)` })
    .from(notifications)
    .where(and(eq(notifications.teamId, teamId), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unread;
}

/** Marks the member's own notifications read (all, or the ids given); another member's ids are untouched. */
export async function markNotificationsRead(db: Db, teamId: string, userId: string, ids?: string[], now = Date.now()) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(eq(notifications.teamId, teamId), eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined),
    );
}
