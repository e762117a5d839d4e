/** Timing for the benches inside workerd: percentiles of sorted figures, and `n` timed runs after a warm-up. */

export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function timed(n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    // workerd's clock only advances across I/O, which every call timed here does
    const t = Date.now();
    await fn();
    times.push(Date.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99), mean: times.reduce((a, b) => a + b, 0) / n };
}
