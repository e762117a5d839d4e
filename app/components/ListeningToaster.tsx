import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Toaster, toast } from "sonner";
import { toasterListening } from "~/lib/toast";
import { TOAST } from "~/spec/limits";

/** The open modal <dialog> on top, if any: it sits in the browser's top layer, above everything else. */
function topDialog(): HTMLDialogElement | null {
  return [...document.querySelectorAll<HTMLDialogElement>("dialog[open]")].filter((d) => d.matches(":modal")).at(-1) ?? null;
}

/**
 * The spec's toaster (§9: top-center, at most 350 px wide); once it listens, waiting toasts are
 * shown. It renders into a box of its own that moves into the open modal dialog and back out:
 * anything outside a modal <dialog> sits beneath its backdrop, dimmed and out of the pointer's
 * reach. The box moves, the Toaster stays mounted, so a toast on screen is not lost on the way.
 */
export default function ListeningToaster() {
  const [box] = useState(() => {
    const div = document.createElement("div");
    div.dataset.toastLayer = "";
    return div;
  });
  // A parent's effect runs after its children's: the Toaster has subscribed by now.
  useEffect(() => toasterListening(toast), []);
  useEffect(() => {
    const follow = () => {
      const host = topDialog() ?? document.body;
      if (box.parentElement !== host) host.appendChild(box);
    };
    follow();
    const watch = new MutationObserver(follow);
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
    return () => {
      watch.disconnect();
      box.remove();
    };
  }, [box]);
  return createPortal(
    <Toaster position={TOAST.position} visibleToasts={TOAST.maxVisible} toastOptions={{ style: { maxWidth: TOAST.maxWidthPx } }} richColors closeButton />,
    box,
  );
}
