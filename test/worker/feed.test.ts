/** The inspiration library: cursor pages, the public feed and each team's own saves. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, client, count, signIn } from "./helpers";

async function publicPosts(n: number, sameTimeFrom = Number.POSITIVE_INFINITY) {
  const base = Date.parse("2026-11-01T12:00:00Z");
  const stmts = Array.from({ length: n }, (_, i) =>
    env.DB.prepare(
      "INSERT INTO feed_posts (id, url, provider, title, content, likes, comments, shares, author_name, source, dedupe_key, created_at) VALUES (?, ?, 'linkedin', ?, ?, ?, 2, 1, 'Ana Lopez', 'curated', ?, ?)",
    ).bind(
      `pub-${String(i).padStart(3, "0")}`,
      `https://www.linkedin.com/feed/update/urn:li:activity:${7000 + i}`,
      `Post ${i}`,
      `Post ${i}: what I learned`,
      1000 + i,
      `public|https://www.linkedin.com/feed/update/urn:li:activity:${7000 + i}`,
      // Some posts share one instant: the cursor must still neither skip nor repeat them.
      i >= sameTimeFrom ? base : base + i * 60_000,
    ),
  );
  await env.DB.batch(stmts);
}

const page = (token: string, query: { cursor?: string; limit?: number } = {}) => client(token).api.feed.$get({ query });

describe("the feed", () => {
  it("pages newest first by cursor, with no post skipped or repeated, even among posts of the same instant", async () => {
    const token = await signIn();
    await publicPosts(45, 30);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const body = await (await page(token, { limit: 10, ...(cursor ? { cursor } : {}) })).json();
      seen.push(...body.data.map((p) => p.id));
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    const first = (await (await page(token, { limit: 1 })).json()).data[0];
    expect(first).toMatchObject({ provider: "linkedin", engagement: { likes: 1029, comments: 2, shares: 1 }, author: { name: "Ana Lopez" }, saved: false });
  });

  it("refuses a forged cursor and an out-of-range limit", async () => {
    const token = await signIn();
    const forged = await page(token, { cursor: "not-a-cursor!" });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ msg: "That page of the feed is not available. Reload the feed." });
    expect((await page(token, { limit: 500 })).status).toBe(400);
  });

  it("a 401 without a session (the screen then clears the token and goes to /signin)", async () => {
    expect((await api("/api/feed")).status).toBe(401);
  });
});

describe("saving a post the member admires", () => {
  it("goes to the team's library only: another team does not see it", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const res = await client(maya).api.feed.saved.$post({
      json: { content: "Hiring is a sales job.\n\nHere is why.", url: "https://www.linkedin.com/posts/someone-123" },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()).data;
    const mine = (await (await page(maya)).json()).data;
    expect(mine.find((p) => p.id === id)).toMatchObject({ saved: true, provider: "linkedin", content: "Hiring is a sales job.\n\nHere is why." });
    expect((await (await page(arjun)).json()).data.map((p) => p.id)).not.toContain(id);
  });

  it("is stored once per link and team, and needs its text", async () => {
    const token = await signIn();
    const body = { content: "A post.", url: "https://www.linkedin.com/posts/someone-456" };
    expect((await client(token).api.feed.saved.$post({ json: body })).status).toBe(201);
    const again = await client(token).api.feed.saved.$post({ json: body });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ msg: "Your team already saved this post." });
    // The same link with tracking parameters and a trailing slash is the same post.
    const tracked = await client(token).api.feed.saved.$post({ json: { ...body, url: `${body.url}/?utm_source=share&utm_medium=member_desktop` } });
    expect(tracked.status).toBe(409);
    const empty = await client(token).api.feed.saved.$post({ json: { content: "  " } });
    expect(await empty.json()).toEqual({ msg: "Paste the post's text." });
    const badLink = await client(token).api.feed.saved.$post({ json: { content: "x", url: "javascript:alert(1)" } });
    expect(await badLink.json()).toEqual({ msg: "Paste the post's link, starting with https://" });
    expect(await count("feed_posts")).toBe(1);
  });
});
