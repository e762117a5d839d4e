import { db } from "../db/client";
import { findDuePosts, hasCallsInDoubt, markQueued, nextDueAt } from "../db/post-publishing";
import type { Logger } from "../http/logger";
import { queueStalledFirstComments } from "../publishing/first-comment";
import { settleLostCalls } from "../publishing/lost-calls";
import { enqueuePublishes } from "./kinds/publish";
import { type LastSweep, recordSweep } from "./last-sweep";
import { QUEUE_SEND_CHUNK } from "./lifecycle";

/** How many due posts one sweep queues; the rest wait for the next, which comes at once. */
const SWEEP_BATCH = 500;
/** With nothing scheduled, the Scheduler still looks again this often (the local safety net). */
const IDLE_RECHECK_MS = 60_000;
/** After the queue refused a send, the Scheduler tries again this soon. */
const REFUSED_SEND_RECHECK_MS = 5_000;
/** While a lost call waits to be looked up on LinkedIn, the Scheduler looks again this soon. */
const LOST_CALL_RECHECK_MS = 5_000;

/**
 * The publishing sweep (cron every minute, and the Scheduler alarm at the next due post, both
 * through cron.ts beside the feed sweep and the housekeeping): settle calls whose worker vanished
 * (looked up on LinkedIn), queue what is due.
 * Safe to run twice at once: queueing is idempotent (one job per post and due time), and the
 * claim decides who publishes. Returns when it should run next.
 */
export async function sweepDuePosts(
  env: Env,
  log: Logger,
  now = Date.now(),
  runner: LastSweep["runner"] = "sweep",
): Promise<{ nextDueAt: number; queued: number }> {
  const store = db(env);
  const absent = await settleLostCalls(env, log, now);
  if (absent.length) await enqueuePublishes(env, absent, "retry");
  // First comments whose message or worker was lost (docs/decisions/047); their trouble never holds up posts.
  await queueStalledFirstComments(env, log, now).catch((error) => log.error("first comments not queued", { error: (error as Error).message }));

  const due = await findDuePosts(store, now, SWEEP_BATCH);
  // A post is marked queued only once the queue took its message: a refused send leaves it due,
  // for the next sweep (seconds away, below) to queue again.
  // One send a chunk, so each chunk is marked as soon as the queue has it.
  let queued = 0;
  for (let i = 0; i < due.length; i += QUEUE_SEND_CHUNK) {
    const chunk = due.slice(i, i + QUEUE_SEND_CHUNK);
    try {
      await enqueuePublishes(
        env,
        chunk.map((p) => ({ postId: p.id, teamId: p.teamId, scheduledAt: p.scheduledAt ?? now })),
        runner,
      );
    } catch (error) {
      log.error("the queue refused due posts; the next sweep queues them again", { count: due.length - queued, error: (error as Error).message });
      break;
    }
    await markQueued(
      store,
      chunk.map((p) => p.id),
      now,
    );
    queued += chunk.length;
  }
  if (queued) log.info("queued due posts", { count: queued });

  const next = due.length === SWEEP_BATCH ? now : await nextDueAt(store, now);
  const recheck = queued < due.length ? REFUSED_SEND_RECHECK_MS : (await hasCallsInDoubt(store)) ? LOST_CALL_RECHECK_MS : IDLE_RECHECK_MS;
  await recordSweep(env, log, { at: Date.now(), runner, queued });
  return { nextDueAt: Math.min(next ?? Number.POSITIVE_INFINITY, now + recheck), queued };
}
