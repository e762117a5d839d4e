import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextReadIn, type PollOptions, type PollState, pollAnswered, pollStart, startPoll } from "~/lib/use-poll";

const untilDone = (v: string) => v === "done";

describe("the schedule of reads", () => {
  it("reads first at once (or after firstReadMs), then every interval", () => {
    const start = pollStart<string>();
    expect(nextReadIn(start, { intervalMs: 10_000 })).toBe(0);
    expect(nextReadIn(start, { intervalMs: 10_000, firstReadMs: 1_500 })).toBe(1_500);
    const once = pollAnswered(start, { value: "running" }, untilDone);
    expect(nextReadIn(once, { intervalMs: 10_000, firstReadMs: 1_500 })).toBe(10_000);
  });

  it("stops once until holds, and after maxErrors failed reads in a row", () => {
    const done = pollAnswered(pollStart<string>(), { value: "done" }, untilDone);
    expect(done.done).toBe(true);
    expect(nextReadIn(done, { intervalMs: 1 })).toBeNull();
    const failed = pollAnswered(pollStart<string>(), { error: new Error("down") }, untilDone);
    expect(nextReadIn(failed, { intervalMs: 1 })).toBe(1);
    expect(nextReadIn(failed, { intervalMs: 1, maxErrors: 1 })).toBeNull();
  });

  it("counts failed reads in a row and keeps the last value; a good read clears the error", () => {
    let s: PollState<string> = pollAnswered(pollStart<string>(), { value: "running" }, untilDone);
    s = pollAnswered(s, { error: new Error("a") }, untilDone);
    s = pollAnswered(s, { error: "b" }, untilDone);
    expect(s).toMatchObject({ value: "running", errors: 2, reads: 3, done: false });
    expect(s.error?.message).toBe("b");
    s = pollAnswered(s, { value: "running" }, untilDone);
    expect(s).toMatchObject({ error: null, errors: 0, reads: 4 });
  });
});

describe("polling", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function poll(answers: Array<string | Error>, options: Partial<PollOptions<string>> = {}) {
    const read = vi.fn(async () => {
      const next = answers.shift() ?? "running";
      if (next instanceof Error) throw next;
      return next;
    });
    const states: PollState<string>[] = [];
    const stop = startPoll(
      () => ({ read, until: untilDone, intervalMs: 1_000, ...options }),
      (s) => states.push(s),
    );
    return { read, states, stop, last: () => states.at(-1) };
  }

  it("reads at once, then every interval after each answer, until the value says done", async () => {
    const { read, last } = poll(["queued", "running", "done"]);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ value: "queued", done: false });
    await vi.advanceTimersByTimeAsync(999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(last()).toMatchObject({ value: "done", done: true, reads: 3 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("waits firstReadMs for the first read", async () => {
    const { read } = poll([], { firstReadMs: 1_500 });
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("goes on after a failed read, counting it, unless maxErrors says stop", async () => {
    const going = poll([new Error("down"), "running"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(going.last()).toMatchObject({ errors: 1, done: false });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(going.last()).toMatchObject({ errors: 0, error: null, value: "running" });
    going.stop();

    const stopping = poll([new Error("down")], { maxErrors: 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stopping.read).toHaveBeenCalledTimes(1);
    expect(stopping.last()?.error?.message).toBe("down");
  });

  it("times out: no more reads, and an answer still on its way is dropped", async () => {
    const { read, last } = poll([], { timeoutMs: 2_500 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(read).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(500);
    expect(last()).toMatchObject({ timedOut: true, done: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("stopping (the screen is gone, or polling is switched off) ends it, and a late answer is dropped", async () => {
    let answer!: (value: string) => void;
    const read = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const states: PollState<string>[] = [];
    const stop = startPoll(
      () => ({ read, until: untilDone, intervalMs: 1_000 }),
      (s) => states.push(s),
    );
    stop();
    answer("done");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(states).toEqual([]);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
