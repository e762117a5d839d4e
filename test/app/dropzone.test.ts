import type { FileRejection } from "react-dropzone";
import { describe, expect, it } from "vitest";
import { dropzoneRules, sortDrop } from "~/lib/dropzone";

const file = (name: string, type = "image/png", size = 100) => new File([new Uint8Array(size)], name, { type });

describe("drop-zone rules", () => {
  it("accepts png, jpg and jpeg only, multiple at once, no minimum size", () => {
    const rules = dropzoneRules(0);
    expect(rules.accept).toEqual({ "image/png": [".png"], "image/jpeg": [".jpg", ".jpeg"] });
    expect(rules.multiple).toBe(true);
    expect(rules.minSize).toBe(0);
  });

  it("allows at most 10 images in total", () => {
    expect(dropzoneRules(0).maxFiles).toBe(10);
    expect(dropzoneRules(7).maxFiles).toBe(3);
    expect(dropzoneRules(10)).toMatchObject({ maxFiles: 0, disabled: true });
    expect(dropzoneRules(12)).toMatchObject({ maxFiles: 0, disabled: true });
  });

  it("ignores .DS_Store and Thumbs.db whether accepted or rejected", () => {
    const rejection = (f: File, code: string, message: string) => ({ file: f, errors: [{ code, message }] }) as unknown as FileRejection;
    const outcome = sortDrop(
      [file("a.png"), file(".DS_Store"), file("b.jpg", "image/jpeg")],
      [
        rejection(file("Thumbs.db", ""), "file-invalid-type", "File type must be one of image/png, .png, image/jpeg, .jpg, .jpeg"),
        rejection(file("c.gif", "image/gif"), "file-invalid-type", "File type must be one of image/png, .png, image/jpeg, .jpg, .jpeg"),
      ],
    );
    expect(outcome.files.map((f) => f.name)).toEqual(["a.png", "b.jpg"]);
    expect(outcome.problems).toEqual([
      { name: "c.gif", code: "file-invalid-type", message: "File type must be one of image/png, .png, image/jpeg, .jpg, .jpeg" },
    ]);
  });
});
