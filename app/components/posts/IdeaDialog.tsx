import { useEffect, useRef, useState } from "react";
import { FieldError } from "~/components/FieldError";
import { Modal, ModalActions } from "~/components/Modal";
import type { PostSummary } from "~/lib/api";
import { apiCall, messageOf } from "~/lib/api.client";
import { onSubmitted } from "~/lib/form-events";
import { useMutation } from "~/lib/use-mutation";
import { POST_TYPE_LABEL, type PostType } from "~/spec/material";

/**
 * An idea card: the calendar had too little of the member's material for this post, so it asks
 * one question. The answer writes the draft (in the member's words, shaped as the card's post
 * type); the editor then opens on it to review and schedule.
 */
export function IdeaDialog({ post, onClose, onWritten }: { post: PostSummary; onClose(): void; onWritten(post: PostSummary): void }) {
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const idea = post.idea!;
  const type = POST_TYPE_LABEL[(post.postType ?? "story") as PostType] ?? "Post";

  const writing = useMutation(() => apiCall((api) => api.api.ideas[":id"].answer.$post({ param: { id: post.id }, json: { answer } }), { toast: false }), {
    onSuccess: (written) => onWritten(written as PostSummary),
    onError: (err) => setError(messageOf(err, "We couldn't write the draft. Please try again.")),
  });
  const busy = writing.busy;

  function write() {
    if (!answer.trim()) return setError("Write your answer first.");
    setError(null);
    void writing.run();
  }

  return (
    <Modal title="Answer to write this post" onClose={onClose}>
      <form className="idea-dialog" noValidate onSubmit={onSubmitted(write)}>
        <p className="idea-dialog__kind muted">
          Idea · {type} · {post.title}
        </p>
        {post.content ? (
          <blockquote className="idea-dialog__said">
            <span className="muted">You said:</span> {post.content}
          </blockquote>
        ) : null}
        {idea.hook && !post.content.includes(idea.hook) ? (
          <p className="idea-dialog__hook">
            <span className="muted">A way to open it:</span> {idea.hook}
          </p>
        ) : null}
        <label className="field">
          <span className="field__label">{idea.question}</span>
          <textarea
            ref={field}
            rows={6}
            value={answer}
            maxLength={4000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "idea-answer-error" : "idea-answer-hint"}
            onChange={(e) => setAnswer(e.target.value)}
          />
        </label>
        <p id="idea-answer-hint" className="muted">
          Two or three sentences in your own words, with one detail (a number, a name, a moment). Your draft uses only what you write here.
        </p>
        <FieldError id="idea-answer-error" message={error} />
        <ModalActions onCancel={onClose} label="Write the draft" busyLabel="Writing…" busy={busy} />
      </form>
    </Modal>
  );
}
