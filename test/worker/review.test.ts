/**
 * Reviewing a month of generated drafts before any is scheduled (issue 21, item 6): the review
 * list, "Schedule all" for the ticked ones only, the toast's Undo, and what they must never touch.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, client, createPost, postJson, postRow, signIn } from "./helpers";

const DAY = 86_400_000;

/**
 * A draft as the content-calendar job leaves it (through the API, so it has a real team, author
 * and account; then marked generated). With `idea`, an idea card: a question, no draft yet.
 */
async function generated(token: string, content: string, { inMs = DAY, writer = "offline", idea = null as string | null } = {}) {
  const id = await createPost(token, { content, scheduledAt: new Date(Date.now() + DAY).toISOString(), timeZone: "Europe/Berlin" });
  await env.DB.prepare(
    "UPDATE posts SET status = 'draft', needs_review = 1, generated_by = 'job-review-test', writer = ?, post_type = 'story', idea_question = ?, scheduled_at = ? WHERE id = ?",
  )
    .bind(writer, idea, Date.now() + inMs, id)
    .run();
  return id;
}

const statusOf = async (id: string) => {
  const row = await postRow(id);
  return { status: row?.status, needsReview: row?.needs_review };
};
const scheduleAll = (token: string, ids: string[]) => client(token).api.posts["schedule-all"].$post({ json: { ids } });
const unschedule = (token: string, ids: string[]) => client(token).api.posts.unschedule.$post({ json: { ids } });
const banner = async (token: string) => {
  const { data } = await (await client(token).api.posts.$get({ query: {} })).json();
  return { toReview: data.toReview, ideas: data.ideas, writers: data.writers };
};

describe("the review list", () => {
  it("lists the drafts to review with title, excerpt, planned time, account, type and writer; idea cards only counted", async () => {
    const maya = await signIn();
    const later = await generated(maya, "Three lessons from our first client\nWe said yes too fast. Then we learned to ask one more question.", {
      inMs: 2 * DAY,
    });
    const sooner = await generated(maya, "The day our pricing page failed\nNobody read it.", { writer: "gpt-4o-mini" });
    await generated(maya, "Idea: a client story", { idea: "Which client changed how you work, and how?" });
    await createPost(maya, { content: "A post Maya wrote herself" });

    const { data } = await (await client(maya).api.posts["to-review"].$get()).json();
    expect(data.ideas).toBe(1);
    expect(data.drafts.map((d) => d.id)).toEqual([sooner, later]);
    expect(data.drafts[1]).toMatchObject({
      title: "Three lessons from our first client",
      excerpt: "We said yes too fast. Then we learned to ask one more question.",
      timeZone: "Europe/Berlin",
      postType: "story",
      writer: "offline",
    });
    expect(data.drafts[1].apps.map((a) => a.name)).toEqual(["Maya Chen"]);
    expect(Date.parse(data.drafts[1].scheduledAt ?? "")).toBeGreaterThan(Date.now() + DAY);
    // The banner's count leaves the idea card out, and names both writers.
    expect(await banner(maya)).toEqual({ toReview: 2, ideas: 1, writers: ["gpt-4o-mini", "offline"] });
  });

  it("another team sees none of them", async () => {
    const maya = await signIn();
    const arjun = await signIn("member-arjun-mehta");
    await generated(maya, "Maya's draft to review");
    const { data } = await (await client(arjun).api.posts["to-review"].$get()).json();
    expect(data).toEqual({ drafts: [], ideas: 0 });
    expect(await banner(arjun)).toEqual({ toReview: 0, ideas: 0, writers: [] });
  });
});

describe("schedule all, after the review", () => {
  it("schedules exactly the ticked drafts at their planned times; the unticked one stays to review", async () => {
    const maya = await signIn();
    const a = await generated(maya, "Draft A");
    const b = await generated(maya, "Draft B", { inMs: 2 * DAY });
    const unticked = await generated(maya, "Draft C");
    const plannedB = (await postRow(b))?.scheduled_at;

    const res = await scheduleAll(maya, [a, b]);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.scheduled).toBe(2);
    expect([...data.ids].sort()).toEqual([a, b].sort());
    expect(await statusOf(a)).toEqual({ status: "scheduled", needsReview: 0 });
    expect((await postRow(b))?.scheduled_at).toBe(plannedB);
    expect(await statusOf(unticked)).toEqual({ status: "draft", needsReview: 1 });
    expect((await banner(maya)).toReview).toBe(1);
  });

  it("never schedules an idea card, another team's draft, a published post or a past time, even when asked by id", async () => {
    const maya = await signIn();
    const arjun = await signIn("member-arjun-mehta");
    const mine = await generated(maya, "Maya's draft");
    const idea = await generated(maya, "Idea", { idea: "What did your best client ask you first?" });
    const past = await generated(maya, "A draft whose time has passed", { inMs: -DAY });
    const published = await generated(maya, "Already out");
    await env.DB.prepare("UPDATE posts SET status = 'published', published_at = ? WHERE id = ?").bind(Date.now(), published).run();
    const arjuns = await generated(arjun, "Arjun's draft");

    const { data } = await (await scheduleAll(maya, [mine, idea, past, published, arjuns, "no-such-post"])).json();
    expect(data).toEqual({ scheduled: 1, ids: [mine], waitingForApproval: 0 });
    expect(await statusOf(idea)).toEqual({ status: "draft", needsReview: 1 });
    expect(await statusOf(past)).toEqual({ status: "draft", needsReview: 1 });
    expect((await statusOf(published)).status).toBe("published");
    // Another team's post, by its id: untouched.
    expect(await statusOf(arjuns)).toEqual({ status: "draft", needsReview: 1 });
    const { data: byArjun } = await (await scheduleAll(arjun, [mine, idea])).json();
    expect(byArjun).toEqual({ scheduled: 0, ids: [], waitingForApproval: 0 });
  });

  it("refuses a hostile or empty body with a plain message, and schedules nothing", async () => {
    const maya = await signIn();
    const draft = await generated(maya, "Still to review");
    const cases: Array<[unknown, string]> = [
      [{ ids: Array.from({ length: 101 }, (_, i) => `${draft}-${i}`) }, "Choose at most 100 posts at a time."],
      [{ ids: [draft, 42] }, "Each post id must be text."],
      [{ ids: [{ $ne: null }] }, "Each post id must be text."],
      [{ ids: [] }, "Choose at least one post."],
      [{ ids: draft }, "ids must be a list of post ids."],
      [{ ids: ["x".repeat(65)] }, "A post id is too long."],
      [{}, "Choose at least one post."],
    ];
    for (const [body, msg] of cases) {
      const res = await postJson("/api/posts/schedule-all", body, maya);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(await res.json()).toEqual({ msg });
      const undo = await postJson("/api/posts/unschedule", body, maya);
      expect(undo.status).toBe(400);
    }
    // No body at all (what the old one-click button sent) is refused too: nothing is scheduled unseen.
    const bare = await api("/api/posts/schedule-all", { method: "POST", token: maya, headers: { "content-type": "application/json" } });
    expect(bare.status).toBe(400);
    expect(await statusOf(draft)).toEqual({ status: "draft", needsReview: 1 });
  });
});

describe("undo", () => {
  it("returns the scheduled drafts to review at the same planned time, and the banner's count comes back", async () => {
    const maya = await signIn();
    const a = await generated(maya, "Draft A");
    const b = await generated(maya, "Draft B");
    const planned = (await postRow(a))?.scheduled_at;
    await scheduleAll(maya, [a, b]);
    expect((await banner(maya)).toReview).toBe(0);

    const res = await unschedule(maya, [a, b]);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.unscheduled).toBe(2);
    expect(await statusOf(a)).toEqual({ status: "draft", needsReview: 1 });
    expect((await postRow(a))?.scheduled_at).toBe(planned);
    expect((await banner(maya)).toReview).toBe(2);
  });

  it("leaves a post being published or already published as it is, and says how many it returned", async () => {
    const maya = await signIn();
    const claimed = await generated(maya, "Being published");
    const published = await generated(maya, "Published");
    const waiting = await generated(maya, "Still scheduled");
    await scheduleAll(maya, [claimed, published, waiting]);
    await env.DB.prepare("UPDATE posts SET status = 'publishing', claim_token = 'attempt-1', lease_until = ? WHERE id = ?")
      .bind(Date.now() + 60_000, claimed)
      .run();
    await env.DB.prepare("UPDATE posts SET status = 'published', published_at = ? WHERE id = ?").bind(Date.now(), published).run();

    const { data } = await (await unschedule(maya, [claimed, published, waiting])).json();
    expect(data).toEqual({ unscheduled: 1, ids: [waiting] });
    expect((await postRow(claimed))?.status).toBe("publishing");
    expect((await postRow(claimed))?.claim_token).toBe("attempt-1");
    expect((await postRow(published))?.status).toBe("published");
  });

  it("another team's undo touches none, and a post the member wrote never becomes a draft to review", async () => {
    const maya = await signIn();
    const arjun = await signIn("member-arjun-mehta");
    const draft = await generated(maya, "Maya's scheduled draft");
    await scheduleAll(maya, [draft]);
    const own = await createPost(maya, { content: "Maya's own post", scheduledAt: new Date(Date.now() + DAY).toISOString() });

    expect((await (await unschedule(arjun, [draft, own])).json()).data).toEqual({ unscheduled: 0, ids: [] });
    expect((await statusOf(draft)).status).toBe("scheduled");
    expect((await (await unschedule(maya, [own])).json()).data).toEqual({ unscheduled: 0, ids: [] });
    expect(await statusOf(own)).toEqual({ status: "scheduled", needsReview: 0 });
  });
});
