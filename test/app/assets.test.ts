import { describe, expect, it } from "vitest";
import { pickerOrder, selectionNumber, toggleAsset } from "~/lib/assets";

describe("asset selection", () => {
  it("keeps the order things were picked in", () => {
    let selected: string[] = [];
    for (const id of ["c", "a", "b"]) selected = toggleAsset(selected, id);
    expect(selected).toEqual(["c", "a", "b"]);
    expect(selectionNumber(selected, "a")).toBe(2);
  });

  it("toggling off removes it and closes the gap; toggling on again puts it last", () => {
    let selected = ["c", "a", "b"];
    selected = toggleAsset(selected, "a");
    expect(selected).toEqual(["c", "b"]);
    expect(selectionNumber(selected, "a")).toBeNull();
    selected = toggleAsset(selected, "a");
    expect(selected).toEqual(["c", "b", "a"]);
  });

  it("the picker shows picked images first, numbered 1, 2, 3 in the order they were picked; the newest unpicked after", () => {
    // the library puts the newest upload first: b was added after a
    const library = [{ id: "b" }, { id: "a" }, { id: "old" }];
    let selected: string[] = [];
    for (const id of ["a", "b"]) selected = toggleAsset(selected, id);
    const shown = pickerOrder(library, selected);
    expect(shown.map((x) => x.id)).toEqual(["a", "b", "old"]);
    expect(shown.map((x) => selectionNumber(selected, x.id))).toEqual([1, 2, null]);
  });
});
