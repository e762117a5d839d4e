import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { rateLimits } from "./schema";

/** Counts one more use in the current window and answers the count so far (one statement). */
export async function countUse(db: Db, key: string, windowMs: number, now = Date.now()) {
  const window = Math.floor(now / windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.window], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Gives back one use counted in the current window (a refused action uses up nothing). */
export async function uncountUse(db: Db, key: string, windowMs: number, now = Date.now()) {
  const window = Math.floor(now / windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.window, window)));
}

export async function deleteOldWindows(db: Db, before: number, windowMs: number) {
  await db.delete(rateLimits).where(lt(rateLimits.window, Math.floor(before / windowMs)));
}
