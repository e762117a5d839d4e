/**
 * LinkedIn's API version, through the emulator's strictness (issue 22): a sunset LinkedIn-Version
 * answers 426 with LinkedIn's body, the post fails once with a plain reason and is never retried,
 * and the operator reads one loud JSON line (event "linkedin-integration-failure"). The runway of
 * the pinned version itself is test/app/linkedin-version.test.ts.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../worker/http/logger";
import { OUTDATED_VERSION } from "../../worker/providers/linkedin-answers";
import { versionStatus } from "../../worker/providers/linkedin-version";
import { publishPost } from "../../worker/publishing/publish";
import { SETTINGS } from "../../worker/settings";
import {
  api,
  clearEmulatorFaults,
  createPost,
  emulator,
  emulatorFault,
  emulatorGrant,
  linkedinPostsContaining,
  linkedinUrl,
  makeDue,
  marker,
  postJson,
  postRow,
  signIn,
} from "./helpers";
import { PNG } from "./image-files";
import { postStraightToLinkedIn } from "./linkedin-direct";
import { attemptsOf, cronSweep, job, messageFor, queuedPost } from "./publishing-helpers";

const SUNSET = "202510"; // LinkedIn sunset it on 2026-10-15
const log = createLogger({ test: "linkedin-version" });

/** The JSON lines the worker wrote at error level while a test ran. */
let errorLines: () => Array<Record<string, unknown>>;
beforeEach(async () => {
  await clearEmulatorFaults();
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  errorLines = () =>
    spy.mock.calls.flatMap(([line]) => {
      try {
        return [JSON.parse(String(line)) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
});
afterEach(() => vi.restoreAllMocks());

const integrationFailures = () => errorLines().filter((l) => l.event === "linkedin-integration-failure");
const sunsetEnv = () => ({ ...env, LINKEDIN_VERSION: SUNSET });

/** A LinkedIn access token straight from the emulator, as the worker would hold one. */
const emulatorToken = async (member = "demo-maya-chen") => (await emulatorGrant(undefined, member)).access_token;

function postToEmulator(headers: Record<string, string>, text = `Straight to LinkedIn ${marker()}`) {
  return postStraightToLinkedIn({ "content-type": "application/json", ...headers }, { commentary: text });
}

describe("the emulator is as strict as LinkedIn about LinkedIn-Version", () => {
  it("a sunset version answers 426 NONEXISTENT_VERSION with LinkedIn's body, and nothing is stored", async () => {
    const token = await emulatorToken();
    const text = `Sunset version ${marker()}`;
    const res = await postToEmulator({ authorization: `Bearer ${token}`, "linkedin-version": SUNSET, "x-restli-protocol-version": "2.0.0" }, text);
    expect(res.status).toBe(426);
    expect(await res.json()).toEqual({ status: 426, code: "NONEXISTENT_VERSION", message: "Requested version 20251001 is not active" });
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
  });

  it("a malformed, never-released or future version answers 426 too, on every /rest/ API", async () => {
    const token = await emulatorToken();
    for (const version of ["202512", "209901", "2026-09", "garbage", "20260901"]) {
      const res = await postToEmulator({ authorization: `Bearer ${token}`, "linkedin-version": version, "x-restli-protocol-version": "2.0.0" });
      expect(res.status, version).toBe(426);
      expect(((await res.json()) as { code: string }).code, version).toBe("NONEXISTENT_VERSION");
    }
    const images = await fetch(new URL("/rest/images?action=initializeUpload", linkedinUrl()), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "linkedin-version": SUNSET, "content-type": "application/json" },
      body: JSON.stringify({ initializeUploadRequest: { owner: "urn:li:person:demo-maya-chen" } }),
    });
    expect(images.status).toBe(426);
    const acls = await fetch(new URL("/rest/organizationAcls?q=roleAssignee", linkedinUrl()), {
      headers: { authorization: `Bearer ${token}`, "linkedin-version": SUNSET },
    });
    expect(acls.status).toBe(426);
  });

  it("a missing version answers 400 VERSION_MISSING, as LinkedIn does", async () => {
    const token = await emulatorToken();
    const res = await postToEmulator({ authorization: `Bearer ${token}`, "x-restli-protocol-version": "2.0.0" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      code: "VERSION_MISSING",
      message: "A version must be present. Please specify a version by adding the Linkedin-Version header.",
    });
  });

  it("the Posts API without X-Restli-Protocol-Version 2.0.0 answers 400, even with the pinned version", async () => {
    const token = await emulatorToken();
    const text = `No Rest.li header ${marker()}`;
    const res = await postToEmulator({ authorization: `Bearer ${token}`, "linkedin-version": env.LINKEDIN_VERSION }, text);
    expect(res.status).toBe(400);
    expect(await linkedinPostsContaining(text)).toHaveLength(0);
  });

  it("the pinned version is the production one, active today, and LinkedIn takes a post with it", async () => {
    const pinned = SETTINGS.LINKEDIN_VERSION;
    expect(pinned.secret ? null : pinned.production).toBe(env.LINKEDIN_VERSION);
    expect(versionStatus(env.LINKEDIN_VERSION).kind).toBe("active");
    const token = await emulatorToken();
    const res = await postToEmulator({ authorization: `Bearer ${token}`, "linkedin-version": env.LINKEDIN_VERSION, "x-restli-protocol-version": "2.0.0" });
    expect(res.status).toBe(201);
  });
});

describe("a worker configured with a sunset version", () => {
  it("the post fails once with a plain reason, is never retried, and the operator reads one error line", async () => {
    const text = `Sunset worker ${marker()}`;
    const { token, id, message } = await queuedPost(text);
    const before = (await emulator()).calls.length;
    await publishPost(sunsetEnv(), message, log);

    const reason = `LinkedIn refused the post: ${OUTDATED_VERSION}`;
    expect(await postRow(id)).toMatchObject({ status: "failed", last_error: reason });
    expect(await job(token, message.jobId)).toMatchObject({ status: "failed", error: reason });
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ outcome: "failed", http_status: 426 })]);
    const calls = (await emulator()).calls.slice(before).filter((c) => c.path === "/rest/posts");
    expect(calls).toEqual([expect.objectContaining({ method: "POST", headers: { "linkedin-version": SUNSET } })]);
    expect(await linkedinPostsContaining(text)).toHaveLength(0);

    expect(integrationFailures()).toEqual([
      expect.objectContaining({ level: "error", event: "linkedin-integration-failure", status: 426, version: SUNSET, postId: id, teamId: message.teamId }),
    ]);

    // Never retried: a sweep and the same message again change nothing and call LinkedIn no more.
    await cronSweep();
    await publishPost(sunsetEnv(), message, log);
    expect((await postRow(id))?.status).toBe("failed");
    expect((await attemptsOf(id)).length).toBe(1);
    expect((await emulator()).calls.slice(before).filter((c) => c.path === "/rest/posts")).toHaveLength(1);
  });

  it("an image upload answering 426 fails the post the same way, before any post call, and is logged", async () => {
    const token = await signIn();
    const { data } = (await (await postJson("/api/get-upload-url", { type: "image/png", upload: true }, token)).json()) as {
      data: { url: string; id: string };
    };
    const upload = new URL(data.url);
    expect((await api(upload.pathname + upload.search, { method: "PUT", body: PNG, headers: { "content-type": "image/png" } })).status).toBe(200);
    const text = `Sunset picture ${marker()}`;
    const id = await createPost(token, { content: text });
    await api(`/api/post/${id}`, { method: "PUT", token, body: JSON.stringify({ attachments: [{ id: data.id, url: "" }] }) });
    await makeDue(id);
    const message = await messageFor(token, id);
    const before = (await emulator()).calls.length;
    await publishPost(sunsetEnv(), message, log);

    const row = await postRow(id);
    expect(row?.status).toBe("failed");
    expect(row?.last_error).toBe(`Image 1 couldn't be uploaded to LinkedIn: LinkedIn's image upload was refused (426). ${OUTDATED_VERSION}`);
    expect((await emulator()).calls.slice(before).map((c) => c.path)).toEqual(["/rest/images"]);
    expect(integrationFailures()).toEqual([expect.objectContaining({ status: 426, version: SUNSET, postId: id, teamId: message.teamId })]);
  });
});

describe("which refusals are the operator's", () => {
  it("a 400 on the post we built is logged as an integration failure", async () => {
    const { id, message } = await queuedPost(`Malformed by us ${marker()}`);
    await emulatorFault({ path: "/rest/posts", status: 400, body: { status: 400, message: "/distribution :: field is malformed" } });
    await publishPost(env, message, log);
    expect((await postRow(id))?.status).toBe("failed");
    expect(integrationFailures()).toEqual([expect.objectContaining({ status: 400, version: env.LINKEDIN_VERSION, postId: id, teamId: message.teamId })]);
  });

  it("a refusal of the member's own content (422) is not an integration failure, and nothing is logged as one", async () => {
    const { id, message } = await queuedPost(`Refused content ${marker()}`);
    await emulatorFault({ path: "/rest/posts", status: 422, body: { status: 422, message: "commentary is not allowed" } });
    await publishPost(env, message, log);
    expect((await postRow(id))?.status).toBe("failed");
    expect(integrationFailures()).toEqual([]);
  });
});
