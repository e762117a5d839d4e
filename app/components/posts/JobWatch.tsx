import { useJobWatch } from "~/lib/use-job-watch";

/** A publish job being followed (usePostDialogs renders one per job); nothing on screen but its toasts. */
export function JobWatch({ jobId, onEnded }: { jobId: string; onEnded(jobId: string): void }) {
  useJobWatch(jobId, onEnded);
  return null;
}
