import { readConfig } from "../config";
import { createLogger, type Logger } from "../http/logger";
import { giveUpPublishing, publishPost, type PublishResult } from "../publishing/publish";
import { jobMessageSchema, type JobMessage } from "./messages";

export const DLQ_NAME = "linkedin-studio-jobs-dlq";

type Handler = (env: Env, message: JobMessage, log: Logger) => Promise<PublishResult>;

/** One handler per job type on the main queue; the dead-letter queue has its own. */
const handlers: Partial<Record<JobMessage["type"], Handler>> = {
  publish: (env, message, log) => publishPost(env, message as Extract<JobMessage, { type: "publish" }>, log),
};
const deadLetterHandlers: Partial<Record<JobMessage["type"], (env: Env, message: JobMessage) => Promise<void>>> = {
  publish: (env, message) => giveUpPublishing(env, message as Extract<JobMessage, { type: "publish" }>),
};

/** Backoff between attempts: 2, 4, 8, 16 … seconds, up to the configured most. */
export const retryDelaySeconds = (attempts: number, most: number) => Math.min(most, 2 ** Math.max(1, attempts));

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
    const result = await handler(env, parsed.data, log);
    if (result === "retry") message.retry({ delaySeconds: retryDelaySeconds(message.attempts, most) });
    else message.ack();
  } catch (error) {
    // Only failures before any LinkedIn call can land here (the publisher settles the rest).
    log.error("job attempt failed", { error: (error as Error).message });
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts, most) });
  }
}
