/**
 * The two secrets a sign-in passes through, each spent once, in time, in the browser it was made
 * for: the OAuth state (on the way to LinkedIn and back) and the login code (from the callback to
 * the app). One conditional UPDATE … RETURNING both checks and spends, so two requests racing with
 * the same secret cannot both win.
 */
import { and, eq, gt, isNull, lt, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { loginCodes, oauthStates } from "./schema";

type SecretTable = typeof oauthStates | typeof loginCodes;

const HOUR = 60 * 60 * 1000;

async function spend<T extends SecretTable>(db: Db, table: T, match: SQL, now: number): Promise<T["$inferSelect"] | null> {
  const [row] = await db
    .update(table as SecretTable)
    .set({ usedAt: now })
    .where(and(match, isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning();
  return (row as T["$inferSelect"] | undefined) ?? null;
}

export type NewOAuthState = typeof oauthStates.$inferInsert;

export async function saveOAuthState(db: Db, state: NewOAuthState) {
  await db.insert(oauthStates).values(state);
}

export function consumeOAuthState(db: Db, id: string, browserBindingHash: string, now = Date.now()) {
  return spend(db, oauthStates, and(eq(oauthStates.id, id), eq(oauthStates.browserBindingHash, browserBindingHash))!, now);
}

export async function saveLoginCode(db: Db, row: typeof loginCodes.$inferInsert) {
  await db.insert(loginCodes).values(row);
}

export function consumeLoginCode(db: Db, codeHash: string, bindingHash: string, now = Date.now()) {
  return spend(db, loginCodes, and(eq(loginCodes.codeHash, codeHash), eq(loginCodes.bindingHash, bindingHash))!, now);
}

/** Housekeeping for the cron sweep: states a day past their life, codes an hour past theirs, are of no use to anyone. */
export async function deleteExpiredSignInSecrets(db: Db, now = Date.now()) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now - 24 * HOUR));
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, now - HOUR));
}
