/**
 * Starting the content calendar from a screen (/personalize, the interview's end): the state the
 * progress screen shows. Not a .client module: the hook runs in the server render too (Remix
 * empties *.client modules there); the call itself only ever runs in the browser.
 */
import { useCallback, useRef, useState } from "react";
import { TEXT } from "~/spec/texts";
import { ApiCallError } from "./api.client";
import { startCalendar } from "./onboarding.client";

/** Where the calendar's start stands; `attempt` tells one try from the next (a new progress screen each). */
export type CalendarStart =
  | { status: "idle"; attempt: number }
  /** Asked, no answer yet: the progress screen already runs, on its timer. */
  | { status: "pending"; attempt: number }
  | { status: "started"; attempt: number; jobId: string }
  /** Answered 2xx without a job id: the timer runs to its end, then the calendar. */
  | { status: "untracked"; attempt: number }
  | { status: "failed"; attempt: number; reason: string };

/**
 * Starts the calendar (after `before`, such as saving the interview) and follows the answer.
 * An answer that comes after a newer try is dropped.
 */
export function useCalendarStart() {
  const [start, setStart] = useState<CalendarStart>({ status: "idle", attempt: 0 });
  const attempts = useRef(0);
  const begin = useCallback(async (before?: () => Promise<unknown>) => {
    const attempt = ++attempts.current;
    setStart({ status: "pending", attempt });
    try {
      await before?.();
      const jobId = await startCalendar();
      if (attempt !== attempts.current) return;
      setStart(jobId ? { status: "started", attempt, jobId } : { status: "untracked", attempt });
    } catch (err) {
      if (attempt !== attempts.current) return;
      setStart({ status: "failed", attempt, reason: err instanceof ApiCallError ? err.message : TEXT.errors.calendarGeneration });
    }
  }, []);
  return { start, begin };
}
