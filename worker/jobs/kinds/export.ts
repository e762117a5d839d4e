/**
 * A member's export of their team's data (issue 28 item 5, docs/decisions/059): the team's data as
 * one JSON file and its uploads, in one zip in R2 under the team's prefix, offered for 7 days
 * through a signed link (storage/export-url.ts). Idempotent: a redelivered message writes the same
 * archive to the same key again; an export that has already ended is left as it is.
 */
import { z } from "zod";
import { exportJobResultSchema } from "../../../app/spec/jobs";
import { readConfig } from "../../config";
import { findExport, settleExport, teamDataForExport } from "../../db/account-data";
import { db } from "../../db/client";
import { exportDownloadPath, exportKey, signExportClaim } from "../../storage/export-url";
import { writeZip } from "../../storage/zip";
import { defineJobKind, jobMessage, teamOwner } from "../kind";
import { enqueue, jobHandle } from "../lifecycle";

export const exportMessage = jobMessage("export", { teamId: z.string(), userId: z.string() });
export type ExportMessage = z.infer<typeof exportMessage>;

export const exportKind = defineJobKind({
  type: "export",
  message: exportMessage,
  result: exportJobResultSchema,
  endStates: ["completed", "failed"],
  // The calendar's queue: a member's own background work, never behind (or in front of) a batch of publishes.
  queue: (env) => env.CALENDAR_JOBS,
  owner: teamOwner,
  async handle(env, message, log) {
    const store = db(env);
    const job = jobHandle(env, exportKind, message.jobId);
    const row = await findExport(store, message.jobId);
    if (!row || row.status === "failed") return { kind: "done" };
    const key = exportKey(message.teamId, message.jobId);
    let written = { size: row.size ?? 0, files: 0 };
    // A redelivery after the archive was written only reports it again.
    if (row.status === "running") {
      await job.update({ status: "running", progress: 10 });
      const { mediaFiles, ...json } = await teamDataForExport(store, message.teamId, message.userId);
      const zip = await writeZip(env.MEDIA, key, [
        { name: "postcraft-export.json", bytes: new TextEncoder().encode(JSON.stringify(json, null, 2)) },
        ...mediaFiles.map((file) => ({ name: file.name, key: file.key })),
      ]);
      written = { size: zip.size, files: 1 + mediaFiles.length - zip.missing.length };
      await settleExport(store, message.jobId, { r2Key: key, size: zip.size });
      log.info("export written", { exportId: message.jobId, bytes: zip.size, files: written.files });
    }
    const token = await signExportClaim(readConfig(env).SESSION_SECRET, {
      exportId: message.jobId,
      teamId: message.teamId,
      userId: message.userId,
      exp: row.expiresAt,
    });
    await job.update({
      status: "completed",
      progress: 100,
      result: { url: exportDownloadPath(token), expiresAt: new Date(row.expiresAt).toISOString(), bytes: written.size, files: written.files },
    });
    return { kind: "done" };
  },
  async deadLetter(env, message, log) {
    await settleExport(db(env), message.jobId, { failed: true });
    await jobHandle(env, exportKind, message.jobId).update({ status: "failed", error: "The export could not be written. Please try again." });
    log.error("export given up", { exportId: message.jobId });
  },
});

/** The producer: the export's row (its link's end) and its job. */
export async function enqueueExport(env: Env, jobId: string, who: { teamId: string; userId: string }) {
  await enqueue(env, exportKind, [{ type: "export", jobId, ...who }]);
}
