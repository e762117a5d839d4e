import { useEffect, useRef, useState } from "react";
import { ModalActions } from "~/components/Modal";
import { USERNAME_HELP } from "~/spec/limits";

/**
 * Explains where the username is, counts down 10 steps of 1.5 s, then opens LinkedIn's own
 * profile page in a new tab so the member can copy it (spec §2, §9).
 */
export function UsernameHelpModal({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState(0);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  useEffect(() => {
    if (step >= USERNAME_HELP.steps) {
      window.open(USERNAME_HELP.linkedinUrl, "_blank", "noopener,noreferrer");
      onClose();
      return;
    }
    const timer = setTimeout(() => setStep((s) => s + 1), USERNAME_HELP.stepMs);
    return () => clearTimeout(timer);
  }, [step, onClose]);

  const secondsLeft = Math.ceil(((USERNAME_HELP.steps - step) * USERNAME_HELP.stepMs) / 1000);
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="username-help-title" onClose={onClose} onCancel={onClose}>
      <h2 id="username-help-title">Finding your LinkedIn username</h2>
      <ol className="help-steps">
        <li>
          On LinkedIn, click <strong>Me</strong>, then <strong>View profile</strong>.
        </li>
        <li>
          Look at the address bar:{" "}
          <code>
            linkedin.com/in/<mark>your-username</mark>
          </code>
          .
        </li>
        <li>
          Copy the part after <code>/in/</code> (or paste the whole address here).
        </li>
      </ol>
      <p className="muted" aria-live="polite">
        Opening LinkedIn in {secondsLeft} s…
      </p>
      <progress max={USERNAME_HELP.steps} value={step} aria-label="Countdown to opening LinkedIn" />
      <ModalActions onCancel={onClose} label="Open LinkedIn now" onConfirm={() => setStep(USERNAME_HELP.steps)} />
    </dialog>
  );
}
