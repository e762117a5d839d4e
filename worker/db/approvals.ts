/**
 * Approvals (issue 25, docs/decisions/046): a post for an account that needs its owner's say
 * waits for it, per version. Every write here is conditional on the version the person saw, so an
 * edit that lands between "looked" and "approved" is never approved unseen.
 */
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { ApprovalEvent } from "../../app/spec/roles";
import type { Db } from "./client";
import { newId } from "./client";
import { OUT_OF_THE_QUEUE, type PostRow } from "./posts";
import { approvalEvents, apps, postApps, posts, teamMembers } from "./schema";

/** Out of our hands: never approved, rejected or held. */
const SETTLED = ["publishing", "published", "unknown"] as const;

/** The account a post goes out as (one per post), with who decides for it. */
export async function accountOfPost(db: Db, teamId: string, postId: string) {
  const [row] = await db
    .select({ id: apps.id, name: apps.name, avatar: apps.avatar, userId: apps.userId, publishPolicy: apps.publishPolicy, status: apps.status })
    .from(postApps)
    .innerJoin(apps, eq(apps.id, postApps.appId))
    .where(and(eq(postApps.postId, postId), eq(apps.teamId, teamId)))
    .orderBy(asc(apps.createdAt))
    .limit(1);
  return row ?? null;
}
export type PostAccount = NonNullable<Awaited<ReturnType<typeof accountOfPost>>>;

/**
 * SQL: this post may go out as it is now. Its account lets the team publish and it was not
 * written by the content calendar, or its owner approved this very version. The publishing claim
 * holds this line whatever any route did (db/post-publishing.ts claimPost).
 */
export const clearedToPublishSql = sql`(${posts.approvedVersion} = ${posts.version} OR (${posts.generatedBy} IS NULL AND NOT EXISTS (
  SELECT 1 FROM post_apps pa JOIN apps a ON a.id = pa.app_id WHERE pa.post_id = ${posts.id} AND a.publish_policy = 'ask')))`;

/** "Waiting for approval": back to a draft at its time, out of the queue, asked of the account's owner. */
export async function holdForApproval(db: Db, teamId: string, post: PostRow, requestedBy: string | null, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ status: "draft", approvalRequestedAt: now, approvalRequestedBy: requestedBy, rejectedReason: null, ...OUT_OF_THE_QUEUE, updatedAt: now })
    .where(and(eq(posts.id, post.id), eq(posts.teamId, teamId), eq(posts.version, post.version), notInArray(posts.status, [...SETTLED])))
    .returning();
  return rows[0] ?? null;
}

/**
 * The owner's yes to `version`. A post waiting for approval (a generated draft, or one they sent back before) with a time
 * still ahead is scheduled for it; one whose time has passed stays a draft, approved, to be given
 * a new time. Null when the post changed meanwhile.
 */
export async function approveVersion(db: Db, teamId: string, id: string, version: number, by: string, now = Date.now()) {
  // Asked for, generated, or sent back earlier and now approved after all: it was meant to go out.
  const goesOut = sql`${posts.scheduledAt} > ${now} AND (${posts.approvalRequestedAt} IS NOT NULL OR ${posts.needsReview} = 1 OR ${posts.rejectedReason} IS NOT NULL)`;
  const rows = await db
    .update(posts)
    .set({
      approvedVersion: version,
      approvedBy: by,
      approvedAt: now,
      approvalRequestedAt: null,
      rejectedReason: null,
      status: sql`CASE WHEN ${posts.status} = 'draft' AND ${goesOut} THEN 'scheduled' ELSE ${posts.status} END`,
      needsReview: sql`CASE WHEN ${posts.status} = 'draft' AND ${goesOut} THEN 0 ELSE ${posts.needsReview} END`,
      updatedAt: now,
    })
    .where(and(eq(posts.id, id), eq(posts.teamId, teamId), eq(posts.version, version), notInArray(posts.status, [...SETTLED])))
    .returning();
  return rows[0] ?? null;
}

/** The owner's no: back to a draft with the reason, nothing approved, out of the queue. */
export async function rejectVersion(db: Db, teamId: string, id: string, version: number, reason: string, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ status: "draft", approvedVersion: null, approvalRequestedAt: null, rejectedReason: reason, ...OUT_OF_THE_QUEUE, updatedAt: now })
    .where(and(eq(posts.id, id), eq(posts.teamId, teamId), eq(posts.version, version), notInArray(posts.status, [...SETTLED])))
    .returning();
  return rows[0] ?? null;
}

export async function addApprovalEvent(
  db: Db,
  e: { postId: string; teamId: string; kind: ApprovalEvent; version: number; actor: string; reason?: string | null },
  now = Date.now(),
) {
  await db.insert(approvalEvents).values({ id: newId(), reason: null, ...e, createdAt: now });
}

export async function listApprovalEvents(db: Db, teamId: string, postId: string) {
  return db
    .select()
    .from(approvalEvents)
    .where(and(eq(approvalEvents.teamId, teamId), eq(approvalEvents.postId, postId)))
    .orderBy(asc(approvalEvents.createdAt));
}

/** Members of the team among `userIds` (an account's owner who left the team decides nothing). */
export async function membersAmong(db: Db, teamId: string, userIds: string[]) {
  if (!userIds.length) return [];
  const rows = await db
    .select({ userId: teamMembers.userId, role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, userIds)));
  return rows;
}

/** The team's owners: who hears about a contributor's account. */
export async function teamOwners(db: Db, teamId: string) {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, "owner")));
  return rows.map((r) => r.userId);
}

/** The posts that go out as one account (its contributor's view): newest time first, idea cards left out. */
export async function postsOfAccount(db: Db, teamId: string, appId: string, limit = 100) {
  return db
    .select({ post: posts })
    .from(postApps)
    .innerJoin(posts, eq(posts.id, postApps.postId))
    .where(and(eq(postApps.appId, appId), eq(posts.teamId, teamId), sql`${posts.ideaQuestion} IS NULL`))
    .orderBy(sql`${posts.scheduledAt} IS NULL`, sql`${posts.scheduledAt} DESC`)
    .limit(limit)
    .then((rows) => rows.map((r) => r.post));
}

/** The contributor's own words: the text of a post in their name, of the version they saw; a new version. */
export async function editTextOfVersion(db: Db, teamId: string, id: string, version: number, content: string, title: string, now = Date.now()) {
  const rows = await db
    .update(posts)
    .set({ content, title, version: sql`${posts.version} + 1`, updatedAt: now })
    .where(and(eq(posts.id, id), eq(posts.teamId, teamId), eq(posts.version, version), notInArray(posts.status, [...SETTLED])))
    .returning();
  return rows[0] ?? null;
}
