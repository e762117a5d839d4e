import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "./client";
import { newId } from "./client";
import { apps } from "./schema";

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
};

/** Connects (or reconnects) a LinkedIn account to a team; reconnecting makes it active again. */
export async function upsertApp(db: Db, account: ConnectedAccount) {
  const now = Date.now();
  const [row] = await db
    .insert(apps)
    .values({ id: newId(), provider: "linkedin", status: "active", ...account })
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
        updatedAt: now,
      },
    })
    .returning();
  return row;
}

/** A team's connected accounts as the UI sees them: never the tokens. */
export async function listTeamApps(db: Db, teamId: string) {
  return db
    .select({
      id: apps.id,
      name: apps.name,
      username: apps.username,
      avatar: apps.avatar,
      provider: apps.provider,
      status: apps.status,
      profileType: apps.profileType,
    })
    .from(apps)
    .where(eq(apps.teamId, teamId))
    .orderBy(asc(apps.createdAt));
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
