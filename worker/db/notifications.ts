/**
 * The bell (issue 25 item 6): what a member should know about, each linking to its post. Written
 * by the approvals, the publishing outcomes and the housekeeping sweep; read and marked read by
 * its recipient only. Emails are out of scope for now (docs/decisions/046): the rows are what an
 * email digest would be built from.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { CONNECTION } from "../../app/spec/connection";
import type { NotificationKind } from "../../app/spec/roles";
import type { Db } from "./client";
import { newId } from "./client";
import { apps, notifications, posts, teamMembers } from "./schema";

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

/**
 * Who hears about what goes out as an account: the account's owner (`userId`), or, for a
 * contributor's account (connected through an invite: no member owns it), the team's owners;
 * plus anyone else named (a post's author). Only members of the team, each once.
 */
async function audience(db: Db, teamId: string, accountOwner: string | null | undefined, also: Array<string | null>) {
  const named = [...also, accountOwner].filter((id): id is string => typeof id === "string");
  const owners = accountOwner === null;
  if (!named.length && !owners) return [];
  const members = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        or(named.length ? inArray(teamMembers.userId, named) : undefined, owners ? eq(teamMembers.role, "owner") : undefined),
      ),
    );
  return [...new Set(members.map((m) => m.userId))];
}

/**
 * A publishing outcome's audience (issue 25 item 6): the post's author and the account's owner
 * (the team's owners for a contributor's account), with what the notification names: the post
 * and the account. Null when the post is gone.
 */
export async function outcomeAudience(db: Db, teamId: string, postId: string, appId: string | null) {
  const [post] = await db
    .select({ title: posts.title, content: posts.content, authorId: posts.authorId })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.teamId, teamId)));
  if (!post) return null;
  const [account] = appId
    ? await db
        .select({ name: apps.name, userId: apps.userId })
        .from(apps)
        .where(and(eq(apps.id, appId), eq(apps.teamId, teamId)))
    : [];
  const userIds = await audience(db, teamId, account ? account.userId : undefined, [post.authorId]);
  return { post, account: account?.name ?? null, userIds };
}

/** Once per account and expiry: a new token (a reconnect) is a new expiry, warned about again. */
export const connectionExpiringKey = (appId: string, tokenExpiresAt: number) => `connection-expiring:${appId}:${tokenExpiresAt}`;

/**
 * Active accounts whose connection ends within the warning window with nothing to renew it (no
 * refresh token: app/spec/connection.ts connectionExpiresSoon) and that no member of the team was
 * told about yet (the same key as connectionExpiringKey, looked up in the (user, key) index), each
 * with who hears about it. Usually none: one read of the accounts.
 */
export async function expiringAccountsToTell(db: Db, now: number) {
  const rows = await db
    .select({ id: apps.id, teamId: apps.teamId, name: apps.name, userId: apps.userId, tokenExpiresAt: sql<number>`${apps.tokenExpiresAt}` })
    .from(apps)
    .where(
      and(
        eq(apps.status, "active"),
        isNull(apps.refreshTokenEnc),
        isNotNull(apps.tokenExpiresAt),
        lte(apps.tokenExpiresAt, now + CONNECTION.warnBeforeMs),
        sql`not exists (select 1 from ${teamMembers} inner join ${notifications} on ${notifications.userId} = ${teamMembers.userId}
          where ${teamMembers.teamId} = ${apps.teamId} and ${notifications.dedupeKey} = 'connection-expiring:' || ${apps.id} || ':' || ${apps.tokenExpiresAt})`,
      ),
    );
  return Promise.all(rows.map(async (app) => ({ ...app, userIds: await audience(db, app.teamId, app.userId, []) })));
}
