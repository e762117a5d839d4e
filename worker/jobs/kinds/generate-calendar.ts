/** Generating a month of draft posts from the onboarding profile (worker/onboarding/generate.ts does the work). */
import { z } from "zod";
import { readConfig } from "../../config";
import { type GenerateCalendarMessage, generateCalendar, giveUpCalendar } from "../../onboarding/generate";
import { defineJobKind } from "../kind";

export const generateCalendarMessage = z.object({
  type: z.literal("generate-calendar"),
  jobId: z.string(),
  teamId: z.string(),
  userId: z.string(),
  timeZone: z.string(),
  requestedAt: z.number(),
});

export const generateCalendarKind = defineJobKind<GenerateCalendarMessage>({
  type: "generate-calendar",
  message: generateCalendarMessage,
  // Its own queue: a member watching the progress screen never waits behind a batch of publishes.
  queue: (env) => env.CALENDAR_JOBS,
  endStates: ["completed", "failed"],
  retry: { maxDelaySeconds: (env) => readConfig(env).JOB_RETRY_MAX_DELAY_SECONDS },
  handle: (env, message, log) => generateCalendar(env, message, log),
  deadLetter: (env, message) => giveUpCalendar(env, message),
});
