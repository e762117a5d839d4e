import { Modal } from "~/components/Modal";
import { deletePost } from "~/lib/posts.client";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { TEXT } from "~/spec/texts";

export function DeletePostDialog({ postId, onClose, onDeleted }: { postId: string; onClose(): void; onDeleted(): void }) {
  const removing = useMutation(() => deletePost(postId), {
    onSuccess: () => {
      notify.success(TEXT.feedback.success);
      onDeleted();
    },
    onError: () => notify.error(TEXT.errors.cantDelete),
  });
  return (
    <Modal title="Delete Post" onClose={onClose}>
      <p>Are you sure you want to delete this post? This action cannot be undone.</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose} disabled={removing.busy}>
          Cancel
        </button>
        <button type="button" className="button button--danger" disabled={removing.busy} onClick={() => void removing.run()}>
          {removing.busy ? "Deleting…" : "Yes, Delete"}
        </button>
      </div>
    </Modal>
  );
}
