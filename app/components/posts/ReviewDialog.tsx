import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Modal, ModalActions } from "~/components/Modal";
import type { Api, DataOf } from "~/lib/api";
import { apiCall } from "~/lib/api.client";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { REVIEW } from "~/spec/review";
import { TEXT } from "~/spec/texts";

/** The list's and its toasts' words (here, not in ~/spec/review: that module is in the pages' first load). */
const reviewTexts = {
  ideasNotListed: (n: number) =>
    n === 1
      ? "1 idea card is not listed: it has no draft until you answer its question."
      : `${n} idea cards are not listed: they have no draft until you answer their question.`,
  scheduled: (n: number) => (n === 1 ? "1 post scheduled." : `${n} posts scheduled.`),
  undone: (n: number) => (n === 1 ? "1 post is back in your drafts to review." : `${n} posts are back in your drafts to review.`),
  noneScheduled: "None of these posts could be scheduled: they changed meanwhile or their time has passed.",
  notUndone: "These posts are already being published, so they stay scheduled.",
} as const;

/**
 * '23 November, 09:00' in the member's zone, as /posts shows a planned time (PostCard's
 * scheduledLabel; not imported, so PostCard stays inside /posts' own first-load chunk).
 */
function plannedLabel(iso: string, timeZone: string) {
  const at = Date.parse(iso);
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone }).format(at);
  return `${day}, ${new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(at)}`;
}

type ReviewList = DataOf<Api["api"]["posts"]["to-review"]["$get"]>;
type Draft = ReviewList["drafts"][number];

/** A draft whose planned time has passed (or was cleared) cannot go out at it: the member picks a new one in the editor. */
const isLate = (d: Draft, now: number) => d.scheduledAt === null || Date.parse(d.scheduledAt) <= now;

/** The toast's Undo: the posts go back to drafts to review, unless publishing has already taken them. */
async function undo(ids: string[], revalidate: () => void) {
  try {
    const { unscheduled } = await apiCall((api) => api.api.posts.unschedule.$post({ json: { ids } }));
    if (unscheduled === 0) notify.error(reviewTexts.notUndone);
    else notify.success(reviewTexts.undone(unscheduled));
  } catch {
    // apiCall said what went wrong
  } finally {
    revalidate();
  }
}

/**
 * "Schedule all", reviewed: every draft to review with its planned time (in the member's zone),
 * ticked by default; the confirm schedules the ticked ones, and the toast offers Undo for 10 s.
 * Idea cards are not listed: they have no draft until their question is answered.
 */
export function ReviewDialog({ timeZone, onClose }: { timeZone: string; onClose(): void }) {
  const { revalidate } = useRevalidator();
  const [list, setList] = useState<ReviewList | null>(null);
  const [failed, setFailed] = useState(false);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [now] = useState(Date.now);

  useEffect(() => {
    let live = true;
    apiCall((api) => api.api.posts["to-review"].$get())
      .then((data) => live && setList(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const schedulable = (list?.drafts ?? []).filter((d) => !isLate(d, now));
  const chosen = schedulable.filter((d) => !unticked.has(d.id)).map((d) => d.id);
  const toggle = (id: string, on: boolean) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  const scheduling = useMutation((ids: string[]) => apiCall((api) => api.api.posts["schedule-all"].$post({ json: { ids } })).finally(revalidate), {
    onSuccess: ({ scheduled, ids }) => {
      onClose();
      if (scheduled === 0) notify.error(reviewTexts.noneScheduled);
      // This success stays 10 s with its Undo, not the spec's 2 s.
      else notify.successWithAction(reviewTexts.scheduled(scheduled), { label: "Undo", onClick: () => void undo(ids, revalidate) }, REVIEW.undoMs);
    },
    // On failure apiCall said what went wrong; the list stays open to try again.
  });
  const busy = scheduling.busy;

  const many = new Set(schedulable.flatMap((d) => d.apps.map((a) => a.id))).size > 1;

  return (
    <Modal title="Review before scheduling" onClose={onClose} wide>
      {list === null ? (
        <p className="muted" role="status">
          {failed ? "The drafts couldn't be loaded. Close this and try again." : TEXT.loading.default}
        </p>
      ) : (
        <>
          <p className="muted" id="review-help">
            Each ticked draft is scheduled at its planned time; untick the ones you want to keep as drafts.
            {list.ideas > 0 ? ` ${reviewTexts.ideasNotListed(list.ideas)}` : ""}
          </p>
          {list.drafts.length === 0 ? (
            <p role="status">Nothing left to review: these drafts were scheduled or changed meanwhile.</p>
          ) : (
            <fieldset className="review-list" aria-describedby="review-help">
              <legend className="visually-hidden">Drafts to schedule</legend>
              {list.drafts.map((d) => {
                const late = isLate(d, now);
                return (
                  <label key={d.id} className={`review-item${late ? " is-late" : ""}`}>
                    <input type="checkbox" checked={!late && !unticked.has(d.id)} disabled={late || busy} onChange={(e) => toggle(d.id, e.target.checked)} />
                    <span className="review-item__body">
                      <span className="review-item__time">
                        {late || d.scheduledAt === null ? "Its planned time has passed: open it to pick a new one" : plannedLabel(d.scheduledAt, timeZone)}
                        {many && d.apps.length ? ` · as ${d.apps.map((a) => a.name).join(", ")}` : ""}
                      </span>
                      <strong className="review-item__title">{d.title || "Untitled post"}</strong>
                      {d.excerpt ? <span className="review-item__excerpt">{d.excerpt}</span> : null}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
        </>
      )}
      <ModalActions
        onCancel={onClose}
        label={chosen.length === 1 ? "Schedule 1 post" : `Schedule ${chosen.length} posts`}
        busyLabel="Scheduling…"
        busy={busy}
        disabled={chosen.length === 0}
        onConfirm={() => void scheduling.run(chosen)}
      />
    </Modal>
  );
}
