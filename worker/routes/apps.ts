/**
 * Connected accounts of the caller's team. Mounted at /api/apps. GET lists them; a disconnect
 * shows its scheduled posts first (GET /{id}/scheduled) and says where they go (DELETE /{id}).
 */
import { Hono } from "hono";
import { z } from "zod";
import { ROLE_TEXT } from "../../app/spec/roles";
import { disconnectAppSchema, publishPolicySchema } from "../../app/spec/schemas";
import { readConfig } from "../config";
import { disconnectApp, findTeamApp, listTeamApps, scheduledPostsOf, setPublishPolicy } from "../db/apps";
import { audit } from "../db/audit";
import { accountScopes } from "../db/metrics";
import { postsInFlightFor } from "../db/post-publishing";
import { ApiError, badRequest, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody, params } from "../http/validate";
import { analyticsAllowed } from "../providers/linkedin";

export const ACCOUNT_NOT_FOUND = "That account is not connected to your team.";
const appId = params(z.object({ id: z.string().min(1).max(64) }));

export const appRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const [apps, scopes] = await Promise.all([listTeamApps(c.var.db, c.var.caller.teamId, c.var.caller.userId), accountScopes(c.var.db, c.var.caller.teamId)]);
    const granted = new Map(scopes.map((a) => [a.id, analyticsAllowed(a)]));
    // analyticsAllowed: LinkedIn shares the posts' numbers (the analytics permission was given).
    // analyticsOnOffer: reconnecting can give it, only once the app holds the Community Management API (decision 077).
    const onOffer = readConfig(c.env).LINKEDIN_COMMUNITY_MANAGEMENT;
    return c.json({ data: { data: apps.map((app) => ({ ...app, analyticsAllowed: granted.get(app.id) ?? false, analyticsOnOffer: onOffer })) } });
  })
  .get("/:id/scheduled", appId, async (c) => {
    const { teamId } = c.var.caller;
    const app = await findTeamApp(c.var.db, teamId, c.req.valid("param").id);
    if (!app) throw notFound(ACCOUNT_NOT_FOUND);
    const list = await scheduledPostsOf(c.var.db, teamId, app.id);
    return c.json({
      data: list.map((p) => ({
        id: p.id,
        title: p.title || p.content.slice(0, 80),
        scheduledAt: p.scheduledAt === null ? null : new Date(p.scheduledAt).toISOString(),
      })),
    });
  })
  /** Who decides what goes out as the account: only the member it belongs to (a contributor, through their link). */
  .put("/:id/policy", appId, jsonBody(publishPolicySchema), async (c) => {
    const { teamId, userId } = c.var.caller;
    const app = await findTeamApp(c.var.db, teamId, c.req.valid("param").id);
    if (!app) throw notFound(ACCOUNT_NOT_FOUND);
    if (app.userId !== userId) throw new ApiError(403, ROLE_TEXT.errors.accountOwnerOnly);
    const { policy } = c.req.valid("json");
    await setPublishPolicy(c.var.db, teamId, app.id, policy);
    return c.json({ data: { id: app.id, publishPolicy: policy } });
  })
  .delete("/:id", appId, jsonBody(disconnectAppSchema), async (c) => {
    const { teamId } = c.var.caller;
    const store = c.var.db;
    const app = await findTeamApp(store, teamId, c.req.valid("param").id);
    if (!app) throw notFound(ACCOUNT_NOT_FOUND);
    // Owners manage the team's accounts; anyone may let their own go (decision 046).
    if (c.var.caller.role !== "owner" && app.userId !== c.var.caller.userId) throw new ApiError(403, ROLE_TEXT.errors.ownersOnly);
    const then = c.req.valid("json");
    if (then.scheduledPosts === "move") {
      const target = await findTeamApp(store, teamId, then.moveTo);
      if (!target || target.id === app.id) throw badRequest("Choose another account of your team to publish them.");
    }
    // A post LinkedIn may be publishing right now, or that waits to be checked there, needs this account's token.
    if ((await postsInFlightFor(store, teamId, app.id)) > 0) {
      throw new ApiError(409, "A post of this account is being published or checked on LinkedIn. Try again in a minute.");
    }
    const scheduled = await scheduledPostsOf(store, teamId, app.id);
    await disconnectApp(store, teamId, app.id, then.scheduledPosts === "move" ? { moveTo: then.moveTo } : { drafts: true });
    await audit(store, c.var.log, { teamId, actor: { userId: c.var.caller.userId }, action: "account-disconnected", subject: app.name });
    return c.json({ data: { id: app.id, status: "disconnected" as const, scheduledPosts: scheduled.length } });
  });
