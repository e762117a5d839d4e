/**
 * A published post's first comment (issue 26 item 1, docs/decisions/047): created under the post
 * as the same author with the same token, once. Like a publish: claim (pending → posting) → record
 * the attempt → call LinkedIn → settle, and an ambiguous answer is looked up among the post's
 * comments before anything is tried again. Unlike a publish, nothing here ever changes the post's
 * own status or calls the Posts API: a comment that fails is only a failed comment, which the
 * member may retry.
 */
import { readConfig } from "../config";
import { db, newId } from "../db/client";
import {
  claimFirstComment,
  commentTriesSince,
  findStalledFirstComments,
  finishCommentAttempt,
  giveUpPendingFirstComment,
  lastTryInDoubt,
  markCommentCalled,
  releaseLostFirstComment,
  settleFirstComment,
  startCommentAttempt,
} from "../db/first-comments";
import { publishingApp } from "../db/post-publishing";
import { findTeamPost, type PostRow } from "../db/posts";
import type { apps } from "../db/schema";
import type { Logger } from "../http/logger";
import type { JobOutcome } from "../jobs/kind";
import { enqueueFirstComments, type FirstCommentMessage, firstCommentKind } from "../jobs/kinds/first-comment";
import { type JobHandle, jobHandle } from "../jobs/lifecycle";
import { linkedinFor } from "../providers";
import type { LinkedInProvider } from "../providers/linkedin";
import { completed, DONE, end } from "./job-ends";
import { canLookUp } from "./reconcile";
import { accessTokenFor, refreshedToken } from "./tokens";

type App = typeof apps.$inferSelect;
type Job = JobHandle<typeof firstCommentKind>;

/** Tries in one run (the post's publish, or the member's retry) before the comment is given up. */
export const FIRST_COMMENT_MAX_TRIES = 4;
/** Waits between tries, unless LinkedIn says how long (Retry-After). */
const BACKOFF_MS = [5_000, 30_000, 90_000];
/** The sweep queues a comment still pending this long after its post (or its last try): its message was lost. */
export const STALLED_PENDING_MS = 3 * 60_000;

export const COMMENT_REASONS = {
  noAccount: "The account that published the post is no longer connected, so the first comment wasn't posted.",
  reconnect: (name: string) => `LinkedIn signed out ${name}, so the first comment wasn't posted. Reconnect LinkedIn, then retry the first comment.`,
  notAllowed: ({ name, urn }: { name: string; urn: string }) =>
    // A page's content admin may post as the page but not comment as it (Comments API roles): reconnecting changes nothing.
    urn.startsWith("urn:li:organization:")
      ? `LinkedIn lets only admins of ${name} comment as the page, so the first comment wasn't posted. Ask an admin of the page on LinkedIn for that role, then retry the first comment.`
      : `LinkedIn didn't let ${name} comment on this post. Reconnect LinkedIn and allow posting, then retry the first comment.`,
  refused: (why: string) => `LinkedIn refused the first comment: ${why}`,
  postGone: "LinkedIn can't find the post any more (it may have been deleted), so the first comment wasn't posted.",
  gaveUp: (why: string) => `LinkedIn kept failing, so we stopped trying to post the first comment: ${why} Retry it when you're ready.`,
  inDoubt: (why: string) =>
    `${why} We couldn't check the post's comments, so we can't tell whether the first comment is there. Look under your post on LinkedIn; retry only if it isn't.`,
  cannotRead: "LinkedIn doesn't let us read this account's comments.",
  ourTrouble: "We couldn't post the first comment because of a problem on our side. Retry it.",
  lostWorker: "We lost contact while posting the first comment; it is looked up before it is tried again.",
} as const;

type Try = {
  env: Env;
  log: Logger;
  job: Job;
  post: PostRow & { firstComment: string; providerPostUrn: string };
  attemptId: string;
  /** Tries since this instant belong to this run (its budget). */
  runStart: number;
  called: boolean;
};

export async function postFirstComment(env: Env, message: FirstCommentMessage, log: Logger): Promise<JobOutcome> {
  const store = db(env);
  const job = jobHandle(env, firstCommentKind, message.jobId);
  const post = await findTeamPost(store, message.teamId, message.postId);
  if (!post?.firstComment || post.status !== "published" || !post.providerPostUrn) return end(job, "cancelled", "The post has no first comment to post.");
  if (post.firstCommentStatus === "posted") return completed(job, post.firstCommentUrn);
  if (post.firstCommentStatus !== "pending") return DONE; // another worker has it, or it ended
  const claimed = await claimFirstComment(store, post.id);
  if (!claimed?.firstComment || !claimed.providerPostUrn) return DONE;

  const attemptId = newId();
  await startCommentAttempt(store, { id: attemptId, postId: post.id, teamId: post.teamId, startedAt: Date.now() });
  const runStart = message.runStart ?? claimed.publishedAt ?? 0;
  const t: Try = {
    env,
    log,
    job,
    post: { ...claimed, firstComment: claimed.firstComment, providerPostUrn: claimed.providerPostUrn },
    attemptId,
    runStart,
    called: false,
  };
  try {
    return await commentAs(t);
  } catch (error) {
    // Our own failure. Before the call nothing can be on LinkedIn: pending again, for the queue's retry.
    if (!t.called) {
      const reason = `${COMMENT_REASONS.ourTrouble} (${(error as Error).message})`;
      await finishCommentAttempt(store, attemptId, { outcome: "retry", reason }).catch(() => undefined);
      await settleFirstComment(store, post.id, { status: "pending", reason }).catch(() => undefined);
    }
    throw error;
  }
}

async function commentAs(t: Try): Promise<JobOutcome> {
  const store = db(t.env);
  const app = await publishingApp(store, t.post.teamId, t.post.id);
  if (!app?.accessTokenEnc) return settle(t, "failed", COMMENT_REASONS.noAccount);
  if (app.status === "needs_reconnect") return settle(t, "failed", COMMENT_REASONS.reconnect(app.name));
  let token = await accessTokenFor(t.env, store, app);
  if (!token.ok) return token.kind === "transient" ? retryLater(t, token.reason, token.retryAfterMs) : settle(t, "failed", COMMENT_REASONS.reconnect(app.name));
  const linkedin = linkedinFor(t.env);

  // The last try reached LinkedIn and its answer was lost or stayed unclear: look before creating it again.
  if (await lastTryInDoubt(store, t.post.id, t.attemptId)) {
    const seen = await lookUp(linkedin, token.token, app, t.post);
    if (seen.kind === "found") return posted(t, seen.urn, "found", "An earlier try had posted it; we found it under the post.");
    if (seen.kind === "cannot-tell") return settle(t, "unknown", COMMENT_REASONS.inDoubt("An earlier try's answer was lost."));
    if (seen.kind === "later") return retryLater(t, seen.reason, null, { unclear: true });
  }

  await markCommentCalled(store, t.attemptId);
  t.called = true;
  const send = (accessToken: string) => linkedin.createComment({ accessToken, actorUrn: app.urn, postUrn: t.post.providerPostUrn, text: t.post.firstComment });
  let verdict = await send(token.token);
  if (verdict.kind === "unauthorized") {
    // A 401 proves nothing was stored: a fresh token once, then again.
    token = await refreshedToken(t.env, store, app.id, token.tokenEnc);
    if (!token.ok) return settle(t, "failed", COMMENT_REASONS.reconnect(app.name), 401);
    verdict = await send(token.token);
  }

  switch (verdict.kind) {
    case "stored":
      return posted(t, verdict.urn, "posted");
    case "not-stored":
      return retryLater(t, verdict.reason, verdict.retryAfterMs);
    case "unauthorized":
      return settle(t, "failed", COMMENT_REASONS.reconnect(app.name), 401);
    case "duplicate":
      return settle(t, "failed", COMMENT_REASONS.refused(verdict.reason), 422);
    case "refused":
      if (verdict.status === 403) return settle(t, "failed", COMMENT_REASONS.notAllowed(app), 403);
      if (verdict.status === 404) return settle(t, "failed", COMMENT_REASONS.postGone, 404);
      return settle(t, "failed", COMMENT_REASONS.refused(verdict.reason), verdict.status);
    case "ambiguous": {
      const seen = await lookUp(linkedin, token.token, app, t.post);
      if (seen.kind === "found") return posted(t, seen.urn, "found", `${verdict.reason} We found the comment under the post.`, verdict.status);
      if (seen.kind === "absent")
        return retryLater(t, `${verdict.reason} The comment isn't under the post, so we'll try again.`, null, { status: verdict.status });
      if (seen.kind === "later") return retryLater(t, `${verdict.reason} ${seen.reason}`, null, { status: verdict.status, unclear: true });
      return settle(t, "unknown", COMMENT_REASONS.inDoubt(verdict.reason), verdict.status);
    }
  }
}

type Seen = { kind: "found"; urn: string } | { kind: "absent" } | { kind: "later"; reason: string } | { kind: "cannot-tell" };

/** The post's comments, for one by this author with exactly this text. */
async function lookUp(linkedin: LinkedInProvider, accessToken: string, app: App, post: Try["post"]): Promise<Seen> {
  if (!canLookUp(app)) return { kind: "cannot-tell" };
  const listed = await linkedin.listComments(accessToken, post.providerPostUrn);
  if (!listed.ok)
    return listed.refused || listed.unauthorized
      ? { kind: "cannot-tell" }
      : { kind: "later", reason: `We couldn't check the post's comments: ${listed.reason}` };
  const mine = listed.comments.find((c) => c.actor === app.urn && c.text === post.firstComment);
  if (mine) return { kind: "found", urn: mine.urn };
  return listed.complete ? { kind: "absent" } : { kind: "cannot-tell" };
}

async function posted(t: Try, urn: string, outcome: "posted" | "found", reason: string | null = null, httpStatus: number | null = 201): Promise<JobOutcome> {
  const store = db(t.env);
  await settleFirstComment(store, t.post.id, { status: "posted", urn });
  await finishCommentAttempt(store, t.attemptId, { outcome, urn, reason, httpStatus });
  t.log.info("first comment posted", { postId: t.post.id, urn, outcome });
  return completed(t.job, urn);
}

/** The comment's end for this run: failed (LinkedIn's reason) or unknown (look on LinkedIn). The post stays as it is. */
async function settle(t: Try, status: "failed" | "unknown", reason: string, httpStatus: number | null = null): Promise<JobOutcome> {
  const store = db(t.env);
  await settleFirstComment(store, t.post.id, { status, reason });
  await finishCommentAttempt(store, t.attemptId, { outcome: status, reason, httpStatus });
  t.log.warn("first comment not posted", { postId: t.post.id, status, reason });
  return end(t.job, status, reason);
}

/** LinkedIn stored nothing (or we'll look again): pending again after a backoff, within the run's tries. */
async function retryLater(t: Try, reason: string, retryAfterMs: number | null, how: { status?: number | null; unclear?: boolean } = {}): Promise<JobOutcome> {
  const store = db(t.env);
  const tries = await commentTriesSince(store, t.post.id, t.runStart);
  if (tries >= FIRST_COMMENT_MAX_TRIES) {
    return how.unclear
      ? settle(t, "unknown", COMMENT_REASONS.inDoubt(reason), how.status ?? null)
      : settle(t, "failed", COMMENT_REASONS.gaveUp(reason), how.status ?? null);
  }
  const delayMs = Math.min(retryAfterMs ?? BACKOFF_MS[Math.min(tries - 1, BACKOFF_MS.length - 1)], readConfig(t.env).JOB_RETRY_MAX_DELAY_SECONDS * 1000);
  // An answer that stayed unclear is this try's unknown: the next try looks before it sends.
  await finishCommentAttempt(store, t.attemptId, { outcome: how.unclear ? "unknown" : "retry", reason, httpStatus: how.status ?? null });
  if (!(await settleFirstComment(store, t.post.id, { status: "pending", reason }))) return DONE;
  await t.job.update({ status: "running", progress: 10, error: reason });
  return { kind: "later", delayMs, retry: true };
}

/** After the queue gave up on a handler that kept throwing: a comment still pending fails, with a retry for the member. */
export async function giveUpFirstComment(env: Env, message: FirstCommentMessage, log: Logger): Promise<void> {
  const job = jobHandle(env, firstCommentKind, message.jobId);
  if (await giveUpPendingFirstComment(db(env), message.postId, COMMENT_REASONS.ourTrouble)) {
    log.warn("first comment given up", { postId: message.postId });
    await end(job, "failed", COMMENT_REASONS.ourTrouble);
  }
}

/** Called where a post is recorded published: its first comment's job, if it has one. A lost send is the sweep's to recover. */
export async function queueFirstComment(
  env: Env,
  log: Logger,
  post: Pick<PostRow, "id" | "teamId" | "firstComment">,
  runner: FirstCommentMessage["runner"] = "publish",
) {
  if (!post.firstComment) return;
  await enqueueFirstComments(env, [{ postId: post.id, teamId: post.teamId }], runner).catch((error) =>
    log.warn("first comment not queued; the sweep will", { postId: post.id, error: (error as Error).message }),
  );
}

/** The sweep's share: comments whose message or worker was lost are queued again (crash recovery). */
export async function queueStalledFirstComments(env: Env, log: Logger, now = Date.now()) {
  const store = db(env);
  const lostAfter = readConfig(env).LINKEDIN_TIMEOUT_MS * 2 + 60_000;
  const stalled = await findStalledFirstComments(store, now, STALLED_PENDING_MS, lostAfter);
  const due: Array<{ postId: string; teamId: string }> = [];
  for (const c of stalled) {
    if (c.status === "posting" && !(await releaseLostFirstComment(store, c.id, COMMENT_REASONS.lostWorker, now))) continue;
    due.push({ postId: c.id, teamId: c.teamId });
  }
  if (due.length) {
    await enqueueFirstComments(env, due, "sweep", now);
    log.info("queued stalled first comments", { count: due.length });
  }
  return due.length;
}
