import { beforeEach, describe, expect, it, vi } from "vitest";

const calls: Array<[string, string, { duration: number }]> = [];
vi.mock("sonner", () => {
  const toast = Object.assign((m: string, o: { duration: number }) => calls.push(["blank", m, o]), {
    success: (m: string, o: { duration: number }) => calls.push(["success", m, o]),
    error: (m: string, o: { duration: number }) => calls.push(["error", m, o]),
    loading: (m: string, o: { duration: number }) => calls.push(["loading", m, o]),
    dismiss: () => undefined,
  });
  return { toast };
});

const { notify } = await import("~/lib/toast");

describe("toasts", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("use the spec's durations: success 2 s, error 4 s, blank 4 s, loading until dismissed", () => {
    notify.success("success");
    notify.error("can't delete post");
    notify.message("Heads up");
    notify.loading("Publishing");
    expect(calls).toEqual([
      ["success", "success", { duration: 2000 }],
      ["error", "can't delete post", { duration: 4000 }],
      ["blank", "Heads up", { duration: 4000 }],
      ["loading", "Publishing", { duration: Number.POSITIVE_INFINITY }],
    ]);
  });
});
