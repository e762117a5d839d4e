/** How the queue runs a calendar job (generate-calendar.ts is the job itself; worker/onboarding/generate.ts does the work). */
import { generateCalendar, giveUpCalendar } from "../../onboarding/generate";
import { defineJobKind } from "../kind";
import { generateCalendarKind } from "./generate-calendar";

export const generateCalendarHandler = defineJobKind({
  ...generateCalendarKind,
  handle: (env, message, log) => generateCalendar(env, message, log),
  deadLetter: (env, message) => giveUpCalendar(env, message),
});
