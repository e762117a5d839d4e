import { readConfig } from "../config";
import { createLogger } from "../http/logger";
import { kindOf } from "./registry";

/** Backoff between attempts of a handler that threw: 2, 4, 8, 16 … seconds, up to the kind's most. */
export const retryDelaySeconds = (attempts: number, most: number) => Math.min(most, 2 ** Math.max(1, attempts));
/** Queues delay a message by at most 12 hours. */
const MAX_QUEUE_DELAY_SECONDS = 43_200;

/**
 * Messages of a batch are independent (each job has its own claim), so they run side by side:
 * 500 posts due in the same minute must not wait in single file. The dead-letter queue (its
 * name from configuration) hands each message to its kind's dead-letter handler.
 */
export async function consumeJobs(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const deadLetters = batch.queue === readConfig(env).JOBS_DLQ_NAME;
  await Promise.all(batch.messages.map((message) => consumeOne(message, env, batch.queue, deadLetters)));
}

async function consumeOne(message: Message<unknown>, env: Env, queue: string, deadLetters: boolean): Promise<void> {
  const log = createLogger({ queue, messageId: message.id, attempt: message.attempts });
  // The body names its kind; the kind's own schema parses the rest. An unknown type is dropped with a log line.
  const kind = kindOf((message.body as { type?: unknown } | null)?.type);
  const parsed = kind?.message.safeParse(message.body);
  if (!kind || !parsed?.success) {
    log.error("dropping malformed job message", { issues: parsed && !parsed.success ? parsed.error.issues.length : 0 });
    message.ack();
    return;
  }
  try {
    if (deadLetters) {
      await kind.deadLetter(env, parsed.data, log);
      message.ack();
      return;
    }
    // A queue redelivery is a retry, whoever queued it first.
    const body = message.attempts > 1 && kind.again ? kind.again(parsed.data, { kind: "later", delayMs: 0, retry: true }) : parsed.data;
    const outcome = await kind.handle(env, body, log);
    if (outcome.kind === "later") {
      // A decided wait (Retry-After, backoff, an early message) is a new message, not a queue
      // retry: the retry budget is the handler's, counted in time, not the queue's max_retries.
      const delaySeconds = Math.min(MAX_QUEUE_DELAY_SECONDS, Math.ceil(outcome.delayMs / 1000));
      await kind.queue(env).send(kind.again ? kind.again(body, outcome) : body, { delaySeconds });
    }
    message.ack();
  } catch (error) {
    // Only failures of our own (D1, a Durable Object) land here; providers' answers are settled by the handler.
    log.error("job attempt failed", { error: (error as Error).message });
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts, kind.retry?.maxDelaySeconds(env) ?? readConfig(env).JOB_RETRY_MAX_DELAY_SECONDS) });
  }
}
