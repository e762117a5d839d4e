/**
 * Trending topics: computed from recent public posts by engagement velocity and keyword
 * clustering (or embeddings when the AI binding is declared), served by GET /api/trending-topics
 * and GET /api/{topicId}/trending-posts. A team's saved posts never take part.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { refreshTopics } from "../../worker/feed/ingest";
import { createLogger } from "../../worker/http/logger";
import { api, client, signIn } from "./helpers";

const log = createLogger({ test: "trends" });
const HOUR = 3_600_000;

type Seed = { id: string; content: string; tags?: string[]; likes: number; comments?: number; hoursAgo: number; source?: string };

async function seed(posts: Seed[], now = Date.now()) {
  await env.DB.batch(
    posts.map((p) =>
      env.DB.prepare(
        "INSERT INTO feed_posts (id, provider, title, content, tags, likes, comments, shares, author_name, source, dedupe_key, created_at) VALUES (?, 'linkedin', ?, ?, ?, ?, ?, 0, 'Ana Lopez', ?, ?, ?)",
      ).bind(
        p.id,
        p.content.split("\n")[0],
        p.content,
        JSON.stringify(p.tags ?? []),
        p.likes,
        p.comments ?? 0,
        p.source ?? "curated",
        `public|${p.id}`,
        now - p.hoursAgo * HOUR,
      ),
    ),
  );
}

const LIBRARY: Seed[] = [
  { id: "r1", content: "Remote work made our onboarding better once we wrote everything down.", tags: ["remote work"], likes: 900, hoursAgo: 2 },
  { id: "r2", content: "Our remote work rules: one meeting-free day, written decisions, async standups.", tags: ["remote work"], likes: 900, hoursAgo: 48 },
  { id: "r3", content: "Hiring for remote work? Ask candidates to write, not to talk.", tags: ["remote work", "hiring"], likes: 300, hoursAgo: 10 },
  { id: "p1", content: "We raised our pricing twice this year. Churn stayed flat.", tags: ["startups"], likes: 5000, hoursAgo: 5 },
  { id: "p2", content: "Pricing pages that convert show one plan first.", tags: ["startups"], likes: 4000, hoursAgo: 8 },
  { id: "p3", content: "The pricing mistake every founder makes in year one.", tags: ["startups"], likes: 3000, hoursAgo: 12 },
  { id: "x1", content: "A quiet post about gardening.", tags: [], likes: 10, hoursAgo: 3 },
];

const topics = async (token: string) => (await (await client(token).api["trending-topics"].$get()).json()).data;
const postsOf = async (token: string, topicId: string) => client(token).api[":topicId"]["trending-posts"].$get({ param: { topicId } });

describe("trending topics", () => {
  it("groups recent public posts into topics by shared terms, strongest first; each topic lists its posts fastest-rising first", async () => {
    await seed(LIBRARY);
    const { how } = await refreshTopics(env, log);
    expect(how).toBe("keywords");
    const token = await signIn();
    const list = await topics(token);
    // Named by the tag the pricing posts share; "pricing" adds nothing the same posts do not already say.
    expect(list.map((t) => t.name)).toEqual(["Startups", "Remote work"]);
    const names = list.map((t) => t.name.toLowerCase());
    expect(names).not.toContain("gardening");

    const remote = list.find((t) => t.name === "Remote work");
    const res = await postsOf(token, remote?.id ?? "");
    expect(res.status).toBe(200);
    const posts = (await res.json()).data;
    // Same likes, but r1 got them in 2 hours and r2 in 48: r1 is rising faster.
    expect(posts.map((p) => p.id)).toEqual(["r1", "r3", "r2"]);
    expect(posts[0]).toMatchObject({ status: "published", engagement: { likes: 900 }, author: { name: "Ana Lopez" } });
    expect(posts[0].topics).toContainEqual({ id: remote?.id, name: "Remote work" });

    // The feed says which topics a post is in, so a card can lead to its topic.
    const feed = (await (await client(token).api.feed.$get({ query: { limit: 50 } })).json()).data;
    expect(feed.find((p) => p.id === "r3")?.topics).toEqual([{ id: remote?.id, name: "Remote work" }]);
    expect(feed.find((p) => p.id === "x1")?.topics).toEqual([]);
  });

  it("keeps a topic's id from one refresh to the next; a topic that fell away answers 404 in plain words", async () => {
    await seed(LIBRARY);
    await refreshTopics(env, log);
    const token = await signIn();
    const before = await topics(token);
    await refreshTopics(env, log);
    expect(await topics(token)).toEqual(before);

    await env.DB.prepare("DELETE FROM feed_posts WHERE id IN ('p1', 'p2', 'p3')").run();
    await refreshTopics(env, log);
    const pricing = before.find((t) => t.name === "Startups");
    expect(pricing?.id).toBe("topic-startup");
    expect((await topics(token)).map((t) => t.name)).not.toContain("Startups");
    const gone = await postsOf(token, pricing?.id ?? "");
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ msg: "This topic is no longer trending." });
    expect((await api("/api/..%2F..%2Fposts/trending-posts", { token })).status).toBeGreaterThanOrEqual(400);
    expect((await postsOf(token, "Topic With Spaces")).status).toBe(400);
  });

  it("never uses a team's saved posts: not in topics, not in another team's trending posts", async () => {
    await seed(LIBRARY);
    const maya = await signIn();
    for (let i = 0; i < 3; i++) {
      const saved = await client(maya).api.feed.saved.$post({
        json: { content: `Our confidential acquisition plan, part ${i}: acquisition of a competitor.` },
      });
      expect(saved.status).toBe(201);
    }
    const { topics: computed } = await refreshTopics(env, log);
    expect(computed.flatMap((t) => t.postIds).some((id) => id.startsWith("saved-"))).toBe(false);
    const arjun = await signIn("member-arjun-mehta");
    for (const topic of await topics(arjun)) {
      const posts = (await (await postsOf(arjun, topic.id)).json()).data;
      expect(posts.map((p) => p.id).filter((id) => id.startsWith("saved-"))).toEqual([]);
    }
    expect((await topics(arjun)).map((t) => t.name.toLowerCase())).not.toContain("acquisition");
  });

  it("leaves out posts older than 30 days, and a source's scale: a top Hacker News story can outrank LinkedIn posts", async () => {
    await seed([
      ...LIBRARY,
      { id: "old1", content: "Burnout at startups is a leadership failure.", tags: ["burnout"], likes: 90_000, hoursAgo: 24 * 40 },
      { id: "old2", content: "Burnout is a signal, not a weakness.", tags: ["burnout"], likes: 90_000, hoursAgo: 24 * 41 },
      { id: "h1", content: "Show HN: A kanban board for solo founders", likes: 900, comments: 300, hoursAgo: 1, source: "hackernews" },
      { id: "h2", content: "Kanban board limits that actually work", likes: 40, comments: 10, hoursAgo: 20, source: "hackernews" },
      { id: "h3", content: "Why we stopped estimating", likes: 35, comments: 8, hoursAgo: 22, source: "hackernews" },
    ]);
    const { topics: computed } = await refreshTopics(env, log);
    expect(computed.map((t) => t.name)).not.toContain("Burnout");
    const kanban = computed.find((t) => t.name.toLowerCase().startsWith("kanban"));
    expect(kanban?.postIds).toEqual(["h1", "h2"]);
    expect(computed.indexOf(kanban as never)).toBeLessThan(computed.findIndex((t) => t.name === "Remote work"));
  });

  it("with the AI binding, groups by embeddings (posts alike without a shared word); a failing binding falls back to keywords", async () => {
    await seed([
      { id: "e1", content: "Our standups moved to writing.", likes: 500, hoursAgo: 2 },
      { id: "e2", content: "Async updates replaced our daily meeting.", likes: 400, hoursAgo: 3 },
      { id: "e3", content: "Fundraising took nine months.", likes: 450, hoursAgo: 2 },
      { id: "e4", content: "Investors asked about churn first.", likes: 300, hoursAgo: 4 },
    ]);
    // A stand-in for Workers AI's bge model, answering the binding's shape: meetings point one way, money another.
    const theme = (text: string) => (/standup|meeting|async/i.test(text) ? [1, 0.05, 0] : /fundrais|investor/i.test(text) ? [0, 1, 0.05] : [0.3, 0.3, 0.9]);
    const calls: string[][] = [];
    const AI = {
      async run(model: string, input: { text: string[] }) {
        expect(model).toBe("@cf/baai/bge-base-en-v1.5");
        calls.push(input.text);
        return { shape: [input.text.length, 3], data: input.text.map(theme) };
      },
    };
    const grouped = await refreshTopics({ ...env, AI } as Env, log);
    expect(grouped.how).toBe("embeddings");
    expect(calls).toHaveLength(1);
    expect(grouped.topics.map((t) => [...t.postIds].sort())).toEqual(
      expect.arrayContaining([
        ["e1", "e2"],
        ["e3", "e4"],
      ]),
    );

    const broken = {
      async run() {
        throw new Error("AI is down");
      },
    };
    const fallback = await refreshTopics({ ...env, AI: broken } as Env, log);
    expect(fallback.how).toBe("keywords");
  });

  it("answers 401 without a session", async () => {
    expect((await api("/api/trending-topics")).status).toBe(401);
    expect((await api("/api/topic-ai/trending-posts")).status).toBe(401);
  });
});
