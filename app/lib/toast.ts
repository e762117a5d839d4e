/**
 * Toasts with the spec's durations (§9): success 2 s, error 4 s, blank 4 s, loading until dismissed. sonner (10 KB gzip) is
 * in no screen's first load: root.tsx mounts its Toaster right after hydration (components/Toasts),
 * and a toast raised before it listens waits for it (sonner drops toasts raised before then).
 */
import type { toast as sonnerToast } from "sonner";
import { TOAST } from "~/spec/limits";

type Toast = typeof sonnerToast;

let listening: Toast | null = null;
const waiting: Array<(toast: Toast) => void> = [];

/** The Toaster is mounted and listening: the toasts raised until now are shown, in order. */
export function toasterListening(toast: Toast) {
  listening = toast;
  for (const raise of waiting.splice(0)) raise(toast);
}

function raise(show: (toast: Toast) => void) {
  if (listening) show(listening);
  else waiting.push(show);
}

export const notify = {
  success: (message: string) => raise((t) => t.success(message, { duration: TOAST.successMs })),
  error: (message: string) => raise((t) => t.error(message, { duration: TOAST.errorMs })),
  message: (message: string) => raise((t) => t(message, { duration: TOAST.blankMs })),
  loading: (message: string) => raise((t) => t.loading(message, { duration: TOAST.loadingMs })),
  /** A success that offers an action (the review's Undo) for as long as it stays. */
  successWithAction: (message: string, action: { label: string; onClick(): void }, durationMs: number) =>
    raise((t) => t.success(message, { duration: durationMs, action })),
};
