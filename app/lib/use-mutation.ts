/**
 * A screen's call that changes something (save, delete, publish, search, a page more): one hook
 * instead of a `useState(false)` per button (issue 23). `run(...args)` sends it; `busy` is true
 * while it is on its way; `error` is what the last run threw (cleared by the next run, or by
 * `reset`). `run` resolves to the call's result, or undefined when it failed.
 *
 * - One run at a time: `run` while busy returns the run on its way (a double click sends once).
 * - An answer that comes after the screen is gone is dropped: no state, no onSuccess/onError,
 *   and `run` resolves undefined.
 * - apiCall has already toasted a failed call (unless told not to); `error` is for a screen that
 *   also says it on the page, `onError` for one that words it itself.
 *
 * A <Form> or fetcher that submits to a Remix action needs none of this: its pending state is
 * `useNavigation()` / `fetcher.state`.
 */
import { useEffect, useRef, useState } from "react";

export type MutationState = { busy: boolean; error: Error | null };
export type MutationHandlers<R> = {
  /** After a run succeeded, with its result (not after the screen is gone). */
  onSuccess?(result: R): void;
  /** After a run failed, with what it threw (not after the screen is gone). */
  onError?(error: Error): void;
};
type Latest<A extends unknown[], R> = MutationHandlers<R> & { fn(...args: A): Promise<R> };

export const MUTATION_IDLE: MutationState = { busy: false, error: null };

const asError = (thrown: unknown) => (thrown instanceof Error ? thrown : new Error(String(thrown)));

/**
 * The hook without React, so it can be tested in Node: runs `latest().fn` one at a time and
 * reports every state to `onChange`. `attach`/`detach` follow the screen being there.
 */
export function createMutation<A extends unknown[], R>(latest: () => Latest<A, R>, onChange: (state: MutationState) => void) {
  let state = MUTATION_IDLE;
  let running: Promise<R | undefined> | null = null;
  let attached = true;
  const set = (next: MutationState) => {
    state = next;
    if (attached) onChange(next);
  };

  async function settle(args: A): Promise<R | undefined> {
    let result: R;
    try {
      result = await latest().fn(...args);
    } catch (thrown) {
      running = null;
      if (!attached) return undefined;
      const error = asError(thrown);
      set({ busy: false, error });
      latest().onError?.(error);
      return undefined;
    }
    running = null;
    if (!attached) return undefined;
    set({ busy: false, error: null });
    latest().onSuccess?.(result);
    return result;
  }

  return {
    run(...args: A): Promise<R | undefined> {
      if (running) return running;
      set({ busy: true, error: null });
      running = settle(args);
      return running;
    },
    /** Forgets the last error (the member changed what failed). */
    reset() {
      if (state.error) set({ ...state, error: null });
    },
    attach() {
      attached = true;
    },
    detach() {
      attached = false;
    },
    get state() {
      return state;
    },
  };
}

/** `const save = useMutation((post) => updatePost(post.id, post), { onSuccess: close })`; then `save.run(post)`, `save.busy`. */
export function useMutation<A extends unknown[], R>(fn: (...args: A) => Promise<R>, handlers: MutationHandlers<R> = {}) {
  const [state, setState] = useState(MUTATION_IDLE);
  // The newest fn and handlers: a run uses what the latest render gave, never a stale closure.
  const latest = useRef<Latest<A, R>>({ fn, ...handlers });
  latest.current = { fn, ...handlers };
  const [mutation] = useState(() => createMutation(() => latest.current, setState));
  useEffect(() => {
    mutation.attach();
    return () => mutation.detach();
  }, [mutation]);
  return { run: mutation.run, reset: mutation.reset, busy: state.busy, error: state.error };
}

/**
 * For a run that sends the browser to another site (LinkedIn's sign-in): it never settles, so the
 * button stays busy until the page is gone.
 */
export const leavingPage = () => new Promise<never>(() => {});
