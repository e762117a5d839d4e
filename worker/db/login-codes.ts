import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "./client";
import { loginCodes } from "./schema";

export async function saveLoginCode(db: Db, row: typeof loginCodes.$inferInsert) {
  await db.insert(loginCodes).values(row);
}

/**
 * Spends a code once, in time, in the browser it was made for: one conditional UPDATE, so two
 * exchanges racing with the same code cannot both win.
 */
export async function consumeLoginCode(db: Db, codeHash: string, bindingHash: string, now = Date.now()) {
  const [row] = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.codeHash, codeHash), eq(loginCodes.bindingHash, bindingHash), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Housekeeping for the cron sweep. */
export async function deleteExpiredLoginCodes(db: Db, now = Date.now()) {
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, now - 60 * 60 * 1000));
}
