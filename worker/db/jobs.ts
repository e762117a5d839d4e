import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { jobs } from "./schema";

/** The job's owner record; INSERT OR IGNORE so a second sweep of the same due post adds nothing. */
export async function recordJob(db: Db, job: { id: string; teamId: string; type: "publish" | "generate-calendar"; postId?: string }) {
  await db.insert(jobs).values({ ...job, postId: job.postId ?? null }).onConflictDoNothing();
}

export async function findTeamJob(db: Db, teamId: string, id: string) {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.teamId, teamId))).limit(1);
  return row ?? null;
}
