import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { apiCall } from "~/lib/api.client";
import { notify } from "~/lib/toast";

/**
 * Drafts written by the content calendar wait for the member: this says how many, and schedules
 * all of them at their planned times in one go (one at a time is the editor's Schedule).
 */
export function ReviewBanner({ waiting }: { waiting: number }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  if (waiting === 0) return null;

  async function scheduleAll() {
    setBusy(true);
    try {
      const { scheduled } = await apiCall((api) => api.api.posts["schedule-all"].$post());
      notify.success(scheduled === 1 ? "1 post scheduled." : `${scheduled} posts scheduled.`);
      revalidator.revalidate();
    } catch {
      // apiCall said what went wrong
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="banner review-banner" role="status">
      <div>
        <strong>{waiting === 1 ? "1 draft to review" : `${waiting} drafts to review`}</strong>
        <p>
          Written for you from your onboarding answers. Nothing is published until you schedule it: open one to edit and schedule it, or schedule them all at
          their planned times.
        </p>
      </div>
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void scheduleAll()}>
        {busy ? "Scheduling…" : "Schedule all"}
      </button>
    </div>
  );
}
