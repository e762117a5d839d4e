import { createMiddleware } from "hono/factory";
import { ROLE_TEXT } from "../../app/spec/roles";
import { TEXT } from "../../app/spec/texts";
import { verifySessionToken } from "../auth/session-token";
import { readConfig } from "../config";
import { db } from "../db/client";
import { findActiveSession, touchSession } from "../db/sessions";
import { startScheduler } from "../durable-objects/scheduler";
import { ApiError, unauthorized } from "./errors";
import { createLogger } from "./logger";
import type { AppEnv } from "./types";

/** Gives every request an id (kept from x-request-id or cf-ray when present) and a logger that prints it. */
export function requestContext() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id") ?? c.req.header("cf-ray");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    c.set("requestId", requestId);
    c.set("log", createLogger({ requestId, method: c.req.method, path: c.req.path }));
    c.set("db", db(c.env));
    const started = Date.now();
    await next();
    c.header("x-request-id", requestId);
    c.var.log.info("request", { status: c.res.status, ms: Date.now() - started });
  });
}

/**
 * Bearer-token auth. The web app turns the auth_token cookie into `Authorization: Bearer …`,
 * so a missing header means the cookie was missing: the spec's message says so.
 */
export function requireSession() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const token = header.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    if (!token) throw unauthorized(TEXT.auth.tokenMissing);
    const payload = await verifySessionToken(readConfig(c.env).SESSION_SECRET, token);
    if (!payload) throw unauthorized("Your session is invalid or has expired. Please sign in again.");
    const session = await findActiveSession(c.var.db, payload.sid);
    if (!session) throw unauthorized("Your session has ended. Please sign in again.");
    c.set("caller", { sessionId: session.id, userId: session.userId, teamId: session.teamId, role: session.role });
    // Its last use, for the member's list and the idle end: written after the answer, at most every few minutes.
    c.executionCtx.waitUntil(touchSession(c.var.db, session.id).catch(() => undefined));
    await next();
  });
}

/** Owners only (docs/decisions/046): members, invites and accounts. Mounted on the routes that change them. */
export function ownersOnly() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.caller.role !== "owner") throw new ApiError(403, ROLE_TEXT.errors.ownersOnly);
    await next();
  });
}

/**
 * SCHEDULER_SELF_START: on the first request it sees (once per isolate, or again after a failed
 * try), makes sure the Scheduler's alarm is set, without holding up the request. A local run has
 * no cron, so without this the demo's due posts and the feed sources would wait for someone to
 * schedule a post. Mounted after requireSession (worker/app.ts): the first signed-in request.
 */
export function selfStartScheduler() {
  let started = false;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!started && readConfig(c.env).SCHEDULER_SELF_START) {
      started = true;
      c.executionCtx.waitUntil(
        startScheduler(c.env).catch(() => {
          started = false;
        }),
      );
    }
    await next();
  });
}
