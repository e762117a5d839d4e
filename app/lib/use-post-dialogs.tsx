import { useRevalidator } from "@remix-run/react";
import { lazy, Suspense, useCallback, useState } from "react";
import type { BestTimes } from "~/spec/best-times";
import type { AppSummary, PostSummary } from "./api";
import { useCreateParam } from "./use-create-param";

// Loaded when first opened, not with the page (issue 15: first-load JavaScript): the editor, its
// templates, drop-zone and stock search are most of a screen's code.
const PostDialog = lazy(() => import("~/components/posts/PostDialog").then((m) => ({ default: m.PostDialog })));
const DeletePostDialog = lazy(() => import("~/components/posts/DeletePostDialog").then((m) => ({ default: m.DeletePostDialog })));
const IdeaDialog = lazy(() => import("~/components/posts/IdeaDialog").then((m) => ({ default: m.IdeaDialog })));
const ConnectPrompt = lazy(() => import("~/components/posts/ConnectPrompt").then((m) => ({ default: m.ConnectPrompt })));
const PublishedPostDialog = lazy(() => import("~/components/posts/PublishedPostDialog").then((m) => ({ default: m.PublishedPostDialog })));
// Loaded with the first job to follow, after a save.
const JobWatch = lazy(() => import("~/components/posts/JobWatch").then((m) => ({ default: m.JobWatch })));

/** Which of a screen's post dialogs is open: /posts and /calendar open the same ones. */
export type PostDialogState =
  | { kind: "create"; date?: string }
  /** Recreate Post: a post from the feed (or trends) as the reference. */
  | { kind: "recreate"; reference: string }
  | { kind: "edit" | "publish"; post: PostSummary }
  | { kind: "delete"; postId: string }
  | { kind: "connect" }
  | null;

/**
 * The post dialogs of a screen (create, recreate, edit, publish, delete, connect), their state and what
 * happens after each: `open` opens one, `dialogs` renders the open one. The top bar's Create Post
 * (?create=1) opens the create dialog here. A save that published follows its job (JobWatch).
 */
export function usePostDialogs({
  linkedinWeb,
  ...shared
}: {
  apps: AppSummary[];
  /** The best times (GET /api/best-times) and where they come from. */
  slots: BestTimes;
  timeZone: string;
  today: string;
  /** LinkedIn's web host for a published post's "View on LinkedIn" (GET /api/posts' linkedinWeb; linkedin.com without it). */
  linkedinWeb?: string;
}) {
  const revalidator = useRevalidator();
  const [dialog, open] = useState<PostDialogState>(null);
  const close = useCallback(() => open(null), []);
  // The publish jobs saves started: each is followed until it ends (a failure says why), then the page reloads.
  const [jobs, setJobs] = useState<string[]>([]);
  const jobEnded = useCallback((jobId: string) => setJobs((all) => all.filter((id) => id !== jobId)), []);
  /** Once the post dialog saved: close it, reload, follow the job. */
  const afterSave = useCallback(
    (jobId?: string) => {
      close();
      revalidator.revalidate();
      if (jobId) setJobs((all) => (all.includes(jobId) ? all : [...all, jobId]));
    },
    [close, revalidator],
  );
  useCreateParam(useCallback(() => open({ kind: "create" }), []));
  const props = { ...shared, onClose: close, onSaved: afterSave, onNeedsConnect: () => open({ kind: "connect" }) };

  const dialogs = (
    <>
      <Suspense fallback={null}>
        {dialog?.kind === "create" ? <PostDialog mode="create" date={dialog.date} {...props} /> : null}
        {dialog?.kind === "recreate" ? <PostDialog mode="recreate" recreateFrom={dialog.reference} {...props} /> : null}
        {(dialog?.kind === "edit" || dialog?.kind === "publish") && dialog.post.idea ? (
          // An idea card has no draft yet: its question first, then the editor on the draft it wrote.
          <IdeaDialog post={dialog.post} onClose={close} onWritten={(post) => (revalidator.revalidate(), open({ kind: "edit", post }))} />
        ) : null}
        {(dialog?.kind === "edit" || dialog?.kind === "publish") && dialog.post.status === "published" ? (
          // LinkedIn has it: read-only, with its link, its history and "Duplicate as a new draft" (opens the copy here).
          <PublishedPostDialog
            post={dialog.post}
            timeZone={shared.timeZone}
            linkedinWeb={linkedinWeb}
            onClose={close}
            onDuplicated={(post) => (revalidator.revalidate(), open({ kind: "edit", post }))}
          />
        ) : null}
        {(dialog?.kind === "edit" || dialog?.kind === "publish") && !dialog.post.idea && dialog.post.status !== "published" ? (
          <PostDialog mode={dialog.kind} post={dialog.post} {...props} />
        ) : null}
        {dialog?.kind === "delete" ? <DeletePostDialog postId={dialog.postId} onClose={close} onDeleted={() => (close(), revalidator.revalidate())} /> : null}
        {dialog?.kind === "connect" ? <ConnectPrompt onClose={close} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {jobs.map((jobId) => (
          <JobWatch key={jobId} jobId={jobId} onEnded={jobEnded} />
        ))}
      </Suspense>
    </>
  );
  return { open, dialogs };
}
