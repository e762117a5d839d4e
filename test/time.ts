/**
 * One patience for every test: each timeout and every wait's limit is the time a thing may take
 * on an idle machine, times TEST_TIME_FACTOR (default 2: CI and developers share busy 2-core
 * machines; raise it on a slower one, e.g. TEST_TIME_FACTOR=4 npm test). A wait on a condition
 * ends as soon as the condition holds, so patience costs nothing when things are quick. No test
 * compares a duration with a fixed limit (issue 23): load makes durations longer, never wrong.
 *
 * Read by the vitest configs and by the tests in Node (the app's unit tests, the browser tests)
 * and in workerd (the worker tests): worker/vitest.config.ts passes the same factor as a binding
 * of that name, and workerd shows its string bindings as process.env (nodejs_compat, compatibility
 * date 2025-04-01 or later).
 */
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
const asked = Number(env.TEST_TIME_FACTOR);

export const TIME_FACTOR = Number.isFinite(asked) && asked > 0 ? asked : 2;

/** A limit for something that takes up to `ms` on an idle machine. */
export const within = (ms: number) => Math.round(ms * TIME_FACTOR);

/**
 * Waits for something that must not happen (a second post, a retry): as long as it would take to
 * happen on an idle machine, times the factor. Only for absences; a thing that must happen is
 * waited for as a condition.
 */
export const quietFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, within(ms)));
