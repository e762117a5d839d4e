/** Finding posts (issue 24 item 4; docs/decisions/045) and "Duplicate as a new draft" (item 5). */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PostFilterStatus } from "../../app/spec/post-filters";
import { client, createPost, postRow, signIn, twoTeams } from "./helpers";

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

async function teamOf(postId: string) {
  return String((await postRow(postId))?.team_id);
}

/** A second account of the team, a company page (the team publishes for it), that LinkedIn signed out (its posts wait for a reconnect). */
async function signedOutAccount(teamId: string) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO apps (id, team_id, provider_account_id, urn, name, status, profile_type, publish_policy) VALUES (?, ?, ?, ?, 'North Wind', 'needs_reconnect', 'company', 'team')",
  )
    .bind(id, teamId, `acct-${id}`, `urn:li:organization:${id.slice(0, 6)}`)
    .run();
  return id;
}

const setColumns = (id: string, sql: string, ...values: unknown[]) =>
  env.DB.prepare(`UPDATE posts SET ${sql} WHERE id = ?`)
    .bind(...values, id)
    .run();

/** One post in each status (and one of each kind that shares a status), all of Maya's team. */
async function oneOfEach(token: string) {
  const draft = await createPost(token, { content: "A plain draft about pricing" });
  const toReview = await createPost(token, { content: "A generated draft about hiring", scheduledAt: inDays(3) });
  await setColumns(toReview, "status = 'draft', needs_review = 1, generated_by = 'job-1'");
  const idea = await createPost(token, { content: "Idea seed", scheduledAt: inDays(4) });
  await setColumns(idea, "status = 'draft', idea_question = ?, content = ''", "What did your first client teach you?");
  const scheduled = await createPost(token, { content: "Scheduled: our roadmap", scheduledAt: inDays(5) });
  const published = await createPost(token, { content: "Published: launch day", scheduledAt: inDays(1) });
  await setColumns(published, "status = 'published', published_at = ?, provider_post_urn = 'urn:li:share:7123456789012345678'", Date.now());
  const failed = await createPost(token, { content: "Failed: too long", scheduledAt: inDays(2) });
  await setColumns(failed, "status = 'failed', last_error = 'LinkedIn refused it.'");
  const unknown = await createPost(token, { content: "In doubt: did it go out?", scheduledAt: inDays(2) });
  await setColumns(unknown, "status = 'unknown'");
  const reconnectApp = await signedOutAccount(await teamOf(draft));
  const waiting = await createPost(token, { content: "Waiting for a reconnect", scheduledAt: inDays(6), appIds: [reconnectApp] });
  const expected: Record<PostFilterStatus, string[]> = {
    draft: [draft],
    review: [toReview, idea],
    scheduled: [scheduled],
    published: [published],
    attention: [failed, unknown, waiting],
  };
  return { expected, reconnectApp, ids: { draft, toReview, idea, scheduled, published, failed, unknown, waiting } };
}

async function list(token: string, query: { status?: PostFilterStatus; appId?: string; q?: string; from?: string; to?: string } = {}) {
  const res = await client(token).api.posts.$get({ query });
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

const sorted = (ids: string[]) => [...ids].sort();

describe("GET /api/posts filters", () => {
  it("each status returns exactly its posts, and the counts are the same whatever status is asked for", async () => {
    const token = await signIn();
    const { expected } = await oneOfEach(token);
    const all = await list(token);
    expect(all.data).toHaveLength(8);
    const counts = { all: 8, draft: 1, review: 2, scheduled: 1, published: 1, attention: 3 };
    expect(all.counts).toEqual(counts);
    for (const status of Object.keys(expected) as PostFilterStatus[]) {
      const answer = await list(token, { status });
      expect(sorted(answer.data.map((p) => p.id)), status).toEqual(sorted(expected[status]));
      expect(answer.counts, status).toEqual(counts);
    }
    // the answer keeps what it always had
    expect(all).toMatchObject({ toReview: 1, ideas: 1, linkedinWeb: expect.stringMatching(/^http/) });
    const published = all.data.find((p) => p.status === "published");
    expect(published?.urn).toBe("urn:li:share:7123456789012345678");
  });

  it("a scheduled post needs attention while its account waits for a reconnect, and is scheduled again once reconnected", async () => {
    const token = await signIn();
    const { ids, reconnectApp } = await oneOfEach(token);
    expect((await list(token, { status: "attention" })).data.map((p) => p.id)).toContain(ids.waiting);
    await env.DB.prepare("UPDATE apps SET status = 'active' WHERE id = ?").bind(reconnectApp).run();
    const scheduled = await list(token, { status: "scheduled" });
    expect(sorted(scheduled.data.map((p) => p.id))).toEqual(sorted([ids.scheduled, ids.waiting]));
    expect(scheduled.counts.attention).toBe(2);
  });

  it("appId keeps one account's posts; counts follow it", async () => {
    const token = await signIn();
    const { ids, reconnectApp } = await oneOfEach(token);
    const one = await list(token, { appId: reconnectApp });
    expect(one.data.map((p) => p.id)).toEqual([ids.waiting]);
    expect(one.counts).toEqual({ all: 1, draft: 0, review: 0, scheduled: 0, published: 0, attention: 1 });
    expect((await list(token, { appId: reconnectApp, status: "scheduled" })).data).toEqual([]);
  });

  it("q searches title and text, case-insensitively, combined with status and range", async () => {
    const token = await signIn();
    const { ids } = await oneOfEach(token);
    const inText = await createPost(token, { content: "Monday notes\nWhat we learned about PRICING tiers" });
    expect(sorted((await list(token, { q: "pricing" })).data.map((p) => p.id))).toEqual(sorted([ids.draft, inText]));
    expect((await list(token, { q: "  LAUNCH day " })).data.map((p) => p.id)).toEqual([ids.published]);
    const counted = await list(token, { q: "pricing", status: "published" });
    expect(counted.data).toEqual([]);
    expect(counted.counts).toMatchObject({ all: 2, draft: 2 });
    // from/to still apply: only what is scheduled within the range
    const ranged = await list(token, { q: "d", from: inDays(4.5), to: inDays(5.5) });
    expect(ranged.data.map((p) => p.id)).toEqual([ids.scheduled]);
    expect((await list(token, { q: "nothing like this" })).counts.all).toBe(0);
  });

  it("q takes % and _ (and a backslash) as themselves, not as wildcards", async () => {
    const token = await signIn();
    const percent = await createPost(token, { content: "Growth was 100% this year" });
    const underscore = await createPost(token, { content: "Rename file_name before launch" });
    const slash = await createPost(token, { content: "Paths like C:\\temp confuse people" });
    await createPost(token, { content: "Growth was 1000 this year, filename too" });
    expect((await list(token, { q: "%" })).data.map((p) => p.id)).toEqual([percent]);
    expect((await list(token, { q: "0%" })).data.map((p) => p.id)).toEqual([percent]);
    expect((await list(token, { q: "_" })).data.map((p) => p.id)).toEqual([underscore]);
    expect((await list(token, { q: "e_n" })).data.map((p) => p.id)).toEqual([underscore]);
    expect((await list(token, { q: "\\" })).data.map((p) => p.id)).toEqual([slash]);
  });

  it("refuses an unknown status and an overlong search", async () => {
    const token = await signIn();
    const posts = client(token).api.posts;
    const bad = await posts.$get({ query: { status: "everything" as PostFilterStatus } });
    expect(bad.status).toBe(400);
    const long = await posts.$get({ query: { q: "x".repeat(1000) } });
    expect(long.status).toBe(400);
    // a long search within the bound is cut, not refused
    expect((await posts.$get({ query: { q: "x".repeat(300) } })).status).toBe(200);
  });

  it("another team's posts never appear in the results or the counts, whatever the filters", async () => {
    const { maya, arjun, mayaApp } = await twoTeams();
    await createPost(arjun, { content: "Arjun's secret plan about pricing" });
    const mayaAll = await list(maya);
    expect(mayaAll.data.some((p) => p.content.includes("Arjun"))).toBe(false);
    expect(mayaAll.counts.all).toBe(mayaAll.data.length);
    const searched = await list(maya, { q: "Arjun" });
    expect(searched.data).toEqual([]);
    expect(searched.counts.all).toBe(0);
    // Arjun asking for Maya's account sees nothing of hers
    const asArjun = await list(arjun, { appId: mayaApp });
    expect(asArjun.data).toEqual([]);
    expect(asArjun.counts.all).toBe(0);
    const arjunPublished = await list(arjun, { status: "published" });
    expect(arjunPublished.data).toEqual([]);
    expect(arjunPublished.counts).toMatchObject({ all: 1, published: 0, draft: 1 });
  });
});

describe("POST /api/post/:id/duplicate", () => {
  it("copies a published post's text and account as a new unscheduled draft; the published post stays as it was", async () => {
    const { maya, postId, plan, mayaApp } = await twoTeams();
    const before = await postRow(postId);
    const res = await client(maya).api.post[":id"].duplicate.$post({ param: { id: postId } });
    expect(res.status).toBe(201);
    const { data: copy } = await res.json();
    expect(copy.id).not.toBe(postId);
    expect(copy).toMatchObject({ content: plan, status: "draft", scheduledAt: null, publishedAt: null, urn: null, needsReview: false });
    expect(copy.apps.map((a) => a.id)).toEqual([mayaApp]);
    expect(await postRow(postId)).toEqual(before);
    expect((await list(maya, { status: "draft" })).data.map((p) => p.id)).toContain(copy.id);
  });

  it("copies the images, in order", async () => {
    const token = await signIn();
    const id = await createPost(token, { content: "With two pictures" });
    const teamId = await teamOf(id);
    const images = [crypto.randomUUID(), crypto.randomUUID()];
    for (const image of images) {
      await env.DB.prepare(
        "INSERT INTO assets (id, team_id, type, source_url, content_type, status) VALUES (?, ?, 'pexels', 'https://images.example/p.jpg', 'image/jpeg', 'ready')",
      )
        .bind(image, teamId)
        .run();
    }
    const put = await client(token).api.post[":id"].$put({ param: { id }, json: { attachments: [...images].reverse().map((i) => ({ id: i, url: "" })) } });
    expect(put.status).toBe(200);
    const res = await client(token).api.post[":id"].duplicate.$post({ param: { id } });
    const { data: copy } = await res.json();
    expect(copy.attachments.map((a) => a.id)).toEqual([...images].reverse());
  });

  it("another team's post, or no post at all, is a 404 and nothing is created", async () => {
    const { arjun, postId } = await twoTeams();
    const theirs = await client(arjun).api.post[":id"].duplicate.$post({ param: { id: postId } });
    expect(theirs.status).toBe(404);
    const none = await client(arjun).api.post[":id"].duplicate.$post({ param: { id: "no-such-post" } });
    expect(none.status).toBe(404);
    expect((await list(arjun)).counts.all).toBe(0);
  });

  it("a published post still can't be edited (only duplicated)", async () => {
    const { maya, postId } = await twoTeams();
    const edit = await client(maya).api.post[":id"].$put({ param: { id: postId }, json: { content: "changed" } });
    expect(edit.status).toBe(409);
  });
});
