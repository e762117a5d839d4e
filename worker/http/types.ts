import type { Logger } from "./logger";

/** What the auth middleware knows about the caller, from the session row. */
export type Caller = {
  sessionId: string;
  userId: string;
  teamId: string;
};

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    log: Logger;
    caller: Caller;
  };
};
