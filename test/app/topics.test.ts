/**
 * Trending topics from the library `npm start` shows: the curated posts, the Hacker News
 * emulator's stories and the feeds emulator's items, as the worker computes them offline.
 */
import { describe, expect, it } from "vitest";
import library from "../../worker/feed/curated-library.json";
import { type TopicCandidate, topicsByKeywords } from "../../worker/feed/topics";
import { STORIES } from "../emulators/hackernews/server.mjs";

const now = Date.parse("2026-11-23T12:00:00Z");

function candidates(): TopicCandidate[] {
  const curated = library.map((p) => ({
    id: p.id,
    title: p.content.split("\n")[0],
    content: p.content,
    tags: p.topics,
    source: "curated",
    likes: p.likes,
    comments: p.comments,
    shares: p.shares,
    createdAt: now - p.hoursAgo * 3_600_000,
  }));
  const stories = (STORIES as Array<[string, string | null, string, number, number, number, string?]>).map(
    ([title, , , score, comments, hoursAgo, text], i) => ({
      id: `hn-${i}`,
      title,
      content: text ? `${title}\n\n${text}` : title,
      tags: [],
      source: "hackernews",
      likes: score,
      comments,
      shares: 0,
      createdAt: now - hoursAgo * 3_600_000,
    }),
  );
  return [...curated, ...stories];
}

describe("topics from the local library", () => {
  const topics = topicsByKeywords(candidates(), now);
  const curatedTopics = new Set(library.flatMap((p) => p.topics));

  it("are twelve groups of at least two posts, most of them the library's own subjects", () => {
    expect(topics).toHaveLength(12);
    for (const t of topics) expect(t.postIds.length).toBeGreaterThanOrEqual(2);
    const named = topics.filter((t) => curatedTopics.has(t.name.toLowerCase()));
    expect(named.length).toBeGreaterThanOrEqual(8);
    expect(new Set(topics.map((t) => t.id)).size).toBe(12);
  });

  it("are never named by a word that says nothing alone (what whole-text keywords produced: Team, Question, Hours…)", () => {
    const names = topics.map((t) => t.name);
    for (const generic of ["Team", "Question", "Hours", "Ones", "Second", "Customers", "Work", "People"]) expect(names).not.toContain(generic);
  });

  it("take in what the sources bring: Hacker News stories join the library's topics", () => {
    const hiring = topics.find((t) => t.name === "Hiring");
    expect(hiring?.postIds.some((id) => id.startsWith("hn-"))).toBe(true);
    expect(hiring?.postIds.some((id) => id.startsWith("curated-"))).toBe(true);
    expect(topics.find((t) => t.name === "AI")?.postIds.filter((id) => id.startsWith("hn-")).length).toBeGreaterThanOrEqual(2);
  });
});
