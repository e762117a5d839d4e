/** Every job kind the JOBS queue carries. */
import { z } from "zod";
import type { JobKind } from "./kind";
import { ingestFeedKind, ingestFeedMessage, refreshTopicsKind, refreshTopicsMessage } from "./kinds/feed";
import { generateCalendarKind, generateCalendarMessage } from "./kinds/generate-calendar";
import { publishKind, publishMessage } from "./kinds/publish";

export const JOB_KINDS = {
  publish: publishKind,
  "generate-calendar": generateCalendarKind,
  "ingest-feed": ingestFeedKind,
  "refresh-topics": refreshTopicsKind,
} as const;
export type JobType = keyof typeof JOB_KINDS;

/** Any message on the queue: parsed before it is handled; an unknown type is dropped with a log line. */
export const jobMessageSchema = z.discriminatedUnion("type", [publishMessage, generateCalendarMessage, ingestFeedMessage, refreshTopicsMessage]);
export type JobMessage = z.infer<typeof jobMessageSchema>;

export function kindOf(type: string): JobKind<JobMessage> | null {
  return Object.hasOwn(JOB_KINDS, type) ? (JOB_KINDS[type as JobType] as unknown as JobKind<JobMessage>) : null;
}
