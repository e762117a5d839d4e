import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { isJobEnded } from "~/spec/jobs";
import { TIMINGS } from "~/spec/limits";
import { TEXT } from "~/spec/texts";
import { readJob } from "./posts.client";
import { notify } from "./toast";
import { usePoll } from "./use-poll";

/** First look soon after publishing (local publishing takes about a second), then every 10 s (spec §9). */
const FIRST_LOOK_MS = 1_500;

/**
 * Follows a publish job until it ends, then refreshes the page's data; a job that ends badly
 * says why, and so does a status that cannot be read (then it stops looking). `onEnded` once
 * either has happened. Loaded with the first job to follow (components/posts/JobWatch.tsx),
 * not with the page.
 */
export function useJobWatch(jobId: string, onEnded: (jobId: string) => void) {
  const revalidator = useRevalidator();
  const job = usePoll({
    read: () => readJob(jobId),
    until: (j) => isJobEnded(j.status),
    firstReadMs: FIRST_LOOK_MS,
    intervalMs: TIMINGS.statusPollMs,
    maxErrors: 1,
    key: jobId,
  });
  const ended = useRef(onEnded);
  ended.current = onEnded;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the job ended or could not be read
  useEffect(() => {
    if (job.done && job.value) {
      if (job.value.status === "failed" || job.value.status === "unknown") notify.error(job.value.error ?? TEXT.errors.generic);
      revalidator.revalidate();
    } else if (job.error) {
      notify.error(TEXT.errors.processStatus);
    } else return;
    ended.current(jobId);
  }, [job.done, job.error]);
}
