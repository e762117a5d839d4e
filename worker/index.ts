/** The API Worker: HTTP (Hono), the JOBS queue, and the cron sweep. */
import { app } from "./app";
import { createLogger } from "./http/logger";
import { consumeJobs } from "./jobs/consumer";
import { sweepDuePosts } from "./jobs/sweep";

export { Job } from "./durable-objects/job";
export { Scheduler } from "./durable-objects/scheduler";

export default {
  fetch: app.fetch,
  async queue(batch, env, _ctx) {
    await consumeJobs(batch, env);
  },
  async scheduled(controller, env, ctx) {
    const log = createLogger({ source: "cron", cron: controller.cron });
    ctx.waitUntil(sweepDuePosts(env, log).then(() => undefined));
  },
} satisfies ExportedHandler<Env>;
