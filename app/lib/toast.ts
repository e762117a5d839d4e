/** Toasts with the spec's durations (§9): success 2 s, error 4 s, blank 4 s, loading until dismissed. */
import { toast } from "sonner";
import { TOAST } from "~/spec/limits";

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST.successMs }),
  error: (message: string) => toast.error(message, { duration: TOAST.errorMs }),
  message: (message: string) => toast(message, { duration: TOAST.blankMs }),
  loading: (message: string) => toast.loading(message, { duration: TOAST.loadingMs }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
