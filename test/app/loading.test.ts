import { describe, expect, it } from "vitest";
import { initialLoadingState, loadingReducer } from "~/lib/loading";

describe("global loading indicator", () => {
  it("is off by default with 'Loading...' and progress 0", () => {
    expect(initialLoadingState).toEqual({ isLoading: false, loadingMessage: "Loading...", loadingProgress: 0 });
  });

  it("switching it on resets progress to 0 and keeps the message", () => {
    let s = loadingReducer(initialLoadingState, { type: "set-message", message: "Publishing..." });
    s = loadingReducer(s, { type: "set-progress", progress: 70 });
    s = loadingReducer(s, { type: "set-loading", isLoading: true });
    expect(s).toEqual({ isLoading: true, loadingMessage: "Publishing...", loadingProgress: 0 });
  });

  it("message and progress are set on their own; off leaves them", () => {
    let s = loadingReducer(initialLoadingState, { type: "set-loading", isLoading: true });
    s = loadingReducer(s, { type: "set-progress", progress: 40 });
    expect(s.loadingMessage).toBe("Loading...");
    s = loadingReducer(s, { type: "set-message", message: "Almost there" });
    expect(s.loadingProgress).toBe(40);
    s = loadingReducer(s, { type: "set-loading", isLoading: false });
    expect(s).toEqual({ isLoading: false, loadingMessage: "Almost there", loadingProgress: 40 });
  });

  it("keeps progress within 0 to 100", () => {
    expect(loadingReducer(initialLoadingState, { type: "set-progress", progress: 140 }).loadingProgress).toBe(100);
    expect(loadingReducer(initialLoadingState, { type: "set-progress", progress: -3 }).loadingProgress).toBe(0);
  });
});
