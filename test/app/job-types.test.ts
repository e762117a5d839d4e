/**
 * GET /api/jobs/{id} as the app's typed client has it (`hc<ApiApp>`, app/lib/api.ts): one variant
 * per job kind, each with its kind's result, so a screen that narrows on `type` reads the result
 * typed (the calendar's stages: CalendarJobResult). Checked by the type check; the runtime part
 * is the vocabulary the screens poll with.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Job } from "~/lib/api";
import { type CalendarJobResult, isJobEnded, JOB_STATUSES, type JobStatus, type JobType } from "~/spec/jobs";

describe("a job in the typed client", () => {
  it("is one variant per kind, each with its own result", () => {
    expectTypeOf<Job["type"]>().toEqualTypeOf<JobType>();
    expectTypeOf<Job["status"]>().toEqualTypeOf<JobStatus>();
    expectTypeOf<Extract<Job, { type: "generate-calendar" }>["result"]>().toEqualTypeOf<CalendarJobResult | null>();
    expectTypeOf<Extract<Job, { type: "publish" }>["result"]>().toEqualTypeOf<{ urn?: string | undefined } | null>();
  });

  it("has ended in exactly the end states, never while queued or running", () => {
    expect(JOB_STATUSES.filter((status) => isJobEnded(status))).toEqual(["completed", "cancelled", "failed", "unknown"]);
  });
});
