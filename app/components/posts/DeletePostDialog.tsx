import { useState } from "react";
import { Modal } from "~/components/Modal";
import { deletePost } from "~/lib/posts.client";
import { notify } from "~/lib/toast";
import { TEXT } from "~/spec/texts";

export function DeletePostDialog({ postId, onClose, onDeleted }: { postId: string; onClose(): void; onDeleted(): void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal title="Delete Post" onClose={onClose}>
      <p>Are you sure you want to delete this post? This action cannot be undone.</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await deletePost(postId);
              notify.success(TEXT.feedback.success);
              onDeleted();
            } catch {
              notify.error(TEXT.errors.cantDelete);
              setBusy(false);
            }
          }}
        >
          {busy ? "Deleting…" : "Yes, Delete"}
        </button>
      </div>
    </Modal>
  );
}
