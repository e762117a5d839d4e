/**
 * The LinkedIn preview's pure parts (issue 26 item 5): where the text folds behind "…see more" on
 * desktop and on a phone, and how many images show in which of LinkedIn's layouts.
 */
import { describe, expect, it } from "vitest";
import { asRead, foldAt } from "../../app/components/posts/LinkedInPreview";
import { imageLayout } from "../../app/components/posts/PreviewImages";
import { FOLD_CHARS, FOLD_CHARS_MOBILE, FOLD_LINES, FOLD_LINES_MOBILE } from "../../app/spec/linkedin";

describe("the fold", () => {
  const long = "word ".repeat(100);

  it("folds a long line at LinkedIn's character cut-off: 210 on desktop, shorter on a phone", () => {
    expect(FOLD_CHARS).toBe(210);
    expect(FOLD_CHARS_MOBILE).toBe(140);
    expect(foldAt(long)).toBe(FOLD_CHARS);
    expect(foldAt(long, "desktop")).toBe(FOLD_CHARS);
    expect(foldAt(long, "mobile")).toBe(FOLD_CHARS_MOBILE);
  });

  it("folds at the end of the last line shown, when the lines run out before the characters", () => {
    const lines = ["one", "two", "three", "four", "five"].join("\n");
    expect(lines.slice(0, foldAt(lines, "desktop"))).toBe(lines.split("\n").slice(0, FOLD_LINES).join("\n"));
    expect(lines.slice(0, foldAt(lines, "mobile"))).toBe(lines.split("\n").slice(0, FOLD_LINES_MOBILE).join("\n"));
  });

  it("folds at whichever comes first: three lines on desktop, the characters on a phone", () => {
    const text = `${"a".repeat(150)}\nb\nc\nd`;
    expect(foldAt(text, "desktop")).toBe(text.indexOf("\nd"));
    expect(foldAt(text, "mobile")).toBe(FOLD_CHARS_MOBILE);
  });

  it("does not fold a text that fits on either", () => {
    const short = "Short and sweet.\nTwo lines.";
    expect(foldAt(short, "desktop")).toBe(short.length);
    expect(foldAt(short, "mobile")).toBe(short.length);
    const fitsDesktopOnly = "x".repeat(180);
    expect(foldAt(fitsDesktopOnly, "desktop")).toBe(180);
    expect(foldAt(fitsDesktopOnly, "mobile")).toBe(FOLD_CHARS_MOBILE);
  });
});

describe("the images' layout", () => {
  it("has none without images", () => {
    expect(imageLayout(0)).toBeNull();
  });

  it("lays out 1, 2, 3 and 4 images as LinkedIn does, every one shown", () => {
    expect(imageLayout(1)).toEqual({ layout: "one", shown: 1, more: 0 });
    expect(imageLayout(2)).toEqual({ layout: "two", shown: 2, more: 0 });
    expect(imageLayout(3)).toEqual({ layout: "three", shown: 3, more: 0 });
    expect(imageLayout(4)).toEqual({ layout: "four", shown: 4, more: 0 });
  });

  it("lays out five or more as four, with +N for the rest on the last", () => {
    expect(imageLayout(5)).toEqual({ layout: "four", shown: 4, more: 1 });
    expect(imageLayout(9)).toEqual({ layout: "four", shown: 4, more: 5 });
  });
});

describe("mentions in the preview", () => {
  it("reads each mention as the page's name, and folds the text as read", () => {
    const text = "Proud of @[Northwind Labs](urn:li:organization:1001) and @[A (B)](urn:li:organization:7) today";
    const shown = asRead(text);
    expect(shown.text).toBe("Proud of Northwind Labs and A (B) today");
    expect(shown.names.map((n) => shown.text.slice(n.start, n.end))).toEqual(["Northwind Labs", "A (B)"]);
    // A person's urn is not a mention (decision 049): it stays as typed.
    expect(asRead("@[Ann](urn:li:person:abc)").text).toBe("@[Ann](urn:li:person:abc)");
  });
});
