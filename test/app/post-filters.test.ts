import { describe, expect, it } from "vitest";
import { linkedinPostUrn } from "~/spec/linkedin-link";
import { countByStatus, linkedinPostUrl, normalizeSearch, POST_SEARCH, postFilterStatus, publishedLabel } from "~/spec/post-filters";

const post = (status: string, more: Partial<{ needsReview: boolean; idea: unknown; accountNeedsReconnect: boolean }> = {}) => ({
  status,
  needsReview: false,
  idea: null,
  accountNeedsReconnect: false,
  ...more,
});

describe("the status a post is filtered under", () => {
  it("puts every stored status in exactly one filter", () => {
    expect(postFilterStatus(post("draft"))).toBe("draft");
    expect(postFilterStatus(post("draft", { needsReview: true }))).toBe("review");
    expect(postFilterStatus(post("draft", { idea: { question: "Why?" } }))).toBe("review");
    expect(postFilterStatus(post("scheduled"))).toBe("scheduled");
    expect(postFilterStatus(post("publishing"))).toBe("scheduled");
    expect(postFilterStatus(post("published"))).toBe("published");
    expect(postFilterStatus(post("failed"))).toBe("attention");
    expect(postFilterStatus(post("unknown"))).toBe("attention");
  });

  it("a post waiting to go out on a signed-out account needs attention; a draft or a published post does not", () => {
    expect(postFilterStatus(post("scheduled", { accountNeedsReconnect: true }))).toBe("attention");
    expect(postFilterStatus(post("draft", { accountNeedsReconnect: true }))).toBe("draft");
    expect(postFilterStatus(post("published", { accountNeedsReconnect: true }))).toBe("published");
    // a scheduled post reviewed long ago keeps its flag false; a stale flag on a scheduled post changes nothing
    expect(postFilterStatus(post("scheduled", { needsReview: true }))).toBe("scheduled");
  });

  it("counts add up to all", () => {
    expect(countByStatus(["draft", "review", "review", "attention"])).toEqual({ all: 4, draft: 1, review: 2, scheduled: 0, published: 0, attention: 1 });
  });
});

describe("search text and LinkedIn links", () => {
  it("a search is trimmed and bounded", () => {
    expect(normalizeSearch("  pricing tiers  ")).toBe("pricing tiers");
    expect(normalizeSearch(null)).toBe("");
    expect(normalizeSearch("x".repeat(500))).toHaveLength(POST_SEARCH.maxChars);
  });

  it("a published post's link is LinkedIn's /feed/update/{urn}/, which the pasted-link reader reads back", () => {
    const url = linkedinPostUrl("urn:li:share:7123456789012345678");
    expect(url).toBe("https://www.linkedin.com/feed/update/urn:li:share:7123456789012345678/");
    expect(linkedinPostUrn(url)).toBe("urn:li:share:7123456789012345678");
    expect(linkedinPostUrl("urn:li:share:1", "http://127.0.0.1:8790/")).toBe("http://127.0.0.1:8790/feed/update/urn:li:share:1/");
  });

  it("'Published Tue 3 Dec, 09:00' in the member's zone", () => {
    expect(publishedLabel("2024-12-03T09:00:00.000Z", "UTC")).toBe("Published Tue 3 Dec, 09:00");
    expect(publishedLabel("2024-12-03T23:30:00.000Z", "Europe/Berlin")).toBe("Published Wed 4 Dec, 00:30");
    expect(publishedLabel(null, "UTC")).toBe("Published");
  });
});
