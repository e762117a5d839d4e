import type { ReactNode } from "react";

/** A form's submit button: while the form's work runs it is disabled and says so ("Saving…"), so nothing is sent twice. */
export function SubmitButton({ busy, busyText, className = "button", children }: { busy: boolean; busyText: string; className?: string; children: ReactNode }) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyText : children}
    </button>
  );
}
