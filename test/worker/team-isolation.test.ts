/** Every post, job and app endpoint, called by another team with this team's ids: refused, nothing changed. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { zonedTimeToInstant } from "../../app/spec/time";
import { api, count, createPost, marker, postJson, postRow, signIn, waitFor } from "./helpers";

async function twoTeams() {
  const maya = await signIn("demo-maya-chen");
  const arjun = await signIn("member-arjun-mehta");
  const mayaApp = ((await (await api("/api/apps", { token: maya })).json()) as { data: { data: Array<{ id: string }> } }).data.data[0].id;
  // Unique text: LinkedIn (and its emulator) refuse the same post twice from one author.
  const plan = `Maya's plan for Monday ${marker()}`;
  const postId = await createPost(maya, { content: plan, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
  const publish = await postJson(`/api/post/${postId}/publish`, {}, maya);
  const jobId = ((await publish.json()) as { data: { id: string } }).data.id;
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
    const list = (await (await api("/api/posts", { token: arjun })).json()) as { data: { data: unknown[] } };
    expect(list.data.data).toEqual([]);
    for (const method of ["PUT", "PATCH"]) {
      const res = await api(`/api/post/${draftId}`, { method, token: arjun, body: JSON.stringify({ content: "hijacked" }) });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ msg: "Post not found" });
    }
    expect((await api(`/api/post/${draftId}`, { method: "DELETE", token: arjun })).status).toBe(404);
    expect((await postJson(`/api/post/${draftId}/publish`, {}, arjun)).status).toBe(404);
    expect(await postRow(draftId)).toEqual(before);
    expect(await count("jobs")).toBe(1);
  });

  it("jobs: another team's job is not found", async () => {
    const { maya, arjun, jobId } = await twoTeams();
    expect((await api(`/api/jobs/${jobId}`, { token: maya })).status).toBe(200);
    const res = await api(`/api/jobs/${jobId}`, { token: arjun });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: "Job not found" });
  });

  it("apps: another team's account can't be a post's target", async () => {
    const { arjun, mayaApp } = await twoTeams();
    const postsBefore = await count("posts");
    const create = await postJson("/api/post", { provider: "linkedin", content: "As Maya?", appIds: [mayaApp] }, arjun);
    expect(create.status).toBe(400);
    expect(await create.json()).toEqual({ msg: "One of the chosen accounts isn't connected to your team." });
    expect(await count("posts")).toBe(postsBefore);
    const own = await createPost(arjun, { content: "Arjun's own" });
    const retarget = await api(`/api/post/${own}`, { method: "PATCH", token: arjun, body: JSON.stringify({ appIds: [mayaApp] }) });
    expect(retarget.status).toBe(400);
    const links = await env.DB.prepare("SELECT app_id FROM post_apps WHERE post_id = ?").bind(own).all<{ app_id: string }>();
    expect(links.results.map((l) => l.app_id)).not.toContain(mayaApp);
  });
});

describe("posts API", () => {
  it("creates a draft with a title from the first line and the team's first account", async () => {
    const token = await signIn();
    const res = await postJson("/api/post", { provider: "linkedin", content: "\n  Three lessons from launch week  \nMore text" }, token);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ title: "Three lessons from launch week", status: "draft", scheduledAt: null, provider: "linkedin", attachments: [] });
    expect((data.apps as Array<{ name: string }>).map((a) => a.name)).toEqual(["Maya Chen"]);
  });

  it("refuses blank content and times in the past, and changes nothing", async () => {
    const token = await signIn();
    const blank = await postJson("/api/post", { provider: "linkedin", content: "   " }, token);
    expect(await blank.json()).toEqual({ msg: "Write something before saving." });
    const past = await postJson("/api/post", { provider: "linkedin", content: "Yesterday", scheduledAt: new Date(Date.now() - 3600_000).toISOString() }, token);
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ msg: "Pick a time in the future to schedule this post." });
    const badTime = await postJson("/api/post", { provider: "linkedin", content: "When?", scheduledAt: "next tuesday" }, token);
    expect(badTime.status).toBe(400);
    expect(await count("posts")).toBe(0);
  });

  it("a published post can't be edited or published again", async () => {
    const { maya, postId, plan } = await twoTeams();
    const edit = await api(`/api/post/${postId}`, { method: "PUT", token: maya, body: JSON.stringify({ content: "changed" }) });
    expect(edit.status).toBe(409);
    const again = await postJson(`/api/post/${postId}/publish`, {}, maya);
    expect(again.status).toBe(409);
    expect((await postRow(postId))?.content).toBe(plan);
  });

  it("reads one month with from/to", async () => {
    const token = await signIn();
    const inside = await createPost(token, { content: "In December", scheduledAt: "2099-12-10T09:00:00.000Z" });
    await createPost(token, { content: "In January", scheduledAt: "2100-01-10T09:00:00.000Z" });
    await createPost(token, { content: "In March", scheduledAt: "2100-03-10T09:00:00.000Z" });
    const res = await api(`/api/posts?from=2099-12-01T00:00:00.000Z&to=2100-01-01T00:00:00.000Z`, { token });
    const { data } = (await res.json()) as { data: { data: Array<{ id: string }>; after: number } };
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
      const { data } = (await (await api("/api/posts", { token })).json()) as { data: { data: Array<{ id: string; scheduledAt: string; timeZone: string }> } };
      expect(data.data.find((p) => p.id === id)).toMatchObject({ scheduledAt: expected, timeZone: "Europe/Berlin" });
    }
  });
});

describe("best times", () => {
  it("uses the default profile until the team has enough published posts, then its own", async () => {
    const token = await signIn();
    const first = (await (await api("/api/best-times?timeZone=Europe/Berlin", { token })).json()) as { data: { data: unknown[]; source: string } };
    expect(first.data.source).toBe("default");
    expect(first.data.data).toHaveLength(168);
    const teamId = ((await (await api("/api/me", { token })).json()) as { data: { teamId: string } }).data.teamId;
    // twelve posts published on Mondays at 07:xx Berlin time, with lots of engagement
    const stmts = Array.from({ length: 12 }, (_, i) =>
      env.DB.prepare("INSERT INTO posts (id, team_id, content, status, published_at, likes, comments) VALUES (?, ?, 'x', 'published', ?, 300, 20)").bind(
        `p${i}`,
        teamId,
        Date.parse("2026-11-02T06:10:00Z") + i * 7 * 86_400_000,
      ),
    );
    await env.DB.batch(stmts);
    const own = (await (await api("/api/best-times?timeZone=Europe/Berlin", { token })).json()) as {
      data: { data: Array<{ day: number; time: string; popularity: number }>; source: string };
    };
    expect(own.data.source).toBe("team");
    expect(own.data.data.find((s) => s.day === 1 && s.time === "07:00")?.popularity).toBe(99);
    const other = await signIn("member-arjun-mehta");
    const theirs = (await (await api("/api/best-times", { token: other })).json()) as { data: { source: string } };
    expect(theirs.data.source).toBe("default");
  });

  it("refuses a time zone that does not exist", async () => {
    const token = await signIn();
    const res = await api("/api/best-times?timeZone=Mars/Olympus", { token });
    expect(res.status).toBe(400);
  });
});
