import type { AttemptRow } from "../db/attempts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A publish attempt as the editor's History shows it (no fingerprints or internal ids). */
export function toAttemptView(a: AttemptRow) {
  return {
    number: a.number,
    runner: a.runner,
    startedAt: iso(a.startedAt)!,
    calledAt: iso(a.calledAt),
    endedAt: iso(a.endedAt),
    outcome: a.outcome,
    httpStatus: a.httpStatus,
    urn: a.urn,
    reason: a.reason,
  };
}
export type AttemptView = ReturnType<typeof toAttemptView>;
