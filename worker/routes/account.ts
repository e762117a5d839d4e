/**
 * The member's data rights (issue 28 item 5, docs/decisions/059). Mounted at /api/account.
 * POST /export starts an export (the export budget: 2 a day per member), GET /export answers the
 * latest with its link, GET /export/download streams the archive for a valid, unexpired link of
 * the caller's own (member and team), POST /delete deletes the account after a typed confirmation.
 */
import { Hono } from "hono";
import { z } from "zod";
import { ACCOUNT_DATA_TEXT, DELETE_CONFIRM_WORD, deleteAccountSchema } from "../../app/spec/account-data";
import { deleteAccount } from "../account/leave";
import { readConfig } from "../config";
import { findExport, insertExport, latestExport } from "../db/account-data";
import { audit } from "../db/audit";
import { newId } from "../db/client";
import { findUser } from "../db/users";
import { spendExport } from "../http/budgets";
import { ApiError, badRequest, notFound, unauthorized } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody, query } from "../http/validate";
import { enqueueExport } from "../jobs/kinds/export";
import { EXPORT_TTL_MS, exportDownloadPath, signExportClaim, verifyExportClaim } from "../storage/export-url";
import { getObject } from "../storage/media";

export const accountRoutes = new Hono<AppEnv>()
  .post("/export", async (c) => {
    const { teamId, userId } = c.var.caller;
    await spendExport(c);
    const id = newId();
    await insertExport(c.var.db, { id, teamId, userId, expiresAt: Date.now() + EXPORT_TTL_MS });
    await enqueueExport(c.env, id, { teamId, userId });
    await audit(c.var.db, c.var.log, { teamId, actor: { userId }, action: "export-started" });
    return c.json({ data: { id } }, 202);
  })
  .get("/export", async (c) => {
    const { teamId, userId } = c.var.caller;
    const row = await latestExport(c.var.db, teamId, userId);
    if (!row) return c.json({ data: null });
    const ready = row.status === "ready" && row.expiresAt > Date.now();
    const url = ready
      ? exportDownloadPath(await signExportClaim(readConfig(c.env).SESSION_SECRET, { exportId: row.id, teamId, userId, exp: row.expiresAt }))
      : null;
    return c.json({ data: { id: row.id, status: row.status, url, expiresAt: new Date(row.expiresAt).toISOString() } });
  })
  .get("/export/download", query(z.object({ token: z.string().max(2048) })), async (c) => {
    const { teamId, userId } = c.var.caller;
    const claim = await verifyExportClaim(readConfig(c.env).SESSION_SECRET, c.req.valid("query").token);
    if (!claim) throw new ApiError(410, ACCOUNT_DATA_TEXT.linkExpired);
    if (claim.userId !== userId || claim.teamId !== teamId) throw notFound(ACCOUNT_DATA_TEXT.linkNotYours);
    const row = await findExport(c.var.db, claim.exportId);
    // The claim is the caller's own: a row gone is an export the clock deleted at its end.
    if (!row) throw new ApiError(410, ACCOUNT_DATA_TEXT.linkExpired);
    if (row.teamId !== teamId || row.userId !== userId) throw notFound(ACCOUNT_DATA_TEXT.linkNotYours);
    if (row.status !== "ready" || !row.r2Key || row.expiresAt <= Date.now()) throw new ApiError(410, ACCOUNT_DATA_TEXT.linkExpired);
    const object = await getObject(c.env.MEDIA, row.r2Key);
    if (!object) throw new ApiError(410, ACCOUNT_DATA_TEXT.linkExpired);
    const day = new Date(row.createdAt).toISOString().slice(0, 10);
    return new Response(object.body, {
      headers: {
        "content-type": "application/zip",
        "content-length": String(object.size),
        "content-disposition": `attachment; filename="postcraft-export-${day}.zip"`,
        "cache-control": "private, no-store",
      },
    });
  })
  .post("/delete", jsonBody(deleteAccountSchema), async (c) => {
    const user = await findUser(c.var.db, c.var.caller.userId);
    if (!user) throw unauthorized("Your session has ended. Please sign in again.");
    const typed = c.req.valid("json").confirm.toLowerCase();
    if (typed !== DELETE_CONFIRM_WORD && (!user.email || typed !== user.email.trim().toLowerCase())) throw badRequest(ACCOUNT_DATA_TEXT.wrongConfirmation);
    const done = await deleteAccount(c.env, c.var.db, user.id, c.var.log);
    return c.json({ data: done });
  });
