import { describe, expect, it } from "vitest";
import { findMentions, insertMention, mentionQueryAt, mentionToken, removeMention, vanityNameFrom } from "../../app/spec/mentions";
import { escapeLittleText, readLittleText } from "../../worker/providers/little-text";

const northwind = "@[Northwind Labs](urn:li:organization:1001)";

describe("little text around organization mentions (issue 26 item 4)", () => {
  it("keeps a mention a mention beside a hashtag, parentheses and underscores, which are escaped as before", () => {
    expect(escapeLittleText(`Thanks ${northwind} #launch (really) _soon_`)).toBe(
      "Thanks @[Northwind Labs](urn:li:organization:1001) #launch \\(really\\) \\_soon\\_",
    );
    expect(escapeLittleText(`#ai${northwind}`)).toBe("#ai@[Northwind Labs](urn:li:organization:1001)");
    // A # right after a mention's ")" starts no hashtag, as after any other ")".
    expect(escapeLittleText(`${northwind}#x`)).toBe("@[Northwind Labs](urn:li:organization:1001)\\#x");
  });

  it("escapes the reserved characters in a mention's name, ] and ( included", () => {
    expect(escapeLittleText("@[A]B (C) #1 *x*](urn:li:organization:7)")).toBe("@[A\\]B \\(C\\) \\#1 \\*x\\*](urn:li:organization:7)");
    expect(escapeLittleText("@[Back\\slash](urn:li:organization:7)")).toBe("@[Back\\\\slash](urn:li:organization:7)");
  });

  it("keeps two mentions, side by side or apart", () => {
    const two = `${northwind} and @[Acme](urn:li:organization:42)${northwind}`;
    expect(escapeLittleText(two)).toBe(
      "@[Northwind Labs](urn:li:organization:1001) and @[Acme](urn:li:organization:42)@[Northwind Labs](urn:li:organization:1001)",
    );
    expect(findMentions(two).map((m) => m.name)).toEqual(["Northwind Labs", "Acme", "Northwind Labs"]);
  });

  it("escapes a malformed token, a person's urn and an unfinished mention as plain text", () => {
    expect(escapeLittleText("@[x](not-a-urn)")).toBe("\\@\\[x\\]\\(not-a-urn\\)");
    expect(escapeLittleText("@[Maya](urn:li:person:abc)")).toBe("\\@\\[Maya\\]\\(urn:li:person:abc\\)");
    expect(escapeLittleText("@[x](urn:li:organization:12")).toBe("\\@\\[x\\]\\(urn:li:organization:12");
    expect(escapeLittleText("@[](urn:li:organization:12)")).toBe("\\@\\[\\]\\(urn:li:organization:12\\)");
    expect(escapeLittleText("@[a\nb](urn:li:organization:12)")).toBe("\\@\\[a\nb\\]\\(urn:li:organization:12\\)");
    // An unclosed "@[" before a good mention is text; the mention after it stays one.
    expect(escapeLittleText(`@[oops ${northwind}`)).toBe("\\@\\[oops @[Northwind Labs](urn:li:organization:1001)");
  });

  it("reads back the member's own text: read(escape(x)) === x", () => {
    const texts = [
      `Thanks ${northwind} #launch (really) _soon_`,
      "@[A]B (C) #1 *x*](urn:li:organization:7) and @[Back\\slash](urn:li:organization:7)",
      "@[x](not-a-urn) @[Maya](urn:li:person:abc) {hashtag|x} \\ | ~ < >",
      `@[oops ${northwind}${northwind}`,
      "",
    ];
    for (const text of texts) expect(readLittleText(escapeLittleText(text))).toBe(text);
  });

  it("writes a chosen page as a token, and reads a page address or a vanity name", () => {
    expect(mentionToken({ name: "Northwind\nLabs", urn: "urn:li:organization:1001" })).toBe(northwind);
    expect(vanityNameFrom("https://www.linkedin.com/company/northwind-labs/")).toBe("northwind-labs");
    expect(vanityNameFrom("linkedin.com/company/Northwind-Labs?trk=x")).toBe("northwind-labs");
    expect(vanityNameFrom("northwind-labs")).toBe("northwind-labs");
    expect(vanityNameFrom("two words")).toBeNull();
    expect(vanityNameFrom("linkedin.com/company/%E0%A4%A")).toBeNull();
  });

  it("reads what is typed after an @ at the caret, and puts the chosen page's token in its place", () => {
    expect(mentionQueryAt("Thanks @North", 13)).toEqual({ start: 7, query: "North" });
    expect(mentionQueryAt("@linkedin.com/company/x", 23)).toEqual({ start: 0, query: "linkedin.com/company/x" });
    expect(mentionQueryAt("mail me@north", 13)).toBeNull();
    expect(mentionQueryAt("Thanks @", 8)).toBeNull();
    expect(mentionQueryAt("Thanks @North wind", 18)).toBeNull();
    const typed = mentionQueryAt("Thanks @North and more", 13)!;
    expect(insertMention("Thanks @North and more", typed, { name: "Northwind Labs", urn: "urn:li:organization:1001" })).toEqual({
      text: `Thanks ${northwind} and more`,
      caret: 7 + northwind.length + 1,
    });
  });

  it("takes a mention's token out of the text, with the space after it", () => {
    const text = `Thanks ${northwind} and ${northwind}.`;
    const [first, second] = findMentions(text);
    expect(removeMention(text, first)).toBe(`Thanks and ${northwind}.`);
    expect(removeMention(text, second)).toBe(`Thanks ${northwind} and .`);
  });
});
