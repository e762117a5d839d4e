import { leavingPage, useMutation } from "~/lib/use-mutation";

/**
 * Starts connecting a LinkedIn account; stays busy while the browser heads to LinkedIn. The API
 * client loads on the click: the button sits in /posts' and /calendar's first-load JavaScript.
 */
export function ConnectLinkedInButton({ label = "Connect LinkedIn", busyLabel = label }: { label?: string; busyLabel?: string }) {
  const connect = useMutation(async () => {
    await import("~/lib/posts.client").then((m) => m.connectLinkedIn());
    return leavingPage();
  });
  return (
    <button type="button" className="button button--primary" disabled={connect.busy} onClick={() => void connect.run()}>
      {connect.busy ? busyLabel : label}
    </button>
  );
}
