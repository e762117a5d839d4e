import { describe, expect, it } from "vitest";
import { IMAGE_TEXT, imageDimensions, imageProblem, MAX_IMAGE_PIXELS } from "../../app/spec/uploads";
import { JPEG, jpegHeader, PNG, pngHeader } from "../worker/image-files";

describe("an image's size in pixels, from its header (LinkedIn's limit: fewer than 36,152,320)", () => {
  it("reads a PNG's IHDR, a JPEG's frame header after its metadata, and a GIF's screen", () => {
    expect(imageDimensions(PNG)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(JPEG)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(jpegHeader(4032, 3024, 20_000))).toEqual({ width: 4032, height: 3024 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xf0, 0x00, 0, 0, 0]);
    expect(imageDimensions(gif)).toEqual({ width: 320, height: 240 });
  });

  it("a header cut short, or a segment length that points past the end, is no size at all", () => {
    expect(imageDimensions(PNG.slice(0, 20))).toBeNull();
    expect(imageDimensions(jpegHeader(10, 10, 20_000).slice(0, 10_000))).toBeNull();
    expect(imageDimensions(new TextEncoder().encode("<svg width='9000'/>"))).toBeNull();
    expect(imageProblem(PNG.slice(0, 20))).toBe(IMAGE_TEXT.unreadable);
  });

  it("36,152,320 pixels is one too many; one fewer is fine", () => {
    expect(MAX_IMAGE_PIXELS).toBe(36_152_320);
    expect(imageProblem(pngHeader(36_152_320, 1))).toBe(IMAGE_TEXT.tooManyPixels(36_152_320, 1));
    expect(imageProblem(pngHeader(36_152_319, 1))).toBeNull();
    expect(imageProblem(pngHeader(8000, 6000))).toBe(IMAGE_TEXT.tooManyPixels(8000, 6000));
    expect(imageProblem(pngHeader(6000, 6000))).toBeNull();
    expect(imageProblem(jpegHeader(65_535, 65_535))).toContain("65,535 × 65,535 pixels");
  });
});
