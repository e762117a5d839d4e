import { db } from "../db/client";
import { deleteExpiredOAuthStates } from "../db/oauth-states";
import { findDuePosts, markQueued, nextDueAt, settleLapsedCalls } from "../db/posts";
import type { Logger } from "../http/logger";
import { enqueuePublishes } from "../publishing/jobs";
import { REASONS } from "../publishing/publish";

/** How many due posts one sweep queues; the rest wait for the next, which comes at once. */
const SWEEP_BATCH = 500;
/** With nothing scheduled, the Scheduler still looks again this often (the local safety net). */
const IDLE_RECHECK_MS = 60_000;

/**
 * The periodic sweep (cron every minute, and the Scheduler alarm at the next due post):
 * queue what is due, settle claims that lapsed mid-call as `unknown`, and keep the house.
 * Safe to run twice at once: queueing is idempotent (one job per post and due time), and the
 * claim decides who publishes. Returns when it should run next.
 */
export async function sweepDuePosts(env: Env, log: Logger, now = Date.now()): Promise<{ nextDueAt: number; queued: number }> {
  const store = db(env);
  const lapsed = await settleLapsedCalls(store, now, REASONS.lostTrack);
  if (lapsed.length) log.warn("claims lapsed during a LinkedIn call", { posts: lapsed.map((p) => p.id) });

  const due = await findDuePosts(store, now, SWEEP_BATCH);
  if (due.length) {
    await markQueued(store, due.map((p) => p.id), now);
    await enqueuePublishes(env, due.map((p) => ({ postId: p.id, teamId: p.teamId, scheduledAt: p.scheduledAt ?? now })));
    log.info("queued due posts", { count: due.length });
  }
  await deleteExpiredOAuthStates(store, now);

  const next = due.length === SWEEP_BATCH ? now : await nextDueAt(store, now);
  return { nextDueAt: Math.min(next ?? Number.POSITIVE_INFINITY, now + IDLE_RECHECK_MS), queued: due.length };
}
