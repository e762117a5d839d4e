/**
 * The job kinds against the one vocabulary of app/spec/jobs.ts (issue 23): the registry, the jobs
 * table and each kind's end states say what JOB_TYPES and JOB_END_STATES say, so no list drifts.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isJobEnded, JOB_END_STATES, JOB_STATUSES, JOB_TYPES } from "../../app/spec/jobs";
import { jobs } from "../../worker/db/schema";
import { jobHandle } from "../../worker/jobs/lifecycle";
import { JOB_KINDS } from "../../worker/jobs/registry";

describe("job kinds", () => {
  it("the registry has one kind for each of JOB_TYPES and no other; the jobs table's type is the same list", () => {
    expect(Object.keys(JOB_KINDS).sort()).toEqual([...JOB_TYPES].sort());
    for (const [type, kind] of Object.entries(JOB_KINDS)) expect(kind.type).toBe(type);
    expect(jobs.type.enumValues).toEqual([...JOB_TYPES]);
  });

  it("each kind's end states are end states the Job object keeps: once there, a late update changes nothing", async () => {
    for (const kind of Object.values(JOB_KINDS)) {
      expect(kind.endStates.length).toBeGreaterThan(0);
      for (const end of kind.endStates) {
        expect(JOB_END_STATES.has(end)).toBe(true);
        const job = jobHandle(env, kind, `ends-${kind.type}-${end}-${crypto.randomUUID()}`);
        await job.update({ status: "running", progress: 40 });
        expect(await job.update({ status: end, progress: 100 })).toMatchObject({ type: kind.type, status: end, progress: 100 });
        // A late retry or a duplicate delivery must not reopen it.
        expect(await job.update({ status: "running", progress: 10 })).toMatchObject({ status: end, progress: 100 });
      }
    }
  });

  it("the states before an end are not ended: the Job object moves on from them", async () => {
    const before = JOB_STATUSES.filter((status) => !isJobEnded(status));
    expect(before).toEqual(["queued", "running"]);
    for (const status of before) {
      const job = jobHandle(env, JOB_KINDS.publish, `moves-${status}-${crypto.randomUUID()}`);
      await job.update({ status, progress: 20 });
      expect(await job.update({ status: "completed", progress: 100 })).toMatchObject({ status: "completed" });
    }
  });
});
