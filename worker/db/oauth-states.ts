import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "./client";
import { oauthStates } from "./schema";

export type NewOAuthState = typeof oauthStates.$inferInsert;

export async function saveOAuthState(db: Db, state: NewOAuthState) {
  await db.insert(oauthStates).values(state);
}

/**
 * Takes a state exactly once, and only in the browser that started the sign-in: the single
 * UPDATE … RETURNING both checks and spends it, so two callbacks racing with one state cannot
 * both win.
 */
export async function consumeOAuthState(db: Db, id: string, browserBindingHash: string, now = Date.now()) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(eq(oauthStates.id, id), eq(oauthStates.browserBindingHash, browserBindingHash), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Housekeeping for the cron sweep: states past their life are of no use to anyone. */
export async function deleteExpiredOAuthStates(db: Db, now = Date.now()) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now - 24 * 60 * 60 * 1000));
}
