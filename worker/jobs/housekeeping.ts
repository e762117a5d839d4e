/** What the clock clears that nobody waits for: sign-in states and one-time codes past their life. */
import { db } from "../db/client";
import { deleteExpiredLoginCodes } from "../db/login-codes";
import { deleteExpiredOAuthStates } from "../db/oauth-states";
import type { Logger } from "../http/logger";

export async function keepHouse(env: Env, _log: Logger, now = Date.now()): Promise<void> {
  const store = db(env);
  await deleteExpiredOAuthStates(store, now);
  await deleteExpiredLoginCodes(store, now);
}
