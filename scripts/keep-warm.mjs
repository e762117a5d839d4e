/**
 * Keeps `wrangler pages dev` answering (decision 092). Its ProxyWorker forwards each request to the
 * app over pooled keep-alive connections, and both ends close an idle one at 5 s, so a request sent
 * on one just then fails (cloudflare/workers-sdk#14641). The wrangler pinned here then misreads the
 * failure as a reload (fixed upstream by #14593): a POST gets 503 "Your worker restarted
 * mid-request", and a GET is put aside until the next request reaches the proxy, which in a quiet
 * browser tab is never (the ~150 s held `GET /signin` of decision 086).
 *
 * A HEAD request each second keeps the most recently used connection busy, so a request rarely
 * meets one at its 5 s mark, and any GET put aside is sent again within the second. (Three a
 * second cost a stack about 5 % of a core; one, about 1.3 %.)
 */
export const KEEP_WARM_PATH = "/favicon.svg";

/** Starts the pings; the returned stop() ends them and waits for the ones in flight. */
export function keepWarm(appUrl, { everyMs = 1000, parallel = 1, timeoutMs = 10_000 } = {}) {
  const url = new URL(KEEP_WARM_PATH, appUrl).href;
  let inFlight = null;
  const ping = () =>
    fetch(url, { method: "HEAD", signal: AbortSignal.timeout(timeoutMs) })
      .then((res) => res.body?.cancel())
      .catch(() => undefined);
  const timer = setInterval(() => {
    // A held ping is not joined by more: at most `parallel` at a time.
    if (inFlight) return;
    inFlight = Promise.all(Array.from({ length: parallel }, ping)).then(() => {
      inFlight = null;
    });
  }, everyMs);
  // Never what keeps a process alive.
  timer.unref?.();
  return async function stop() {
    clearInterval(timer);
    await inFlight;
  };
}

/** The stack's log without the pings' own request lines. */
export const isKeepWarmLine = (line) => line.includes(`HEAD ${KEEP_WARM_PATH} `);
