import { Modal } from "~/components/Modal";
import type { PostSummary } from "~/lib/api";
import { duplicatePost } from "~/lib/posts.client";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { numbersLine } from "~/spec/analytics";
import { DOCUMENT_LIMITS, DOCUMENT_TEXT } from "~/spec/documents";
import { linkedinPostUrl, publishedLabel } from "~/spec/post-filters";
import { Avatar } from "../Avatar";
import { AttachedImages } from "./AttachedImages";
import { DocumentPages } from "./DocumentPages";
import { FirstCommentStatus } from "./FirstCommentStatus";
import { PostHistory } from "./PostHistory";

/**
 * A published post, read-only (issue 24 item 5): LinkedIn has it, so it can't be edited here.
 * Its text, images, accounts, when it went out, a link to it on LinkedIn, its publishing history,
 * and "Duplicate as a new draft", which opens the copy in the editor.
 */
export function PublishedPostDialog({
  post,
  timeZone,
  linkedinWeb,
  onClose,
  onDuplicated,
}: {
  post: PostSummary;
  timeZone: string;
  linkedinWeb?: string;
  onClose(): void;
  onDuplicated(copy: PostSummary): void;
}) {
  const duplicating = useMutation(() => duplicatePost(post.id), {
    onSuccess: (copy) => {
      notify.success("Duplicated as a new draft");
      onDuplicated(copy);
    },
  });
  return (
    <Modal title="Published post" onClose={onClose} wide>
      <p className="post-card__meta muted">
        {post.apps.map((a) => (
          <span key={a.id} className="post-card__apps">
            <Avatar name={a.name} src={a.avatar} size={20} /> {a.name}
          </span>
        ))}
        <time dateTime={post.publishedAt ?? undefined}>{publishedLabel(post.publishedAt, timeZone)}</time>
      </p>
      {numbersLine(post.numbers) ? (
        <p className="muted" title="Numbers on LinkedIn">
          {numbersLine(post.numbers)}
        </p>
      ) : null}
      <p className="published-post__content">{post.content}</p>
      {post.document ? (
        <section className="doc-field" aria-label={`Document: ${post.document.title}`}>
          <p>
            <strong>{post.document.title}</strong> · {DOCUMENT_TEXT.pages(post.document.pages)}
          </p>
          <DocumentPages
            url={post.document.url}
            title={post.document.title}
            count={Math.min(DOCUMENT_LIMITS.thumbnails, Math.max(1, post.document.pages))}
            width={96}
          />
        </section>
      ) : null}
      <AttachedImages attachments={post.attachments} className="published-post__images" />
      {post.firstComment ? (
        <section className="published-post__first-comment" aria-label="First comment">
          <h3 className="field__label">First comment</h3>
          <p className="published-post__content">{post.firstComment.text}</p>
          <FirstCommentStatus post={post} />
        </section>
      ) : null}
      <PostHistory postId={post.id} timeZone={timeZone} />
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose} disabled={duplicating.busy}>
          Close
        </button>
        {post.urn ? (
          <a className="button" href={linkedinPostUrl(post.urn, linkedinWeb)} target="_blank" rel="noopener noreferrer">
            View on LinkedIn
          </a>
        ) : null}
        <button type="button" className="button button--primary" onClick={() => void duplicating.run()} disabled={duplicating.busy}>
          {duplicating.busy ? "Duplicating…" : "Duplicate as a new draft"}
        </button>
      </div>
    </Modal>
  );
}
