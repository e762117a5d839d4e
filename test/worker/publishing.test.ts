/**
 * The failure table of "Publishing: never twice, never lost", through the real queue, Durable
 * Objects and D1, with the LinkedIn emulator counting what reaches it.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../worker/http/logger";
import { publishPost } from "../../worker/publishing/publish";
import {
  api,
  clearEmulatorFaults,
  createPost,
  emulator,
  emulatorFault,
  linkedinPostsContaining,
  makeDue,
  marker,
  memberWithDraft,
  postJson,
  postRow,
  quietFor,
  signIn,
  waitFor,
  within,
  withRefreshTokens,
} from "./helpers";
import { cronSweep, deliver, job, publishNow, queuedPost, settledJob, teamOf } from "./publishing-helpers";

const log = createLogger({ test: "publishing" });

beforeEach(() => clearEmulatorFaults());

describe("publish now", () => {
  it("goes out once, through the queue, and the post and job say so", async () => {
    const token = await signIn();
    const text = `Shipping day ${marker()} (finally) with @team, #launch and *stars* ~ok~ <3 [1]`;
    const id = await createPost(token, { content: text });
    const jobId = await publishNow(token, id);
    const done = await settledJob(token, jobId);
    expect(done).toMatchObject({ id: jobId, status: "completed", progress: 100 });
    const onLinkedIn = await linkedinPostsContaining(text.slice(0, 20));
    expect(onLinkedIn).toHaveLength(1);
    // little-text escaping: LinkedIn shows every character, nothing cut at "(" or "@"
    expect(onLinkedIn[0].commentary).toBe(text);
    expect(onLinkedIn[0].author).toBe("urn:li:person:demo-maya-chen");
    expect(done.result?.urn).toBe((onLinkedIn[0] as { urn: string }).urn);
    const row = await postRow(id);
    expect(row).toMatchObject({ status: "published", provider_post_urn: onLinkedIn[0].urn });
    const list = (await (await api("/api/posts", { token })).json()) as { data: { data: Array<{ id: string; status: string }> } };
    expect(list.data.data.find((p) => p.id === id)?.status).toBe("published");
  });

  it("sends the pinned LinkedIn-Version and Rest.li protocol headers", async () => {
    const token = await signIn();
    const id = await createPost(token, { content: `Headers ${marker()}` });
    await publishNow(token, id);
    await waitFor(
      () => postRow(id),
      (r) => r?.status === "published",
    );
    const call = (await emulator()).calls.filter((c) => c.path === "/rest/posts").at(-1)!;
    expect(call.headers["linkedin-version"]).toBe(env.LINKEDIN_VERSION);
  });

  it("with no LinkedIn account connected answers 'provider linkedin not found' and changes nothing", async () => {
    const token = await signIn();
    await env.DB.prepare("DELETE FROM apps").run();
    const id = await createPost(token, { content: `Orphan ${marker()}` });
    const res = await postJson(`/api/post/${id}/publish`, {}, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: "provider linkedin not found" });
    expect((await postRow(id))?.status).toBe("draft");
  });

  it("refuses a post over 3000 characters before any LinkedIn call", async () => {
    const token = await signIn();
    const tooLong = await postJson("/api/post", { provider: "linkedin", content: "x".repeat(3001) }, token);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ msg: "LinkedIn posts can be at most 3000 characters." });
    // one that got into the database some other way fails without reaching LinkedIn
    const id = await createPost(token, { content: "short" });
    const content = `${marker()}${"y".repeat(3000)}`;
    await env.DB.prepare("UPDATE posts SET content = ? WHERE id = ?").bind(content, id).run();
    const before = (await emulator()).calls.filter((c) => c.path === "/rest/posts").length;
    const jobId = await publishNow(token, id);
    const done = await settledJob(token, jobId);
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(/at most 3000 characters/);
    expect((await emulator()).calls.filter((c) => c.path === "/rest/posts").length).toBe(before);
  });
});

describe("never twice", () => {
  it("the same message delivered twice, one after the other, publishes once", async () => {
    const { token, text, id } = await memberWithDraft("Twice in a row");
    const jobId = await publishNow(token, id);
    await settledJob(token, jobId);
    const teamId = await teamOf(token);
    const scheduledAt = (await postRow(id))!.scheduled_at as number;
    await env.JOBS.send({ type: "publish", jobId, postId: id, teamId, scheduledAt });
    const again = await deliver({ jobId, postId: id, teamId, scheduledAt });
    expect(again.explicitAcks).toHaveLength(1);
    await quietFor(1500); // the queue's copy arrives and changes nothing
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    expect((await job(token, jobId)).status).toBe("completed");
  });

  it("the same message delivered several times at once publishes once", async () => {
    const text = `All at once ${marker()}`;
    const { id, message } = await queuedPost(text);
    await Promise.all([
      env.JOBS.sendBatch([{ body: message }, { body: message }, { body: message }]),
      deliver(message),
      deliver(message),
      publishPost(env, message, log),
    ]);
    await waitFor(
      () => postRow(id),
      (r) => r?.status === "published",
    );
    await quietFor(1500);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });

  it("a crash after LinkedIn accepted the post and before the database write: no second post, the post is unknown", async () => {
    const text = `Crash before write ${marker()}`;
    const { id, message } = await queuedPost(text);
    await expect(
      publishPost(env, message, log, {
        afterLinkedInAccepted() {
          throw new Error("worker crashed");
        },
      }),
    ).rejects.toThrow("worker crashed");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    // the queue delivers the message again: the post is still claimed, nothing is sent
    await env.JOBS.send(message);
    expect((await deliver(message)).explicitAcks).toHaveLength(1);
    await quietFor(1500);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    // once the claim has lapsed, the sweep settles it as unknown, never as a retry
    await env.DB.prepare("UPDATE posts SET lease_until = ? WHERE id = ?")
      .bind(Date.now() - 1, id)
      .run();
    await cronSweep();
    const row = await postRow(id);
    expect(row?.status).toBe("unknown");
    expect(row?.last_error).toMatch(/can't tell whether it went out/);
    await quietFor(1500);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });

  it("a crash after the database write and before the ack: the redelivery does nothing more", async () => {
    const text = `Crash before ack ${marker()}`;
    const { token, id, message } = await queuedPost(text);
    await expect(
      publishPost(env, message, log, {
        afterRecorded() {
          throw new Error("worker crashed");
        },
      }),
    ).rejects.toThrow("worker crashed");
    expect((await postRow(id))?.status).toBe("published");
    await env.JOBS.send(message);
    await deliver(message);
    await quietFor(1500);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    expect((await job(token, message.jobId)).status).toBe("completed");
  });

  it("a worker that died holding a claim before calling LinkedIn: the sweep queues the post again and it goes out once", async () => {
    const { text, id } = await memberWithDraft("Orphaned claim");
    await makeDue(id);
    await env.DB.prepare("UPDATE posts SET status = 'publishing', claim_token = 'dead-worker', lease_until = ? WHERE id = ?")
      .bind(Date.now() - 1, id)
      .run();
    await cronSweep();
    await waitFor(
      () => postRow(id),
      (r) => r?.status === "published",
    );
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });

  it("two overlapping cron sweeps queue each due post once, and each goes out once", async () => {
    const token = await signIn();
    const m = marker();
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const id = await createPost(token, { content: `Swept ${i} ${m}` });
      await makeDue(id);
      ids.push(id);
    }
    await Promise.all([cronSweep(), cronSweep()]);
    for (const id of ids)
      await waitFor(
        () => postRow(id),
        (r) => r?.status === "published",
      );
    await quietFor(1500);
    expect(await linkedinPostsContaining(m)).toHaveLength(3);
    const jobs = await env.DB.prepare("SELECT count(*) AS n FROM jobs").first<{ n: number }>();
    expect(jobs?.n).toBe(3);
  });
});

describe("never lost", () => {
  it("429, then success: retried with backoff and published once", async () => {
    const { token, text, id } = await memberWithDraft("Rate limited");
    await emulatorFault({ path: "/rest/posts", status: 429, times: 1 });
    const jobId = await publishNow(token, id);
    const done = await settledJob(token, jobId);
    expect(done.status).toBe("completed");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    expect((await postRow(id))?.attempts).toBe(2);
  });

  it("LinkedIn's own 503 on every try: after the sixth, failed with a reason the member sees, and nothing posted", { timeout: within(40_000) }, async () => {
    const { token, text, id } = await memberWithDraft("Always down");
    // the first attempt and five retries (worker/publishing/retry-policy.ts MAX_TRANSIENT_TRIES)
    await emulatorFault({ path: "/rest/posts", status: 503, times: 6 });
    const jobId = await publishNow(token, id);
    const done = await settledJob(token, jobId, within(30_000));
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(/LinkedIn kept failing/);
    const row = await postRow(id);
    expect(row?.status).toBe("failed");
    expect(row?.last_error).toMatch(/LinkedIn kept failing.*LinkedIn had a problem \(503\)/);
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
    expect((await postRow(id))?.attempts).toBe(6);
  });

  it("401 that a refresh cures: published once", async () => {
    await withRefreshTokens();
    const { token, text, id } = await memberWithDraft("Refreshed");
    await emulatorFault({ path: "/rest/posts", status: 401, times: 1 });
    const jobId = await publishNow(token, id);
    expect((await settledJob(token, jobId)).status).toBe("completed");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });

  it("a LinkedIn answer that never comes: unknown, shown to the member, never retried", async () => {
    const { token, text, id } = await memberWithDraft("Slow LinkedIn");
    await emulatorFault({ path: "/rest/posts", acceptDelayMs: Number(env.LINKEDIN_TIMEOUT_MS) + 1500, times: 1 }); // past our timeout
    const jobId = await publishNow(token, id);
    const done = await settledJob(token, jobId);
    expect(done.status).toBe("unknown");
    const row = await postRow(id);
    expect(row?.status).toBe("unknown");
    expect(row?.last_error).toMatch(/can't tell whether the post went out/);
    // LinkedIn stores it once its delay is up: there, and only once (nothing was tried again).
    await waitFor(
      () => linkedinPostsContaining(text),
      (posts) => posts.length > 0,
    );
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    expect((await emulator()).calls.filter((c) => c.path === "/rest/posts").length).toBeGreaterThan(0);
  });
});

describe("the post changed after it was queued", () => {
  it("edited: the consumer publishes what the post says now", async () => {
    const m = marker();
    const { token, id, message } = await queuedPost(`Draft words ${m}`);
    const edit = await api(`/api/post/${id}`, { method: "PATCH", token, body: JSON.stringify({ content: `Better words ${m}` }) });
    expect(edit.status).toBe(200);
    await deliver(message);
    const onLinkedIn = await linkedinPostsContaining(m);
    expect(onLinkedIn.map((p) => p.commentary)).toEqual([`Better words ${m}`]);
  });

  it("rescheduled: nothing goes out now, the job says why, and the post keeps its new time", async () => {
    const m = marker();
    const { token, id, message } = await queuedPost(`Later ${m}`);
    const later = new Date(Date.now() + 3600_000).toISOString();
    const res = await api(`/api/post/${id}`, { method: "PUT", token, body: JSON.stringify({ scheduledAt: later }) });
    expect(res.status).toBe(200);
    await deliver(message);
    expect(await linkedinPostsContaining(m)).toHaveLength(0);
    expect(await job(token, message.jobId)).toMatchObject({ status: "cancelled", error: "The post was rescheduled; it will go out at its new time." });
    expect(await postRow(id)).toMatchObject({ status: "scheduled", scheduled_at: Date.parse(later) });
  });

  it("deleted: nothing goes out and the job is cancelled", async () => {
    const m = marker();
    const { token, id, message } = await queuedPost(`Gone ${m}`);
    expect((await api(`/api/post/${id}`, { method: "DELETE", token })).status).toBe(200);
    const result = await deliver(message);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await linkedinPostsContaining(m)).toHaveLength(0);
    expect(await job(token, message.jobId)).toMatchObject({ status: "cancelled", error: "The post was deleted before it went out." });
  });
});

describe("on time, with nobody present", () => {
  it("a post scheduled two seconds ahead is published by the Scheduler's alarm", async () => {
    const token = await signIn();
    const text = `On the dot ${marker()}`;
    const at = Date.now() + 2000;
    const id = await createPost(token, { content: text, scheduledAt: new Date(at).toISOString() });
    expect((await postRow(id))?.status).toBe("scheduled");
    const row = await waitFor(
      () => postRow(id),
      (r) => r?.status === "published",
      within(20_000),
    );
    expect((row!.published_at as number) - at).toBeGreaterThanOrEqual(0);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });
});

describe("organizations", () => {
  it("an organization signs in as its company page and publishes as the organization", async () => {
    const token = await signIn("demo-maya-chen", { profileType: "organization", username: "https://www.linkedin.com/company/northwind-labs" });
    const apps = (await (await api("/api/apps", { token })).json()) as { data: { data: Array<{ name: string; username: string; profileType: string }> } };
    expect(apps.data.data).toEqual([expect.objectContaining({ name: "Northwind Labs", username: "northwind-labs", profileType: "company" })]);
    const row = await env.DB.prepare("SELECT urn FROM apps").first<{ urn: string }>();
    expect(row?.urn).toBe("urn:li:organization:1001");
    const text = `From the company page ${marker()}`;
    const id = await createPost(token, { content: text });
    const jobId = await publishNow(token, id);
    expect((await settledJob(token, jobId)).status).toBe("completed");
    const [onLinkedIn] = await linkedinPostsContaining(text);
    expect(onLinkedIn.author).toBe("urn:li:organization:1001");
  });
});
