import { Modal } from "~/components/Modal";
import { ConnectLinkedInButton } from "./ConnectLinkedInButton";

/** Shown when publishing needs a LinkedIn account ('provider linkedin not found'). */
export function ConnectPrompt({ onClose }: { onClose(): void }) {
  return (
    <Modal title="Automate your Calendar" onClose={onClose}>
      <p>To publish this post and further automate your calendar, you need to connect your account first.</p>
      <div className="modal__actions">
        <ConnectLinkedInButton label="Connect LinkedIn Account" busyLabel="Opening LinkedIn…" />
      </div>
    </Modal>
  );
}
