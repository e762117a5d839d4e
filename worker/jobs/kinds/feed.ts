/**
 * The inspiration library's jobs: reading one public source, and computing the trending topics.
 * Neither belongs to a team (no D1 job row, nothing for GET /api/jobs/{id}, nothing reported); a
 * source's own failure is an outcome, not a throw, so only our storage failing makes the queue
 * retry. The feed sweep (worker/feed/schedule.ts) is their producer.
 */
import { z } from "zod";
import { ingestSource, refreshTopics } from "../../feed/ingest";
import { feedSourceSchema } from "../../feed/sources";
import { defineJobKind, jobMessage } from "../kind";

export const ingestFeedMessage = jobMessage("ingest-feed", { source: feedSourceSchema });
export type IngestFeedMessage = z.infer<typeof ingestFeedMessage>;

export const refreshTopicsMessage = jobMessage("refresh-topics", {});
export type RefreshTopicsMessage = z.infer<typeof refreshTopicsMessage>;

export const ingestFeedKind = defineJobKind({
  type: "ingest-feed",
  message: ingestFeedMessage,
  result: z.null(),
  endStates: ["completed"],
  // Their own queue: a slow public source never holds up posts due to publish.
  queue: (env) => env.FEED_JOBS,
  owner: () => null,
  async handle(env, message, log) {
    await ingestSource(env, message.source, log);
    return { kind: "done" };
  },
  // The next run of the source reads it again: nothing is owed to anyone.
  async deadLetter(_env, message, log) {
    log.error("feed source run given up", { source: message.source.id });
  },
});

export const refreshTopicsKind = defineJobKind({
  type: "refresh-topics",
  message: refreshTopicsMessage,
  result: z.null(),
  endStates: ["completed"],
  queue: (env) => env.FEED_JOBS,
  owner: () => null,
  async handle(env, _message, log) {
    await refreshTopics(env, log);
    return { kind: "done" };
  },
  async deadLetter(_env, _message, log) {
    log.error("topics refresh given up");
  },
});
