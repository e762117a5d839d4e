import workerConfig from "../worker/vitest.config";

/**
 * Benchmarks that need the Worker's own runtime (real D1, queues, Durable Objects, the LinkedIn
 * emulator): they print figures and assert nothing about time. Run by `npm run bench`.
 */
export default async (env: unknown) => {
  const base = (await (workerConfig as unknown as (e: unknown) => Promise<{ test: Record<string, unknown> }>)(env)) as {
    test: Record<string, unknown>;
  };
  return {
    ...base,
    test: {
      ...base.test,
      include: ["bench/**/*.bench.test.ts"],
      testTimeout: 600_000,
      hookTimeout: 600_000,
      silent: false,
      // Only the figures: the worker's own request logs would drown them.
      onConsoleLog: (log: string) => log.includes("[bench]"),
    },
  };
};
