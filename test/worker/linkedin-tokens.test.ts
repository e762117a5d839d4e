/**
 * Expired and revoked LinkedIn tokens, on every call (issue 22, item 3). LinkedIn's 401 means
 * the token, never the post or the image: refresh once where the app has a refresh token, else
 * the account is signed out and its posts stay scheduled, to go out once the member reconnects.
 * With no refresh token and a passed expiry, nothing is sent at all. Through the real queue, D1
 * and the LinkedIn emulator, which expires and revokes tokens as LinkedIn does.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  api,
  clearEmulatorFaults,
  createPost,
  emulator,
  emulatorFault,
  expireLinkedInTokens,
  LINKEDIN_TOKEN_DEFAULTS,
  linkedinPostsContaining,
  linkedinTokenPolicy,
  makeDue,
  marker,
  memberWithDraft,
  postJson,
  postRow,
  signIn,
  waitFor,
  withRefreshTokens,
} from "./helpers";
import { PNG } from "./image-files";
import { attemptsOf, cronSweep, deliver, messageFor, publishNow, settledJob } from "./publishing-helpers";

const WAITING = "LinkedIn signed out Maya Chen. Reconnect LinkedIn: this post goes out as soon as you do.";

beforeEach(() => clearEmulatorFaults());
afterEach(() => linkedinTokenPolicy(LINKEDIN_TOKEN_DEFAULTS));

async function postWithImage(token: string, text: string) {
  const { data } = (await (await postJson("/api/get-upload-url", { type: "image/png", upload: true }, token)).json()) as { data: { url: string; id: string } };
  const url = new URL(data.url);
  expect((await api(url.pathname + url.search, { method: "PUT", body: PNG, headers: { "content-type": "image/png" } })).status).toBe(200);
  const id = await createPost(token, { content: text });
  const put = await api(`/api/post/${id}`, { method: "PUT", token, body: JSON.stringify({ attachments: [{ id: data.id, url: "" }] }) });
  expect(put.status).toBe(200);
  return id;
}

const accountStatus = async (token: string) =>
  ((await (await api("/api/apps", { token })).json()) as { data: { data: Array<{ status: string }> } }).data.data[0].status;

const callsSince = async (before: number) => (await emulator()).calls.slice(before);

/** Publishes a due post the way the schedule does (its queue message), and returns the post's row after. */
async function publishScheduled(token: string, id: string) {
  await makeDue(id);
  await deliver(await messageFor(token, id));
  return postRow(id);
}

describe("a token LinkedIn refuses on the image upload", () => {
  it("revoked before its recorded expiry, with a refresh token: refreshed once, the image and the post go out once", async () => {
    await withRefreshTokens();
    const token = await signIn();
    const text = `Revoked, refreshed ${marker()}`;
    const id = await postWithImage(token, text);
    await expireLinkedInTokens("demo-maya-chen", "revoke");
    const before = (await emulator()).calls.length;
    expect((await publishScheduled(token, id))?.status).toBe("published");
    const onLinkedIn = await linkedinPostsContaining(text);
    expect(onLinkedIn).toHaveLength(1);
    expect((onLinkedIn[0] as unknown as { images: string[] }).images).toHaveLength(1);
    expect((await callsSince(before)).filter((c) => c.grantType === "refresh_token")).toHaveLength(1);
    expect(await accountStatus(token)).toBe("active");
  });

  it("no refresh token: never 'image refused'; the account is signed out and the post stays scheduled, then goes out after reconnecting", async () => {
    await linkedinTokenPolicy({ refreshTokens: false });
    const token = await signIn();
    const text = `Revoked, no refresh ${marker()}`;
    const id = await postWithImage(token, text);
    await expireLinkedInTokens("demo-maya-chen", "revoke");

    const row = await publishScheduled(token, id);
    expect(row).toMatchObject({ status: "scheduled", last_error: WAITING });
    expect(row?.last_error).not.toMatch(/image/i);
    expect(await accountStatus(token)).toBe("needs_reconnect");
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
    const [attempt] = await attemptsOf(id);
    expect(attempt).toMatchObject({ outcome: "reconnect", http_status: 401, reason: WAITING });

    // Waiting, it is not queued again: the sweep leaves it alone until the member is back.
    await cronSweep();
    expect(await attemptsOf(id)).toHaveLength(1);
    // "Publish now" says what to do instead of starting a job that cannot finish.
    const now = await postJson(`/api/post/${id}/publish`, {}, token);
    expect(now.status).toBe(409);
    expect(((await now.json()) as { msg: string }).msg).toBe("LinkedIn signed out Maya Chen. Reconnect LinkedIn, then publish again.");

    // The member signs in with LinkedIn again: the same account, active, and the post goes out by itself.
    await signIn();
    expect(await accountStatus(token)).toBe("active");
    await cronSweep();
    const published = await waitFor(
      () => postRow(id),
      (r) => r?.status === "published",
    );
    expect(published?.scheduled_at).toBe(row?.scheduled_at);
    const onLinkedIn = await linkedinPostsContaining(text);
    expect(onLinkedIn).toHaveLength(1);
    expect((onLinkedIn[0] as unknown as { images: string[] }).images).toHaveLength(1);
  });
});

describe("an expired token with no refresh token", () => {
  it("no call is made at all: the account is asked to reconnect at once and the post waits", async () => {
    await linkedinTokenPolicy({ refreshTokens: false });
    const { token, id } = await memberWithDraft("Expired, no refresh");
    await env.DB.prepare("UPDATE apps SET token_expires_at = ?")
      .bind(Date.now() - 60_000)
      .run();
    const before = (await emulator()).calls.length;
    const row = await publishScheduled(token, id);
    expect(row).toMatchObject({ status: "scheduled", last_error: WAITING });
    expect((await callsSince(before)).filter((c) => c.path.startsWith("/rest/") || c.path.startsWith("/oauth/"))).toEqual([]);
    expect(await accountStatus(token)).toBe("needs_reconnect");
  });

  it("the emulator refuses a token past its 60 days as LinkedIn does (401 EXPIRED_ACCESS_TOKEN), and the post waits for reconnecting", async () => {
    await linkedinTokenPolicy({ refreshTokens: false });
    const { token, text, id } = await memberWithDraft("Expired at LinkedIn");
    // Our record still says the token is good; LinkedIn's clock says otherwise.
    await expireLinkedInTokens("demo-maya-chen", "expire");
    expect((await publishScheduled(token, id))?.status).toBe("scheduled");
    const refused = (await emulator()).calls.filter((c) => c.path === "/rest/posts");
    expect(refused.length).toBeGreaterThan(0);
    expect(await accountStatus(token)).toBe("needs_reconnect");
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
  });
});

describe("a 401 on the post call", () => {
  it("a refresh that LinkedIn refuses too: the account is signed out, the post stays scheduled and its job says why", async () => {
    await withRefreshTokens();
    const { token, text, id } = await memberWithDraft("Signed out");
    await emulatorFault({ path: "/rest/posts", status: 401, times: 2 });
    const jobId = await publishNow(token, id);
    await waitFor(
      () => postRow(id),
      (r) => r?.last_error === WAITING,
    );
    expect((await postRow(id))?.status).toBe("scheduled");
    expect(await accountStatus(token)).toBe("needs_reconnect");
    // The job is not over: it ends when the post goes out after the member reconnects.
    await signIn();
    await cronSweep();
    expect((await settledJob(token, jobId)).status).toBe("completed");
    expect(await linkedinPostsContaining(text)).toHaveLength(1);
  });

  it("another team's reconnect wakes nothing of this team's", async () => {
    await linkedinTokenPolicy({ refreshTokens: false });
    const maya = await signIn();
    const text = `Only Maya's ${marker()}`;
    const id = await createPost(maya, { content: text });
    await expireLinkedInTokens("demo-maya-chen", "revoke");
    expect((await publishScheduled(maya, id))?.status).toBe("scheduled");
    await signIn("member-arjun-mehta");
    await cronSweep();
    expect((await postRow(id))?.status).toBe("scheduled");
    expect(await attemptsOf(id)).toHaveLength(1);
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
  });
});
