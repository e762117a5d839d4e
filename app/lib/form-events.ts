import type { FormEvent, KeyboardEvent } from "react";

/**
 * Enter in a field that has its own action (search, regenerate, generate) runs that action
 * instead of submitting the editor's form around it. Shift+Enter still breaks a line in a
 * textarea.
 */
export function onEnter(run: () => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== "Enter" || e.shiftKey) return;
    e.preventDefault();
    run();
  };
}

/** A form the script sends itself (a mutation hook, a state machine): submitting runs `run`, never a page load. */
export function onSubmitted(run: () => void) {
  return (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    run();
  };
}
