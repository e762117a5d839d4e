/**
 * scripts/keep-warm.mjs, run beside `wrangler pages dev` (decision 092): HEAD requests each
 * second keep the dev proxy's pooled connections in use and send on any GET it put aside. Here
 * against a plain HTTP server standing in for the dev server, to see what reaches it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isKeepWarmLine, keepWarm } from "../../scripts/keep-warm.mjs";
import { within } from "../time";

type Seen = { method: string; url: string };

async function standIn(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url! });
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, url, close: () => new Promise((r) => server.close(r)) };
}

async function until(check: () => boolean, timeoutMs = within(10_000)) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const done of cleanup.splice(0)) await done();
});

describe("keeping the dev server warm", () => {
  it("sends HEAD requests for a static file, a few at a time, round after round, and stops when asked", async () => {
    const server = await standIn((_req, res) => res.end());
    cleanup.push(server.close);
    const stop = keepWarm(server.url, { everyMs: 20, parallel: 3 });
    await until(() => server.seen.length >= 9);
    await stop();
    expect(server.seen.every((r) => r.method === "HEAD" && r.url === "/favicon.svg")).toBe(true);
    // after stop() nothing more is sent, however many rounds' time goes by
    const count = server.seen.length;
    await new Promise((r) => setTimeout(r, 200));
    const probe = await fetch(`${server.url}/after`, { method: "HEAD" });
    expect(probe.status).toBe(200);
    expect(server.seen.slice(count).map((r) => r.url)).toEqual(["/after"]);
  });

  it("does not pile pings onto a server that holds them: never more than `parallel` at a time", async () => {
    const held: ServerResponse[] = [];
    const server = await standIn((_req, res) => held.push(res));
    cleanup.push(server.close);
    const stop = keepWarm(server.url, { everyMs: 10, parallel: 2, timeoutMs: within(30_000) });
    await until(() => held.length === 2);
    // many rounds' worth of ticks go by while the two are held
    const ticks = Date.now() + 200;
    await until(() => Date.now() > ticks);
    expect(held.length).toBe(2);
    // answered, the next round goes out
    for (const res of held.splice(0)) res.end();
    await until(() => held.length === 2);
    for (const res of held.splice(0)) res.end();
    const stopped = stop();
    for (const res of held.splice(0)) res.end();
    await stopped;
  });

  it("a server that is down costs nothing but the failed pings", async () => {
    const server = await standIn((_req, res) => res.end());
    const url = server.url;
    await server.close();
    const stop = keepWarm(url, { everyMs: 10 });
    await new Promise((r) => setTimeout(r, 50));
    await expect(stop()).resolves.toBeUndefined();
  });

  it("the stack's log leaves out the pings' own lines, and only those", () => {
    expect(isKeepWarmLine("[wrangler:info] HEAD /favicon.svg 200 OK (3ms)")).toBe(true);
    expect(isKeepWarmLine("[wrangler:info] GET /favicon.svg 200 OK (3ms)")).toBe(false);
    expect(isKeepWarmLine("[wrangler:info] HEAD /favicon.svg.map 404 Not Found (3ms)")).toBe(false);
  });
});
