import { useRevalidator } from "@remix-run/react";
import type { PostSummary } from "~/lib/api";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { FIRST_COMMENT_TEXT } from "~/spec/first-comment";

/**
 * A published post's first comment, on its card and its published view (docs/decisions/047):
 * "First comment posted", on its way, or failed (or in doubt) with the reason and "Retry first
 * comment". The API client loads on the first retry, off the page's first load.
 */
export function FirstCommentStatus({ post }: { post: Pick<PostSummary, "id" | "status" | "firstComment"> }) {
  const revalidator = useRevalidator();
  const retry = useMutation(async () => (await import("~/lib/posts.client")).retryFirstComment(post.id), {
    onSuccess: () => {
      notify.success(FIRST_COMMENT_TEXT.waiting);
      revalidator.revalidate();
    },
  });
  const comment = post.firstComment;
  if (post.status !== "published" || !comment) return null;
  if (comment.status === "posted") return <p className="muted first-comment-status">✓ {FIRST_COMMENT_TEXT.posted}</p>;
  if (comment.status === "failed" || comment.status === "unknown") {
    return (
      <div className="banner banner--warning first-comment-status" role="status">
        <p>
          <strong>{comment.status === "failed" ? FIRST_COMMENT_TEXT.failed : FIRST_COMMENT_TEXT.inDoubt}.</strong> {comment.error}
        </p>
        <button type="button" className="button" onClick={() => void retry.run()} disabled={retry.busy}>
          {retry.busy ? FIRST_COMMENT_TEXT.retrying : FIRST_COMMENT_TEXT.retry}
        </button>
      </div>
    );
  }
  return <p className="muted first-comment-status">{FIRST_COMMENT_TEXT.waiting}</p>;
}
