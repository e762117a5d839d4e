/**
 * Toasts with the spec's durations (§9): success 2 s, error 4 s, blank 4 s, loading until dismissed. sonner (10 KB gzip) is
 * in no screen's first load: root.tsx mounts its Toaster right after hydration (components/Toasts),
 * and a toast raised before it listens waits for it (sonner drops toasts raised before then).
 *
 * An open modal <dialog> puts everything outside it beneath its backdrop: dimmed, and inert even
 * where it is drawn above (whatwg/html#9936). So each open dialog has a toaster of its own inside
 * it (components/DialogToasts), a layer: a toast raised while one is open shows in the top one,
 * and whatever it still shows when it closes moves to the layer beneath (a "success" raised just
 * before the dialog closes is not lost with it).
 */
import type { ExternalToast, toast as sonnerToast } from "sonner";
import { TOAST } from "~/spec/limits";

type Toast = typeof sonnerToast;
type Where = { id: string; toasterId: string | undefined; onDismiss(): void; onAutoClose(): void };
/** One toast's kind, words and duration; `where` says which toaster shows it. */
type Show = (toast: Toast, where: Where) => void;
type Layer = { toasterId: string; showing: Map<string, Show> };

let listening: Toast | null = null;
const waiting: Show[] = [];
const layers: Layer[] = [];
let raised = 0;

function show(toast: Toast, id: string, kind: Show) {
  const layer = layers.at(-1);
  const gone = () => layer?.showing.delete(id);
  layer?.showing.set(id, kind);
  kind(toast, { id, toasterId: layer?.toasterId, onDismiss: gone, onAutoClose: gone });
}

/** The Toaster is mounted and listening: the toasts raised until now are shown, in order. */
export function toasterListening(toast: Toast) {
  listening = toast;
  for (const kind of waiting.splice(0)) show(toast, `toast-${++raised}`, kind);
}

/**
 * A dialog's toaster is mounted (its `<Toaster id>`): toasts raised from now on show in it. The
 * returned function closes the layer; what it still shows moves down, same id, so it stays put.
 */
export function openToastLayer(toasterId: string): () => void {
  const layer: Layer = { toasterId, showing: new Map() };
  layers.push(layer);
  return () => {
    layers.splice(layers.indexOf(layer), 1);
    if (!listening) return;
    for (const [id, kind] of layer.showing) show(listening, id, kind);
  };
}

function raise(kind: Show) {
  if (listening) show(listening, `toast-${++raised}`, kind);
  else waiting.push(kind);
}

const options = (duration: number, where: Where, more: ExternalToast = {}): ExternalToast => ({ duration, ...where, ...more });

export const notify = {
  success: (message: string) => raise((t, where) => t.success(message, options(TOAST.successMs, where))),
  error: (message: string) => raise((t, where) => t.error(message, options(TOAST.errorMs, where))),
  message: (message: string) => raise((t, where) => t(message, options(TOAST.blankMs, where))),
  loading: (message: string) => raise((t, where) => t.loading(message, options(TOAST.loadingMs, where))),
  /** A success that offers an action (the review's Undo) for as long as it stays. */
  successWithAction: (message: string, action: { label: string; onClick(): void }, durationMs: number) =>
    raise((t, where) => t.success(message, options(durationMs, where, { action }))),
};
