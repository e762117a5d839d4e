/**
 * Every job kind, by its type. JOB_TYPES (app/spec/jobs.ts, the jobs table's enum) names the same
 * kinds: the compiler checks that each type has its kind, and a test that no kind is missing from it.
 */
import type { JobType } from "../../app/spec/jobs";
import type { AnyJobKind } from "./kind";
import { collectMetricsHandler } from "./kinds/collect-metrics.handler";
import { exportKind } from "./kinds/export";
import { ingestFeedKind, refreshTopicsKind } from "./kinds/feed";
import { firstCommentHandler } from "./kinds/first-comment.handler";
import { generateCalendarHandler } from "./kinds/generate-calendar.handler";
import { publishHandler } from "./kinds/publish.handler";

export const JOB_KINDS = {
  publish: publishHandler,
  "generate-calendar": generateCalendarHandler,
  "ingest-feed": ingestFeedKind,
  "refresh-topics": refreshTopicsKind,
  "first-comment": firstCommentHandler,
  "collect-metrics": collectMetricsHandler,
  export: exportKind,
} as const satisfies { [T in JobType]: AnyJobKind & { type: T } };

export function kindOf(type: unknown): AnyJobKind | null {
  return typeof type === "string" && Object.hasOwn(JOB_KINDS, type) ? JOB_KINDS[type as JobType] : null;
}
