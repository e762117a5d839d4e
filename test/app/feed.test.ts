import { describe, expect, it } from "vitest";
import { abbreviateCount, cutForCard, relativeTime } from "../../app/spec/feed";

describe("feed cards", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it("relative times run from 'Just now' to 'yr ago'", () => {
    expect(relativeTime(ago(20_000), now)).toBe("Just now");
    expect(relativeTime(ago(5 * 60_000), now)).toBe("5 min ago");
    expect(relativeTime(ago(3 * 3600_000), now)).toBe("3 h ago");
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe("2 d ago");
    expect(relativeTime(ago(15 * 86_400_000), now)).toBe("2 w ago");
    expect(relativeTime(ago(70 * 86_400_000), now)).toBe("2 mo ago");
    expect(relativeTime(ago(800 * 86_400_000), now)).toBe("2 yr ago");
  });
  it("likes with K or M", () => {
    expect([950, 1000, 1250, 15_400, 999_999, 2_500_000].map(abbreviateCount)).toEqual(["950", "1K", "1.2K", "15K", "999K", "2.5M"]);
  });
  it("text beyond 150 characters is cut at a word, with a marker", () => {
    expect(cutForCard("short")).toEqual({ text: "short", cut: false });
    const long = "word ".repeat(40).trim();
    const card = cutForCard(long);
    expect(card.cut).toBe(true);
    expect([...card.text].length).toBeLessThanOrEqual(151);
    expect(card.text.endsWith("word…")).toBe(true);
  });
});
