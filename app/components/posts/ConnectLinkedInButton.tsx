import { useState } from "react";
import { connectLinkedIn } from "~/lib/posts.client";

/** Starts connecting a LinkedIn account; stays busy while the browser heads to LinkedIn. */
export function ConnectLinkedInButton({ label = "Connect LinkedIn", busyLabel = label }: { label?: string; busyLabel?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await connectLinkedIn().catch(() => setBusy(false));
      }}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
