import { describe, expect, it } from "vitest";
import { selectionNumber, toggleAsset } from "~/lib/assets";

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
});
