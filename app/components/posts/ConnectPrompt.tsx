import { useState } from "react";
import { Modal } from "~/components/Modal";
import { connectLinkedIn } from "~/lib/posts.client";

/** Shown when publishing needs a LinkedIn account ('provider linkedin not found'). */
export function ConnectPrompt({ onClose }: { onClose(): void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal title="Automate your Calendar" onClose={onClose}>
      <p>To publish this post and further automate your calendar, you need to connect your account first.</p>
      <div className="modal__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await connectLinkedIn().catch(() => setBusy(false));
          }}
        >
          {busy ? "Opening LinkedIn…" : "Connect LinkedIn Account"}
        </button>
      </div>
    </Modal>
  );
}
