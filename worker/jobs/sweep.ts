import { db } from "../db/client";
import { deleteExpiredLoginCodes } from "../db/login-codes";
import { deleteExpiredOAuthStates } from "../db/oauth-states";
import { findDuePosts, hasCallsInDoubt, markQueued, nextDueAt } from "../db/posts";
import { queueDueFeedWork } from "../feed/schedule";
import type { Logger } from "../http/logger";
import { enqueuePublishes } from "../publishing/jobs";
import { settleLostCalls } from "../publishing/lost-calls";

/** How many due posts one sweep queues; the rest wait for the next, which comes at once. */
const SWEEP_BATCH = 500;
/** With nothing scheduled, the Scheduler still looks again this often (the local safety net). */
const IDLE_RECHECK_MS = 60_000;
/** While a lost call waits to be looked up on LinkedIn, the Scheduler looks again this soon. */
const LOST_CALL_RECHECK_MS = 5_000;

/**
 * The periodic sweep (cron every minute, and the Scheduler alarm at the next due post):
 * settle calls whose worker vanished (looked up on LinkedIn), queue what is due, queue the feed
 * sources and topics that are due, keep the house.
 * Safe to run twice at once: queueing is idempotent (one job per post and due time), and the
 * claim decides who publishes. Returns when it should run next.
 */
export async function sweepDuePosts(
  env: Env,
  log: Logger,
  now = Date.now(),
  runner: "alarm" | "sweep" = "sweep",
): Promise<{ nextDueAt: number; queued: number }> {
  const store = db(env);
  const absent = await settleLostCalls(env, log, now);
  if (absent.length) await enqueuePublishes(env, absent, "retry");

  const due = await findDuePosts(store, now, SWEEP_BATCH);
  if (due.length) {
    await markQueued(
      store,
      due.map((p) => p.id),
      now,
    );
    await enqueuePublishes(
      env,
      due.map((p) => ({ postId: p.id, teamId: p.teamId, scheduledAt: p.scheduledAt ?? now })),
      runner,
    );
    log.info("queued due posts", { count: due.length });
  }
  // The inspiration library's sources and topics: their trouble never holds up publishing.
  await queueDueFeedWork(env, log, now).catch((error: Error) => log.error("feed work not queued", { error: error.message }));
  await deleteExpiredOAuthStates(store, now);
  await deleteExpiredLoginCodes(store, now);

  const next = due.length === SWEEP_BATCH ? now : await nextDueAt(store, now);
  const recheck = (await hasCallsInDoubt(store)) ? LOST_CALL_RECHECK_MS : IDLE_RECHECK_MS;
  return { nextDueAt: Math.min(next ?? Number.POSITIVE_INFINITY, now + recheck), queued: due.length };
}
