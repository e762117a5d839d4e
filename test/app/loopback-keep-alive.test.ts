/**
 * scripts/loopback-keep-alive.cjs, preloaded into `wrangler pages dev`: an HTTP server of that
 * process keeps an idle keep-alive connection open past Node's 5 s default, so workerd's next
 * request on it is never lost to the close (cloudflare/workers-sdk#14848: a lost log line there
 * stopped a local queue for good). Both sides run in a child Node process, as wrangler does.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { within } from "../time";

const PRELOAD = path.join(__dirname, "../../scripts/loopback-keep-alive.cjs");

/** A server and one keep-alive client: two requests on one socket, 7.5 s apart (Node closes an idle one at 5 s, plus its 1 s buffer). Prints what happened. */
const IDLE_THEN_ASK = `
const http = require("node:http");
const server = http.createServer((req, res) => res.end("ok"));
server.listen(0, "127.0.0.1", () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = () => new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port: server.address().port, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ socket: req.reusedSocket ? "reused" : "new", status: res.statusCode }));
    });
    req.on("error", (e) => resolve({ error: e.code }));
  });
  let closedByServer = false;
  ask().then(async () => {
    await new Promise((r) => setImmediate(r));
    const [socket] = Object.values(agent.freeSockets).flat();
    socket.on("close", () => { closedByServer = true; });
    await new Promise((r) => setTimeout(r, 7500));
    const second = await ask();
    console.log(JSON.stringify({ closedByServer, second }));
    agent.destroy();
    server.close();
  });
});`;

function run(preload: boolean) {
  const out = spawnSync(process.execPath, [...(preload ? ["--require", PRELOAD] : []), "-e", IDLE_THEN_ASK], {
    encoding: "utf8",
    timeout: within(30_000),
  });
  return JSON.parse(out.stdout.trim()) as { closedByServer: boolean; second: { socket?: string; status?: number; error?: string } };
}

describe("the loopback keep-alive preload", () => {
  it("keeps an idle connection open past Node's 5 s: the next request goes on the same socket", { timeout: within(60_000) }, () => {
    const [without, withPreload] = [run(false), run(true)];
    // Without it, Node closes the idle socket: the race workerd can lose (a close, or a reset if they cross).
    expect(without.closedByServer || without.second.error === "ECONNRESET").toBe(true);
    expect(withPreload.closedByServer).toBe(false);
    expect(withPreload.second).toEqual({ socket: "reused", status: 200 });
  });
});
