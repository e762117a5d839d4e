/**
 * Preloaded into `wrangler pages dev` (scripts/start.mjs): every HTTP server of that process keeps
 * idle connections open, as Miniflare's own fix for cloudflare/workers-sdk#14848 does for its
 * loopback server (PR #14850, not in the wrangler pinned here).
 *
 * Why: workerd reuses its connections to Miniflare's loopback server, and Node closes one idle for
 * 5 s (the default keepAliveTimeout) just as workerd may send the next request on it. The request
 * then fails ("Network connection lost"). When that request is a queue broker's log line after a
 * batch, the broker never clears its pending flush, and the local queue stops delivering for good:
 * a calendar job written, the next one never started (seen once in five CI runs).
 */
const http = require("node:http");

const createServer = http.createServer;
http.createServer = function keepIdleConnections(...args) {
  const server = createServer.apply(this, args);
  // 0: no timeout; workerd, the only client, closes the connections it no longer wants.
  server.keepAliveTimeout = 0;
  return server;
};
