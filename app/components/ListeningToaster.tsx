import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { toasterListening } from "~/lib/toast";
import { TOAST } from "~/spec/limits";

/** The spec's toaster (§9: top-center, at most 350 px wide); once it listens, waiting toasts are shown. */
export default function ListeningToaster() {
  // A parent's effect runs after its children's: the Toaster has subscribed by now.
  useEffect(() => toasterListening(toast), []);
  return <Toaster position={TOAST.position} visibleToasts={TOAST.maxVisible} toastOptions={{ style: { maxWidth: TOAST.maxWidthPx } }} richColors closeButton />;
}
