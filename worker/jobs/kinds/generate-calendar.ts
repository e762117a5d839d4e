/**
 * Generating a month of draft posts from the onboarding material: the job as its producer
 * (POST /api/generate-posts, the phone call's end) and its work (worker/onboarding/generate.ts) see
 * it. How the queue runs it: generate-calendar.handler.ts.
 */
import { z } from "zod";
import { calendarJobResultSchema } from "../../../app/spec/jobs";
import { defineJobContract, jobMessage, teamOwner } from "../kind";
import { enqueue } from "../lifecycle";

export const generateCalendarMessage = jobMessage("generate-calendar", {
  teamId: z.string(),
  userId: z.string(),
  timeZone: z.string(),
  /** The month is planned from when the member asked, so a retry tomorrow plans the same month. */
  requestedAt: z.number(),
});
export type GenerateCalendarMessage = z.infer<typeof generateCalendarMessage>;

export const generateCalendarKind = defineJobContract({
  type: "generate-calendar",
  message: generateCalendarMessage,
  // Its stages and counts, as the progress screen reads them (app/spec/jobs.ts).
  result: calendarJobResultSchema,
  endStates: ["completed", "failed"],
  // Its own queue: a member watching the progress screen never waits behind a batch of publishes.
  queue: (env) => env.CALENDAR_JOBS,
  owner: teamOwner,
});

/** The producer: records the job (its owner) and queues it, asked now. */
export async function enqueueCalendar(env: Env, jobId: string, who: { teamId: string; userId: string; timeZone: string }) {
  await enqueue(env, generateCalendarKind, [{ type: "generate-calendar", jobId, ...who, requestedAt: Date.now() }]);
}
