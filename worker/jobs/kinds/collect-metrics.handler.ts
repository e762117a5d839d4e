/**
 * How the queue runs a collect-metrics job (collect-metrics.ts is the job; docs/decisions/052):
 * for each claimed post of the account, in turn, read every metric (a member's post: one call per
 * metric, as LinkedIn allows; a page's: one call), then store one post_metrics row and move the
 * post's due time on (nextCollectionAt). Nothing partial is ever stored: a post whose reading
 * stopped halfway keeps no numbers from it and is read again whole.
 *
 * - 429 or LinkedIn down: this account stops for now; this post and the rest wait (Retry-After,
 *   which LinkedIn does not document, else a fixed wait) and the sweep picks them up again.
 * - 403 (LinkedIn refuses the numbers: the analytics permission) or 404 (the post is gone): that
 *   post is no longer collected (due time null), never asked again; the result says why.
 * - 401: one refreshed token, then the account waits for its member to reconnect.
 */
import { nextCollectionAt, POST_METRICS, type PostNumbers } from "../../../app/spec/analytics";
import { findApp } from "../../db/apps";
import { db } from "../../db/client";
import { claimedMetricPosts, recordMetrics, rescheduleMetrics } from "../../db/metrics";
import type { Logger } from "../../http/logger";
import { linkedinFor } from "../../providers";
import { analyticsAllowed, type LinkedInProvider, type MetricFailure, type PostStatistics } from "../../providers/linkedin";
import { accessTokenFor, refreshedToken } from "../../publishing/tokens";
import { defineJobKind, type JobOutcome } from "../kind";
import { jobHandle } from "../lifecycle";
import { type CollectMetricsJobResult, type CollectMetricsMessage, collectMetricsKind } from "./collect-metrics";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** After a 429 without Retry-After (LinkedIn sends none): the account's posts wait this long. */
export const RATE_LIMIT_WAIT_MS = 30 * MINUTE;
/** After a 5xx, a timeout or an unreadable answer. */
export const TRANSIENT_WAIT_MS = 10 * MINUTE;
/** An account that needs its member (a reconnect, the analytics permission, a version we must update): looked at again daily. */
export const ACCOUNT_WAIT_MS = DAY;
/** No collection after this age (nextCollectionAt's last step is within it). */
export const LAST_COLLECTION_AGE_MS = 90 * DAY;

export const METRICS_REASONS = {
  accountGone: "The account that published these posts is no longer connected, so their numbers are no longer collected.",
  reconnect: (name: string) => `LinkedIn signed out ${name}; numbers are collected again once the account is reconnected.`,
  needsScope: (name: string) => `${name} has not given the analytics permission; numbers are collected once it is reconnected with it.`,
  refusedScope: (why: string) => `LinkedIn refused this post's numbers (the analytics permission): ${why}`,
  postGone: "LinkedIn no longer has this post (it may have been deleted); its numbers are no longer collected.",
  refused: (why: string) => `LinkedIn refused this post's numbers: ${why}`,
  later: (why: string) => `${why} The numbers are read again later.`,
} as const;

/** A wait, unless it would take the post past the last collection: then no more. */
const laterOrNever = (publishedAt: number, at: number) => (at - publishedAt > LAST_COLLECTION_AGE_MS ? null : at);

/** Every number of one post: a member's one metric per call, stopping at the first failure; a page's in one call. */
export async function readPostNumbers(
  linkedin: LinkedInProvider,
  accessToken: string,
  account: { urn: string; profileType: "individual" | "company" },
  postUrn: string,
): Promise<PostStatistics> {
  if (account.profileType === "company") return linkedin.organizationPostStatistics(accessToken, account.urn, postUrn);
  const numbers = {} as PostNumbers;
  for (const metric of POST_METRICS) {
    const read = await linkedin.memberPostMetric(accessToken, postUrn, metric);
    if (!read.ok) return read;
    numbers[metric] = read.value;
  }
  return { ok: true, numbers };
}

export async function collectMetrics(env: Env, message: CollectMetricsMessage, log: Logger): Promise<JobOutcome> {
  const store = db(env);
  const job = jobHandle(env, collectMetricsKind, message.jobId);
  const { teamId, claimedUntil } = message;
  const tally: CollectMetricsJobResult = { collected: 0, deferred: 0, stopped: 0, reason: null, needsScope: false };
  const done = async (status: "completed" | "cancelled"): Promise<JobOutcome> => {
    await job.update({ status, progress: 100, result: tally, error: status === "cancelled" ? tally.reason : null });
    return { kind: "done" };
  };

  // Only this team's posts still under this job's claim: a redelivered job, or a message naming another team's post, finds none.
  const posts = await claimedMetricPosts(store, teamId, message.postIds, claimedUntil);
  if (!posts.length) return done("completed");
  await job.update({ status: "running", progress: 5 });

  const wait = async (from: number, waitMs: number, reason: string) => {
    for (const p of posts.slice(from)) await rescheduleMetrics(store, teamId, [p.id], claimedUntil, laterOrNever(p.publishedAt, Date.now() + waitMs));
    tally.deferred += posts.length - from;
    tally.reason = reason;
  };
  const stop = async (postId: string, reason: string) => {
    await rescheduleMetrics(store, teamId, [postId], claimedUntil, null);
    tally.stopped += 1;
    tally.reason = reason;
  };

  const app = await findApp(store, message.appId);
  if (!app || app.teamId !== teamId || app.status === "disconnected" || !app.accessTokenEnc) {
    for (const p of posts) await stop(p.id, METRICS_REASONS.accountGone);
    return done("cancelled");
  }
  if (app.status === "needs_reconnect") {
    await wait(0, ACCOUNT_WAIT_MS, METRICS_REASONS.reconnect(app.name));
    return done("completed");
  }
  if (!analyticsAllowed(app)) {
    tally.needsScope = true;
    await wait(0, ACCOUNT_WAIT_MS, METRICS_REASONS.needsScope(app.name));
    return done("completed");
  }
  let token = await accessTokenFor(env, store, app);
  if (!token.ok) {
    if (token.kind === "transient") await wait(0, token.retryAfterMs ?? TRANSIENT_WAIT_MS, METRICS_REASONS.later(token.reason));
    else await wait(0, ACCOUNT_WAIT_MS, METRICS_REASONS.reconnect(app.name));
    return done("completed");
  }

  const linkedin = linkedinFor(env);
  for (const [i, post] of posts.entries()) {
    let read = await readPostNumbers(linkedin, token.token, app, post.urn);
    if (!read.ok && read.kind === "unauthorized") {
      // A 401 stores nothing: a fresh token once (if the account has a way to one), then this post again.
      const fresh = await refreshedToken(env, store, app.id, token.tokenEnc);
      if (!fresh.ok) {
        await wait(i, fresh.kind === "transient" ? TRANSIENT_WAIT_MS : ACCOUNT_WAIT_MS, METRICS_REASONS.reconnect(app.name));
        break;
      }
      token = fresh;
      read = await readPostNumbers(linkedin, token.token, app, post.urn);
    }
    if (read.ok) {
      const collectedAt = Date.now();
      const stored = await recordMetrics(store, {
        postId: post.id,
        teamId,
        appId: app.id,
        collectedAt,
        numbers: read.numbers,
        claimedUntil,
        nextDueAt: nextCollectionAt(post.publishedAt, collectedAt),
      });
      if (stored) tally.collected += 1;
      await job.update({ status: "running", progress: Math.round(5 + (90 * (i + 1)) / posts.length) });
      continue;
    }
    if (await settleFailure(read, i, post.id)) break;
  }
  log.info("post numbers collected", { appId: app.id, ...tally });
  return done("completed");

  /** What a failed reading does to this post and the rest; true when the account stops for now. */
  async function settleFailure(read: MetricFailure, i: number, postId: string): Promise<boolean> {
    switch (read.kind) {
      case "rate-limited":
        log.warn("linkedin throttled post statistics", { appId: message.appId, status: read.status, retryAfterMs: read.retryAfterMs });
        await wait(i, read.retryAfterMs ?? RATE_LIMIT_WAIT_MS, METRICS_REASONS.later(read.reason));
        return true;
      case "transient":
        await wait(i, read.retryAfterMs ?? TRANSIENT_WAIT_MS, METRICS_REASONS.later(read.reason));
        return true;
      case "unauthorized":
        await wait(i, ACCOUNT_WAIT_MS, METRICS_REASONS.reconnect(app?.name ?? "The account"));
        return true;
      case "missing-scope":
        // Loud: the account's granted scopes said yes, LinkedIn said no (ARCHITECTURE.md "Operators").
        log.error("linkedin refused post statistics", {
          event: "linkedin-integration-failure",
          appId: message.appId,
          postId,
          status: read.status,
          reason: read.reason,
        });
        tally.needsScope = true;
        await stop(postId, METRICS_REASONS.refusedScope(read.reason));
        return false;
      case "not-found":
        await stop(postId, METRICS_REASONS.postGone);
        return false;
      case "refused":
        // 426 (our pinned version lapsed) refuses every post alike: wait for the fix, lose nothing.
        if (read.status === 426) {
          log.error("linkedin refused post statistics", { event: "linkedin-integration-failure", status: 426, reason: read.reason });
          await wait(i, ACCOUNT_WAIT_MS, METRICS_REASONS.later(read.reason));
          return true;
        }
        await stop(postId, METRICS_REASONS.refused(read.reason));
        return false;
    }
  }
}

export const collectMetricsHandler = defineJobKind({
  ...collectMetricsKind,
  handle: (env, message, log) => collectMetrics(env, message, log),
  // The handler kept throwing (our storage): its claim lapses and the sweep queues the posts again.
  deadLetter: async (_env, message, log) => {
    log.error("post numbers collection given up; the sweep queues it again", { appId: message.appId, posts: message.postIds.length });
  },
});
