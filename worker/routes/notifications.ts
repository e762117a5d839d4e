/**
 * The bell (issue 25 item 6), mounted at /api/notifications. GET lists the caller's newest
 * notifications with how many are unread; POST /read marks the caller's own read (the ids given,
 * or all). Both are the caller's only: the team and the member come from the session, never the
 * request, so another member's ids are simply not theirs to mark.
 */
import { Hono } from "hono";
import { z } from "zod";
import { NOTIFICATIONS } from "../../app/spec/notifications";
import { listNotifications, markNotificationsRead, unreadNotifications } from "../db/notifications";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";

/** The ids to mark read, or none for all the caller's. Only the bell sends it (no form), so the schema lives here. */
const markReadSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(NOTIFICATIONS.maxIds).optional(),
});

export const notificationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { teamId, userId } = c.var.caller;
    const { rows, unread } = await listNotifications(c.var.db, teamId, userId, NOTIFICATIONS.listed);
    return c.json({
      data: {
        items: rows.map((n) => ({
          id: n.id,
          kind: n.kind,
          text: n.text,
          postId: n.postId,
          createdAt: new Date(n.createdAt).toISOString(),
          read: n.readAt !== null,
        })),
        unread,
      },
    });
  })
  .post("/read", jsonBody(markReadSchema), async (c) => {
    const { teamId, userId } = c.var.caller;
    await markNotificationsRead(c.var.db, teamId, userId, c.req.valid("json").ids);
    return c.json({ data: { unread: await unreadNotifications(c.var.db, teamId, userId) } });
  });
