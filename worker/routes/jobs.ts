import { Hono } from "hono";
import { findTeamJob } from "../db/jobs";
import { notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jobStub } from "../publishing/jobs";

/**
 * GET /api/jobs/{id} (mounted at /api/jobs): the spec's one call that "returns the whole body", so the job is the body
 * itself ({id, type, status, progress, result, error}), not wrapped in {data}.
 */
export const jobRoutes = new Hono<AppEnv>().get("/:id", async (c) => {
  const job = await findTeamJob(c.var.db, c.var.caller.teamId, c.req.param("id"));
  if (!job) throw notFound("Job not found");
  // Not started yet: its Durable Object has no state until the first update.
  const state = (await jobStub(c.env, job.id).read()) ?? { id: job.id, type: job.type, status: "queued" as const, progress: 0, result: undefined, error: null };
  return c.json({ id: state.id, type: state.type, status: state.status, progress: state.progress, result: state.result ?? null, error: state.error ?? null });
});
