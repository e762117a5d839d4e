/**
 * A screen that waits on the API (a job, a phone call) asks again and again: one hook for it
 * (issue 23). `usePoll({ read, until, intervalMs })` reads at once (or after `firstReadMs`), then
 * `intervalMs` after each answer, one read at a time, and stops when:
 * - `until(value)` holds (`done`),
 * - `timeoutMs` has passed since polling started (`timedOut`; an answer still on its way is dropped),
 * - `maxErrors` reads in a row have failed (`error` stays set),
 * - `enabled` turns false, or the screen is gone.
 * A failed read is counted (`errors`: failed reads in a row) and kept (`error`) until a read
 * succeeds; polling goes on. A new `key` (another job id, another call) starts again from the
 * first read, with nothing kept.
 */
import { useEffect, useRef, useState } from "react";

export type PollOptions<T> = {
  read(): Promise<T>;
  until(value: T): boolean;
  intervalMs: number;
  /** When the first read goes out; 0 (at once) unless said. */
  firstReadMs?: number;
  /** How long to poll at most; no limit unless said. */
  timeoutMs?: number;
  /** Stop after this many failed reads in a row; never unless said. */
  maxErrors?: number;
  /** False: no polling (yet, or any more). True unless said. */
  enabled?: boolean;
  /** Polling starts again from the first read when this changes. */
  key?: unknown;
};

export type PollState<T> = {
  /** The last value read (kept while later reads fail). */
  value: T | undefined;
  /** Why the last read failed; null once a read succeeds. */
  error: Error | null;
  /** Failed reads in a row. */
  errors: number;
  /** Reads answered, failed ones too. */
  reads: number;
  done: boolean;
  timedOut: boolean;
};

export const pollStart = <T>(): PollState<T> => ({ value: undefined, error: null, errors: 0, reads: 0, done: false, timedOut: false });

const asError = (thrown: unknown) => (thrown instanceof Error ? thrown : new Error(String(thrown)));

/** A read answered: with its value, or with what it threw. */
export function pollAnswered<T>(state: PollState<T>, answer: { value: T } | { error: unknown }, until: (value: T) => boolean): PollState<T> {
  if ("value" in answer) return { ...state, value: answer.value, error: null, errors: 0, reads: state.reads + 1, done: until(answer.value) };
  return { ...state, error: asError(answer.error), errors: state.errors + 1, reads: state.reads + 1 };
}

/** The schedule of reads: how long until the next one, or null when polling is over. */
export function nextReadIn<T>(state: PollState<T>, options: Pick<PollOptions<T>, "intervalMs" | "firstReadMs" | "maxErrors">): number | null {
  if (state.done || state.timedOut) return null;
  if (options.maxErrors !== undefined && state.errors >= options.maxErrors) return null;
  return state.reads === 0 ? (options.firstReadMs ?? 0) : options.intervalMs;
}

type Timers = { setTimeout(run: () => void, ms: number): unknown; clearTimeout(timer: unknown): void };
const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * The hook without React, so it can be tested in Node: polls with `latest()`'s options (read
 * afresh each time) and reports every state to `onChange`. Returns the stop.
 */
export function startPoll<T>(latest: () => PollOptions<T>, onChange: (state: PollState<T>) => void, timers: Timers = realTimers): () => void {
  let state = pollStart<T>();
  let stopped = false;
  let timer: unknown;
  let deadline: unknown;
  const set = (next: PollState<T>) => {
    state = next;
    onChange(next);
  };
  const stop = () => {
    stopped = true;
    timers.clearTimeout(timer);
    timers.clearTimeout(deadline);
  };

  async function read() {
    const options = latest();
    let answer: { value: T } | { error: unknown };
    try {
      answer = { value: await options.read() };
    } catch (error) {
      answer = { error };
    }
    if (stopped) return;
    set(pollAnswered(state, answer, latest().until));
    schedule();
  }

  function schedule() {
    const wait = nextReadIn(state, latest());
    if (wait === null) return stop();
    if (wait === 0) return void read();
    timer = timers.setTimeout(() => void read(), wait);
  }

  const { timeoutMs } = latest();
  if (timeoutMs !== undefined) {
    deadline = timers.setTimeout(() => {
      if (stopped) return;
      set({ ...state, timedOut: true });
      stop();
    }, timeoutMs);
  }
  schedule();
  return stop;
}

/** `const job = usePoll({ read: () => readJob(id), until: (j) => isJobEnded(j.status), intervalMs: TIMINGS.statusPollMs })`. */
export function usePoll<T>(options: PollOptions<T>): PollState<T> {
  // Each state is its key's: from the render the key changes, nothing of the last one shows.
  const [polled, setPolled] = useState<{ key: unknown; state: PollState<T> }>(() => ({ key: options.key, state: pollStart<T>() }));
  // The newest read and until: each read uses what the latest render gave.
  const latest = useRef(options);
  latest.current = options;
  const enabled = options.enabled ?? true;
  const { key } = options;

  useEffect(() => {
    if (!enabled) return;
    setPolled((last) => (last.key === key && last.state.reads === 0 && !last.state.timedOut ? last : { key, state: pollStart<T>() }));
    return startPoll(
      () => latest.current,
      (state) => setPolled({ key, state }),
    );
  }, [enabled, key]);

  return polled.key === key ? polled.state : pollStart<T>();
}
