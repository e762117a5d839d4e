/**
 * Figures for posts and publishing, measured inside workerd with local D1 (see RESULTS.md):
 * - the due-post sweep with 100,000 future posts against 100 (ratio of times);
 * - 500 posts due in the same minute, published through the emulator: lateness p50/p99.
 * (One month of posts with 10,000 in the team is measured over HTTP in bench/run.mjs.)
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { it } from "vitest";
import worker from "../worker/index";
import { createLogger } from "../worker/http/logger";
import { sweepDuePosts } from "../worker/jobs/sweep";
import { wakeSchedulerAt } from "../worker/publishing/jobs";
import { api, signIn } from "../test/worker/helpers";

const quiet = createLogger({ bench: true });
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms: number) => ms.toFixed(2);

async function timed(n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    // workerd's clock only advances across I/O, which every call here does
    const t = Date.now();
    await fn();
    times.push(Date.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99), mean: times.reduce((a, b) => a + b, 0) / n };
}

async function teamId(token: string) {
  return ((await (await api("/api/me", { token })).json()) as { data: { teamId: string } }).data.teamId;
}

/** Inserts posts with literal SQL in big statements (bound parameters are capped per statement). */
async function insertPosts(team: string, count: number, at: (i: number) => number, prefix: string) {
  const rows: string[] = [];
  for (let i = 0; i < count; i++) {
    rows.push(`('${prefix}${i}','${team}','Post ${i}','Post ${i} body','scheduled',${at(i)},'UTC')`);
  }
  const statements = [];
  for (let i = 0; i < rows.length; i += 500) {
    statements.push(env.DB.prepare(`INSERT INTO posts (id, team_id, title, content, status, scheduled_at, time_zone) VALUES ${rows.slice(i, i + 500).join(",")}`));
  }
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50));
}

it("the due-post sweep with 100,000 future posts against 100", async () => {
  const token = await signIn();
  const team = await teamId(token);
  const future = Date.now() + 30 * 86_400_000;
  await insertPosts(team, 100, (i) => future + i * 60_000, "small");
  const small = await timed(100, () => sweepDuePosts(env, quiet));
  await insertPosts(team, 99_900, (i) => future + (i + 100) * 60_000, "big");
  const big = await timed(100, () => sweepDuePosts(env, quiet));
  console.log(
    `\n[bench] sweep, 100 future posts: mean ${fmt(small.mean)} ms (p50 ${fmt(small.p50)}) | 100,000 future posts: mean ${fmt(big.mean)} ms (p50 ${fmt(big.p50)}) | ratio ${(big.mean / Math.max(small.mean, 0.01)).toFixed(2)}`,
  );
});

it("500 posts due in the same minute, published through the emulator", async () => {
  const token = await signIn();
  const team = await teamId(token);
  const due = Date.now() + 5_000;
  await insertPosts(team, 500, () => due, "due");
  await env.DB.prepare("INSERT INTO post_apps (post_id, app_id) SELECT p.id, a.id FROM posts p, apps a WHERE p.team_id = ? AND a.team_id = ?").bind(team, team).run();
  await wakeSchedulerAt(env, due);
  const deadline = Date.now() + 300_000;
  let published = 0;
  while (Date.now() < deadline) {
    published = (await env.DB.prepare("SELECT count(*) AS n FROM posts WHERE status = 'published'").first<{ n: number }>())!.n;
    if (published >= 500) break;
    // the cron safety net as production would run it, once a minute
    if (Date.now() > due + 60_000 && Date.now() % 60_000 < 1000) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), env, ctx);
      await waitOnExecutionContext(ctx);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const { results } = await env.DB.prepare("SELECT published_at - scheduled_at AS late FROM posts WHERE status = 'published' ORDER BY late").all<{ late: number }>();
  const late = results.map((r) => r.late / 1000);
  const other = await env.DB.prepare("SELECT status, count(*) AS n FROM posts GROUP BY status").all();
  console.log(
    `\n[bench] 500 due in one minute: ${late.length} published; lateness p50 ${pct(late, 50)?.toFixed(1)} s, p99 ${pct(late, 99)?.toFixed(1)} s, max ${late.at(-1)?.toFixed(1)} s; states ${JSON.stringify(other.results)}`,
  );
});
