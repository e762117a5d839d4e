import type { JobType } from "../../app/spec/jobs";
import type { Db } from "./client";
import { jobs } from "./schema";
import { findTeamRow } from "./team-rows";

type NewJob = { id: string; teamId: string; type: JobType; postId?: string };

/** Jobs' owner records; ON CONFLICT DO NOTHING, so a second sweep of the same due post adds nothing. */
export async function recordJobs(db: Db, list: NewJob[]) {
  // Four bound values a row, and D1 allows 100 a statement.
  for (let i = 0; i < list.length; i += 20) {
    const rows = list.slice(i, i + 20).map((job) => ({ ...job, postId: job.postId ?? null }));
    await db.insert(jobs).values(rows).onConflictDoNothing();
  }
}

export async function findTeamJob(db: Db, teamId: string, id: string) {
  return findTeamRow(db, jobs, teamId, id);
}
