/**
 * The member's own sessions (issue 28 item 4, docs/decisions/060): where they are signed in, each
 * ended on its own, or all at once. Only the caller's own: another member's session is, to them,
 * one that does not exist. Mounted at /api/sessions.
 */
import { Hono } from "hono";
import { SESSIONS_TEXT } from "../../app/spec/sessions";
import { listUserSessions, revokeAllUserSessions, revokeUserSession } from "../db/sessions";
import { notFound } from "../http/errors";
import type { AppEnv } from "../http/types";

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

export const sessionListRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { userId, sessionId } = c.var.caller;
    const rows = await listUserSessions(c.var.db, userId);
    return c.json({
      data: {
        data: rows.map((s) => ({
          id: s.id,
          device: s.device ?? "An unknown browser",
          signedInAt: iso(s.createdAt),
          lastSeenAt: iso(s.lastSeenAt ?? s.createdAt),
          current: s.id === sessionId,
        })),
      },
    });
  })
  /** Ends every session of the member, this one too. */
  .post("/sign-out-everywhere", async (c) => {
    await revokeAllUserSessions(c.var.db, c.var.caller.userId);
    return c.json({ data: { ok: true } });
  })
  .delete("/:id", async (c) => {
    if (!(await revokeUserSession(c.var.db, c.var.caller.userId, c.req.param("id")))) throw notFound(SESSIONS_TEXT.notFound);
    return c.json({ data: { ok: true } });
  });
