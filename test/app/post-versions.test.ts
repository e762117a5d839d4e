import { describe, expect, it } from "vitest";
import { versionsOf, versionsReducer } from "~/components/posts/versions";

describe("the editor's versions (spec §4)", () => {
  it("a regeneration appends a version after the one shown and drops any later ones", () => {
    let v = versionsOf("one");
    v = versionsReducer(v, { type: "add", text: "two" });
    v = versionsReducer(v, { type: "add", text: "three" });
    expect(v).toEqual({ all: ["one", "two", "three"], index: 2 });
    v = versionsReducer(v, { type: "undo" });
    v = versionsReducer(v, { type: "undo" });
    v = versionsReducer(v, { type: "add", text: "two again" });
    expect(v).toEqual({ all: ["one", "two again"], index: 1 });
  });

  it("undo and redo stay within the versions; typing changes the one shown", () => {
    let v = versionsReducer(versionsOf("one"), { type: "undo" });
    expect(v.index).toBe(0);
    v = versionsReducer(versionsReducer(v, { type: "add", text: "two" }), { type: "redo" });
    expect(v.index).toBe(1);
    v = versionsReducer(versionsReducer(v, { type: "undo" }), { type: "edit", text: "one, edited" });
    expect(v).toEqual({ all: ["one, edited", "two"], index: 0 });
    expect(versionsReducer(v, { type: "reset", text: "new draft" })).toEqual({ all: ["new draft"], index: 0 });
  });
});
