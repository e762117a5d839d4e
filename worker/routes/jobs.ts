import { Hono } from "hono";
import { findTeamJob } from "../db/jobs";
import { notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { readJobView } from "../jobs/status";

/**
 * GET /api/jobs/{id} (mounted at /api/jobs): the spec's one call that "returns the whole body", so the job is the body
 * itself ({id, type, status, progress, result, error}), not wrapped in {data}.
 */
export const jobRoutes = new Hono<AppEnv>().get("/:id", async (c) => {
  const job = await findTeamJob(c.var.db, c.var.caller.teamId, c.req.param("id"));
  if (!job) throw notFound("Job not found");
  // Its result typed by its kind (worker/jobs/status.ts); not started yet, it reads as queued.
  return c.json(await readJobView(c.env, job));
});
