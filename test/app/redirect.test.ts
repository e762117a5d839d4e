import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/spec/redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/onboarding", "/onboarding"],
    ["calendar", "/calendar"],
    ["posts", "/posts"],
    ["/invites/abc-123?x=1#top", "/invites/abc-123?x=1#top"],
    ["%2Fcalendar", "/calendar"],
  ])("accepts %s as %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "https://evil.com",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "%2F%2Fevil.com",
    "%2F%5Cevil.com",
    "https%3A%2F%2Fevil.com",
    "javascript%3Aalert(1)",
    "%252F%252Fevil.com",
    "%25252F%25252Fevil.com",
    "/%2F/evil.com",
    "/\tevil.com",
    "/%0d%0aSet-Cookie:x",
    "data:text/html,hi",
    "",
    "%E0%A4%A",
    // dot segments that resolve to a protocol-relative address (issue 9)
    "/.//evil.com",
    "/x/..//evil.com",
    "/%2e//evil.com",
    "/%2E%2E//evil.com",
    "/a/b/../..//evil.com",
    "./..//evil.com",
    "/./\\evil.com",
    "/ev\nil.com",
    "/x\r\n//evil.com",
    "\t//evil.com",
    "/%09/evil.com",
    "\\\\evil.com",
    "/\\/evil.com",
    "///evil.com",
    " //evil.com",
    "javascript://%0aalert(1)",
    "/javascript:alert(1)",
  ])("refuses %j", (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });
});
