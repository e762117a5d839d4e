/**
 * Bounded work, measured one way wherever a test asks (bounded-work.test.ts, link-cards.test.ts):
 * the same work on a small input and on one eight times larger, each figure the CPU time of the
 * least of three runs (the least is the one least disturbed by other work). Linear within noise:
 * the large may take up to 25 times the CPU of the small (slack for caches and garbage
 * collection; a quadratic path takes about sixty-four times), and anything under 40 ms passes
 * whatever the ratio, since such small figures are mostly the machine's noise. A fixed limit in
 * milliseconds would measure the machine, not the code.
 */
const RATIO = 25;
const FLOOR_MS = 40;

/** `unit` repeated to exactly `size` characters. */
export const repeatTo = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

function cpuMs(run: () => unknown) {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
const leastOf3 = (run: () => unknown) => Math.min(cpuMs(run), cpuMs(run), cpuMs(run));

/** The CPU milliseconds of the small run (at least 0.5, so the ratio stays finite) and of the large, and whether that growth is linear. */
export function growth(small: () => unknown, large: () => unknown) {
  const smallMs = Math.max(leastOf3(small), 0.5);
  const largeMs = leastOf3(large);
  return { smallMs, largeMs, linear: largeMs <= FLOOR_MS || largeMs / smallMs <= RATIO };
}

/**
 * The inputs, by name, whose `run` grows more than linearly from their small form to their large
 * one, each with its figures (`sizes` names the two sizes); none, when the work is bounded.
 */
export function superlinearInputs(run: (input: string) => unknown, small: Record<string, string>, large: Record<string, string>, sizes: [string, string]) {
  const superlinear: string[] = [];
  for (const name of Object.keys(small)) {
    const { smallMs, largeMs, linear } = growth(
      () => run(small[name]),
      () => run(large[name]),
    );
    if (!linear) superlinear.push(`${name}: ${smallMs.toFixed(1)} ms at ${sizes[0]}, ${largeMs.toFixed(0)} ms at ${sizes[1]}`);
  }
  return superlinear;
}
