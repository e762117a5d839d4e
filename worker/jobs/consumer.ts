import { createLogger } from "../http/logger";
import { jobMessageSchema, type JobMessage } from "./messages";

type Handler = (env: Env, message: JobMessage) => Promise<void>;

/** One handler per job type; a type without one is acknowledged and logged, never retried forever. */
const handlers: Partial<Record<JobMessage["type"], Handler>> = {};

export async function consumeJobs(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const log = createLogger({ queue: batch.queue, messageId: message.id, attempt: message.attempts });
    const parsed = jobMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      log.error("dropping malformed job message", { issues: parsed.error.issues.length });
      message.ack();
      continue;
    }
    const handler = handlers[parsed.data.type];
    if (!handler) {
      log.warn("no handler for job type", { type: parsed.data.type });
      message.ack();
      continue;
    }
    try {
      await handler(env, parsed.data);
      message.ack();
    } catch (error) {
      log.warn("job attempt failed", { error: (error as Error).message });
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  }
}
