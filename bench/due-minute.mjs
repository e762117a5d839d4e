/**
 * 500 posts due in the same minute, on the local stack as `npm start` runs it (wrangler pages dev,
 * the API Worker, local D1, queues and Durable Objects, the LinkedIn emulator): the member
 * schedules them through the API, the Scheduler's alarm and the publish queue put them on
 * LinkedIn (the emulator), and the lateness of each is published_at − scheduled_at; also when
 * the emulator received each, and whether any arrived twice. (Where the time goes inside the
 * Worker is printed by bench/publishing.bench.test.ts.) Exported for bench/run.mjs; figures,
 * never pass/fail.
 */

/** The p-th percentile of an ascending list (bench/run.mjs uses it too). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** @param {{ url: string, linkedinUrl: string, cookie: string, count?: number }} options */
export async function dueMinute({ url, linkedinUrl, cookie, count = 500 }) {
  const headers = { cookie, "content-type": "application/json", origin: url };
  // All due at one instant, far enough ahead to schedule them all first.
  const due = Math.ceil((Date.now() + 30_000) / 10_000) * 10_000;
  const marker = `due-minute-${due}`;
  const ids = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/api/post`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        provider: "linkedin",
        content: `Post ${i} of the busy minute (${marker})`,
        scheduledAt: new Date(due).toISOString(),
        timeZone: "UTC",
      }),
    });
    if (!res.ok) throw new Error(`scheduling post ${i}: ${res.status} ${await res.text()}`);
    ids.push((await res.json()).data.id);
  }
  if (Date.now() > due) throw new Error("scheduling the posts took longer than the lead time; raise it");

  const from = new Date(due - 86_400_000).toISOString();
  const to = new Date(due + 86_400_000).toISOString();
  const wanted = new Set(ids);
  let posts = [];
  const deadline = due + 180_000;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const res = await fetch(`${url}/api/posts?from=${from}&to=${to}`, { headers });
    posts = (await res.json()).data.data.filter((p) => wanted.has(p.id));
    if (posts.every((p) => ["published", "failed", "unknown"].includes(p.status))) break;
  }
  const late = posts
    .filter((p) => p.status === "published")
    .map((p) => (Date.parse(p.publishedAt) - due) / 1000)
    .sort((a, b) => a - b);
  const states = {};
  for (const p of posts) states[p.status] = (states[p.status] ?? 0) + 1;
  // On LinkedIn (the emulator): exactly one of each, and when each call came in.
  const emulator = await (await fetch(`${linkedinUrl}/__emulator/state`)).json();
  const ours = emulator.posts.filter((p) => p.commentary.endsWith(`(${marker})`));
  const arrived = ours.map((p) => (p.createdAt - due) / 1000).sort((a, b) => a - b);
  return {
    count,
    published: late.length,
    onLinkedIn: ours.length,
    distinctOnLinkedIn: new Set(ours.map((p) => p.commentary)).size,
    states,
    p50: percentile(late, 50),
    p99: percentile(late, 99),
    max: late.at(-1),
    /** When LinkedIn (the emulator) received them: the lateness a reader of the feed would see. */
    arrivedP99: percentile(arrived, 99),
  };
}

// `node bench/due-minute.mjs`: this figure alone, on a stack of its own (SKIP_BUILD=1 to reuse the build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { rmSync } = await import("node:fs");
  const { startStack } = await import("../scripts/start.mjs");
  const { signIn } = await import("./lighthouse.mjs");
  rmSync(".wrangler/due-minute", { recursive: true, force: true });
  const stack = await startStack({ port: 8848, emulatorPort: 8846, pexelsPort: 8847, persistTo: ".wrangler/due-minute/state", quiet: true });
  try {
    const cookie = await signIn({ url: stack.url, linkedinUrl: stack.linkedinUrl });
    console.log(JSON.stringify(await dueMinute({ url: stack.url, linkedinUrl: stack.linkedinUrl, cookie, count: Number(process.env.COUNT ?? 500) })));
  } finally {
    await stack.stop();
  }
}
