/**
 * `node bench/dev-server-holds.mjs [rounds]`: how often `wrangler pages dev` holds a GET or fails a
 * POST when requests come about 5 s apart (cloudflare/workers-sdk#14641), on a stack without the
 * keep-warm pings and on one with them (decision 092). Sequential requests, alternating a POST the
 * app refuses (403 expected) and GET /signin (200 expected, "held" when it takes over 2 s; it is
 * given up at 20 s). Its own stacks (ports 8862–8868) on the existing build. Prints figures; takes
 * about 2 × rounds × 5 s.
 */
import { rmSync } from "node:fs";
import { startStack } from "../scripts/start.mjs";

const ROUNDS = Number(process.argv[2] ?? 40);

async function sweep(base) {
  const out = { posts: 0, post503: 0, postOther: 0, gets: 0, held: 0 };
  for (let i = 0; i < ROUNDS; i++) {
    // gaps swept across 4.985–5.015 s, where the proxy's pooled connections time out
    await new Promise((r) => setTimeout(r, 4985 + ((i * 7) % 31)));
    const started = Date.now();
    if (i % 2 === 0) {
      out.posts++;
      const res = await fetch(`${base}/api/post`, {
        method: "POST",
        headers: { origin: "http://evil.test", "content-type": "application/x-www-form-urlencoded" },
        body: "content=x",
        signal: AbortSignal.timeout(20_000),
      }).catch(() => null);
      await res?.text();
      if (res?.status === 503) out.post503++;
      else if (res?.status !== 403) out.postOther++;
    } else {
      out.gets++;
      const res = await fetch(`${base}/signin`, { signal: AbortSignal.timeout(20_000) }).catch(() => null);
      await res?.text().catch(() => undefined);
      if (!res || Date.now() - started > 2000) out.held++;
    }
  }
  return out;
}

for (const warm of [false, true]) {
  rmSync(".wrangler/bench-holds", { recursive: true, force: true });
  const stack = await startStack({
    port: 8868,
    emulatorPort: 8862,
    pexelsPort: 8863,
    persistTo: ".wrangler/bench-holds/state",
    quiet: true,
    warm,
    build: false,
  });
  try {
    const r = await sweep(stack.url);
    console.log(
      `${warm ? "with keep-warm   " : "without keep-warm"}: GET held ${r.held}/${r.gets}, POST 503 ${r.post503}/${r.posts}${r.postOther ? `, POST other ${r.postOther}` : ""}`,
    );
  } finally {
    await stack.stop();
  }
}
