/**
 * Every post, job and app endpoint, called by another team with this team's ids: refused,
 * nothing changed. Called through the typed client, as the web app calls them.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { client, count, createPost, postRow, twoTeams } from "./helpers";

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
