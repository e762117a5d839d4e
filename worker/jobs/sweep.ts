import { db } from "../db/client";
import { deleteExpiredOAuthStates } from "../db/oauth-states";
import type { Logger } from "../http/logger";

/**
 * The periodic sweep (cron every minute, and the Scheduler alarm). Today it keeps the house:
 * spent OAuth states go. Due-post publishing joins it with the posts work (issue 3).
 * Returns when it next needs to run, if it knows.
 */
export async function sweepDuePosts(env: Env, log: Logger): Promise<{ nextDueAt: number | null }> {
  await deleteExpiredOAuthStates(db(env));
  log.info("sweep done");
  return { nextDueAt: null };
}
