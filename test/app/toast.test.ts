import type { toast as sonnerToast } from "sonner";
import { describe, expect, it } from "vitest";
import { notify, toasterListening } from "~/lib/toast";

const calls: Array<[string, string, unknown]> = [];
const toast = Object.assign((m: string, o: unknown) => calls.push(["blank", m, o]), {
  success: (m: string, o: unknown) => calls.push(["success", m, o]),
  error: (m: string, o: unknown) => calls.push(["error", m, o]),
  loading: (m: string, o: unknown) => calls.push(["loading", m, o]),
}) as unknown as typeof sonnerToast;

describe("toasts", () => {
  it("raised before the Toaster listens wait for it, then show in order with the spec's durations: success 2 s, error 4 s, blank 4 s, loading until dismissed", () => {
    notify.success("success");
    notify.error("can't delete post");
    expect(calls).toEqual([]);
    toasterListening(toast);
    notify.message("Heads up");
    notify.loading("Publishing");
    const undo = () => undefined;
    notify.successWithAction("2 posts scheduled", { label: "Undo", onClick: undo }, 10_000);
    expect(calls).toEqual([
      ["success", "success", { duration: 2000 }],
      ["error", "can't delete post", { duration: 4000 }],
      ["blank", "Heads up", { duration: 4000 }],
      ["loading", "Publishing", { duration: Number.POSITIVE_INFINITY }],
      ["success", "2 posts scheduled", { duration: 10_000, action: { label: "Undo", onClick: undo } }],
    ]);
  });
});
