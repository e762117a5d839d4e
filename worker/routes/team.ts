/**
 * The team (issue 25, docs/decisions/046), mounted at /api/team: its members and roles, and its
 * contributors (people who connected their account through an invite) with their personal links.
 * Everyone in the team may look; only owners change anything.
 */
import { Hono } from "hono";
import { z } from "zod";
import { ROLE_TEXT } from "../../app/spec/roles";
import { memberRoleSchema } from "../../app/spec/schemas";
import { hashBinding } from "../auth/browser-binding";
import { randomToken } from "../auth/encoding";
import { readConfig } from "../config";
import { findTeamApp, listTeamApps } from "../db/apps";
import { audit } from "../db/audit";
import { createContributorLink, latestLinkOf, revokeContributorLinks } from "../db/contributor-links";
import { listMembers, removeMember, setMemberRole } from "../db/members";
import { ApiError, notFound } from "../http/errors";
import { ownersOnly } from "../http/middleware";
import type { AppEnv } from "../http/types";
import { jsonBody, params } from "../http/validate";
import { ACCOUNT_NOT_FOUND } from "./apps";

const memberId = params(z.object({ userId: z.string().min(1).max(64) }));
const appId = params(z.object({ appId: z.string().min(1).max(64) }));

/** Where a contributor's link opens: the token in the fragment, never sent to a server. */
export const contributorLinkUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/+$/, "")}/my-posts#key=${token}`;

function refused(outcome: "missing" | "last-owner") {
  return outcome === "missing" ? notFound(ROLE_TEXT.errors.memberNotFound) : new ApiError(409, ROLE_TEXT.errors.lastOwner);
}

export const teamRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { teamId, userId, role } = c.var.caller;
    const members = await listMembers(c.var.db, teamId);
    const accounts = (await listTeamApps(c.var.db, teamId, userId)).filter((a) => a.contributor);
    const now = Date.now();
    const contributors = await Promise.all(
      accounts.map(async (a) => {
        const link = await latestLinkOf(c.var.db, teamId, a.id);
        const state = !link ? "none" : link.revokedAt ? "revoked" : link.expiresAt <= now ? "expired" : "active";
        return {
          appId: a.id,
          name: a.name,
          avatar: a.avatar,
          publishPolicy: a.publishPolicy,
          link: {
            state,
            expiresAt: link ? new Date(link.expiresAt).toISOString() : null,
            lastUsedAt: link?.lastUsedAt ? new Date(link.lastUsedAt).toISOString() : null,
          },
        };
      }),
    );
    return c.json({
      data: {
        you: { userId, role },
        members: members.map((m) => ({ ...m, since: new Date(m.since).toISOString(), you: m.userId === userId })),
        contributors,
      },
    });
  })
  .patch("/members/:userId", ownersOnly(), memberId, jsonBody(memberRoleSchema), async (c) => {
    const outcome = await setMemberRole(c.var.db, c.var.caller.teamId, c.req.valid("param").userId, c.req.valid("json").role);
    if (outcome !== "ok") throw refused(outcome);
    const { teamId, userId } = c.var.caller;
    const subject = (await listMembers(c.var.db, teamId)).find((m) => m.userId === c.req.valid("param").userId)?.name ?? null;
    await audit(c.var.db, c.var.log, { teamId, actor: { userId }, action: "role-changed", subject, detail: c.req.valid("json").role });
    return c.json({ data: { userId: c.req.valid("param").userId, role: c.req.valid("json").role } });
  })
  .delete("/members/:userId", ownersOnly(), memberId, async (c) => {
    const { teamId, userId } = c.var.caller;
    const subject = (await listMembers(c.var.db, teamId)).find((m) => m.userId === c.req.valid("param").userId)?.name ?? null;
    const outcome = await removeMember(c.var.db, c.var.caller.teamId, c.req.valid("param").userId);
    if (outcome !== "ok") throw refused(outcome);
    await audit(c.var.db, c.var.log, { teamId, actor: { userId }, action: "member-removed", subject });
    return c.json({ data: { userId: c.req.valid("param").userId, removed: true } });
  })
  /** A new personal link for a contributor, shown once (the old one stops working). */
  .post("/contributors/:appId/link", ownersOnly(), appId, async (c) => {
    const { teamId } = c.var.caller;
    const app = await findTeamApp(c.var.db, teamId, c.req.valid("param").appId);
    if (!app || app.userId !== null) throw notFound(ACCOUNT_NOT_FOUND);
    const token = randomToken(32);
    const link = await createContributorLink(c.var.db, { teamId, appId: app.id, tokenHash: await hashBinding(token) });
    c.header("cache-control", "no-store");
    return c.json({ data: { url: contributorLinkUrl(readConfig(c.env).APP_URL, token), expiresAt: new Date(link.expiresAt).toISOString() } }, 201);
  })
  .delete("/contributors/:appId/link", ownersOnly(), appId, async (c) => {
    const { teamId } = c.var.caller;
    const app = await findTeamApp(c.var.db, teamId, c.req.valid("param").appId);
    if (!app || app.userId !== null) throw notFound(ACCOUNT_NOT_FOUND);
    await revokeContributorLinks(c.var.db, teamId, app.id);
    return c.json({ data: { appId: app.id, link: "revoked" as const } });
  });
