import { type ReactNode, useEffect, useRef } from "react";
import { DialogToasts } from "./Toasts";

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and focus goes
 * back where it was when it closes. Toasts raised while it is open show inside it (lib/toast).
 */
export function Modal({ title, onClose, children, wide = false }: { title: string; onClose(): void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    // Its buttons answer from here on: a dialog the server drew (?create=1) waits for its code first.
    if (dialog) dialog.dataset.ready = "";
    return () => opener?.focus?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? "modal modal--wide" : "modal"}
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="modal__header">
        <h2>{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      {children}
      <DialogToasts />
    </dialog>
  );
}

/**
 * The row every dialog ends with: Cancel, then the one action it exists for. Without onConfirm
 * the action submits the dialog's form. Cancel waits while the action runs, so its answer is
 * not lost behind a closed dialog.
 */
export function ModalActions({
  onCancel,
  label,
  busyLabel = label,
  busy = false,
  disabled = false,
  tone = "primary",
  onConfirm,
}: {
  onCancel(): void;
  label: string;
  busyLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  tone?: "primary" | "danger";
  onConfirm?: () => void;
}) {
  return (
    <div className="modal__actions">
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type={onConfirm ? "button" : "submit"} className={`button button--${tone}`} disabled={busy || disabled} onClick={onConfirm}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
