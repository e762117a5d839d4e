/**
 * Every post, job and app endpoint, called by another team with this team's ids: refused,
 * nothing changed. Called through the typed client, as the web app calls them.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { zonedTimeToInstant } from "../../app/spec/time";
import { client, count, createPost, marker, postRow, signIn, waitFor } from "./helpers";

async function twoTeams() {
  const maya = await signIn("demo-maya-chen");
  const arjun = await signIn("member-arjun-mehta");
  const mayaApp = (await (await client(maya).api.apps.$get()).json()).data.data[0].id;
  // Unique text: LinkedIn (and its emulator) refuse the same post twice from one author.
  const plan = `Maya's plan for Monday ${marker()}`;
  const postId = await createPost(maya, { content: plan, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
  const publish = await client(maya).api.post[":id"].publish.$post({ param: { id: postId }, json: {} });
  const jobId = (await publish.json()).data.id;
  await waitFor(
    () => postRow(postId),
    (r) => r?.status === "published",
  );
  const draftId = await createPost(maya, { content: "Maya's unpublished draft" });
  return { maya, arjun, mayaApp, postId, draftId, jobId, plan };
}

describe("another team's ids", () => {
  it("posts: not listed, not changed, not deleted, not published", async () => {
    const { arjun, draftId } = await twoTeams();
    const before = await postRow(draftId);
    const asArjun = client(arjun).api;
    const list = await (await asArjun.posts.$get({ query: {} })).json();
    expect(list.data.data).toEqual([]);
    const param = { id: draftId };
    for (const res of [
      await asArjun.post[":id"].$put({ param, json: { content: "hijacked" } }),
      await asArjun.post[":id"].$patch({ param, json: { content: "hijacked" } }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ msg: "Post not found" });
    }
    expect((await asArjun.post[":id"].$delete({ param })).status).toBe(404);
    expect((await asArjun.post[":id"].publish.$post({ param, json: {} })).status).toBe(404);
    expect((await asArjun.post[":id"].attempts.$get({ param })).status).toBe(404);
    const link = "https://www.linkedin.com/feed/update/urn:li:share:7123456789012345678";
    expect((await asArjun.post[":id"]["confirm-published"].$post({ param, json: { url: link } })).status).toBe(404);
    expect(await postRow(draftId)).toEqual(before);
    expect(await count("jobs")).toBe(1);
  });

  it("jobs: another team's job is not found", async () => {
    const { maya, arjun, jobId } = await twoTeams();
    expect((await client(maya).api.jobs[":id"].$get({ param: { id: jobId } })).status).toBe(200);
    const res = await client(arjun).api.jobs[":id"].$get({ param: { id: jobId } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: "Job not found" });
  });

  it("apps: another team's account can't be a post's target", async () => {
    const { arjun, mayaApp } = await twoTeams();
    const postsBefore = await count("posts");
    const create = await client(arjun).api.post.$post({ json: { provider: "linkedin", content: "As Maya?", appIds: [mayaApp] } });
    expect(create.status).toBe(400);
    expect(await create.json()).toEqual({ msg: "One of the chosen accounts isn't connected to your team." });
    expect(await count("posts")).toBe(postsBefore);
    const own = await createPost(arjun, { content: "Arjun's own" });
    const retarget = await client(arjun).api.post[":id"].$patch({ param: { id: own }, json: { appIds: [mayaApp] } });
    expect(retarget.status).toBe(400);
    const links = await env.DB.prepare("SELECT app_id FROM post_apps WHERE post_id = ?").bind(own).all<{ app_id: string }>();
    expect(links.results.map((l) => l.app_id)).not.toContain(mayaApp);
  });
});

describe("posts API", () => {
  it("creates a draft with a title from the first line and the team's first account", async () => {
    const token = await signIn();
    const res = await client(token).api.post.$post({ json: { provider: "linkedin", content: "\n  Three lessons from launch week  \nMore text" } });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ title: "Three lessons from launch week", status: "draft", scheduledAt: null, provider: "linkedin", attachments: [] });
    expect(data.apps.map((a) => a.name)).toEqual(["Maya Chen"]);
  });

  it("refuses blank content and times in the past, and changes nothing", async () => {
    const token = await signIn();
    const posts = client(token).api.post;
    const blank = await posts.$post({ json: { provider: "linkedin", content: "   " } });
    expect(await blank.json()).toEqual({ msg: "Write something before saving." });
    const past = await posts.$post({ json: { provider: "linkedin", content: "Yesterday", scheduledAt: new Date(Date.now() - 3600_000).toISOString() } });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ msg: "Pick a time in the future to schedule this post." });
    const badTime = await posts.$post({ json: { provider: "linkedin", content: "When?", scheduledAt: "next tuesday" } });
    expect(badTime.status).toBe(400);
    expect(await count("posts")).toBe(0);
  });

  it("a published post can't be edited or published again", async () => {
    const { maya, postId, plan } = await twoTeams();
    const post = client(maya).api.post[":id"];
    const edit = await post.$put({ param: { id: postId }, json: { content: "changed" } });
    expect(edit.status).toBe(409);
    const again = await post.publish.$post({ param: { id: postId }, json: {} });
    expect(again.status).toBe(409);
    expect((await postRow(postId))?.content).toBe(plan);
  });

  it("reads one month with from/to", async () => {
    const token = await signIn();
    const inside = await createPost(token, { content: "In December", scheduledAt: "2099-12-10T09:00:00.000Z" });
    await createPost(token, { content: "In January", scheduledAt: "2100-01-10T09:00:00.000Z" });
    await createPost(token, { content: "In March", scheduledAt: "2100-03-10T09:00:00.000Z" });
    const res = await client(token).api.posts.$get({ query: { from: "2099-12-01T00:00:00.000Z", to: "2100-01-01T00:00:00.000Z" } });
    const { data } = await res.json();
    expect(data.data.map((p) => p.id)).toEqual([inside]);
    // the next-month badge's count: everything from the end of the range on
    expect(data.after).toBe(2);
  });

  it("DST gap and overlap: the instant the member picked is the instant stored and shown", async () => {
    const token = await signIn();
    // 02:30 on 2099-03-29 does not exist in Berlin (it becomes 03:30); 02:30 on 2099-10-25 happens twice (the first counts).
    for (const [date, expected] of [
      ["2099-03-29", "2099-03-29T01:30:00.000Z"],
      ["2099-10-25", "2099-10-25T00:30:00.000Z"],
    ]) {
      const at = zonedTimeToInstant({ date, time: "02:30" }, "Europe/Berlin");
      expect(new Date(at).toISOString()).toBe(expected);
      const id = await createPost(token, { content: `DST ${date}`, scheduledAt: new Date(at).toISOString(), timeZone: "Europe/Berlin" });
      const { data } = await (await client(token).api.posts.$get({ query: {} })).json();
      expect(data.data.find((p) => p.id === id)).toMatchObject({ scheduledAt: expected, timeZone: "Europe/Berlin" });
    }
  });
});

describe("best times", () => {
  it("uses the default profile until the team has enough published posts, then its own", async () => {
    const token = await signIn();
    const bestTimes = (as: string, timeZone?: string) => client(as).api["best-times"].$get({ query: { timeZone } });
    const first = await (await bestTimes(token, "Europe/Berlin")).json();
    expect(first.data.source).toBe("default");
    expect(first.data.data).toHaveLength(168);
    const { teamId } = (await (await client(token).api.me.$get()).json()).data;
    // twelve posts published on Mondays at 07:xx Berlin time, with lots of engagement
    const stmts = Array.from({ length: 12 }, (_, i) =>
      env.DB.prepare("INSERT INTO posts (id, team_id, content, status, published_at, likes, comments) VALUES (?, ?, 'x', 'published', ?, 300, 20)").bind(
        `p${i}`,
        teamId,
        Date.parse("2026-11-02T06:10:00Z") + i * 7 * 86_400_000,
      ),
    );
    await env.DB.batch(stmts);
    const own = await (await bestTimes(token, "Europe/Berlin")).json();
    expect(own.data.source).toBe("team");
    expect(own.data.data.find((s) => s.day === 1 && s.time === "07:00")?.popularity).toBe(99);
    const other = await signIn("member-arjun-mehta");
    const theirs = await (await bestTimes(other)).json();
    expect(theirs.data.source).toBe("default");
  });

  it("refuses a time zone that does not exist", async () => {
    const token = await signIn();
    const res = await client(token).api["best-times"].$get({ query: { timeZone: "Mars/Olympus" } });
    expect(res.status).toBe(400);
  });
});
