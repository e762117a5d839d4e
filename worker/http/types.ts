import type { TeamRole } from "../../app/spec/roles";
import type { Db } from "../db/client";
import type { Logger } from "./logger";

/** What the auth middleware knows about the caller, from the session row. */
export type Caller = {
  sessionId: string;
  userId: string;
  teamId: string;
  /** Their role in that team (docs/decisions/046), read with the session on every request. */
  role: TeamRole;
};

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    log: Logger;
    /** The request's database (drizzle over D1), set once by requestContext. */
    db: Db;
    caller: Caller;
  };
};
