/** The posts API as a member uses it: titles, accounts, refused input, published posts, ranges, time zones. */
import { describe, expect, it } from "vitest";
import { zonedTimeToInstant } from "../../app/spec/time";
import { client, count, createPost, postRow, signIn, twoTeams } from "./helpers";

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
