import { useEffect, useId } from "react";
import { Toaster, toast } from "sonner";
import { openToastLayer, toasterListening } from "~/lib/toast";
import { TOAST } from "~/spec/limits";

const look = {
  position: TOAST.position,
  visibleToasts: TOAST.maxVisible,
  toastOptions: { style: { maxWidth: TOAST.maxWidthPx } },
  richColors: true,
  closeButton: true,
} as const;

/** The spec's toaster (§9: top-center, at most 350 px wide); once it listens, waiting toasts are shown. */
export default function ListeningToaster() {
  // A parent's effect runs after its children's: the Toaster has subscribed by now.
  useEffect(() => toasterListening(toast), []);
  return <Toaster {...look} />;
}

/** An open dialog's own toaster (lib/toast: layers), inside the <dialog> so its toasts are above the backdrop and can be closed. */
export function DialogToaster() {
  const id = useId();
  useEffect(() => openToastLayer(id), [id]);
  return <Toaster id={id} {...look} />;
}
