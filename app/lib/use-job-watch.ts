import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { TIMINGS } from "~/spec/limits";
import { TEXT } from "~/spec/texts";
import { notify } from "./toast";

/** First look soon after publishing (local publishing takes about a second), then every 10 s (spec §9). */
const FIRST_LOOK_MS = 1_500;

/**
 * Follows a publish job until it ends, then refreshes the page's data; a job that ends badly
 * says why.
 */
export function useJobWatch() {
  const revalidator = useRevalidator();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  return useCallback(
    (jobId: string) => {
      const look = (delay: number) => {
        const timer = setTimeout(async () => {
          timers.current.delete(timer);
          try {
            // Loaded with the first look, not with the page: a job is only watched after a save.
            const { JOB_END_STATES, readJob } = await import("./posts.client");
            const job = await readJob(jobId);
            if (!JOB_END_STATES.has(job.status)) return look(TIMINGS.statusPollMs);
            if (job.status === "failed" || job.status === "unknown") notify.error(job.error ?? TEXT.errors.generic);
            revalidator.revalidate();
          } catch {
            notify.error(TEXT.errors.processStatus);
          }
        }, delay);
        timers.current.add(timer);
      };
      look(FIRST_LOOK_MS);
    },
    [revalidator],
  );
}

/** What the posts and calendar screens do once the post dialog saved: close it, reload, follow the job. */
export function useAfterSave(close: () => void) {
  const revalidator = useRevalidator();
  const watchJob = useJobWatch();
  return useCallback(
    (jobId?: string) => {
      close();
      revalidator.revalidate();
      if (jobId) watchJob(jobId);
    },
    [close, revalidator, watchJob],
  );
}
