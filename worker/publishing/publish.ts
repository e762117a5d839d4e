/**
 * Publishing one post (ARCHITECTURE.md "Publishing: never twice, never lost"):
 * re-read → claim → mark the call → call LinkedIn → record, each step a conditional write.
 * Only the claim winner calls LinkedIn. After the call starts, nothing retries blindly: a lost
 * answer becomes `unknown`, for the member to check.
 */
import { decryptSecret, encryptSecret } from "../auth/crypto";
import { readConfig } from "../config";
import { markAppNeedsReconnect, saveAppTokens } from "../db/apps";
import { db } from "../db/client";
import { claimPost, endWithFailure, findTeamPost, markProviderCall, publishingApp, recordPublished, releaseClaim } from "../db/posts";
import type { Logger } from "../http/logger";
import { linkedinFor } from "../providers";
import { linkedinPosts, type PublishOutcome } from "../providers/linkedin";
import { MAX_POST_CHARS } from "../providers/little-text";
import type { JobMessage } from "../jobs/messages";
import { postAttachments } from "../db/assets";
import { imageBytes } from "../storage/image-bytes";
import { publishJob } from "./jobs";

export const REASONS = {
  deleted: "The post was deleted before it went out.",
  unscheduled: "The post was taken off the schedule before it went out.",
  rescheduled: "The post was rescheduled; it will go out at its new time.",
  noAccount: "No LinkedIn account is connected. Connect LinkedIn, then publish again.",
  tooLong: `LinkedIn posts can be at most ${MAX_POST_CHARS} characters. Shorten the post, then publish again.`,
  reconnect: (name: string) => `LinkedIn signed out ${name}. Reconnect LinkedIn, then publish again.`,
  lostTrack: "We lost contact while LinkedIn was publishing this post, so we can't tell whether it went out. Check your LinkedIn profile; if it isn't there, publish it again.",
} as const;

/** Test-only seams that stand for a crash at the two dangerous moments. */
export type PublishFaults = { afterLinkedInAccepted?(): void; afterRecorded?(): void };

export type PublishResult = "done" | "retry";

export async function publishPost(env: Env, message: Extract<JobMessage, { type: "publish" }>, log: Logger, faults: PublishFaults = {}): Promise<PublishResult> {
  const store = db(env);
  const job = publishJob(env, message.jobId);
  const now = Date.now();
  const post = await findTeamPost(store, message.teamId, message.postId);

  // The post may have changed since it was queued: act on what it is now.
  if (!post) return end(job, "cancelled", REASONS.deleted);
  if (post.status === "published") {
    await job.update({ status: "completed", progress: 100, result: { urn: post.providerPostUrn } });
    return "done";
  }
  if (post.status === "draft") return end(job, "cancelled", REASONS.unscheduled);
  if (post.status === "failed" || post.status === "unknown") return end(job, post.status, post.lastError ?? REASONS.lostTrack);
  if (post.status === "scheduled" && post.scheduledAt !== null && post.scheduledAt > now + 1000) {
    return end(job, "cancelled", REASONS.rescheduled);
  }

  const claimToken = crypto.randomUUID();
  const claimed = await claimPost(store, post.id, claimToken, now);
  if (!claimed) {
    log.info("post already claimed", { postId: post.id });
    return "done";
  }
  const fail = async (reason: string) => {
    await endWithFailure(store, post.id, claimToken, "failed", reason);
    return end(job, "failed", reason);
  };
  if ([...claimed.content].length > MAX_POST_CHARS) return fail(REASONS.tooLong);

  const config = readConfig(env);
  let app: Awaited<ReturnType<typeof publishingApp>>;
  let accessToken: string;
  try {
    app = await publishingApp(store, post.teamId, post.id);
    if (!app || !app.accessTokenEnc) return fail(REASONS.noAccount);
    if (app.status === "needs_reconnect") return fail(REASONS.reconnect(app.name));
    accessToken = await decryptSecret(config.TOKEN_ENCRYPTION_KEY, app.accessTokenEnc);
  } catch (error) {
    // Nothing reached LinkedIn: give the post back so the retry can claim it.
    await releaseClaim(store, post.id, claimToken, "We couldn't prepare this post for LinkedIn. We'll try again.");
    throw error;
  }
  const posts = linkedinPosts({ apiBase: config.LINKEDIN_API_BASE, version: config.LINKEDIN_VERSION, timeoutMs: config.LINKEDIN_TIMEOUT_MS });

  // Images first, in order: a post never goes out without its images.
  const imageUrns: string[] = [];
  const images = (await postAttachments(store, post.teamId, [post.id])).get(post.id) ?? [];
  for (const [i, image] of images.entries()) {
    const bytes = await imageBytes(env, image);
    if (!bytes.ok) return fail(`Image ${i + 1} couldn't be used: ${bytes.reason}`);
    const uploaded = await posts.uploadImage(accessToken, app.urn, bytes.body, bytes.contentType);
    if (!uploaded.ok) return fail(`Image ${i + 1} couldn't be uploaded to LinkedIn: ${uploaded.reason}`);
    imageUrns.push(uploaded.urn);
  }

  if (!(await markProviderCall(store, post.id, claimToken))) return "done";
  let outcome: PublishOutcome = await posts.createPost({ accessToken, authorUrn: app.urn, commentary: claimed.content, imageUrns });

  if (outcome.kind === "unauthorized" && app.refreshTokenEnc) {
    // A 401 means LinkedIn refused before accepting anything: refresh once and try again.
    try {
      const grant = await linkedinFor(env).refresh(await decryptSecret(config.TOKEN_ENCRYPTION_KEY, app.refreshTokenEnc));
      accessToken = grant.accessToken;
      await saveAppTokens(store, app.id, {
        accessTokenEnc: await encryptSecret(config.TOKEN_ENCRYPTION_KEY, grant.accessToken),
        refreshTokenEnc: grant.refreshToken ? await encryptSecret(config.TOKEN_ENCRYPTION_KEY, grant.refreshToken) : app.refreshTokenEnc,
        tokenExpiresAt: grant.expiresAt,
      });
      outcome = await posts.createPost({ accessToken, authorUrn: app.urn, commentary: claimed.content, imageUrns });
    } catch (error) {
      log.warn("token refresh failed", { appId: app.id, error: (error as Error).message });
    }
  }

  switch (outcome.kind) {
    case "published": {
      faults.afterLinkedInAccepted?.();
      await recordPublished(store, post.id, claimToken, outcome.urn);
      faults.afterRecorded?.();
      await job.update({ status: "completed", progress: 100, result: { urn: outcome.urn } });
      log.info("published", { postId: post.id, urn: outcome.urn });
      return "done";
    }
    case "retryable":
      await releaseClaim(store, post.id, claimToken, outcome.reason);
      await job.update({ status: "running", progress: 10, error: outcome.reason });
      log.warn("publish will be retried", { postId: post.id, reason: outcome.reason });
      return "retry";
    case "unauthorized":
      await markAppNeedsReconnect(store, app.id);
      return fail(REASONS.reconnect(app.name));
    case "rejected":
      return fail(`LinkedIn refused the post: ${outcome.reason}`);
    case "unknown":
      await endWithFailure(store, post.id, claimToken, "unknown", `${outcome.reason} Check your LinkedIn profile before publishing it again.`);
      return end(job, "unknown", outcome.reason);
  }
}

/** After the last retry (dead-letter queue): the post fails with the reason the member will read. */
export async function giveUpPublishing(env: Env, message: Extract<JobMessage, { type: "publish" }>): Promise<void> {
  const store = db(env);
  const post = await findTeamPost(store, message.teamId, message.postId);
  const job = publishJob(env, message.jobId);
  if (!post || post.status === "published") return;
  // Already settled, owned by a live attempt, or rescheduled since: not ours to fail.
  if (post.status !== "scheduled" || (post.scheduledAt ?? 0) > Date.now()) return;
  const reason = `LinkedIn kept failing, so we stopped trying: ${post.lastError ?? "no answer"} Publish it again when you're ready.`;
  await endWithFailure(store, post.id, null, "failed", reason);
  await end(job, "failed", reason);
}

async function end(job: ReturnType<typeof publishJob>, status: "completed" | "cancelled" | "failed" | "unknown", error: string): Promise<PublishResult> {
  await job.update({ status, error, progress: 100 });
  return "done";
}
