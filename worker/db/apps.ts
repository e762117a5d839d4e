import { and, asc, eq, inArray, isNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { connectionEndsAt, connectionExpiresSoon } from "../../app/spec/connection";
import type { PublishPolicy } from "../../app/spec/roles";
import type { Db } from "./client";
import { newId } from "./client";
import { apps, postApps, posts } from "./schema";

export type ConnectedAccount = {
  teamId: string;
  userId: string | null;
  providerAccountId: string;
  urn: string;
  name: string;
  username: string | null;
  avatar: string | null;
  profileType: "individual" | "company";
  accessTokenEnc: string;
  refreshTokenEnc: string | null;
  tokenExpiresAt: number | null;
  scopes: string;
  /** Set by an invitee's own choice; otherwise a new account asks (a person) or lets the team publish (a company page). */
  publishPolicy?: PublishPolicy;
  contributorEmail?: string | null;
};

/** Connects (or reconnects) a LinkedIn account to a team; reconnecting makes it active again. */
export async function upsertApp(db: Db, { publishPolicy, ...account }: ConnectedAccount) {
  const now = Date.now();
  const policy = publishPolicy ?? (account.profileType === "company" ? "team" : "ask");
  const [row] = await db
    .insert(apps)
    .values({ id: newId(), provider: "linkedin", status: "active", ...account, publishPolicy: policy })
    .onConflictDoUpdate({
      target: [apps.teamId, apps.provider, apps.providerAccountId],
      set: {
        userId: account.userId,
        urn: account.urn,
        name: account.name,
        username: account.username,
        avatar: account.avatar,
        profileType: account.profileType,
        accessTokenEnc: account.accessTokenEnc,
        refreshTokenEnc: account.refreshTokenEnc,
        tokenExpiresAt: account.tokenExpiresAt,
        scopes: account.scopes,
        status: "active",
        // A reconnect keeps the owner's earlier word, unless they said it again (an invite).
        ...(publishPolicy ? { publishPolicy } : {}),
        ...(account.contributorEmail !== undefined ? { contributorEmail: account.contributorEmail } : {}),
        updatedAt: now,
      },
    })
    .returning();
  return row;
}

/**
 * A team's connected accounts as the UI sees them: never the tokens. With the member looking
 * (`viewerId`), also whether each is theirs to reconnect: their own LinkedIn profile, or a company
 * page they connected. Anyone else's must be reconnected by that person, through an invite link
 * (decision 038): LinkedIn would sign in whoever is at this browser, the wrong member.
 */
export async function listTeamApps(db: Db, teamId: string, viewerId?: string, now = Date.now()) {
  const rows = await db
    .select({
      id: apps.id,
      name: apps.name,
      username: apps.username,
      avatar: apps.avatar,
      provider: apps.provider,
      status: apps.status,
      profileType: apps.profileType,
      tokenExpiresAt: apps.tokenExpiresAt,
      refreshable: sql<number>`${apps.refreshTokenEnc} IS NOT NULL`,
      publishPolicy: apps.publishPolicy,
      /** Connected through an invite: the account's owner is its contributor, not a member. */
      contributor: sql<number>`${apps.userId} IS NULL`,
      yours: viewerId
        ? sql<number>`coalesce(CASE WHEN ${apps.profileType} = 'company' THEN ${apps.userId} = ${viewerId}
            ELSE ${apps.providerAccountId} = (SELECT linkedin_sub FROM users WHERE id = ${viewerId}) END, 0)`
        : sql<number>`0`,
    })
    .from(apps)
    .where(and(eq(apps.teamId, teamId), ne(apps.status, "disconnected")))
    .orderBy(asc(apps.createdAt));
  return rows.map(({ tokenExpiresAt, refreshable, yours, contributor, ...app }) => {
    const account = { status: app.status, tokenExpiresAt, refreshable: Boolean(refreshable) };
    const endsAt = connectionEndsAt(account);
    return {
      ...app,
      /** When the connection ends unless the member reconnects; null when LinkedIn renews it (a refresh token). */
      connectionExpiresAt: endsAt === null ? null : new Date(endsAt).toISOString(),
      expiresSoon: connectionExpiresSoon(account, now),
      yours: Boolean(yours),
      contributor: Boolean(contributor),
    };
  });
}

/** One of the team's connected accounts (not one it let go), or null. */
export async function findTeamApp(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(apps)
    .where(and(eq(apps.id, id), eq(apps.teamId, teamId), ne(apps.status, "disconnected")))
    .limit(1);
  return row ?? null;
}

/** Over post_apps joined to posts: this account's links to the team's scheduled posts. */
const scheduledFor = (teamId: string, appId: string) => and(eq(postApps.appId, appId), eq(posts.teamId, teamId), eq(posts.status, "scheduled"));

/** The scheduled posts this account is to publish: what disconnecting it would touch. */
export async function scheduledPostsOf(db: Db, teamId: string, appId: string) {
  return db
    .select({ id: posts.id, title: posts.title, content: posts.content, scheduledAt: posts.scheduledAt })
    .from(postApps)
    .innerJoin(posts, eq(posts.id, postApps.postId))
    .where(scheduledFor(teamId, appId))
    .orderBy(asc(posts.scheduledAt));
}

/** Posts whose publishing has started or ended keep their account: history and reconciliation name it. */
const SETTLED = ["publishing", "published", "unknown"] as const;

/**
 * Lets an account go, in one transaction: its scheduled posts move to `moveTo`, or (with no
 * other account to go out as) become drafts; its links to unpublished posts go; the account stays
 * as a name without tokens. Nothing is published by an account that left.
 */
export async function disconnectApp(db: Db, teamId: string, appId: string, then: { moveTo: string } | { drafts: true }, now = Date.now()) {
  const scheduledHere = db.select({ id: postApps.postId }).from(postApps).innerJoin(posts, eq(posts.id, postApps.postId)).where(scheduledFor(teamId, appId));
  const [step] =
    "moveTo" in then
      ? [
          db
            .insert(postApps)
            .select(
              db
                .select({ postId: postApps.postId, appId: sql<string>`${then.moveTo}`.as("app_id") })
                .from(postApps)
                .innerJoin(posts, eq(posts.id, postApps.postId))
                .where(scheduledFor(teamId, appId)),
            )
            .onConflictDoNothing(),
        ]
      : [
          // A post that also goes out as another account stays scheduled for that one.
          db
            .update(posts)
            .set({ status: "draft", updatedAt: now })
            .where(
              and(
                eq(posts.teamId, teamId),
                eq(posts.status, "scheduled"),
                inArray(posts.id, scheduledHere),
                sql`NOT EXISTS (SELECT 1 FROM post_apps o JOIN apps a ON a.id = o.app_id WHERE o.post_id = ${posts.id} AND o.app_id != ${appId} AND a.status != 'disconnected')`,
              ),
            ),
        ];
  await db.batch([
    step,
    db.delete(postApps).where(
      and(
        eq(postApps.appId, appId),
        inArray(
          postApps.postId,
          db
            .select({ id: posts.id })
            .from(posts)
            .where(and(eq(posts.teamId, teamId), notInArray(posts.status, [...SETTLED]))),
        ),
      ),
    ),
    db
      .update(apps)
      .set({ status: "disconnected", accessTokenEnc: "", refreshTokenEnc: null, refreshingUntil: null, updatedAt: now })
      .where(and(eq(apps.id, appId), eq(apps.teamId, teamId))),
  ]);
}

export async function findApp(db: Db, id: string) {
  const [row] = await db.select().from(apps).where(eq(apps.id, id)).limit(1);
  return row ?? null;
}

/**
 * Marks the account as signed out, but only if it still has the token LinkedIn refused: a
 * refresh that another publish finished meanwhile must not be undone.
 */
export async function markAppNeedsReconnect(db: Db, id: string, refusedTokenEnc: string) {
  await db
    .update(apps)
    .set({ status: "needs_reconnect", refreshingUntil: null, updatedAt: Date.now() })
    .where(and(eq(apps.id, id), eq(apps.accessTokenEnc, refusedTokenEnc)));
}

/** Single flight: true for the one caller that may refresh this token now. */
export async function claimTokenRefresh(db: Db, id: string, staleTokenEnc: string, forMs: number, now = Date.now()) {
  const rows = await db
    .update(apps)
    .set({ refreshingUntil: now + forMs })
    .where(and(eq(apps.id, id), eq(apps.accessTokenEnc, staleTokenEnc), or(isNull(apps.refreshingUntil), lt(apps.refreshingUntil, now))))
    .returning({ id: apps.id });
  return rows.length > 0;
}

export async function releaseTokenRefresh(db: Db, id: string) {
  await db.update(apps).set({ refreshingUntil: null }).where(eq(apps.id, id));
}

export async function saveAppTokens(db: Db, id: string, tokens: { accessTokenEnc: string; refreshTokenEnc: string | null; tokenExpiresAt: number | null }) {
  await db
    .update(apps)
    .set({ ...tokens, status: "active", refreshingUntil: null, updatedAt: Date.now() })
    .where(eq(apps.id, id));
}

/** The account owner's word on what goes out as it (docs/decisions/046). */
export async function setPublishPolicy(db: Db, teamId: string, appId: string, policy: PublishPolicy, now = Date.now()) {
  await db
    .update(apps)
    .set({ publishPolicy: policy, updatedAt: now })
    .where(and(eq(apps.id, appId), eq(apps.teamId, teamId)));
}
