import { Modal, ModalActions } from "~/components/Modal";
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
      <ModalActions onCancel={onClose} label="Yes, Delete" busyLabel="Deleting…" busy={removing.busy} tone="danger" onConfirm={() => void removing.run()} />
    </Modal>
  );
}
