/**
 * The calendar's drag and drop (issue 24, item 1): POST /api/post/{id}/move changes a post's time
 * and nothing else. What is out of our hands (published, being published, maybe on LinkedIn)
 * stays; a past time, another team and a hostile body change nothing.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, client, createPost, postRow, signIn, twoTeams } from "./helpers";

const DAY = 86_400_000;
const move = (token: string, id: string, scheduledAt: number | string, timeZone?: string) =>
  client(token).api.post[":id"].move.$post({
    param: { id },
    json: { scheduledAt: typeof scheduledAt === "number" ? new Date(scheduledAt).toISOString() : scheduledAt, ...(timeZone ? { timeZone } : {}) },
  });
const setRow = (id: string, sql: string, ...values: unknown[]) =>
  env.DB.prepare(`UPDATE posts SET ${sql} WHERE id = ?`)
    .bind(...values, id)
    .run();

describe("moving a post on the calendar", () => {
  it("a scheduled post gets the new time and starts afresh in the queue", async () => {
    const maya = await signIn();
    const id = await createPost(maya, { content: "Moving day", scheduledAt: new Date(Date.now() + DAY).toISOString(), timeZone: "Europe/Berlin" });
    await setRow(id, "queued_at = ?, last_error = 'old'", Date.now());
    const to = Date.now() + 3 * DAY;
    const res = await move(maya, id, to);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ id, status: "scheduled", content: "Moving day", scheduledAt: new Date(to).toISOString(), timeZone: "Europe/Berlin" });
    expect(await postRow(id)).toMatchObject({ scheduled_at: to, queued_at: null, last_error: null });
  });

  it("a generated draft stays a draft to review at its new planned time; a failed post is scheduled again", async () => {
    const maya = await signIn();
    const draft = await createPost(maya, { content: "A generated draft", scheduledAt: new Date(Date.now() + DAY).toISOString() });
    await setRow(draft, "status = 'draft', needs_review = 1");
    const to = Date.now() + 2 * DAY;
    expect((await move(maya, draft, to)).status).toBe(200);
    expect(await postRow(draft)).toMatchObject({ status: "draft", needs_review: 1, scheduled_at: to });

    const failed = await createPost(maya, { content: "It failed", scheduledAt: new Date(Date.now() + DAY).toISOString() });
    await setRow(failed, "status = 'failed', last_error = 'LinkedIn refused it'");
    expect((await move(maya, failed, to)).status).toBe(200);
    expect(await postRow(failed)).toMatchObject({ status: "scheduled", last_error: null, scheduled_at: to });
  });

  it("refuses published posts, posts being published and posts that may be on LinkedIn, in plain words, changing nothing", async () => {
    const maya = await signIn();
    const cases = [
      ["published", "This post is already published, so it can't be changed."],
      ["publishing", "This post is being published right now. Try again in a moment."],
      ["unknown", "LinkedIn may already have this post. Check your profile first; publish it again only if it isn't there."],
    ] as const;
    for (const [status, message] of cases) {
      const id = await createPost(maya, { content: `A ${status} post`, scheduledAt: new Date(Date.now() + DAY).toISOString() });
      await setRow(id, "status = ?", status);
      const before = await postRow(id);
      const res = await move(maya, id, Date.now() + 5 * DAY);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ msg: message });
      expect(await postRow(id)).toEqual(before);
    }
  });

  it("refuses a past time (a drop on a past day) and changes nothing", async () => {
    const maya = await signIn();
    const id = await createPost(maya, { content: "Not into the past", scheduledAt: new Date(Date.now() + DAY).toISOString() });
    const before = await postRow(id);
    const res = await move(maya, id, Date.now() - DAY);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: "Pick a time in the future to schedule this post." });
    expect(await postRow(id)).toEqual(before);
  });

  it("another team's post is not found, and stays where it was", async () => {
    const { arjun, draftId, maya } = await twoTeams();
    const id = await createPost(maya, { content: "Maya's Thursday post", scheduledAt: new Date(Date.now() + DAY).toISOString() });
    for (const target of [id, draftId]) {
      const before = await postRow(target);
      const res = await move(arjun, target, Date.now() + 4 * DAY);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ msg: "Post not found" });
      expect(await postRow(target)).toEqual(before);
    }
  });

  it("a hostile body changes nothing: only the time moves, never the text or the status", async () => {
    const maya = await signIn();
    const id = await createPost(maya, { content: "Keep my words", scheduledAt: new Date(Date.now() + DAY).toISOString() });
    const before = await postRow(id);
    for (const body of [
      {},
      { scheduledAt: "next tuesday" },
      { scheduledAt: 12 },
      { scheduledAt: new Date(Date.now() + 2 * DAY).toISOString(), timeZone: "Mars/Olympus" },
    ]) {
      const res = await api(`/api/post/${id}/move`, { method: "POST", body: JSON.stringify(body), token: maya });
      expect(res.status).toBe(400);
    }
    expect(await postRow(id)).toEqual(before);
    const to = Date.now() + 2 * DAY;
    const res = await api(`/api/post/${id}/move`, {
      method: "POST",
      body: JSON.stringify({ scheduledAt: new Date(to).toISOString(), content: "hijacked", status: "published", teamId: "other" }),
      token: maya,
    });
    expect(res.status).toBe(200);
    expect(await postRow(id)).toMatchObject({ content: "Keep my words", status: "scheduled", scheduled_at: to, team_id: before?.team_id });
  });
});

describe("the calendar's opening month", () => {
  it("the posts list says when the earliest draft waiting for review is planned; scheduled posts and other teams' drafts do not count", async () => {
    const { maya, arjun } = await twoTeams();
    const firstOf = async (token: string) => (await (await client(token).api.posts.$get({ query: {} })).json()).data.firstToReviewAt;
    expect(await firstOf(maya)).toBeNull();
    const later = Date.now() + 40 * DAY;
    const sooner = Date.now() + 35 * DAY;
    for (const at of [later, sooner]) {
      const id = await createPost(maya, { content: `Generated ${at}`, scheduledAt: new Date(Date.now() + DAY).toISOString() });
      await setRow(id, "status = 'draft', needs_review = 1, scheduled_at = ?", at);
    }
    // Scheduled sooner still, but not waiting for review.
    await createPost(maya, { content: "Already scheduled", scheduledAt: new Date(Date.now() + 2 * DAY).toISOString() });
    expect(await firstOf(maya)).toBe(new Date(sooner).toISOString());
    expect(await firstOf(arjun)).toBeNull();
  });
});
