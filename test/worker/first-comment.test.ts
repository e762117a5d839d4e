/**
 * A post's first comment (issue 26 item 1, docs/decisions/047): created once under the published
 * post as its author, with its own attempts; an unclear answer is looked up among the post's
 * comments; a refused comment never republishes the post and the member retries it. Each test
 * counts what LinkedIn (the emulator) holds: one post, and one comment or none.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { FIRST_COMMENT_MAX_CHARS, FIRST_COMMENT_TEXT } from "../../app/spec/first-comment";
import { createLogger } from "../../worker/http/logger";
import { queueStalledFirstComments } from "../../worker/publishing/first-comment";
import {
  api,
  clearEmulatorFaults,
  client,
  createPost,
  emulatorFault,
  linkedinOrgRole,
  linkedinPostsContaining,
  linkedinUrl,
  makeDue,
  marker,
  postJson,
  postRow,
  signIn,
  waitFor,
} from "./helpers";
import { deliver, messageFor, signInAsCompanyPage } from "./publishing-helpers";

const log = createLogger({ test: "first-comment" });

type EmulatedComment = { urn: string; actor: string; object: string; text: string; raw: { message: { text: string } } };
async function linkedinComments(postUrn: string) {
  const state = (await (await fetch(new URL("/__emulator/state", linkedinUrl()))).json()) as { comments: EmulatedComment[] };
  return state.comments.filter((c) => c.object === postUrn);
}

async function commentAttempts(postId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM comment_attempts WHERE post_id = ? ORDER BY started_at, number")
    .bind(postId)
    .all<Record<string, string | number | null>>();
  return results;
}

/** A new draft with a first comment, through the API as the editor sends it. */
async function draftWithComment(token: string, content: string, firstComment: string) {
  const res = await client(token).api.post.$post({ json: { provider: "linkedin", content, firstComment } });
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

/** Publishes the post by delivering its publish message; returns its row once LinkedIn has it. */
async function publish(token: string, id: string) {
  await makeDue(id);
  await deliver(await messageFor(token, id));
  return (await waitFor(
    () => postRow(id),
    (r) => r?.status === "published",
  ))!;
}

/** The post as the screens read it (GET /api/posts). */
async function viewOf(token: string, id: string) {
  const { data } = await (await client(token).api.posts.$get({ query: {} })).json();
  return data.data.find((p) => p.id === id);
}

/** Waits until the comment's own state has ended (posted, failed or unknown). */
const commentSettled = (id: string) =>
  waitFor(
    () => postRow(id),
    (r) => ["posted", "failed", "unknown"].includes(String(r?.first_comment_status)),
  );

beforeEach(() => clearEmulatorFaults());

describe("the first comment goes out once, as the post's author", () => {
  it("is created under the post with the author as actor and the text exactly as written (not little text): one comment", async () => {
    const token = await signIn();
    const text = `A post with a first comment ${marker()}`;
    const comment = `Links (as promised): https://example.com/a_b?x=1 #notes @team *bold* [1] <ok> ${marker()}`;
    const draft = await draftWithComment(token, text, `  ${comment}  `);
    expect(draft.firstComment).toEqual({ text: comment, status: null, urn: null, error: null });

    const row = await publish(token, draft.id);
    const settled = await commentSettled(draft.id);
    const comments = await linkedinComments(row.provider_post_urn as string);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({
      actor: row.provider_post_urn ? expect.stringMatching(/^urn:li:person:/) : "",
      object: row.provider_post_urn,
      text: comment,
    });
    expect(comments[0].raw.message.text).toBe(comment); // sent as written: no backslashes
    expect(settled).toMatchObject({ status: "published", first_comment_status: "posted", first_comment_urn: comments[0].urn, first_comment_error: null });
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    const attempts = await commentAttempts(draft.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ outcome: "posted", urn: comments[0].urn, number: 1 });
    expect(attempts[0].called_at).not.toBeNull();

    expect((await viewOf(token, draft.id))?.firstComment).toEqual({ text: comment, status: "posted", urn: comments[0].urn, error: null });
  });

  it("under a poll, whose urn LinkedIn gives as a ugcPost, the comment lands on that urn: one comment", async () => {
    const token = await signIn();
    const text = `A poll with a first comment ${marker()}`;
    const poll = { question: "How do you plan your week?", options: ["Monday morning", "Sunday evening"], duration: "THREE_DAYS" as const };
    const res = await client(token).api.post.$post({ json: { provider: "linkedin", content: text, firstComment: "Tell me why in the comments", poll } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()).data;
    const row = await publish(token, id);
    expect(row.provider_post_urn).toMatch(/^urn:li:ugcPost:\d+$/);
    expect(await commentSettled(id)).toMatchObject({ first_comment_status: "posted", first_comment_error: null });
    const comments = await linkedinComments(row.provider_post_urn as string);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ object: row.provider_post_urn, text: "Tell me why in the comments" });
  });

  it("a post without a first comment creates none and has no comment state", async () => {
    const token = await signIn();
    const id = await createPost(token, { content: `No comment here ${marker()}` });
    const row = await publish(token, id);
    expect(row.first_comment_status).toBeNull();
    expect(await linkedinComments(row.provider_post_urn as string)).toHaveLength(0);
    expect(await commentAttempts(id)).toHaveLength(0);
  });
});

describe("an unclear answer is looked up among the post's comments", () => {
  for (const status of [500, 504]) {
    it(`${status} after LinkedIn stored the comment (a company page, which may read its comments): found, not repeated`, async () => {
      const token = await signInAsCompanyPage();
      const draft = await draftWithComment(token, `Page post, comment stored then ${status} ${marker()}`, `Read more: https://example.com ${marker()}`);
      await emulatorFault({ path: "/rest/socialActions/", method: "POST", status, storeThen: true, noBody: true });
      const row = await publish(token, draft.id);
      const settled = await commentSettled(draft.id);
      const comments = await linkedinComments(row.provider_post_urn as string);
      expect(comments).toHaveLength(1);
      expect(comments[0].actor).toMatch(/^urn:li:organization:/);
      expect(settled).toMatchObject({ status: "published", first_comment_status: "posted", first_comment_urn: comments[0].urn });
      expect((await commentAttempts(draft.id)).map((a) => [a.outcome, a.http_status])).toEqual([["found", status]]);
    });
  }

  it("500 before LinkedIn stored anything: provably absent, tried again, one comment", async () => {
    const token = await signInAsCompanyPage();
    const draft = await draftWithComment(token, `Page post, comment refused with 500 ${marker()}`, `Second try works ${marker()}`);
    await emulatorFault({ path: "/rest/socialActions/", method: "POST", status: 500, noBody: true });
    const row = await publish(token, draft.id);
    const settled = await commentSettled(draft.id);
    expect(settled?.first_comment_status).toBe("posted");
    expect(await linkedinComments(row.provider_post_urn as string)).toHaveLength(1);
    expect((await commentAttempts(draft.id)).map((a) => a.outcome)).toEqual(["retry", "posted"]);
  });

  it("a member's account can't read comments: an unclear answer leaves the comment in doubt, never sent twice", async () => {
    const token = await signIn();
    const draft = await draftWithComment(token, `Member post, comment stored then 502 ${marker()}`, `In doubt ${marker()}`);
    await emulatorFault({ path: "/rest/socialActions/", method: "POST", status: 502, storeThen: true, noBody: true });
    const row = await publish(token, draft.id);
    const settled = await commentSettled(draft.id);
    expect(settled).toMatchObject({ status: "published", first_comment_status: "unknown" });
    expect(String(settled?.first_comment_error)).toMatch(/Look under your post on LinkedIn/);
    expect(await linkedinComments(row.provider_post_urn as string)).toHaveLength(1);
  });
});

describe("a refused comment never touches the post", () => {
  it("a 4xx: the post stays published and is never sent again; the comment failed with LinkedIn's reason; the member's retry posts it", async () => {
    const token = await signIn();
    const text = `Refused comment, post stays ${marker()}`;
    const draft = await draftWithComment(token, text, `Retry me ${marker()}`);
    await emulatorFault({ path: "/rest/socialActions/", method: "POST", status: 422, body: { message: "Comment was flagged by the emulator", status: 422 } });
    const row = await publish(token, draft.id);
    const failed = await commentSettled(draft.id);
    expect(failed).toMatchObject({ status: "published", first_comment_status: "failed", provider_post_urn: row.provider_post_urn, attempts: 1 });
    expect(failed?.first_comment_error).toBe("LinkedIn refused the first comment: Comment was flagged by the emulator");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    expect(await linkedinComments(row.provider_post_urn as string)).toHaveLength(0);

    expect((await viewOf(token, draft.id))?.firstComment).toMatchObject({
      status: "failed",
      error: "LinkedIn refused the first comment: Comment was flagged by the emulator",
    });

    const retry = await postJson(`/api/post/${draft.id}/first-comment/retry`, {}, token);
    expect(retry.status).toBe(202);
    const posted = await commentSettled(draft.id);
    expect(posted).toMatchObject({ status: "published", first_comment_status: "posted", first_comment_error: null, attempts: 1 });
    expect(await linkedinComments(row.provider_post_urn as string)).toHaveLength(1);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    expect((await commentAttempts(draft.id)).map((a) => a.outcome)).toEqual(["failed", "posted"]);
    // Posted: nothing left to retry.
    expect((await postJson(`/api/post/${draft.id}/first-comment/retry`, {}, token)).status).toBe(409);
  });

  it("a page's content admin posts as the page but may not comment as it: the post is published, the comment failed with what to do, not 'reconnect'", async () => {
    const token = await signInAsCompanyPage();
    await linkedinOrgRole("demo-maya-chen", 1001, "CONTENT_ADMIN");
    onTestFinished(() => linkedinOrgRole("demo-maya-chen", 1001, "ADMINISTRATOR"));
    const text = `Page post by a content admin ${marker()}`;
    const draft = await draftWithComment(token, text, `Comment as the page ${marker()}`);
    const row = await publish(token, draft.id);
    const failed = await commentSettled(draft.id);
    expect(failed).toMatchObject({ status: "published", first_comment_status: "failed" });
    expect(failed?.first_comment_error).toBe(
      "LinkedIn lets only admins of Northwind Labs comment as the page, so the first comment wasn't posted. Ask an admin of the page on LinkedIn for that role, then retry the first comment.",
    );
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    expect(await linkedinComments(row.provider_post_urn as string)).toHaveLength(0);
    // Made an admin, the member's retry posts it.
    await linkedinOrgRole("demo-maya-chen", 1001, "ADMINISTRATOR");
    expect((await postJson(`/api/post/${draft.id}/first-comment/retry`, {}, token)).status).toBe(202);
    expect(await commentSettled(draft.id)).toMatchObject({ first_comment_status: "posted" });
    expect(await linkedinComments(row.provider_post_urn as string)).toHaveLength(1);
  });

  it("only the post's own team may retry; a draft's comment can't be retried", async () => {
    const maya = await signIn("demo-maya-chen");
    const arjun = await signIn("member-arjun-mehta");
    const draft = await draftWithComment(maya, `Maya's draft with a comment ${marker()}`, `Not yet ${marker()}`);
    expect((await postJson(`/api/post/${draft.id}/first-comment/retry`, {}, arjun)).status).toBe(404);
    expect((await postJson(`/api/post/${draft.id}/first-comment/retry`, {}, maya)).status).toBe(409);
    expect((await api(`/api/post/${draft.id}/first-comment/retry`, { method: "POST" })).status).toBe(401);
    expect((await postRow(draft.id))?.first_comment_status).toBeNull();
  });
});

describe("what a post carries", () => {
  it(`over ${FIRST_COMMENT_MAX_CHARS} characters is refused in plain words and nothing is saved; ${FIRST_COMMENT_MAX_CHARS} is fine; blank is none`, async () => {
    const token = await signIn();
    const content = `Too long a comment ${marker()}`;
    const refused = await postJson("/api/post", { content, firstComment: "x".repeat(FIRST_COMMENT_MAX_CHARS + 1) }, token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { msg: string }).msg).toContain(FIRST_COMMENT_TEXT.tooLong);
    const saved = await env.DB.prepare("SELECT count(*) AS n FROM posts WHERE content = ?").bind(content).first<{ n: number }>();
    expect(saved?.n).toBe(0);

    const longest = await draftWithComment(token, content, "é".repeat(FIRST_COMMENT_MAX_CHARS));
    expect(longest.firstComment?.text).toHaveLength(FIRST_COMMENT_MAX_CHARS);
    const blank = await draftWithComment(token, `Blank comment ${marker()}`, "   ");
    expect(blank.firstComment).toBeNull();
  });

  it("a changed first comment is a new version (approval is per version); the same one is not; clearing it is", async () => {
    const token = await signIn();
    const draft = await draftWithComment(token, `Versioned ${marker()}`, "First words");
    const edit = (body: Record<string, unknown>) => client(token).api.post[":id"].$patch({ param: { id: draft.id }, json: body });
    expect((await (await edit({ firstComment: "First words" })).json()).data).toMatchObject({ version: draft.version });
    expect((await (await edit({ firstComment: "Other words" })).json()).data).toMatchObject({
      version: draft.version + 1,
      firstComment: { text: "Other words" },
    });
    expect((await (await edit({ firstComment: "" })).json()).data).toMatchObject({ version: draft.version + 2, firstComment: null });
    const tooLong = await api(`/api/post/${draft.id}`, {
      method: "PATCH",
      body: JSON.stringify({ firstComment: "y".repeat(FIRST_COMMENT_MAX_CHARS + 1) }),
      token,
    });
    expect(tooLong.status).toBe(400);
    expect((await postRow(draft.id))?.version).toBe(draft.version + 2);
  });
});

describe("crash recovery", () => {
  it("a published post whose comment is still pending minutes later (its message lost) is picked up by the sweep", async () => {
    const token = await signIn();
    const id = await createPost(token, { content: `Comment message lost ${marker()}` });
    const row = await publish(token, id);
    const comment = `Recovered ${marker()}`;
    // As if the worker died between recording the post and queueing its comment.
    await env.DB.prepare("UPDATE posts SET first_comment = ?, first_comment_status = 'pending', published_at = ? WHERE id = ?")
      .bind(comment, Date.now() - 10 * 60_000, id)
      .run();
    // The sweep: this call, or the Scheduler's own alarm if it fires first (the publish started it;
    // on a busy machine it can). Either way the comment is taken back once, as what follows shows.
    await queueStalledFirstComments(env, log);
    const settled = await commentSettled(id);
    expect(settled?.first_comment_status).toBe("posted");
    const comments = await linkedinComments(row.provider_post_urn as string);
    expect(comments.map((c) => c.text)).toEqual([comment]);
  });

  it("a worker lost mid-call (posting long after its try began): the sweep gives it back, and the next try looks among the comments first", async () => {
    const token = await signInAsCompanyPage();
    const id = await createPost(token, { content: `Comment worker lost ${marker()}` });
    const row = await publish(token, id);
    const comment = `Looked up first ${marker()}`;
    const long = Date.now() - 10 * 60_000;
    await env.DB.batch([
      env.DB.prepare("UPDATE posts SET first_comment = ?, first_comment_status = 'posting', published_at = ? WHERE id = ?").bind(comment, long, id),
      env.DB.prepare("INSERT INTO comment_attempts (id, post_id, team_id, number, started_at, called_at) VALUES (?, ?, ?, 1, ?, ?)").bind(
        crypto.randomUUID(),
        id,
        row.team_id,
        long,
        long,
      ),
    ]);
    const listedBefore = await commentListings(row.provider_post_urn as string);
    // The sweep: this call, or the Scheduler's own alarm if it fires first (the publish started it;
    // on a busy machine it can). Either way the comment is taken back once, as what follows shows.
    await queueStalledFirstComments(env, log);
    const settled = await commentSettled(id);
    expect(settled?.first_comment_status).toBe("posted");
    expect((await commentAttempts(id)).map((a) => a.outcome)).toEqual(["unknown", "posted"]);
    expect(await commentListings(row.provider_post_urn as string)).toBeGreaterThan(listedBefore);
    expect((await linkedinComments(row.provider_post_urn as string)).map((c) => c.text)).toEqual([comment]);
  });
});

/** How often the post's comments were listed on LinkedIn (the look-ups). */
async function commentListings(postUrn: string) {
  const state = (await (await fetch(new URL("/__emulator/state", linkedinUrl()))).json()) as { calls: Array<{ method: string; path: string }> };
  return state.calls.filter((c) => c.method === "GET" && c.path === `/rest/socialActions/${encodeURIComponent(postUrn)}/comments`).length;
}
