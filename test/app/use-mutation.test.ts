import { describe, expect, it, vi } from "vitest";
import { createMutation, type MutationState } from "~/lib/use-mutation";

/** A call the test answers when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function setUp<R>(fn: (...args: string[]) => Promise<R>) {
  const states: MutationState[] = [];
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const mutation = createMutation(
    () => ({ fn, onSuccess, onError }),
    (s) => states.push(s),
  );
  return { mutation, states, onSuccess, onError };
}

describe("useMutation's logic", () => {
  it("is busy while the call is on its way, then resolves to its result and calls onSuccess", async () => {
    const call = deferred<string>();
    const { mutation, states, onSuccess, onError } = setUp(() => call.promise);
    const run = mutation.run();
    expect(states).toEqual([{ busy: true, error: null }]);
    call.resolve("saved");
    await expect(run).resolves.toBe("saved");
    expect(states.at(-1)).toEqual({ busy: false, error: null });
    expect(onSuccess).toHaveBeenCalledWith("saved");
    expect(onError).not.toHaveBeenCalled();
  });

  it("a failure resolves undefined, keeps the error and calls onError; the next run clears it", async () => {
    const boom = new Error("The server said no");
    const { mutation, states, onSuccess, onError } = setUp(() => Promise.reject(boom));
    await expect(mutation.run()).resolves.toBeUndefined();
    expect(states.at(-1)).toEqual({ busy: false, error: boom });
    expect(onError).toHaveBeenCalledWith(boom);
    expect(onSuccess).not.toHaveBeenCalled();
    void mutation.run();
    expect(states.at(-1)).toEqual({ busy: true, error: null });
  });

  it("wraps what is thrown that is not an Error", async () => {
    const { mutation, states } = setUp(() => Promise.reject("nope"));
    await mutation.run();
    expect(states.at(-1)?.error).toBeInstanceOf(Error);
    expect(states.at(-1)?.error?.message).toBe("nope");
  });

  it("one run at a time: a run while busy is the run on its way, not a second call", async () => {
    const call = deferred<string>();
    const fn = vi.fn((..._args: string[]) => call.promise);
    const { mutation } = setUp(fn);
    const first = mutation.run("a");
    const second = mutation.run("b");
    expect(second).toBe(first);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("a");
    call.resolve("done");
    await first;
    // Once settled, the next run is a call of its own.
    void mutation.run("c");
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("drops an answer that comes after the screen is gone: no state, no callbacks, undefined", async () => {
    const call = deferred<string>();
    const { mutation, states, onSuccess } = setUp(() => call.promise);
    const run = mutation.run();
    mutation.detach();
    call.resolve("late");
    await expect(run).resolves.toBeUndefined();
    expect(states).toEqual([{ busy: true, error: null }]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("reset forgets the error", async () => {
    const { mutation, states } = setUp(() => Promise.reject(new Error("x")));
    await mutation.run();
    mutation.reset();
    expect(states.at(-1)).toEqual({ busy: false, error: null });
  });

  it("uses the newest fn and handlers each run", async () => {
    let label = "first";
    const seen: string[] = [];
    const mutation = createMutation(
      () => ({ fn: async () => label, onSuccess: (r: string) => seen.push(`${label}:${r}`) }),
      () => {},
    );
    await mutation.run();
    label = "second";
    await mutation.run();
    expect(seen).toEqual(["first:first", "second:second"]);
  });
});
