/** The API Worker: HTTP (Hono), the job queues, and the cron's sweeps. */
import { app } from "./app";
import { consumeJobs } from "./jobs/consumer";
import { scheduled } from "./jobs/cron";

export { Job } from "./durable-objects/job";
export { Scheduler } from "./durable-objects/scheduler";

export default {
  fetch: app.fetch,
  async queue(batch, env, _ctx) {
    await consumeJobs(batch, env);
  },
  scheduled,
} satisfies ExportedHandler<Env>;
