/**
 * The sweep's share of the inspiration library: every FEED_REFRESH_MINUTES each source is read
 * (one job per source, so one failing source never holds up another) and the topics computed
 * again (sooner when a source brought new posts). Their kinds (worker/jobs/kinds/feed.ts) put them
 * on a queue of their own: a slow public source never holds up posts due to publish.
 */
import { readConfig } from "../config";
import { db } from "../db/client";
import { claimDueFeedWork, TOPICS_WORK_ID } from "../db/feed";
import type { Logger } from "../http/logger";
import { type IngestFeedMessage, ingestFeedKind, type RefreshTopicsMessage, refreshTopicsKind } from "../jobs/kinds/feed";
import { enqueue } from "../jobs/lifecycle";
import { feedSources } from "./sources";

export async function queueDueFeedWork(env: Env, log: Logger, now = Date.now()): Promise<number> {
  const config = readConfig(env);
  if (config.FEED_REFRESH_MINUTES === 0) return 0;
  const sources = feedSources(config);
  const claimed = new Set(await claimDueFeedWork(db(env), [...sources.map((s) => s.id), TOPICS_WORK_ID], now, config.FEED_REFRESH_MINUTES * 60_000));
  const reads = sources
    .filter((s) => claimed.has(s.id))
    .map((source): IngestFeedMessage => ({ type: "ingest-feed", jobId: `ingest-${source.id}-${now}`, source }));
  const topics: RefreshTopicsMessage[] = claimed.has(TOPICS_WORK_ID) ? [{ type: "refresh-topics", jobId: `topics-${now}` }] : [];
  await enqueue(env, ingestFeedKind, reads);
  await enqueue(env, refreshTopicsKind, topics);
  if (reads.length || topics.length) log.info("queued feed work", { sources: reads.length, topics: topics.length > 0 });
  return reads.length + topics.length;
}
