/**
 * An account's posting slots (docs/decisions/044). Mounted at /api/apps beside the accounts:
 * GET /{id}/slots?timeZone=… (seeded from the best-times default in that zone the first time) and
 * PUT /{id}/slots {timeZone, slots}. Another team's account is one that does not exist: 404.
 * While the account's slots are the untouched seed and it has its own best times, GET shows the
 * slots suggested from them, with `suggestedFrom` saying so (docs/decisions/054); saving makes a week the member's.
 */
import { Hono } from "hono";
import { z } from "zod";
import { bySlot, putSlotsSchema, slotsQuerySchema } from "../../app/spec/posting-slots";
import { ROLE_TEXT } from "../../app/spec/roles";
import { findTeamApp } from "../db/apps";
import type { Db } from "../db/client";
import { replaceAccountSlots } from "../db/slots";
import { ApiError, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody, params, query } from "../http/validate";
import { nextFreeFor } from "../posts/queue";
import { postingSlotsOf } from "../publishing/best-times";
import { ACCOUNT_NOT_FOUND } from "./apps";

const appId = params(z.object({ id: z.string().min(1).max(64) }));

/**
 * The week as the screens read it: the slots' zone, the slots, the next free one (null: none in
 * the queue's reach), and where suggested slots come from (null: the member's or the seed).
 */
async function slotsView(db: Db, teamId: string, id: string, seedZone: string) {
  const { slots, timeZone, from } = await postingSlotsOf(db, teamId, id, seedZone);
  const next = await nextFreeFor(db, teamId, id, timeZone);
  return {
    appId: id,
    timeZone,
    slots: slots.map((s) => ({ weekday: s.weekday, time: s.time })).sort(bySlot),
    nextFree: next === null ? null : new Date(next).toISOString(),
    suggestedFrom: from,
  };
}

export const slotRoutes = new Hono<AppEnv>()
  .get("/:id/slots", appId, query(slotsQuerySchema), async (c) => {
    const { teamId } = c.var.caller;
    const app = await findTeamApp(c.var.db, teamId, c.req.valid("param").id);
    if (!app) throw notFound(ACCOUNT_NOT_FOUND);
    return c.json({ data: await slotsView(c.var.db, teamId, app.id, c.req.valid("query").timeZone) });
  })
  .put("/:id/slots", appId, jsonBody(putSlotsSchema), async (c) => {
    const { teamId } = c.var.caller;
    const app = await findTeamApp(c.var.db, teamId, c.req.valid("param").id);
    if (!app) throw notFound(ACCOUNT_NOT_FOUND);
    // An account's settings are its owner's or a team owner's (decision 046).
    if (c.var.caller.role !== "owner" && app.userId !== c.var.caller.userId) throw new ApiError(403, ROLE_TEXT.errors.ownersOnly);
    const { timeZone, slots } = c.req.valid("json");
    await replaceAccountSlots(c.var.db, teamId, app.id, timeZone, slots);
    return c.json({ data: await slotsView(c.var.db, teamId, app.id, timeZone) });
  });
