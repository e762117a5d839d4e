import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { rateLimits } from "./schema";

/**
 * A fixed window is kept by the instant it starts (ms), whatever its length, so the clock can
 * prune every ended window in one statement (rows written before held the window's number: those
 * are pruned with the rest).
 */
const windowStart = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;
/** The longest window any budget uses (a UTC day); a window that started longer ago than this has ended. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Counts one more use in the current window and answers the count so far (one statement). */
export async function countUse(db: Db, key: string, windowMs: number, now = Date.now()) {
  const window = windowStart(now, windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, window, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.window], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Gives back one use counted in the current window (a refused action uses up nothing). */
export async function uncountUse(db: Db, key: string, windowMs: number, now = Date.now()) {
  const window = windowStart(now, windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.window, window)));
}

/** Deletes the windows that have ended (issue 28 item 6): nothing counts them any more. */
export async function pruneEndedWindows(db: Db, now = Date.now()) {
  await db.delete(rateLimits).where(lt(rateLimits.window, now - LONGEST_WINDOW_MS));
}
