/**
 * Publishing under a hostile network and a slow LinkedIn (issue 8): the urn wins, ambiguous
 * answers are looked up before anything is retried, Retry-After is honoured, transient trouble
 * is transient everywhere, every job ends, and a post in doubt is resolved by the member.
 * Each test runs through the real queue, Durable Objects and D1 against the LinkedIn emulator,
 * and counts what LinkedIn holds: exactly one post, or none.
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
  expireLinkedInTokens,
  linkedinPostsContaining,
  marker,
  memberWithDraft,
  postJson,
  postRow,
  quietFor,
  releaseEmulatorHolds,
  signIn,
  waitFor,
  within,
  withRefreshTokens,
} from "./helpers";
import { PNG } from "./image-files";
import { attemptsOf, cronSweep, deliver, job, messageFor, publishNow, queuedPost, settledJob, signInAsCompanyPage } from "./publishing-helpers";

const log = createLogger({ test: "publishing-faults" });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits until the clock has passed `at` (a lease's end, a call's time-out): time that must pass, however busy the machine. */
const until = (at: number) => pause(Math.max(0, at - Date.now()));
/** LINKEDIN_TIMEOUT_MS in the tests (1.5 s) plus the sweep's margin (1 s): a lost call older than this is looked up. */
const CALL_SURELY_OVER_MS = Number(env.LINKEDIN_TIMEOUT_MS) + 1100;

beforeEach(() => clearEmulatorFaults());

/** A worker that dies right after LinkedIn took the post, before anything is written. */
async function crashAfterLinkedInAccepted(message: Parameters<typeof publishPost>[1]) {
  const crash = () => {
    throw new Error("worker crashed");
  };
  await expect(publishPost(env, message, log, { afterLinkedInAccepted: crash })).rejects.toThrow("worker crashed");
}

/** Waits until LinkedIn (the emulator) holds a post with this text, and returns it. */
async function storedOnLinkedIn(text: string) {
  return (
    await waitFor(
      () => linkedinPostsContaining(text),
      (posts) => posts.length > 0,
    )
  )[0];
}

describe("the urn wins", () => {
  it("a call slower than the claim's lease: the heartbeat keeps the claim, a sweep meanwhile changes nothing, one post with its urn", async () => {
    const text = `Slower than the lease ${marker()}`;
    const { token, id, message } = await queuedPost(text);
    await emulatorFault({ path: "/rest/posts", hold: true });
    // This call may take 4 s (scaled) before it counts as timed out (1.5 s in the other tests), so
    // the wait below outlasts the lease and never the call, however busy the machine.
    const publishing = publishPost({ ...env, LINKEDIN_TIMEOUT_MS: String(within(4000)) }, message, log);
    const onLinkedIn = await storedOnLinkedIn(text);
    const claimedUntil = (await postRow(id))!.lease_until as number;
    await until(claimedUntil + 300); // past the lease the call began with (PUBLISH_LEASE_MS: 1 s in the tests)
    const row = await postRow(id);
    expect(row?.status).toBe("publishing");
    expect(row!.lease_until as number).toBeGreaterThan(claimedUntil); // renewed by the heartbeat
    await cronSweep();
    expect((await postRow(id))?.status).toBe("publishing");
    await releaseEmulatorHolds();
    await publishing;
    expect(await postRow(id)).toMatchObject({ status: "published", provider_post_urn: onLinkedIn.urn });
    expect((await job(token, message.jobId)).status).toBe("completed");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });

  it("a sweep during the call settles it as unknown (no heartbeat): LinkedIn's urn, arriving after, still wins", async () => {
    const text = `Sweep during the call ${marker()}`;
    const { token, id, message } = await queuedPost(text);
    await emulatorFault({ path: "/rest/posts", hold: true });
    // The held call may take 4 s (scaled) before it times out, so a busy machine never ends it before the release.
    const publishing = publishPost({ ...env, LINKEDIN_TIMEOUT_MS: String(within(4000)) }, message, log, { noHeartbeat: true });
    const onLinkedIn = await storedOnLinkedIn(text);
    await env.DB.prepare("UPDATE posts SET lease_until = ? WHERE id = ?")
      .bind(Date.now() - 1, id)
      .run();
    await cronSweep();
    expect((await postRow(id))?.status).toBe("unknown");
    await releaseEmulatorHolds();
    await publishing;
    expect(await postRow(id)).toMatchObject({ status: "published", provider_post_urn: onLinkedIn.urn, last_error: null });
    expect((await job(token, message.jobId)).status).toBe("completed");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    const [attempt] = await attemptsOf(id);
    expect(attempt).toMatchObject({ outcome: "published", urn: onLinkedIn.urn });
  });
});

describe("ambiguous answers are looked up, never retried blindly", () => {
  for (const status of [500, 502, 504]) {
    it(`${status} after LinkedIn stored the post: found on LinkedIn, published with its urn, one post`, async () => {
      const token = await signInAsCompanyPage();
      const text = `Stored then ${status} ${marker()}`;
      const id = await createPost(token, { content: text });
      await emulatorFault({ path: "/rest/posts", status, storeThen: true, noBody: true });
      const done = await settledJob(token, await publishNow(token, id));
      const onLinkedIn = await linkedinPostsContaining(text);
      expect(onLinkedIn).toHaveLength(1);
      expect(done).toMatchObject({ status: "completed", result: { urn: onLinkedIn[0].urn } });
      expect(await postRow(id)).toMatchObject({ status: "published", provider_post_urn: onLinkedIn[0].urn, attempts: 1 });
      expect((await attemptsOf(id))[0]).toMatchObject({ outcome: "reconciled", http_status: status, urn: onLinkedIn[0].urn });
      expect((await emulator()).calls.filter((c) => c.method === "GET" && c.path === "/rest/posts")).not.toHaveLength(0);
    });

    it(`${status} before LinkedIn stored anything: provably absent, tried again, one post`, async () => {
      const token = await signInAsCompanyPage();
      const text = `Refused with ${status} ${marker()}`;
      const id = await createPost(token, { content: text });
      await emulatorFault({ path: "/rest/posts", status, noBody: true });
      const done = await settledJob(token, await publishNow(token, id));
      expect(done.status).toBe("completed");
      expect(await linkedinPostsContaining(text)).toHaveLength(1);
      const attempts = await attemptsOf(id);
      expect(attempts.map((a) => a.outcome)).toEqual(["retry", "published"]);
      expect(attempts[0].reason).toMatch(/isn't on LinkedIn, so we'll try again/);
    });
  }

  it("a timeout after LinkedIn stored the post, on a company page: found, published once", async () => {
    const token = await signInAsCompanyPage();
    const text = `Timed out but stored ${marker()}`;
    const id = await createPost(token, { content: text });
    await emulatorFault({ path: "/rest/posts", acceptDelayMs: Number(env.LINKEDIN_TIMEOUT_MS) + 1000 }); // stored, answered after our timeout
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("completed");
    await quietFor(1500); // no second copy comes
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    expect((await postRow(id))?.provider_post_urn).toBe((await linkedinPostsContaining(text))[0].urn);
  });

  it("a member account LinkedIn won't let us read: a 500 after storing leaves the post unknown, asked of the member, never retried", async () => {
    const { token, text, id } = await memberWithDraft("Cannot look it up");
    await emulatorFault({ path: "/rest/posts", status: 500, storeThen: true, noBody: true });
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("unknown");
    expect(done.error).toMatch(/LinkedIn had a problem \(500\)\. Check your LinkedIn profile/);
    expect((await postRow(id))?.status).toBe("unknown");
    await quietFor(1500); // no retry comes
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    // the sweep does not pick it up again either
    await cronSweep();
    await quietFor(500);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    expect((await attemptsOf(id)).map((a) => a.outcome)).toEqual(["unknown"]);
  });

  it("a 503 that LinkedIn's API wrote itself proves nothing was stored: retried, one post", async () => {
    const { token, text, id } = await memberWithDraft("Service unavailable");
    await emulatorFault({ path: "/rest/posts", status: 503, body: { message: "Service Unavailable", status: 503 } });
    expect((await settledJob(token, await publishNow(token, id))).status).toBe("completed");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });
});

describe("Retry-After is honoured", () => {
  it("a 429 with Retry-After: 2 waits at least that long; a sweep meanwhile queues nothing; one post", async () => {
    const { token, text, id } = await memberWithDraft("Slow down");
    await emulatorFault({ path: "/rest/posts", status: 429, headers: { "retry-after": "2" } });
    const jobId = await publishNow(token, id);
    const waiting = await waitFor(
      () => postRow(id),
      (r) => r?.status === "scheduled" && r.not_before !== null,
    );
    const [first] = await attemptsOf(id);
    expect(waiting!.not_before as number).toBeGreaterThanOrEqual((first.started_at as number) + 2000);
    expect((await job(token, jobId)).status).toBe("running");
    await cronSweep();
    expect((await attemptsOf(id)).length).toBe(1);
    expect((await settledJob(token, jobId)).status).toBe("completed");
    const attempts = await attemptsOf(id);
    expect(attempts.map((a) => a.outcome)).toEqual(["rate-limited", "published"]);
    expect(attempts[0].http_status).toBe(429);
    expect((attempts[1].started_at as number) - (first.started_at as number)).toBeGreaterThanOrEqual(1900);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });
});

describe("transient is transient everywhere", () => {
  async function uploadedImage(token: string) {
    const { data } = (await (await postJson("/api/get-upload-url", { type: "image/png", upload: true }, token)).json()) as {
      data: { url: string; id: string };
    };
    const url = new URL(data.url);
    const put = await api(url.pathname + url.search, { method: "PUT", body: PNG, headers: { "content-type": "image/png" } });
    expect(put.status).toBe(200);
    return data.id;
  }

  it("image 2 of 3 failing once (503) then succeeding: retried, one post with all three images in order", async () => {
    const token = await signIn();
    const images = [await uploadedImage(token), await uploadedImage(token), await uploadedImage(token)];
    const text = `Three pictures ${marker()}`;
    const id = await createPost(token, { content: text });
    await api(`/api/post/${id}`, { method: "PUT", token, body: JSON.stringify({ attachments: images.map((i) => ({ id: i, url: "" })) }) });
    await emulatorFault({ path: "/rest/images", status: 503, noBody: true, skip: 1 });
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("completed");
    const onLinkedIn = await linkedinPostsContaining(text);
    expect(onLinkedIn).toHaveLength(1);
    expect((onLinkedIn[0] as unknown as { images: string[] }).images).toHaveLength(3);
    const attempts = await attemptsOf(id);
    expect(attempts.map((a) => a.outcome)).toEqual(["retry", "published"]);
    expect(attempts[0].reason).toMatch(/^Image 2 couldn't be uploaded to LinkedIn/);
    expect(attempts[0].called_at).toBeNull(); // the post call was never made
  });

  it("the stock photo host answering 503 once: retried, one post with its photo", async () => {
    const token = await signIn();
    const { data } = (await (await api("/api/stock-photos?query=harbour", { token })).json()) as { data: { data: Array<{ id: number }> } };
    const chosen = await postJson("/api/get-upload-url", { type: "image/jpeg", upload: false, photoId: data.data[0].id }, token);
    const { assetId } = ((await chosen.json()) as { data: { assetId: string } }).data;
    const text = `Stock photo hiccup ${marker()}`;
    const id = await createPost(token, { content: text });
    await api(`/api/post/${id}`, { method: "PUT", token, body: JSON.stringify({ attachments: [{ id: assetId, url: "" }] }) });
    await fetch(new URL("/__emulator/faults", env.PEXELS_API_BASE), { method: "POST", body: JSON.stringify({ path: "/images/", status: 503 }) });
    expect((await settledJob(token, await publishNow(token, id))).status).toBe("completed");
    const onLinkedIn = await linkedinPostsContaining(text);
    expect(onLinkedIn).toHaveLength(1);
    expect((onLinkedIn[0] as unknown as { images: string[] }).images).toHaveLength(1);
    expect((await attemptsOf(id))[0]).toMatchObject({ outcome: "retry", reason: "Image 1 couldn't be used: the stock photo couldn't be fetched for now." });
  });

  it("an image LinkedIn refuses for good (422) fails the post, and nothing is posted", async () => {
    const token = await signIn();
    const image = await uploadedImage(token);
    const text = `Refused picture ${marker()}`;
    const id = await createPost(token, { content: text });
    await api(`/api/post/${id}`, { method: "PUT", token, body: JSON.stringify({ attachments: [{ id: image, url: "" }] }) });
    await emulatorFault({ path: "/rest/images", status: 422 });
    const done = await settledJob(token, await publishNow(token, id));
    expect(done).toMatchObject({ status: "failed", error: "Image 1 couldn't be uploaded to LinkedIn: LinkedIn's image upload was refused (422)." });
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
  });

  it("the token endpoint answering 503 during a refresh: tried again later, the account stays connected, one post", async () => {
    await withRefreshTokens();
    const { token, text, id } = await memberWithDraft("Refresh hiccup");
    await env.DB.prepare("UPDATE apps SET token_expires_at = ?")
      .bind(Date.now() - 1000)
      .run();
    await expireLinkedInTokens("demo-maya-chen");
    await emulatorFault({ path: "/oauth/v2/accessToken", status: 503, noBody: true });
    const before = (await emulator()).calls.length;
    const done = await settledJob(token, await publishNow(token, id));
    expect(done.status).toBe("completed");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
    const apps = (await (await api("/api/apps", { token })).json()) as { data: { data: Array<{ status: string }> } };
    expect(apps.data.data[0].status).toBe("active");
    // the refused refresh, then the one that worked (nobody signs in meanwhile)
    const refreshes = (await emulator()).calls.slice(before).filter((c) => c.path === "/oauth/v2/accessToken");
    expect(refreshes).toHaveLength(2);
    expect((await attemptsOf(id))[0].reason).toMatch(/Refreshing the LinkedIn sign-in failed for now \(503\)/);
  });

  it("two publishes of one account with an expired token refresh it once, and both go out once", async () => {
    await withRefreshTokens();
    const token = await signIn();
    const m = marker();
    const ids = [await createPost(token, { content: `First of two ${m}` }), await createPost(token, { content: `Second of two ${m}` })];
    await env.DB.prepare("UPDATE apps SET token_expires_at = ?")
      .bind(Date.now() - 1000)
      .run();
    await expireLinkedInTokens("demo-maya-chen");
    const before = (await emulator()).calls.length;
    const jobs = await Promise.all(ids.map((id) => publishNow(token, id)));
    for (const jobId of jobs) expect((await settledJob(token, jobId)).status).toBe("completed");
    expect(await linkedinPostsContaining(m)).toHaveLength(2);
    expect((await emulator()).calls.slice(before).filter((c) => c.grantType === "refresh_token")).toHaveLength(1);
  });
});

describe("one clock", () => {
  it("a message that arrives before the post is due is delivered again at its time: not acked away, not rescheduled, one post", {
    timeout: within(30_000),
  }, async () => {
    const token = await signIn();
    const text = `Early bird ${marker()}`;
    // Far enough ahead that the message is still early on a busy machine (due means within 1 s).
    const at = Date.now() + within(3000);
    const id = await createPost(token, { content: text, scheduledAt: new Date(at).toISOString() });
    const message = await messageFor(token, id);
    const result = await deliver(message);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toHaveLength(0);
    expect((await postRow(id))?.status).toBe("scheduled");
    expect((await job(token, message.jobId)).status).not.toBe("cancelled");
    const done = await settledJob(token, message.jobId, within(20_000));
    expect(done.status).toBe("completed");
    expect((await postRow(id))!.published_at as number).toBeGreaterThanOrEqual(at - 1000);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });
});

describe("every job ends", () => {
  it("the dead-letter handler racing a live attempt leaves its claim alone; the attempt publishes once and ends the job", async () => {
    const text = `Dead letter race ${marker()}`;
    const { token, id, message } = await queuedPost(text);
    await emulatorFault({ path: "/rest/posts", hold: true });
    // As above: the held call outlasts the steps before its release, however busy the machine.
    const publishing = publishPost({ ...env, LINKEDIN_TIMEOUT_MS: String(within(4000)) }, message, log);
    await storedOnLinkedIn(text);
    const claim = (await postRow(id))!.claim_token;
    await deliver(message, env.JOBS_DLQ_NAME);
    expect(await postRow(id)).toMatchObject({ status: "publishing", claim_token: claim });
    expect((await job(token, message.jobId)).status).not.toBe("failed");
    await releaseEmulatorHolds();
    await publishing;
    expect((await postRow(id))?.status).toBe("published");
    expect((await job(token, message.jobId)).status).toBe("completed");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });

  it("the dead-letter handler fails a post still waiting for its due time, and ends its job", async () => {
    const text = `Dead letter ${marker()}`;
    const { token, id, message } = await queuedPost(text);
    await deliver(message, env.JOBS_DLQ_NAME);
    expect((await postRow(id))?.status).toBe("failed");
    expect(await job(token, message.jobId)).toMatchObject({ status: "failed", error: expect.stringMatching(/LinkedIn kept failing/) });
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
  });

  it("a worker lost mid-call on a company page: the sweep finds the post on LinkedIn, records it, and ends the job", async () => {
    const token = await signInAsCompanyPage();
    const text = `Lost mid-call ${marker()}`;
    const { id, message } = await queuedPost(text, token);
    await crashAfterLinkedInAccepted(message);
    await pause(CALL_SURELY_OVER_MS);
    await cronSweep();
    const [onLinkedIn] = await linkedinPostsContaining(text);
    expect(await postRow(id)).toMatchObject({ status: "published", provider_post_urn: onLinkedIn.urn });
    expect(await job(token, message.jobId)).toMatchObject({ status: "completed", result: { urn: onLinkedIn.urn } });
    expect((await attemptsOf(id))[0]).toMatchObject({ outcome: "reconciled" });
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });

  it("a worker lost mid-call on a member account: the sweep settles the post as unknown and the job ends saying so", async () => {
    const text = `Lost, cannot look ${marker()}`;
    const { token, id, message } = await queuedPost(text);
    await crashAfterLinkedInAccepted(message);
    await pause(CALL_SURELY_OVER_MS);
    await cronSweep();
    expect((await postRow(id))?.status).toBe("unknown");
    expect(await job(token, message.jobId)).toMatchObject({ status: "unknown", error: expect.stringMatching(/can't tell whether it went out/) });
    expect((await attemptsOf(id))[0]).toMatchObject({ outcome: "lost" });
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });
});

describe("resolving a post in doubt", () => {
  /** A post LinkedIn answered 500 for: stored (or not), and this account can't be looked up. */
  async function postInDoubt(stored: boolean) {
    const { token, text, id } = await memberWithDraft("In doubt");
    await emulatorFault({ path: "/rest/posts", status: 500, noBody: true, storeThen: stored });
    expect((await settledJob(token, await publishNow(token, id))).status).toBe("unknown");
    return { token, id, text };
  }

  it("'It's on LinkedIn' with the post's link: published with the urn from the link, once; a replay or another team changes nothing", async () => {
    const { token, id, text } = await postInDoubt(true);
    const [onLinkedIn] = await linkedinPostsContaining(text);
    const bad = await postJson(`/api/post/${id}/confirm-published`, { url: "https://evil.example/feed/update/urn:li:share:1234567" }, token);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toMatch(/^Paste the post's link from LinkedIn/);
    expect((await postRow(id))?.status).toBe("unknown");
    const other = await signIn("member-arjun-mehta");
    const theirs = await postJson(`/api/post/${id}/confirm-published`, { url: `https://www.linkedin.com/feed/update/${onLinkedIn.urn}/` }, other);
    expect(theirs.status).toBe(404);
    const res = await postJson(
      `/api/post/${id}/confirm-published`,
      { url: `https://www.linkedin.com/feed/update/${encodeURIComponent(onLinkedIn.urn)}/` },
      token,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { status: string } }).data.status).toBe("published");
    expect(await postRow(id)).toMatchObject({ status: "published", provider_post_urn: onLinkedIn.urn });
    const replay = await postJson(`/api/post/${id}/confirm-published`, { url: "https://www.linkedin.com/feed/update/urn:li:share:99999999" }, token);
    expect(replay.status).toBe(409);
    expect((await postRow(id))?.provider_post_urn).toBe(onLinkedIn.urn);
    expect((await attemptsOf(id)).map((a) => a.outcome)).toEqual(["unknown", "confirmed"]);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });

  it("'Publish again' needs the member's yes; it isn't on LinkedIn: published once", async () => {
    const { token, id, text } = await postInDoubt(false);
    const unconfirmed = await postJson(`/api/post/${id}/publish`, {}, token);
    expect(unconfirmed.status).toBe(409);
    expect(((await unconfirmed.json()) as { msg: string }).msg).toMatch(/LinkedIn may already have this post/);
    const reschedule = await api(`/api/post/${id}`, {
      method: "PUT",
      token,
      body: JSON.stringify({ scheduledAt: new Date(Date.now() + 3600_000).toISOString() }),
    });
    expect(reschedule.status).toBe(409);
    expect((await postRow(id))?.status).toBe("unknown");
    const other = await signIn("member-arjun-mehta");
    expect((await postJson(`/api/post/${id}/publish`, { allowDuplicate: true }, other)).status).toBe(404);
    const done = await settledJob(token, await publishNow(token, id, { allowDuplicate: true }));
    expect(done.status).toBe("completed");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });

  it("'Publish again' when it was on LinkedIn after all: LinkedIn names its copy, which is recorded; still one post", async () => {
    const { token, id, text } = await postInDoubt(true);
    const done = await settledJob(token, await publishNow(token, id, { allowDuplicate: true }));
    const onLinkedIn = await linkedinPostsContaining(text);
    expect(onLinkedIn).toHaveLength(1);
    expect(done).toMatchObject({ status: "completed", result: { urn: onLinkedIn[0].urn } });
    expect((await postRow(id))?.provider_post_urn).toBe(onLinkedIn[0].urn);
  });
});

describe("LinkedIn's duplicate answer", () => {
  it("names another post's copy: a refusal in plain words, never that post's link (two posts with the same text)", async () => {
    const token = await signIn();
    const text = `Same words twice ${marker()}`;
    const first = await createPost(token, { content: text });
    expect(await settledJob(token, await publishNow(token, first))).toMatchObject({ status: "completed" });
    const urnOfFirst = (await postRow(first))?.provider_post_urn;
    // The second post's first try is turned away with a 429 (nothing stored); its retry meets the first post's copy.
    const second = await createPost(token, { content: text });
    await emulatorFault({ path: "/rest/posts", status: 429 });
    const done = await settledJob(token, await publishNow(token, second));
    expect(done.status).toBe("failed");
    const row = await postRow(second);
    expect(row).toMatchObject({ status: "failed", provider_post_urn: null });
    expect(row?.last_error).toMatch(/another of your posts/);
    expect(urnOfFirst).toBeTruthy();
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });
});

describe("the attempts record", () => {
  it("every try is written with who ran it, what was sent and LinkedIn's answer; the history is the team's alone", async () => {
    const { token, text, id } = await memberWithDraft("History");
    await emulatorFault({ path: "/rest/posts", status: 429 });
    await settledJob(token, await publishNow(token, id));
    const res = await api(`/api/post/${id}/attempts`, { token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Array<Record<string, unknown>> };
    expect(data).toEqual([
      expect.objectContaining({ number: 1, runner: "publish-now", outcome: "rate-limited", httpStatus: 429, reason: "LinkedIn asked us to slow down." }),
      expect.objectContaining({ number: 2, runner: "retry", outcome: "published", httpStatus: 201, urn: (await linkedinPostsContaining(text))[0].urn }),
    ]);
    expect(JSON.stringify(data)).not.toContain("fingerprint");
    const rows = await attemptsOf(id);
    expect(rows[0].fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].fingerprint).toBe(rows[1].fingerprint);
    const other = await signIn("member-arjun-mehta");
    expect((await api(`/api/post/${id}/attempts`, { token: other })).status).toBe(404);
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });
});
