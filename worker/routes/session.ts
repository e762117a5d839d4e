import { Hono } from "hono";
import { revokeSession } from "../db/sessions";
import { findUser } from "../db/users";
import { unauthorized } from "../http/errors";
import type { AppEnv } from "../http/types";

/** GET /api/me: the signed-in member. Mounted at /api/me. */
export const meRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { userId, teamId, role } = c.var.caller;
  const user = await findUser(c.var.db, userId);
  if (!user) throw unauthorized("Your session has ended. Please sign in again.");
  return c.json({
    data: {
      id: user.id,
      name: user.name,
      avatar: user.avatar,
      email: user.email,
      profileType: user.profileType,
      teamId,
      /** Owner or editor (decision 046): the screens show only what the API would allow. */
      role,
    },
  });
});

/** POST /api/logout: ends this session. Mounted at /api/logout. */
export const logoutRoutes = new Hono<AppEnv>().post("/", async (c) => {
  await revokeSession(c.var.db, c.var.caller.sessionId);
  return c.json({ data: { ok: true } });
});
