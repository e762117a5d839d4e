/**
 * The interview's clock (spec §4: 240 s): it counts down from start(), stands still while
 * paused (Ziva stopped listening and the member has not chosen what next), and calls onTimeUp
 * once when nothing is left. Elapsed time leaves the pauses out, so the result is for the time
 * actually spent with Ziva.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export function useSessionClock(totalSeconds: number, onTimeUp: () => void) {
  const [running, setRunning] = useState(false);
  const [paused, setPaused] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(totalSeconds);
  const startedAt = useRef(0);
  const pausedMs = useRef(0);
  const pausedSince = useRef<number | null>(null);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;

  const elapsedMs = useCallback(() => {
    const now = Date.now();
    return now - startedAt.current - pausedMs.current - (pausedSince.current === null ? 0 : now - pausedSince.current);
  }, []);
  /** Whole seconds spent, never more than the session's length. */
  const elapsedSeconds = useCallback(() => Math.min(totalSeconds, Math.floor(elapsedMs() / 1000)), [elapsedMs, totalSeconds]);

  const start = useCallback(() => {
    startedAt.current = Date.now();
    pausedMs.current = 0;
    pausedSince.current = null;
    setPaused(false);
    setSecondsLeft(totalSeconds);
    setRunning(true);
  }, [totalSeconds]);

  const pause = useCallback(() => {
    if (pausedSince.current !== null) return;
    pausedSince.current = Date.now();
    setPaused(true);
  }, []);

  const resume = useCallback(() => {
    if (pausedSince.current === null) return;
    pausedMs.current += Date.now() - pausedSince.current;
    pausedSince.current = null;
    setPaused(false);
  }, []);

  /** Stops the clock; returns the seconds spent. */
  const stop = useCallback(() => {
    const spent = elapsedSeconds();
    setRunning(false);
    return spent;
  }, [elapsedSeconds]);

  useEffect(() => {
    if (!running || paused) return;
    const timer = setInterval(() => {
      const left = Math.max(0, totalSeconds - Math.floor(elapsedMs() / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(timer);
        timeUp.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [running, paused, totalSeconds, elapsedMs]);

  return { secondsLeft, paused, running, start, pause, resume, stop, elapsedSeconds };
}
