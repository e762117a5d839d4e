import { applyD1Migrations, type D1Migration, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";

await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);

/** Every test starts from an empty database and bucket, whatever ran before it. */
beforeEach(async () => {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  await env.DB.batch([env.DB.prepare("PRAGMA defer_foreign_keys = on"), ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`))]);
  for (let listed = await env.MEDIA.list(); listed.objects.length; listed = await env.MEDIA.list()) {
    await env.MEDIA.delete(listed.objects.map((o) => o.key));
  }
  // The files of a shard share one workerd (decision 067): an earlier test's Scheduler would wake
  // every minute and sweep this test's rows behind its back. It starts again as a fresh one does,
  // at the first sign-in or scheduled post.
  await runInDurableObject(env.SCHEDULER.get(env.SCHEDULER.idFromName("posts")), async (_scheduler, state) => {
    await state.storage.deleteAlarm();
    await state.storage.deleteAll();
  });
});
