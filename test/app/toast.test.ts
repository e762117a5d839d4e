import type { toast as sonnerToast } from "sonner";
import { describe, expect, it } from "vitest";
import { notify, openToastLayer, toasterListening } from "~/lib/toast";

type Options = { id: string; toasterId?: string; duration: number; action?: unknown; onDismiss(): void; onAutoClose(): void };
const calls: Array<[string, string, Options]> = [];
const toast = Object.assign((m: string, o: Options) => calls.push(["blank", m, o]), {
  success: (m: string, o: Options) => calls.push(["success", m, o]),
  error: (m: string, o: Options) => calls.push(["error", m, o]),
  loading: (m: string, o: Options) => calls.push(["loading", m, o]),
}) as unknown as typeof sonnerToast;

const shown = () => calls.splice(0).map(([kind, message, o]) => ({ kind, message, duration: o.duration, toaster: o.toasterId ?? "page", id: o.id }));

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
    expect(calls[4][2].action).toEqual({ label: "Undo", onClick: undo });
    expect(shown().map(({ id, ...rest }) => rest)).toEqual([
      { kind: "success", message: "success", duration: 2000, toaster: "page" },
      { kind: "error", message: "can't delete post", duration: 4000, toaster: "page" },
      { kind: "blank", message: "Heads up", duration: 4000, toaster: "page" },
      { kind: "loading", message: "Publishing", duration: Number.POSITIVE_INFINITY, toaster: "page" },
      { kind: "success", message: "2 posts scheduled", duration: 10_000, toaster: "page" },
    ]);
  });

  it("while a dialog is open its toaster shows them; when it closes, what it still shows moves beneath as the same toast, and what went stays gone", () => {
    toasterListening(toast);
    const closeEditor = openToastLayer("editor");
    notify.error("Upload failed");
    notify.error("That file is too large");
    notify.success("Saved");
    const [failed, tooLarge, saved] = calls.map(([, , options]) => options);
    expect(shown().map((t) => t.toaster)).toEqual(["editor", "editor", "editor"]);
    // The member closes one; another times out.
    tooLarge.onDismiss();
    saved.onAutoClose();
    // A dialog over the editor shows its own; closing it moves that one into the editor.
    const closeMention = openToastLayer("mention");
    notify.message("No one found");
    expect(shown().map((t) => t.toaster)).toEqual(["mention"]);
    closeMention();
    expect(shown().map((t) => [t.message, t.toaster])).toEqual([["No one found", "editor"]]);
    closeEditor();
    const moved = shown();
    expect(moved.map((t) => [t.message, t.toaster])).toEqual([
      ["Upload failed", "page"],
      ["No one found", "page"],
    ]);
    // The same id: sonner updates the toast on screen instead of adding a second one.
    expect(moved[0].id).toBe(failed.id);
    notify.success("After");
    expect(shown().map((t) => t.toaster)).toEqual(["page"]);
  });
});
