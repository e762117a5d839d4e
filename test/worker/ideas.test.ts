/** Idea cards: a calendar entry with a question instead of a draft; answering it writes the draft, once, for its own team only. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { client, signIn, waitFor } from "./helpers";

const answers = {
  targetAudience: "owners of independent bakeries",
  mainGoals: "sell 20 places on my sourdough course",
  websiteUrl: "",
  specificPromotions: "",
};

/** A questionnaire alone: the month is idea cards. */
async function ideasFor(token: string) {
  await client(token).api.onboarding.$put({ json: answers });
  const id = (await (await client(token).api["generate-posts"].$post({ json: { timeZone: "Europe/Lisbon" } })).json()).data.id;
  await waitFor(
    async () => (await client(token).api.jobs[":id"].$get({ param: { id } })).json(),
    (j) => j.status === "completed",
    30_000,
  );
  const rows = await env.DB.prepare("SELECT id, post_type, idea_question FROM posts WHERE generated_by = ? AND idea_question IS NOT NULL ORDER BY scheduled_at")
    .bind(id)
    .all<{ id: string; post_type: string; idea_question: string }>();
  return rows.results;
}

const answer = (token: string, id: string, text: unknown) => client(token).api.ideas[":id"].answer.$post({ param: { id }, json: { answer: text as string } });

const STORY =
  "Last winter our starter died two days before a wedding order of 80 loaves. My neighbour Inês brought us a jar of hers at 6am. Every loaf went out on time, and we still bake with her starter.";

describe("answering an idea card", () => {
  it("writes the draft from the member's answer, shaped as the card's post type, and the card is gone", async () => {
    const token = await signIn();
    const [story] = (await ideasFor(token)).filter((i) => i.post_type === "story");
    const res = await answer(token, story.id, STORY);
    expect(res.status).toBe(200);
    const post = (await res.json()).data!;
    expect(post).toMatchObject({ id: story.id, status: "draft", needsReview: true, idea: null, postType: "story", writer: "offline" });
    expect(post.content.split("\n")[0]).toBe("Last winter our starter died two days before a wedding order of 80 loaves.");
    for (const fact of ["80 loaves", "Inês", "6am"]) expect(post.content).toContain(fact);
    expect(post.content).not.toContain(story.idea_question);
    expect(post.content).not.toContain("sourdough course");
    // A second answer (another tab) finds no idea left.
    expect((await answer(token, story.id, STORY)).status).toBe(404);
  });

  it("asks for more rather than padding a one-liner, and changes nothing", async () => {
    const token = await signIn();
    const [idea] = await ideasFor(token);
    const res = await answer(token, idea.id, "We bake bread.");
    expect(res.status).toBe(400);
    expect(((await res.json()) as unknown as { msg: string }).msg).toMatch(/^Tell us a little more/);
    const row = await env.DB.prepare("SELECT idea_question, content FROM posts WHERE id = ?").bind(idea.id).first<{ idea_question: string; content: string }>();
    expect(row).toEqual({ idea_question: idea.idea_question, content: "" });
  });

  it("is the team's own: another team's answer is refused and writes nothing; hostile bodies are refused", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const [idea] = await ideasFor(maya);
    expect((await answer(arjun, idea.id, STORY)).status).toBe(404);
    expect((await answer(maya, idea.id, "")).status).toBe(400);
    expect((await answer(maya, idea.id, 42)).status).toBe(400);
    expect((await answer(maya, idea.id, "x".repeat(4001))).status).toBe(400);
    const row = await env.DB.prepare("SELECT idea_question, content FROM posts WHERE id = ?").bind(idea.id).first<{ idea_question: string; content: string }>();
    expect(row).toEqual({ idea_question: idea.idea_question, content: "" });
  });

  it("an idea card cannot be scheduled or published before it has a draft", async () => {
    const token = await signIn();
    const [idea] = await ideasFor(token);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await client(token).api.post[":id"].$patch({ param: { id: idea.id }, json: { scheduledAt: at } });
    expect(scheduled.status).toBe(409);
    expect(((await scheduled.json()) as unknown as { msg: string }).msg).toBe("Answer this idea's question first: it has no draft yet.");
    const published = await client(token).api.post[":id"].publish.$post({ param: { id: idea.id }, json: {} });
    expect(published.status).toBe(409);
    expect((await env.DB.prepare("SELECT status FROM posts WHERE id = ?").bind(idea.id).first<{ status: string }>())?.status).toBe("draft");
  });
});
