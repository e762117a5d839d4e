/**
 * Reading one public source into the library, and computing the topics again. A source that
 * fails or answers with something that is not a feed is skipped with a log line and its error
 * kept for the operator (feed_schedule.last_error); the next run tries again. Only our own
 * storage failing throws (the queue then retries the job).
 */
import { readConfig } from "../config";
import { db } from "../db/client";
import { bringTopicsForward, parseTags, recentPublicPosts, recordFeedRun, replaceTopics, storeFeedPosts, TOPICS_WORK_ID } from "../db/feed";
import type { Logger } from "../http/logger";
import { embeddingsBinding, workersAiEmbeddings } from "../providers/ai/embeddings";
import { hackerNews } from "../providers/hacker-news";
import { readFeed } from "../providers/rss";
import { MalformedSourceError, SourceError, type SourceItem } from "../providers/source-item";
import { toFeedPosts } from "./items";
import type { FeedSource } from "./sources";
import { type ComputedTopic, topicsByEmbeddings, topicsByKeywords } from "./topics";

export type IngestOutcome = { added: number; updated: number; skipped: number; error: string | null };

/** Topics come from posts of the last 30 days, at most this many. */
const TOPIC_WINDOW_MS = 30 * 86_400_000;
const TOPIC_CANDIDATES = 1000;
/** After new posts, topics are computed again within this. */
const TOPICS_AFTER_NEW_POSTS_MS = 30_000;

async function itemsOf(env: Env, source: FeedSource): Promise<{ items: SourceItem[]; skipped: number }> {
  if (source.kind === "hackernews") return hackerNews({ apiBase: readConfig(env).HACKER_NEWS_API_BASE }).stories(source.list);
  const feed = await readFeed(source.url);
  return { items: feed.items, skipped: feed.skipped };
}

export async function ingestSource(env: Env, source: FeedSource, log: Logger, now = Date.now()): Promise<IngestOutcome> {
  const store = db(env);
  let read: { items: SourceItem[]; skipped: number };
  try {
    read = await itemsOf(env, source);
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    const reason = `${error instanceof MalformedSourceError ? "malformed" : "failed"}: ${error.message}`;
    log.warn("feed source skipped", { source: source.id, reason });
    await recordFeedRun(store, source.id, { at: now, error: reason, added: 0 });
    return { added: 0, updated: 0, skipped: 0, error: reason };
  }
  const posts = await toFeedPosts(read.items, source.kind, now);
  const stored = await storeFeedPosts(store, posts);
  const skipped = read.skipped + (read.items.length - posts.length);
  await recordFeedRun(store, source.id, { at: now, error: null, added: stored.added });
  if (stored.added > 0) await bringTopicsForward(store, now + TOPICS_AFTER_NEW_POSTS_MS);
  log.info("feed source read", { source: source.id, ...stored, skipped });
  return { ...stored, skipped, error: null };
}

/** Trending topics from the last 30 days of public posts, stored in place of the old ones. */
export async function refreshTopics(env: Env, log: Logger, now = Date.now()): Promise<{ topics: ComputedTopic[]; how: "embeddings" | "keywords" }> {
  const store = db(env);
  const rows = await recentPublicPosts(store, now - TOPIC_WINDOW_MS, TOPIC_CANDIDATES);
  const items = rows.map((r) => ({ ...r, tags: parseTags(r.tags) }));
  let computed: ComputedTopic[] | null = null;
  let how: "embeddings" | "keywords" = "keywords";
  const binding = embeddingsBinding(env);
  if (binding && items.length) {
    try {
      computed = await topicsByEmbeddings(items, now, workersAiEmbeddings(binding, readConfig(env).WORKERS_AI_EMBEDDINGS_MODEL));
      how = "embeddings";
    } catch (error) {
      log.warn("embeddings unavailable, topics by keywords", { error: (error as Error).message });
    }
  }
  computed ??= topicsByKeywords(items, now);
  await replaceTopics(store, computed, now);
  await recordFeedRun(store, TOPICS_WORK_ID, { at: now, error: null, added: computed.length });
  log.info("topics refreshed", { how, topics: computed.length, posts: items.length });
  return { topics: computed, how };
}
