/**
 * The numbers' sweep (cron.ts runs it beside the others; docs/decisions/052): published posts
 * whose numbers are due become collect-metrics jobs, spread so no account's calls bunch up:
 * one job per account per sweep, at most POSTS_PER_METRICS_JOB posts in it (read one after the
 * other), at most METRICS_SWEEP.accounts accounts per sweep. Each job's posts are claimed (their
 * due time moves to the claim's end), so the next sweep does not queue them again while they
 * wait, and a lost job's posts come back once the claim lapses.
 *
 * Accounts that need their member (signed out, or without the analytics permission) are not
 * asked: their due posts wait a day and are collected again once the member reconnects.
 */
import { db } from "../db/client";
import { accountsForMetrics, claimMetricPosts, type DueMetricPost, findDueMetricPosts, rescheduleMetrics } from "../db/metrics";
import type { Logger } from "../http/logger";
import { analyticsAllowed } from "../providers/linkedin";
import { enqueueMetricCollections, POSTS_PER_METRICS_JOB } from "./kinds/collect-metrics";
import { ACCOUNT_WAIT_MS, LAST_COLLECTION_AGE_MS } from "./kinds/collect-metrics.handler";

export const METRICS_SWEEP = {
  /** Due posts looked at per sweep (oldest due first). */
  scan: 500,
  /** Accounts given a job per sweep. */
  accounts: 25,
  /** A job's claim on its posts: they are queued again after it, if the job never ran. */
  claimMs: 15 * 60_000,
} as const;

export type MetricsSweep = { jobs: Array<{ jobId: string; appId: string; postIds: string[] }>; waiting: number; ended: number };

export async function queueDueMetrics(env: Env, log: Logger, now = Date.now()): Promise<MetricsSweep> {
  const store = db(env);
  const due = await findDueMetricPosts(store, now, METRICS_SWEEP.scan);
  const result: MetricsSweep = { jobs: [], waiting: 0, ended: 0 };
  if (!due.length) return result;
  const accounts = new Map((await accountsForMetrics(store, [...new Set(due.flatMap((p) => (p.appId ? [p.appId] : [])))])).map((a) => [a.id, a]));

  const byAccount = new Map<string, DueMetricPost[]>();
  const orphans: DueMetricPost[] = [];
  const waiting: DueMetricPost[] = [];
  for (const post of due) {
    const app = post.appId ? accounts.get(post.appId) : undefined;
    if (!app) orphans.push(post);
    else if (app.status !== "active" || !analyticsAllowed(app)) waiting.push(post);
    else {
      const list = byAccount.get(app.id) ?? [];
      if (list.length < POSTS_PER_METRICS_JOB) byAccount.set(app.id, [...list, post]);
    }
  }

  // No account left to ask: these posts' numbers end here.
  for (const p of orphans) await rescheduleMetrics(store, p.teamId, [p.id], p.dueAt, null);
  result.ended = orphans.length;
  // Their member must act first: looked at again tomorrow (never past the last collection).
  for (const p of waiting) {
    const at = now + ACCOUNT_WAIT_MS;
    await rescheduleMetrics(store, p.teamId, [p.id], p.dueAt, at - (p.publishedAt ?? now) > LAST_COLLECTION_AGE_MS ? null : at);
  }
  result.waiting = waiting.length;

  const claimedUntil = now + METRICS_SWEEP.claimMs;
  const jobs: Array<{ teamId: string; appId: string; postIds: string[]; claimedUntil: number }> = [];
  for (const [appId, posts] of [...byAccount].slice(0, METRICS_SWEEP.accounts)) {
    const postIds = await claimMetricPosts(
      store,
      posts.map((p) => p.id),
      claimedUntil,
      now,
    );
    if (postIds.length) jobs.push({ teamId: posts[0].teamId, appId, postIds, claimedUntil });
  }
  if (!jobs.length) return result;
  try {
    const ids = await enqueueMetricCollections(env, jobs);
    result.jobs = jobs.map((j, i) => ({ jobId: ids[i], appId: j.appId, postIds: j.postIds }));
  } catch (error) {
    // The queue refused: the posts are due again now, for the next sweep.
    for (const j of jobs) await rescheduleMetrics(store, j.teamId, j.postIds, claimedUntil, now);
    log.error("the queue refused post numbers jobs; the next sweep queues them again", { jobs: jobs.length, error: (error as Error).message });
    return result;
  }
  log.info("queued post numbers", {
    jobs: result.jobs.length,
    posts: jobs.reduce((n, j) => n + j.postIds.length, 0),
    waiting: result.waiting,
    ended: result.ended,
  });
  return result;
}
