import { useState } from "react";
import { FieldError, TextField } from "~/components/FieldError";
import { messageOf } from "~/lib/api.client";
import { onEnter } from "~/lib/form-events";
import { confirmPublished, publishPost } from "~/lib/posts.client";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { confirmPublishedSchema, passes } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";

/**
 * A post LinkedIn may or may not have (`unknown`): the member says which. "It's on LinkedIn"
 * takes the post's link; "Publish again" first says plainly that it may appear twice.
 */
export function PostInDoubt({ postId, onResolved }: { postId: string; onResolved(jobId?: string): void }) {
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirmingAgain, setConfirmingAgain] = useState(false);
  const sayWhy = (err: Error) => setError(messageOf(err, TEXT.errors.generic));
  const marking = useMutation(() => confirmPublished(postId, link), {
    onSuccess: () => {
      notify.success("Marked as published.");
      onResolved();
    },
    onError: sayWhy,
  });
  const publishing = useMutation(() => publishPost(postId, { allowDuplicate: true }), {
    onSuccess: ({ id }) => {
      notify.success(TEXT.feedback.success);
      onResolved(id);
    },
    onError: sayWhy,
  });
  const busy = marking.busy || publishing.busy;

  function markPublished() {
    if (passes(confirmPublishedSchema.shape.url, link, setError)) void marking.run();
  }

  return (
    <section className="post-in-doubt banner banner--warning" aria-labelledby="post-in-doubt-title">
      <h3 id="post-in-doubt-title">Is this post on LinkedIn?</h3>
      <p>We couldn't tell whether LinkedIn published it. Look at your LinkedIn profile, then tell us.</p>
      {/* Not a form: this sits inside the editor's form, and forms do not nest. */}
      <div className="post-in-doubt__link">
        <TextField
          label="Link to the post on LinkedIn"
          error={error}
          errorId="post-in-doubt-error"
          value={link}
          onChange={(e) => setLink(e.target.value)}
          placeholder="https://www.linkedin.com/feed/update/urn:li:share:…"
          onKeyDown={onEnter(markPublished)}
        />
        <button type="button" className="button" disabled={busy} onClick={markPublished}>
          It's on LinkedIn
        </button>
      </div>
      {confirmingAgain ? (
        <div className="post-in-doubt__again" role="alertdialog" aria-labelledby="publish-again-warning">
          <p id="publish-again-warning">
            <strong>This may put the post on LinkedIn twice.</strong> Publish again only if it isn't on your profile.
          </p>
          <button type="button" className="button button--danger" disabled={busy} onClick={() => void publishing.run()} autoFocus>
            Publish again anyway
          </button>
          <button type="button" className="button" onClick={() => setConfirmingAgain(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="button" disabled={busy} onClick={() => setConfirmingAgain(true)}>
          Publish again
        </button>
      )}
      <FieldError id="post-in-doubt-error" message={error} />
    </section>
  );
}
