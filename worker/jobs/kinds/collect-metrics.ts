/**
 * Collecting published posts' numbers from LinkedIn (issue 27 item 1, docs/decisions/052): one job
 * per account and sweep, carrying a few of its due posts, which the sweep claimed
 * (worker/jobs/metrics-sweep.ts). How the queue runs it: collect-metrics.handler.ts.
 */
import { z } from "zod";
import { defineJobContract, jobMessage, teamOwner } from "../kind";
import { enqueue } from "../lifecycle";

/** Posts one job reads at most: a member's post is six calls (one metric a call), a page's one. */
export const POSTS_PER_METRICS_JOB = 5;

export const collectMetricsMessage = jobMessage("collect-metrics", {
  teamId: z.string(),
  appId: z.string(),
  postIds: z.array(z.string()).min(1).max(POSTS_PER_METRICS_JOB),
  /** The due time the sweep set on the posts as its claim: only posts still holding it are read. */
  claimedUntil: z.number(),
});
export type CollectMetricsMessage = z.infer<typeof collectMetricsMessage>;

/** How the run went: posts collected, posts put off for later (429, LinkedIn down), posts no longer collected, and why. */
export const collectMetricsJobResult = z.object({
  collected: z.number().int().min(0),
  deferred: z.number().int().min(0),
  stopped: z.number().int().min(0),
  /** Why posts were put off or stopped (LinkedIn's words), or null. */
  reason: z.string().nullable(),
  /** True when LinkedIn refused the numbers for want of the analytics permission. */
  needsScope: z.boolean(),
});
export type CollectMetricsJobResult = z.infer<typeof collectMetricsJobResult>;

export const collectMetricsKind = defineJobContract({
  type: "collect-metrics",
  message: collectMetricsMessage,
  result: collectMetricsJobResult,
  endStates: ["completed", "cancelled"],
  // The background queue (feed sources share it): reading numbers never holds up a post due to publish.
  queue: (env) => env.FEED_JOBS,
  owner: teamOwner,
});

export const metricsJobId = (appId: string, claimedUntil: number) => `cm-${appId}-${claimedUntil}`;

/** The producer: one job per account and claim. Returns the job ids. */
export function enqueueMetricCollections(env: Env, jobs: Array<{ teamId: string; appId: string; postIds: string[]; claimedUntil: number }>) {
  return enqueue(
    env,
    collectMetricsKind,
    jobs.map((j) => ({ type: "collect-metrics" as const, jobId: metricsJobId(j.appId, j.claimedUntil), ...j })),
  );
}
