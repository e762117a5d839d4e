import { useState } from "react";

/**
 * Starts connecting a LinkedIn account; stays busy while the browser heads to LinkedIn. The API
 * client loads on the click: the button sits in /posts' and /calendar's first-load JavaScript.
 */
export function ConnectLinkedInButton({ label = "Connect LinkedIn", busyLabel = label }: { label?: string; busyLabel?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await import("~/lib/posts.client").then((m) => m.connectLinkedIn()).catch(() => setBusy(false));
      }}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
