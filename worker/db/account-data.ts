/**
 * A member's data, to take and to leave (issue 28 item 5, docs/decisions/059): what an export
 * reads of their team (every column named, so a new secret column is never exported by
 * accident), the exports' own rows, and the deletions.
 */
import { and, asc, eq, getTableColumns, inArray, isNotNull, lte, ne, sql, type Table } from "drizzle-orm";
import type { Db } from "./client";
import {
  approvalEvents,
  apps,
  assets,
  calls,
  commentAttempts,
  dataExports,
  feedPosts,
  invites,
  onboardingProfiles,
  postApps,
  postAssets,
  postDocuments,
  postingSlots,
  postPolls,
  posts,
  publishAttempts,
  sessions,
  teamMembers,
  teams,
  users,
} from "./schema";

/** D1 binds at most 100 values a statement. */
const CHUNK = 90;

async function byChunks<T>(ids: string[], read: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

const iso = (at: number | null | undefined) => (at === null || at === undefined ? null : new Date(at).toISOString());

function groupBy<T, K extends keyof T>(rows: T[], key: K): Map<T[K], T[]> {
  const map = new Map<T[K], T[]>();
  for (const row of rows) map.set(row[key], [...(map.get(row[key]) ?? []), row]);
  return map;
}

/** The named columns of a table: the export reads what its lists name and nothing else. */
function pick<T extends Table, K extends keyof T["_"]["columns"] & string>(table: T, ...names: K[]) {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T["_"]["columns"], K>;
}

/** A try at LinkedIn as the export tells it, for a post or its first comment: the two tables keep the same record. */
const attemptColumns = (t: typeof publishAttempts | typeof commentAttempts) => ({
  postId: t.postId,
  number: t.number,
  startedAt: t.startedAt,
  endedAt: t.endedAt,
  outcome: t.outcome,
  httpStatus: t.httpStatus,
  linkedinUrn: t.urn,
  reason: t.reason,
});

/** The file name of an upload inside the archive. */
export const mediaFileName = (asset: { id: string; r2Key: string | null }) =>
  asset.r2Key ? `media/${asset.id}${asset.r2Key.slice(asset.r2Key.lastIndexOf("."))}` : null;

/**
 * The team's data as the export's JSON has it. Accounts are named without any token, token
 * expiry, refresh state or scopes' secrets; no session, sign-in code, OAuth state, contributor
 * link hash or phone number is read at all.
 */
export async function teamDataForExport(db: Db, teamId: string, userId: string, now = Date.now()) {
  const [team] = await db.select({ id: teams.id, name: teams.name, createdAt: teams.createdAt }).from(teams).where(eq(teams.id, teamId));
  const [member] = await db
    .select({ id: users.id, name: users.name, email: users.email, profileType: users.profileType, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  const members = await db
    .select({ name: users.name, role: teamMembers.role, joinedAt: teamMembers.createdAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.createdAt));

  const accounts = await db
    .select({
      ...pick(apps, "id", "provider", "urn", "name", "username", "profileType", "status", "publishPolicy", "contributorEmail", "createdAt"),
      connectedBy: apps.userId,
    })
    .from(apps)
    .where(eq(apps.teamId, teamId))
    .orderBy(asc(apps.createdAt));

  const postRows = await db
    .select({
      // What the member wrote and planned, then where it stands with LinkedIn and the approvers.
      ...pick(posts, "id", "title", "content", "status", "authorId", "scheduledAt", "timeZone", "postType", "ideaQuestion", "ideaHook", "writer", "linkCard"),
      ...pick(posts, "publishedAt", "lastError", "version", "approvedVersion", "approvedBy", "approvedAt", "rejectedReason", "createdAt", "updatedAt"),
      ...pick(posts, "firstComment", "firstCommentStatus", "firstCommentUrn"),
      linkedinPostUrn: posts.providerPostUrn,
    })
    .from(posts)
    .where(eq(posts.teamId, teamId))
    .orderBy(asc(posts.createdAt));
  const postIds = postRows.map((p) => p.id);

  const targets = groupBy(
    await byChunks(postIds, (part) => db.select({ postId: postApps.postId, appId: postApps.appId }).from(postApps).where(inArray(postApps.postId, part))),
    "postId",
  );
  const attachments = groupBy(
    await byChunks(postIds, (part) =>
      db
        .select({ postId: postAssets.postId, assetId: postAssets.assetId, position: postAssets.position })
        .from(postAssets)
        .where(inArray(postAssets.postId, part))
        .orderBy(asc(postAssets.position)),
    ),
    "postId",
  );
  const polls = new Map(
    (await byChunks(postIds, (part) => db.select().from(postPolls).where(inArray(postPolls.postId, part)))).map((p) => [p.postId, p] as const),
  );
  const documents = new Map(
    (await byChunks(postIds, (part) => db.select().from(postDocuments).where(inArray(postDocuments.postId, part)))).map((d) => [d.postId, d] as const),
  );
  const approvals = groupBy(
    await db
      .select({ ...pick(approvalEvents, "postId", "kind", "version", "actor", "reason"), at: approvalEvents.createdAt })
      .from(approvalEvents)
      .where(eq(approvalEvents.teamId, teamId))
      .orderBy(asc(approvalEvents.createdAt)),
    "postId",
  );
  const attempts = groupBy(
    await db
      .select({ ...attemptColumns(publishAttempts), accountId: publishAttempts.appId, runner: publishAttempts.runner, calledAt: publishAttempts.calledAt })
      .from(publishAttempts)
      .where(eq(publishAttempts.teamId, teamId))
      .orderBy(asc(publishAttempts.startedAt)),
    "postId",
  );
  const commentTries = groupBy(
    await db.select(attemptColumns(commentAttempts)).from(commentAttempts).where(eq(commentAttempts.teamId, teamId)).orderBy(asc(commentAttempts.startedAt)),
    "postId",
  );
  const strip = <T extends { postId: string }>(rows: T[] | undefined) => (rows ?? []).map(({ postId: _postId, ...rest }) => rest);

  const media = await db
    .select(pick(assets, "id", "type", "r2Key", "sourceUrl", "contentType", "size", "width", "height", "pageCount", "createdAt"))
    .from(assets)
    .where(and(eq(assets.teamId, teamId), eq(assets.status, "ready")))
    .orderBy(asc(assets.createdAt));

  const [profile] = await db
    .select({
      // The questionnaire, then what Ziva or the phone call gathered.
      ...pick(onboardingProfiles, "profileType", "targetAudience", "mainGoals", "websiteUrl", "specificPromotions"),
      ...pick(onboardingProfiles, "product", "contentStyle", "journey", "other", "source", "transcript", "material"),
      ...pick(onboardingProfiles, "completedAt", "updatedAt"),
    })
    .from(onboardingProfiles)
    .where(eq(onboardingProfiles.teamId, teamId));
  const callRows = await db
    .select({ id: calls.id, status: calls.status, transcript: calls.transcript, timeZone: calls.timeZone, endedAt: calls.endedAt, createdAt: calls.createdAt })
    .from(calls)
    .where(eq(calls.teamId, teamId))
    .orderBy(asc(calls.createdAt));
  const inviteRows = await db
    .select({ ...pick(invites, "id", "type", "provider", "username", "status", "expiresAt", "createdAt"), accountId: invites.appId })
    .from(invites)
    .where(eq(invites.teamId, teamId))
    .orderBy(asc(invites.createdAt));
  const saved = await db
    .select({ ...pick(feedPosts, "id", "url", "title", "content", "authorName", "authorProfileUrl", "tags"), savedAt: feedPosts.createdAt })
    .from(feedPosts)
    .where(eq(feedPosts.teamId, teamId))
    .orderBy(asc(feedPosts.createdAt));
  const slots = await db
    .select({ accountId: postingSlots.appId, weekday: postingSlots.weekday, time: postingSlots.time, timeZone: postingSlots.timeZone })
    .from(postingSlots)
    .where(eq(postingSlots.teamId, teamId));

  return {
    format: "postcraft-export/1",
    exportedAt: iso(now),
    member: member ? { ...member, createdAt: iso(member.createdAt) } : null,
    team: team ? { id: team.id, name: team.name, createdAt: iso(team.createdAt), members: members.map((m) => ({ ...m, joinedAt: iso(m.joinedAt) })) } : null,
    accounts: accounts.map((a) => ({ ...a, createdAt: iso(a.createdAt) })),
    postingSlots: slots,
    posts: postRows.map((p) => ({
      ...p,
      scheduledAt: iso(p.scheduledAt),
      publishedAt: iso(p.publishedAt),
      approvedAt: iso(p.approvedAt),
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
      accountIds: (targets.get(p.id) ?? []).map((t) => t.appId),
      mediaIds: (attachments.get(p.id) ?? []).map((a) => a.assetId),
      poll: polls.has(p.id) ? strip([polls.get(p.id)!])[0] : null,
      document: documents.has(p.id) ? strip([documents.get(p.id)!])[0] : null,
      approvalHistory: strip(approvals.get(p.id)).map((e) => ({ ...e, at: iso(e.at) })),
      publishAttempts: strip(attempts.get(p.id)).map((a) => ({ ...a, startedAt: iso(a.startedAt), calledAt: iso(a.calledAt), endedAt: iso(a.endedAt) })),
      firstCommentAttempts: strip(commentTries.get(p.id)).map((a) => ({ ...a, startedAt: iso(a.startedAt), endedAt: iso(a.endedAt) })),
    })),
    onboarding: {
      answers: profile ? { ...profile, completedAt: iso(profile.completedAt), updatedAt: iso(profile.updatedAt) } : null,
      calls: callRows.map((c) => ({ ...c, endedAt: iso(c.endedAt), createdAt: iso(c.createdAt) })),
    },
    invites: inviteRows.map((i) => ({ ...i, expiresAt: iso(i.expiresAt), createdAt: iso(i.createdAt) })),
    savedPosts: saved.map((s) => ({ ...s, tags: safeJson(s.tags), savedAt: iso(s.savedAt) })),
    media: media.map(({ r2Key, ...m }) => ({ ...m, createdAt: iso(m.createdAt), file: mediaFileName({ id: m.id, r2Key }) })),
    /** R2 keys of the uploads to put in the archive (not part of the JSON). */
    mediaFiles: media.flatMap((m) => (m.r2Key ? [{ key: m.r2Key, name: mediaFileName(m)! }] : [])),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// --- exports' rows ---

export async function insertExport(db: Db, row: { id: string; teamId: string; userId: string; expiresAt: number }) {
  await db.insert(dataExports).values(row).onConflictDoNothing();
}

export async function findExport(db: Db, id: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

export async function settleExport(db: Db, id: string, done: { r2Key: string; size: number } | { failed: true }) {
  await db
    .update(dataExports)
    .set("failed" in done ? { status: "failed" } : { status: "ready", r2Key: done.r2Key, size: done.size })
    .where(eq(dataExports.id, id));
}

/** The member's latest export in this team, whatever its state. */
export async function latestExport(db: Db, teamId: string, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.teamId, teamId), eq(dataExports.userId, userId)))
    .orderBy(sql`${dataExports.createdAt} DESC`)
    .limit(1);
  return row ?? null;
}

export async function expiredExports(db: Db, now: number) {
  return db.select({ id: dataExports.id, r2Key: dataExports.r2Key }).from(dataExports).where(lte(dataExports.expiresAt, now)).limit(100);
}

export async function exportsOfUser(db: Db, userId: string) {
  return db.select({ id: dataExports.id, r2Key: dataExports.r2Key }).from(dataExports).where(eq(dataExports.userId, userId));
}

export async function deleteExportRow(db: Db, id: string) {
  await db.delete(dataExports).where(eq(dataExports.id, id));
}

// --- leaving ---

/** The member's teams, with whether they are its only owner. */
export async function membershipsOf(db: Db, userId: string) {
  const rows = await db.select({ teamId: teamMembers.teamId, role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.userId, userId));
  const out: Array<{ teamId: string; soleOwner: boolean }> = [];
  for (const row of rows) {
    if (row.role !== "owner") {
      out.push({ teamId: row.teamId, soleOwner: false });
      continue;
    }
    const [other] = await db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, row.teamId), eq(teamMembers.role, "owner"), ne(teamMembers.userId, userId)))
      .limit(1);
    out.push({ teamId: row.teamId, soleOwner: !other });
  }
  return out;
}

/** The accounts to let go: the whole team's when it goes, else the member's own. Connected ones only (with a token to revoke). */
export async function accountsToRelease(db: Db, teamId: string, userId: string | null) {
  return db
    .select({ id: apps.id, accessTokenEnc: apps.accessTokenEnc })
    .from(apps)
    .where(and(eq(apps.teamId, teamId), ne(apps.status, "disconnected"), userId === null ? undefined : eq(apps.userId, userId)));
}

/** Scheduled posts back to drafts: the whole team's, or those the member wrote. */
export async function unscheduleAll(db: Db, teamId: string, authorId: string | null, now = Date.now()) {
  await db
    .update(posts)
    .set({ status: "draft", updatedAt: now })
    .where(and(eq(posts.teamId, teamId), eq(posts.status, "scheduled"), authorId === null ? undefined : eq(posts.authorId, authorId)));
}

/** A sole owner's team: nobody is in it any more (every session in it ends), and it goes once its grace has passed. */
export async function closeTeam(db: Db, teamId: string, deleteAfter: number) {
  await db.batch([db.update(teams).set({ deleteAfter }).where(eq(teams.id, teamId)), db.delete(teamMembers).where(eq(teamMembers.teamId, teamId))]);
}

/**
 * The member's own row goes, and with it (cascades) their sessions everywhere, their memberships,
 * the invites they made, their notifications and sign-in codes; posts they wrote stay the team's,
 * without an author.
 */
export async function deleteUser(db: Db, userId: string) {
  await db.batch([db.delete(sessions).where(eq(sessions.userId, userId)), db.delete(users).where(eq(users.id, userId))]);
}

/** Teams whose grace has passed. */
export async function teamsPastGrace(db: Db, now: number) {
  return db
    .select({ id: teams.id })
    .from(teams)
    .where(and(isNotNull(teams.deleteAfter), lte(teams.deleteAfter, now)))
    .limit(20);
}

/** Every row of the team (each table's team_id cascades from teams). */
export async function deleteTeamRows(db: Db, teamId: string) {
  await db.delete(teams).where(eq(teams.id, teamId));
}
