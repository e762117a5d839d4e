/**
 * Posting slots and what holds them (docs/decisions/044): an account's weekly slots, the posts of
 * the account near an instant, and the queue's conditional write. Every query is scoped by the
 * caller's team.
 */
import { and, asc, eq, gt, inArray, lt, ne, notExists, or, type SQL, sql } from "drizzle-orm";
import { type AnySQLiteColumn, alias } from "drizzle-orm/sqlite-core";
import { NEARBY_MS, SLOT_HOLDING_STATUSES, type Slot, seedSlots } from "../../app/spec/posting-slots";
import type { Db } from "./client";
import { newId } from "./client";
import { OUT_OF_THE_QUEUE } from "./posts";
import { apps, postApps, postingSlots, posts } from "./schema";

/**
 * The account's slots, in their zone. The first read seeds them from the best-times default in
 * `seedZone` (the member's), so there is always a queue to fill; the unique index makes two first
 * reads at once seed one week.
 */
export async function accountSlots(db: Db, teamId: string, appId: string, seedZone: string): Promise<Array<Slot & { timeZone: string }>> {
  const read = () =>
    db
      .select({ weekday: postingSlots.weekday, time: postingSlots.time, timeZone: postingSlots.timeZone })
      .from(postingSlots)
      .where(and(eq(postingSlots.teamId, teamId), eq(postingSlots.appId, appId)))
      .orderBy(asc(postingSlots.weekday), asc(postingSlots.time));
  const rows = await read();
  if (rows.length > 0) return rows;
  const seed = seedSlots().map((s) => ({ id: newId(), teamId, appId, ...s, timeZone: seedZone }));
  await db.insert(postingSlots).values(seed).onConflictDoNothing();
  return read();
}

/** The account's whole week replaced at once (one transaction: a reader sees the old week or the new). */
export async function replaceAccountSlots(db: Db, teamId: string, appId: string, timeZone: string, slots: Slot[]) {
  await db.batch([
    db.delete(postingSlots).where(and(eq(postingSlots.teamId, teamId), eq(postingSlots.appId, appId))),
    db.insert(postingSlots).values(slots.map((s) => ({ id: newId(), teamId, appId, weekday: s.weekday, time: s.time, timeZone }))),
  ]);
}

/**
 * A post that holds its time for its account: scheduled, being published or published, or a
 * calendar draft waiting for review at its planned time (Schedule all would put it there).
 */
const holdsSlot = (p: { status: AnySQLiteColumn; needsReview: AnySQLiteColumn }) =>
  or(inArray(p.status, [...SLOT_HOLDING_STATUSES]), and(eq(p.status, "draft"), eq(p.needsReview, true))) as SQL;

type Window = { from: number; to: number; exclude?: string | null; exceptJob?: string | null };
type PostColumns = Record<"id" | "teamId" | "status" | "needsReview" | "scheduledAt" | "generatedBy", AnySQLiteColumn>;

/** The account's posts (team-scoped) that hold a time strictly inside the window: what the list and the queue's claim both ask. */
const holdingSlotsIn = (p: PostColumns, link: { appId: AnySQLiteColumn }, teamId: string, appId: string, w: Window) =>
  and(
    eq(p.teamId, teamId),
    eq(link.appId, appId),
    holdsSlot(p),
    gt(p.scheduledAt, w.from),
    lt(p.scheduledAt, w.to),
    w.exclude ? ne(p.id, w.exclude) : undefined,
    // The calendar job plans around everything but its own entries, so a redelivery plans the same month.
    w.exceptJob ? sql`coalesce(${p.generatedBy}, '') <> ${w.exceptJob}` : undefined,
  );

/** The account's posts that hold a time strictly between `from` and `to` (team-scoped), earliest first. */
export async function postsHoldingSlots(db: Db, teamId: string, appId: string, w: Window) {
  return db
    .select({ id: posts.id, title: posts.title, scheduledAt: posts.scheduledAt })
    .from(posts)
    .innerJoin(postApps, eq(postApps.postId, posts.id))
    .where(holdingSlotsIn(posts, postApps, teamId, appId, w))
    .orderBy(asc(posts.scheduledAt));
}

/** The instants the account's posts hold around a window: what the queue and the calendar plan around. */
export async function takenInstants(db: Db, teamId: string, appId: string, w: Window): Promise<number[]> {
  const rows = await postsHoldingSlots(db, teamId, appId, { ...w, from: w.from - NEARBY_MS, to: w.to + NEARBY_MS });
  return rows.flatMap((r) => (r.scheduledAt === null ? [] : [r.scheduledAt]));
}

/** GET /api/posts/nearby: the account's posts within NEARBY_MINUTES of `at`, but `exclude`. */
export async function nearbyPosts(db: Db, teamId: string, appId: string, at: number, exclude?: string | null) {
  return postsHoldingSlots(db, teamId, appId, { from: at - NEARBY_MS, to: at + NEARBY_MS, exclude });
}

/** The account a post goes out as: its first linked account still connected, or null. */
export async function postAccountId(db: Db, teamId: string, postId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: apps.id })
    .from(postApps)
    .innerJoin(apps, eq(apps.id, postApps.appId))
    .where(and(eq(postApps.postId, postId), eq(apps.teamId, teamId), ne(apps.status, "disconnected")))
    .orderBy(asc(apps.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The queue's write: schedules the post at `at` only if no other post of the account holds a time
 * within NEARBY_MINUTES of it, in ONE statement. D1 runs a database's statements one at a time, so
 * the check and the write cannot interleave with another request's: of two posts queued at once
 * into the same slot, the second finds the first there and updates nothing (false), and its caller
 * reads the slots again. Never a post being published or already out.
 */
export async function claimSlot(db: Db, teamId: string, postId: string, appId: string, at: number): Promise<boolean> {
  const other = alias(posts, "other");
  const link = alias(postApps, "other_link");
  const nearby = db
    .select({ one: sql`1` })
    .from(other)
    .innerJoin(link, eq(link.postId, other.id))
    .where(holdingSlotsIn(other, link, teamId, appId, { from: at - NEARBY_MS, to: at + NEARBY_MS, exclude: postId }));
  const updated = await db
    .update(posts)
    .set({ scheduledAt: at, status: "scheduled", needsReview: false, ...OUT_OF_THE_QUEUE, updatedAt: Date.now() })
    .where(and(eq(posts.id, postId), eq(posts.teamId, teamId), ne(posts.status, "publishing"), ne(posts.status, "published"), notExists(nearby)))
    .returning({ id: posts.id });
  return updated.length > 0;
}
