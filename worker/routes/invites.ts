/**
 * Invite links. Signed in: POST /api/invite (create, or the inviter's open link again), GET
 * /api/invites (the team's open invites), DELETE /api/invites/{id} (revoke). Public: GET
 * /public/api/invites/{id}, what the invitation page shows. The invite's own id is the key to
 * it: long and random, so links cannot be guessed.
 */
import { Hono } from "hono";
import { z } from "zod";
import { INVITE } from "../../app/spec/limits";
import { inviteCreateSchema } from "../../app/spec/schemas";
import { TEXT } from "../../app/spec/texts";
import { classifyUsername } from "../../app/spec/username";
import { randomToken } from "../auth/encoding";
import { audit } from "../db/audit";
import { createInvite, findInvite, listOpenInvites, reusableInvite, revokeInvite, toInviteView } from "../db/invites";
import { findUser } from "../db/users";
import { spendInvite } from "../http/budgets";
import { ApiError, notFound } from "../http/errors";
import { ownersOnly } from "../http/middleware";
import type { AppEnv } from "../http/types";
import { jsonBody, params } from "../http/validate";

const inviteId = params(z.object({ id: z.string().regex(INVITE.idPattern, TEXT.errors.invalidInvitationId) }));

/** Why a link no longer works, in plain words (the page shows them under 'Invitation Not Found'). */
const CLOSED = {
  accepted: "This invitation has already been used.",
  revoked: "This invitation was withdrawn by the team.",
  expired: "This invitation has expired. Ask your teammate for a new link.",
} as const;

/** Owners only (docs/decisions/046): who may act in the team's name is theirs to decide. */
export const createInviteRoutes = new Hono<AppEnv>().post("/", ownersOnly(), jsonBody(inviteCreateSchema), async (c) => {
  const { teamId, userId } = c.var.caller;
  const store = c.var.db;
  const inviter = await findUser(store, userId);
  if (!inviter) throw new ApiError(401, TEXT.auth.tokenMissing);
  const who = { id: inviter.id, email: inviter.email, name: inviter.name, avatar: inviter.avatar };
  const { username: named, type } = c.req.valid("json");
  const username = named ? classifyUsername(named) : null;
  if (username?.kind !== "handle") {
    const open = await reusableInvite(store, teamId, userId, type);
    if (open) return c.json({ data: toInviteView(open, who) }, 200);
  }
  // Only a new link is counted: the team's daily budget (worker/http/budgets.ts); past it, 429 and none is made.
  await spendInvite(c);
  const row = await createInvite(store, {
    id: randomToken(32),
    teamId,
    inviterId: userId,
    type,
    username: username?.kind === "handle" ? username.handle : null,
  });
  await audit(store, c.var.log, { teamId, actor: { name: inviter.name }, action: "invite-created", detail: type });
  return c.json({ data: toInviteView(row, who) }, 201);
});

export const teamInviteRoutes = new Hono<AppEnv>()
  .use("*", ownersOnly())
  .get("/", async (c) => {
    const rows = await listOpenInvites(c.var.db, c.var.caller.teamId);
    return c.json({ data: rows.map((r) => toInviteView(r.invite, r.inviter)) });
  })
  .delete("/:id", inviteId, async (c) => {
    const revoked = await revokeInvite(c.var.db, c.var.caller.teamId, c.req.valid("param").id);
    if (!revoked) throw notFound(TEXT.errors.inviteNotFound);
    return c.json({ data: { id: c.req.valid("param").id, status: "revoked" as const } });
  });

export const publicInviteRoutes = new Hono<AppEnv>().get("/:id", inviteId, async (c) => {
  const found = await findInvite(c.var.db, c.req.valid("param").id);
  if (!found) throw notFound(TEXT.errors.inviteNotFound);
  const view = toInviteView(found.invite, found.inviter);
  if (view.status !== "pending") throw new ApiError(410, CLOSED[view.status]);
  c.header("cache-control", "no-store");
  // The invitation page says plainly whose team it is (issue 25 item 1).
  return c.json({ data: { ...view, team: { name: found.teamName } } });
});
