/**
 * Publishing one post (ARCHITECTURE.md "Publishing: never twice, never lost"):
 * re-read → claim → record the attempt → call LinkedIn (a heartbeat keeps the claim) → settle.
 * LinkedIn has no idempotency key, so this is the idempotency layer: only the claim's holder
 * calls LinkedIn; only an answer that proves nothing was stored leads to another POST
 * (worker/providers/linkedin-answers.ts); an ambiguous answer is looked up on LinkedIn first
 * (reconcile.ts), and only when that cannot tell is the post `unknown`, for the member to say.
 */

import { clearedToPublish } from "../../app/spec/roles";
import { type Config, readConfig } from "../config";
import { accountOfPost, holdForApproval } from "../db/approvals";
import { markAppNeedsReconnect } from "../db/apps";
import {
  type AttemptAnswer,
  calledLinkedInBefore,
  findAttempt,
  finishAttempt,
  markAttemptCalled,
  retryBudgetUsed,
  startAttempt,
  urnOfAnotherPost,
} from "../db/attempts";
import { type Db, db, newId } from "../db/client";
import {
  claimPost,
  DUE_TOLERANCE_MS,
  dueAt,
  endAttemptAs,
  giveUpWaitingPost,
  isDue,
  markProviderCall,
  publishingApp,
  recordPublished,
  releaseClaim,
  renewLease,
  waitForReconnect,
} from "../db/post-publishing";
import { findTeamPost, type PostRow } from "../db/posts";
import type { apps } from "../db/schema";
import type { Logger } from "../http/logger";
import type { JobOutcome } from "../jobs/kind";
import { type PublishMessage, publishKind } from "../jobs/kinds/publish";
import { type JobHandle, jobHandle } from "../jobs/lifecycle";
import { linkedinFor } from "../providers";
import type { LinkedInProvider } from "../providers/linkedin";
import type { LinkedInCodes, Verdict } from "../providers/linkedin-answers";
import { MAX_POST_CHARS } from "../providers/little-text";
import { fingerprintOfPost } from "./fingerprint";
import { queueFirstComment } from "./first-comment";
import { prepareContent } from "./formats";
import { completed, DONE, end } from "./job-ends";
import { notifyOutcome } from "./notify";
import { deadLetterOutcome, logAttemptOutcome, logPublishOutcome } from "./outcome-log";
import { canLookUp, reconcile } from "./reconcile";
import { nextTry } from "./retry-policy";
import { type AccessToken, accessTokenFor, refreshedToken } from "./tokens";

export const REASONS = {
  deleted: "The post was deleted before it went out.",
  unscheduled: "The post was taken off the schedule before it went out.",
  rescheduled: "The post was rescheduled; it will go out at its new time.",
  noAccount: "No LinkedIn account is connected. Connect LinkedIn, then publish again.",
  tooLong: `LinkedIn posts can be at most ${MAX_POST_CHARS} characters. Shorten the post, then publish again.`,
  reconnect: (name: string) => `LinkedIn signed out ${name}. Reconnect LinkedIn, then publish again.`,
  notAllowed: (app: { name: string; urn: string }) =>
    app.urn.startsWith("urn:li:organization:")
      ? `LinkedIn says this account may not post as ${app.name}. Ask an admin of the page for the Content admin role, then reconnect LinkedIn.`
      : `LinkedIn didn't let us post as ${app.name}: the permission to share was not given. Reconnect LinkedIn and allow posting.`,
  waitingForReconnect: (name: string) => `LinkedIn signed out ${name}. Reconnect LinkedIn: this post goes out as soon as you do.`,
  lostTrack:
    "We lost contact while LinkedIn was publishing this post, so we can't tell whether it went out. Check your LinkedIn profile; if it isn't there, publish it again.",
  checkProfile: (why: string) => `${why} Check your LinkedIn profile: if the post is there, tell us; if not, publish it again.`,
  gaveUp: (why: string) => `LinkedIn kept failing, so we stopped trying: ${why} Publish it again when you're ready.`,
  awaitingApproval: (name: string) => `Not published: ${name} hasn't approved this version yet. It waits for their approval.`,
  duplicateOfAnother:
    "LinkedIn already has a post with exactly this text from this account (another of your posts). Change the text a little, then publish again.",
} as const;

/** Test-only seams that stand for a crash at the dangerous moments, or a stalled worker. */
export type PublishFaults = { afterLinkedInAccepted?(): void; afterRecorded?(): void; noHeartbeat?: boolean };

/** `later`: LinkedIn proved nothing was stored (or the message came early); try again after the delay. */
export type PublishResult = JobOutcome;
type PublishJob = JobHandle<typeof publishKind>;

type App = typeof apps.$inferSelect;
type Attempt = {
  env: Env;
  store: Db;
  config: Config;
  job: PublishJob;
  log: Logger;
  post: PostRow;
  attemptId: string;
  /** Attempts since this instant belong to the post's current run (its retry budget). */
  runStart: number;
  /** Set once the post call has started: from then on nothing is retried blindly. */
  called: boolean;
  /** For the outcome's log line (outcome-log.ts): the account, who ran it, when it started, LinkedIn's error codes. */
  appId: string | null;
  runner: PublishMessage["runner"];
  startedAt: number;
  linkedin?: LinkedInCodes;
};

export async function publishPost(env: Env, message: PublishMessage, log: Logger, faults: PublishFaults = {}): Promise<PublishResult> {
  const store = db(env);
  const config = readConfig(env);
  const job = jobHandle(env, publishKind, message.jobId);
  const now = Date.now();
  const post = await findTeamPost(store, message.teamId, message.postId);

  // The post may have changed since it was queued: act on what it is now.
  if (!post) return end(job, "cancelled", REASONS.deleted);
  if (post.status === "published") return completed(job, post.providerPostUrn);
  if (post.status === "draft") return end(job, "cancelled", REASONS.unscheduled);
  if (post.status === "unknown" && post.claimToken && !(await findAttempt(store, post.claimToken))?.outcome) return DONE; // the sweep is still checking LinkedIn
  if (post.status === "failed" || post.status === "unknown") return end(job, post.status, post.lastError ?? REASONS.lostTrack);
  if (post.scheduledAt !== message.scheduledAt) return end(job, "cancelled", REASONS.rescheduled);
  // Early (a Retry-After, or a queue that delivered ahead of time): come back when it is due.
  if (post.status === "scheduled" && !isDue(post, now)) return { kind: "later", delayMs: dueAt(post) - now, retry: false };

  // A post whose account's owner has not said yes to this version goes back to wait for them (decision 046).
  if (post.status === "scheduled") {
    const account = await accountOfPost(store, post.teamId, post.id);
    if (!clearedToPublish(post, account)) {
      await holdForApproval(store, post.teamId, post, post.approvalRequestedBy);
      return end(job, "cancelled", REASONS.awaitingApproval(account?.name ?? "The account's owner"));
    }
  }

  const attemptId = newId();
  const claimed = await claimPost(store, post.id, attemptId, config.PUBLISH_LEASE_MS, now);
  if (!claimed) {
    log.info("post already claimed", { postId: post.id });
    return DONE;
  }
  if (post.status === "publishing" && post.claimToken) {
    await finishAttempt(store, post.claimToken, { outcome: "lost", reason: "This try stopped before it reached LinkedIn; another took over." });
  }
  const app = await publishingApp(store, claimed.teamId, claimed.id);
  await startAttempt(store, {
    id: attemptId,
    postId: claimed.id,
    teamId: claimed.teamId,
    appId: app?.id ?? null,
    number: claimed.attempts,
    runner: message.runner,
    startedAt: now,
  });
  const attempt: Attempt = {
    env,
    store,
    config,
    job,
    log,
    post: claimed,
    attemptId,
    runStart: (claimed.scheduledAt ?? now) - DUE_TOLERANCE_MS,
    called: false,
    appId: app?.id ?? null,
    runner: message.runner,
    startedAt: now,
  };
  const heartbeat = faults.noHeartbeat ? null : startHeartbeat(attempt);
  try {
    return await publishAs(attempt, app, faults);
  } catch (error) {
    // Before the post call nothing can be on LinkedIn: give the post back for the queue's retry.
    if (!attempt.called) {
      const reason = "We couldn't prepare this post for LinkedIn. We'll try again.";
      await releaseClaim(store, claimed.id, attemptId, reason, null).catch(() => undefined);
      await finishAttempt(store, attemptId, { outcome: "retry", reason: `${reason} (${(error as Error).message})` }).catch(() => undefined);
      logAttemptOutcome(attempt, { outcome: "retry", postStatus: "scheduled", reason: `${reason} (${(error as Error).message})` });
    }
    throw error;
  } finally {
    heartbeat?.stop();
  }
}

/** Renews the claim while the attempt is alive, so no sweep takes a slow call for a dead one. */
function startHeartbeat(a: Attempt) {
  const timer = setInterval(
    () => {
      renewLease(a.store, a.post.id, a.attemptId, a.config.PUBLISH_LEASE_MS)
        .then((alive) => alive || clearInterval(timer))
        .catch((error) => a.log.warn("heartbeat failed", { postId: a.post.id, error: (error as Error).message }));
    },
    Math.max(100, Math.floor(a.config.PUBLISH_LEASE_MS / 3)),
  );
  return { stop: () => clearInterval(timer) };
}

async function publishAs(a: Attempt, app: App | null, faults: PublishFaults): Promise<PublishResult> {
  if ([...a.post.content].length > MAX_POST_CHARS) return fail(a, REASONS.tooLong);
  if (!app?.accessTokenEnc) return fail(a, REASONS.noAccount);
  if (app.status === "needs_reconnect") return awaitReconnect(a, app, null);
  const first = await accessTokenFor(a.env, a.store, app);
  if (!first.ok) return noToken(a, app, first, null);
  const account = signedIn(a, app, first);
  const posts = linkedinFor(a.env);

  // What the post carries beside its text (images, a link card…), uploaded first: formats/.
  const prepared = await prepareContent({
    env: a.env,
    store: a.store,
    post: a.post,
    upload: (bytes, type) => uploadAs(account, posts, app.urn, bytes, type),
    uploadDocument: (bytes) => uploadAs(account, posts, app.urn, bytes, null),
    mediaStatus: (urn) => posts.mediaStatus(account.token.token, urn),
  });
  if (prepared.kind === "retry") return retryLater(a, { reason: prepared.reason, retryAfterMs: prepared.retryAfterMs });
  if (prepared.kind === "fail") return fail(a, prepared.reason, prepared.httpStatus ?? null);
  if (prepared.kind === "not-allowed") return fail(a, REASONS.notAllowed(app), 403);
  if (prepared.kind === "no-token") return noToken(a, app, prepared.token, 401);

  const fingerprint = await fingerprintOfPost(app.urn, a.post.content);
  if (!(await markProviderCall(a.store, a.post.id, a.attemptId, a.config.PUBLISH_LEASE_MS))) {
    await finishAttempt(a.store, a.attemptId, { outcome: "cancelled", reason: "Another try took over before LinkedIn was called." });
    logAttemptOutcome(a, { outcome: "cancelled", postStatus: "publishing", reason: "Another try took over before LinkedIn was called." });
    return DONE;
  }
  const calledAt = Date.now();
  await markAttemptCalled(a.store, a.attemptId, fingerprint, calledAt);
  a.called = true;
  const send = (accessToken: string) => posts.createPost({ accessToken, authorUrn: app.urn, commentary: a.post.content, content: prepared.content });
  let verdict = await send(account.token.token);

  if (verdict.kind === "unauthorized") {
    // A 401 proves nothing was stored: a fresh token (once per attempt; one refresh per account), then send again.
    const renewed = await account.renew();
    if (!renewed.ok) return noToken(a, app, renewed, 401);
    verdict = await send(renewed.token);
  }

  a.linkedin = { serviceErrorCode: verdict.serviceErrorCode, code: verdict.code };
  switch (verdict.kind) {
    case "stored":
      faults.afterLinkedInAccepted?.();
      await published(a, verdict.urn, { outcome: "published", urn: verdict.urn, httpStatus: 201, reason: prepared.note });
      faults.afterRecorded?.();
      return DONE;
    case "duplicate":
      // LinkedIn already has this exact text from this author. It is this post only if one of its
      // own earlier tries reached LinkedIn and the copy LinkedIn names is no other post's.
      if (await urnOfAnotherPost(a.store, a.post.id, verdict.urn)) return fail(a, REASONS.duplicateOfAnother, 422);
      if (await calledLinkedInBefore(a.store, a.post.id, a.attemptId)) {
        return published(a, verdict.urn, { outcome: "published", urn: verdict.urn, httpStatus: 422, reason: "LinkedIn already had it from an earlier try." });
      }
      return fail(a, `LinkedIn refused the post: ${verdict.reason}`, 422);
    case "not-stored":
      return retryLater(a, { reason: verdict.reason, rateLimited: verdict.rateLimited, retryAfterMs: verdict.retryAfterMs });
    case "unauthorized":
      return noToken(a, app, await account.signOut(), 401);
    case "refused":
      // 403: the token may not write as this author (a scope, or a page role taken away).
      if (verdict.status === 403) return fail(a, REASONS.notAllowed(app), 403);
      return fail(a, `LinkedIn refused the post: ${verdict.reason}`, verdict.status);
    case "ambiguous":
      return reconcileAnswer(a, posts, account, app, verdict, { fingerprint, calledAt });
  }
}

type Token = Extract<AccessToken, { ok: true }>;
/** The account's token during one attempt: `renew()` after LinkedIn refused it (401), `signOut()` when it refused the fresh one too. */
type AccountToken = { token: Token; renew(): Promise<AccessToken>; signOut(): Promise<{ ok: false; kind: "signed-out" }> };

/**
 * A 401 on any call (post, image, lookup) means the token, never the content: the first renew
 * refreshes it (single flight per account, tokens.ts), or signs the account out when it has no
 * refresh token; a second 401 in the same attempt means the fresh token was refused too.
 */
function signedIn(a: Attempt, app: App, first: Token): AccountToken {
  let renewed = false;
  const account: AccountToken = {
    token: first,
    async signOut() {
      await markAppNeedsReconnect(a.store, app.id, account.token.tokenEnc);
      return { ok: false, kind: "signed-out" };
    },
    async renew() {
      if (renewed) return account.signOut();
      renewed = true;
      const next = await refreshedToken(a.env, a.store, app.id, account.token.tokenEnc);
      if (next.ok) account.token = next;
      return next;
    },
  };
  return account;
}

/**
 * An image upload (or, with no content type, a document's) as the account. LinkedIn's 401 is
 * about the token, never the file: renew it once and upload again; `signedOut` when there is no
 * token to be had.
 */
async function uploadAs(account: AccountToken, posts: LinkedInProvider, owner: string, bytes: ArrayBuffer, contentType: string | null) {
  const send = (token: string) => (contentType === null ? posts.uploadDocument(token, owner, bytes) : posts.uploadImage(token, owner, bytes, contentType));
  const uploaded = await send(account.token.token);
  if (uploaded.ok || !uploaded.unauthorized) return { uploaded };
  const renewed = await account.renew();
  if (!renewed.ok) return { uploaded, signedOut: renewed };
  const again = await send(renewed.token);
  if (again.ok || !again.unauthorized) return { uploaded: again };
  return { uploaded: again, signedOut: await account.signOut() };
}

/** No usable token: a refresh that failed for now is retried; a signed-out account waits for the member. */
function noToken(a: Attempt, app: App, token: Exclude<AccessToken, { ok: true }>, httpStatus: number | null): Promise<PublishResult> {
  if (token.kind === "transient") return retryLater(a, { reason: token.reason, retryAfterMs: token.retryAfterMs });
  return awaitReconnect(a, app, httpStatus);
}

/**
 * LinkedIn signed the account out. Nothing was stored (a 401 proves it, and an expired token is
 * never sent), so the post stays scheduled and goes out once the member reconnects (the sweep
 * skips it until then; signin.ts wakes it). Its job stays open, saying why.
 */
async function awaitReconnect(a: Attempt, app: App, httpStatus: number | null): Promise<PublishResult> {
  const reason = REASONS.waitingForReconnect(app.name);
  await finishAttempt(a.store, a.attemptId, { outcome: "reconnect", reason, httpStatus });
  logAttemptOutcome(a, { outcome: "reconnect", postStatus: "scheduled", reason, httpStatus });
  if (!(await waitForReconnect(a.store, a.post.id, a.attemptId, reason))) return DONE;
  await a.job.update({ status: "running", progress: 10, error: reason });
  a.log.warn("post waits for the account to reconnect", { postId: a.post.id, appId: app.id });
  await notifyOutcome(a.store, a.log, a.post, app.id, { kind: "reconnect" });
  return DONE;
}

/** After an answer that may hide a stored post: look before deciding. */
async function reconcileAnswer(
  a: Attempt,
  posts: LinkedInProvider,
  account: AccountToken,
  app: App,
  verdict: Extract<Verdict, { kind: "ambiguous" }>,
  sent: { fingerprint: string; calledAt: number },
): Promise<PublishResult> {
  if (canLookUp(app) && a.config.RECONCILE_DELAY_MS > 0) await new Promise((r) => setTimeout(r, a.config.RECONCILE_DELAY_MS));
  let found = await reconcile(posts, account.token.token, app, sent);
  if (found.kind === "cannot-tell" && found.unauthorized) {
    // The token was refused while we looked: look again with a fresh one, if there is one.
    const renewed = await account.renew();
    if (renewed.ok) found = await reconcile(posts, renewed.token, app, sent);
  }
  if (found.kind === "found") {
    return published(a, found.urn, {
      outcome: "reconciled",
      urn: found.urn,
      httpStatus: verdict.status,
      reason: `${verdict.reason} We found the post on LinkedIn.`,
    });
  }
  if (found.kind === "absent")
    return retryLater(a, { reason: `${verdict.reason} The post isn't on LinkedIn, so we'll try again.`, httpStatus: verdict.status });
  const reason = REASONS.checkProfile(verdict.reason);
  const settled = await endAttemptAs(a.store, a.post.id, a.attemptId, "unknown", reason);
  await finishAttempt(a.store, a.attemptId, { outcome: "unknown", reason: `${verdict.reason} ${found.reason}`, httpStatus: verdict.status });
  logAttemptOutcome(a, { outcome: "unknown", postStatus: "unknown", reason: `${verdict.reason} ${found.reason}`, httpStatus: verdict.status });
  if (settled) await notifyOutcome(a.store, a.log, a.post, a.appId, { kind: "in-doubt" });
  return end(a.job, "unknown", reason);
}

async function published(a: Attempt, urn: string, answer: AttemptAnswer): Promise<PublishResult> {
  const recorded = await recordPublished(a.store, a.post.id, a.attemptId, urn);
  await finishAttempt(a.store, a.attemptId, answer);
  if (!recorded) a.log.warn("LinkedIn's urn came after the post changed hands", { postId: a.post.id, urn });
  logAttemptOutcome(a, {
    outcome: answer.outcome,
    postStatus: recorded ? "published" : a.post.status,
    urn,
    httpStatus: answer.httpStatus,
    reason: answer.reason,
  });
  if (recorded) await notifyOutcome(a.store, a.log, a.post, a.appId, { kind: "published" });
  // Its first comment is a job of its own (docs/decisions/047): it never brings the post back here.
  if (recorded) await queueFirstComment(a.env, a.log, a.post);
  return completed(a.job, urn);
}

async function fail(a: Attempt, reason: string, httpStatus: number | null = null): Promise<PublishResult> {
  const ended = await endAttemptAs(a.store, a.post.id, a.attemptId, "failed", reason);
  await finishAttempt(a.store, a.attemptId, { outcome: "failed", reason, httpStatus });
  logAttemptOutcome(a, { outcome: "failed", postStatus: "failed", reason, httpStatus });
  if (ended) await notifyOutcome(a.store, a.log, a.post, a.appId, { kind: "failed", reason });
  return end(a.job, "failed", reason);
}

/** Nothing was stored: try again after a backoff or LinkedIn's Retry-After, within the run's budget. */
async function retryLater(
  a: Attempt,
  why: { reason: string; rateLimited?: boolean; retryAfterMs?: number | null; httpStatus?: number | null },
): Promise<PublishResult> {
  const now = Date.now();
  const rateLimited = why.rateLimited ?? false;
  const used = await retryBudgetUsed(a.store, a.post.id, a.runStart);
  const decision = nextTry({
    rateLimited,
    retryAfterMs: why.retryAfterMs ?? null,
    transientTries: used.transient + (rateLimited ? 0 : 1),
    rateLimits: used.rateLimits + (rateLimited ? 1 : 0),
    firstRateLimitAt: used.firstRateLimit ?? (rateLimited ? now : null),
    now,
    maxDelaySeconds: a.config.JOB_RETRY_MAX_DELAY_SECONDS,
    rateLimitMaxDelaySeconds: a.config.RATE_LIMIT_MAX_DELAY_SECONDS,
  });
  const httpStatus = why.httpStatus ?? (rateLimited ? 429 : null);
  if (!decision.retry) {
    const reason = REASONS.gaveUp(why.reason);
    // Whoever holds the post now (a live attempt took over?) is not ours to fail.
    await finishAttempt(a.store, a.attemptId, { outcome: "failed", reason, httpStatus });
    logAttemptOutcome(a, { outcome: "failed", postStatus: "failed", reason, httpStatus });
    if (!(await endAttemptAs(a.store, a.post.id, a.attemptId, "failed", reason))) return DONE;
    await notifyOutcome(a.store, a.log, a.post, a.appId, { kind: "failed", reason });
    return end(a.job, "failed", reason);
  }
  await finishAttempt(a.store, a.attemptId, { outcome: rateLimited ? "rate-limited" : "retry", reason: why.reason, httpStatus });
  logAttemptOutcome(a, {
    outcome: rateLimited ? "rate-limited" : "retry",
    postStatus: "scheduled",
    reason: why.reason,
    httpStatus,
    retryInMs: decision.delayMs,
  });
  if (!(await releaseClaim(a.store, a.post.id, a.attemptId, why.reason, now + decision.delayMs))) return DONE;
  await a.job.update({ status: "running", progress: 10, error: why.reason });
  return { kind: "later", delayMs: decision.delayMs, retry: true };
}

/**
 * After the last retry of a message whose handler kept throwing (dead-letter queue): the post
 * fails, but only if it is still waiting for this due time. A live attempt that holds it, or a
 * post that moved or settled meanwhile, is not ours: its own handler ends the job.
 */
export async function giveUpPublishing(env: Env, message: PublishMessage, log: Logger): Promise<void> {
  const store = db(env);
  const post = await findTeamPost(store, message.teamId, message.postId);
  const job = jobHandle(env, publishKind, message.jobId);
  if (!post) return void (await end(job, "cancelled", REASONS.deleted));
  if (post.status === "published") return void (await completed(job, post.providerPostUrn));
  if (post.status !== "scheduled" || post.scheduledAt !== message.scheduledAt) return;
  const reason = REASONS.gaveUp(post.lastError ?? "no answer.");
  if (!(await giveUpWaitingPost(store, post.id, message.scheduledAt, reason))) return;
  await end(job, "failed", reason);
  const app = await publishingApp(store, post.teamId, post.id).catch(() => null);
  logPublishOutcome(log, deadLetterOutcome(post, app?.id ?? null, reason), readConfig(env).LINKEDIN_VERSION);
  await notifyOutcome(store, log, post, app?.id ?? null, { kind: "failed", reason });
}
