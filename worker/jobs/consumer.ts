import { readConfig } from "../config";
import { createLogger, type Logger } from "../http/logger";
import { giveUpPublishing, publishPost, type PublishResult } from "../publishing/publish";
import { jobMessageSchema, type JobMessage, type PublishMessage } from "./messages";

export const DLQ_NAME = "linkedin-studio-jobs-dlq";

type Handler = (env: Env, message: JobMessage, log: Logger) => Promise<PublishResult>;

/** One handler per job type on the main queue; the dead-letter queue has its own. */
const handlers: Partial<Record<JobMessage["type"], Handler>> = {
  publish: (env, message, log) => publishPost(env, message as PublishMessage, log),
};
const deadLetterHandlers: Partial<Record<JobMessage["type"], (env: Env, message: JobMessage) => Promise<void>>> = {
  publish: (env, message) => giveUpPublishing(env, message as PublishMessage),
};

/** Backoff between attempts of a handler that threw: 2, 4, 8, 16 … seconds, up to the configured most. */
export const retryDelaySeconds = (attempts: number, most: number) => Math.min(most, 2 ** Math.max(1, attempts));
/** Queues delay a message by at most 12 hours. */
const MAX_QUEUE_DELAY_SECONDS = 43_200;

/**
 * Messages of a batch are independent (each post has its own claim), so they run side by side:
 * 500 posts due in the same minute must not wait in single file.
 */
export async function consumeJobs(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const deadLetters = batch.queue === DLQ_NAME;
  const most = readConfig(env).JOB_RETRY_MAX_DELAY_SECONDS;
  await Promise.all(batch.messages.map((message) => consumeOne(message, env, batch.queue, deadLetters, most)));
}

async function consumeOne(message: Message<unknown>, env: Env, queue: string, deadLetters: boolean, most: number): Promise<void> {
  const log = createLogger({ queue, messageId: message.id, attempt: message.attempts });
  const parsed = jobMessageSchema.safeParse(message.body);
  if (!parsed.success) {
    log.error("dropping malformed job message", { issues: parsed.error.issues.length });
    message.ack();
    return;
  }
  try {
    if (deadLetters) {
      await deadLetterHandlers[parsed.data.type]?.(env, parsed.data);
      message.ack();
      return;
    }
    const handler = handlers[parsed.data.type];
    if (!handler) {
      log.warn("no handler for job type", { type: parsed.data.type });
      message.ack();
      return;
    }
    const body = message.attempts > 1 && parsed.data.type === "publish" ? { ...parsed.data, runner: "retry" as const } : parsed.data;
    const result = await handler(env, body, log);
    if (result.kind === "later") {
      // A decided wait (Retry-After, backoff, an early message) is a new message, not a queue
      // retry: the retry budget is the handler's, counted in time, not the queue's max_retries.
      const delaySeconds = Math.min(MAX_QUEUE_DELAY_SECONDS, Math.ceil(result.delayMs / 1000));
      await env.JOBS.send(result.retry && body.type === "publish" ? { ...body, runner: "retry" } : body, { delaySeconds });
    }
    message.ack();
  } catch (error) {
    // Only failures of our own (D1, a Durable Object) land here; LinkedIn's answers are settled above.
    log.error("job attempt failed", { error: (error as Error).message });
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts, most) });
  }
}
