/** Plain words for a post's publishing history (the editor's History section). */
import type { AttemptSummary } from "./api";

export const RUNNER_WORDS: Record<AttemptSummary["runner"], string> = {
  "publish-now": "Publish now",
  alarm: "On schedule",
  sweep: "Scheduled check",
  retry: "Retry",
  member: "You",
};

const OUTCOME_WORDS: Record<NonNullable<AttemptSummary["outcome"]>, string> = {
  published: "Published on LinkedIn.",
  reconciled: "LinkedIn's answer was unclear, but the post is on LinkedIn.",
  retry: "Not published; we tried again.",
  "rate-limited": "LinkedIn asked us to slow down; we waited and tried again.",
  failed: "Not published.",
  unknown: "We couldn't tell whether it went out.",
  cancelled: "Stopped: another try was already on it.",
  lost: "We lost contact during this try.",
  confirmed: "Your decision.",
  reconnect: "Not published: waiting for LinkedIn to be reconnected.",
};

export function attemptWords(a: AttemptSummary): string {
  if (a.outcome === null) return "In progress…";
  const words = a.outcome === "confirmed" && a.reason ? a.reason : OUTCOME_WORDS[a.outcome];
  const why = a.reason && a.outcome !== "confirmed" && a.outcome !== "published" ? ` ${a.reason}` : "";
  return `${words}${why}`;
}
