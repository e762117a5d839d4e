import { Hono } from "hono";
import { db } from "../db/client";
import { revokeSession } from "../db/sessions";
import { findUser } from "../db/users";
import { unauthorized } from "../http/errors";
import type { AppEnv } from "../http/types";

/** The signed-in member and their session. Mounted at /api. */
export const sessionRoutes = new Hono<AppEnv>()
  .get("/me", async (c) => {
    const { userId, teamId } = c.var.caller;
    const user = await findUser(db(c.env), userId);
    if (!user) throw unauthorized("Your session has ended. Please sign in again.");
    return c.json({
      data: {
        id: user.id,
        name: user.name,
        avatar: user.avatar,
        email: user.email,
        profileType: user.profileType,
        teamId,
      },
    });
  })
  .post("/logout", async (c) => {
    await revokeSession(db(c.env), c.var.caller.sessionId);
    return c.json({ data: { ok: true } });
  });
