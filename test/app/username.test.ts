import { describe, expect, it } from "vitest";
import { classifyUsername, cutTitle } from "~/spec/username";

describe("what was typed in the username field", () => {
  it.each([
    ["maya-chen", "maya-chen", "https://www.linkedin.com/in/maya-chen/"],
    ["@maya-chen", "maya-chen", "https://www.linkedin.com/in/maya-chen/"],
    ["https://www.linkedin.com/in/maya-chen/", "maya-chen", "https://www.linkedin.com/in/maya-chen/"],
    ["linkedin.com/in/maya-chen?trk=abc", "maya-chen", "https://www.linkedin.com/in/maya-chen/"],
    ["https://uk.linkedin.com/in/j%C3%B6rg-m", null, null],
    ["https://www.linkedin.com/company/acme-labs", "acme-labs", "https://www.linkedin.com/company/acme-labs/"],
  ])("%s is a handle", (input, handle, url) => {
    const result = classifyUsername(input);
    if (handle === null) {
      expect(result.kind).toBe("invalid");
    } else {
      expect(result).toEqual({ kind: "handle", handle, profileUrl: url });
    }
  });

  it.each(["Maya Chen", "José  Álvarez", "Mary-Jane O'Neil"])("%s is a name", (input) => {
    expect(classifyUsername(input).kind).toBe("name");
  });

  it.each(["ab", "not a <handle>!", "https://example.com/in/maya", "maya@example.com", "", "   "])("%j is not a username", (input) => {
    expect(classifyUsername(input).kind).toBe("invalid");
  });

  it("suggestion titles are cut at 50 characters", () => {
    const long = "A".repeat(60);
    expect(cutTitle(long)).toBe(`${"A".repeat(50)}…`);
    expect(cutTitle("Maya Chen")).toBe("Maya Chen");
    expect(cutTitle("B".repeat(50))).toBe("B".repeat(50));
  });
});
