/** Onboarding phone calls: who asked, the number (only while the call needs it), how it ended, its job. */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "./client";
import { calls } from "./schema";
import { findTeamRow } from "./team-rows";

export async function insertCall(db: Db, call: { id: string; teamId: string; userId: string; phone: string; timeZone: string }) {
  await db.insert(calls).values({ ...call, status: "queued" });
}

export async function setProviderCall(db: Db, id: string, providerCallId: string) {
  await db.update(calls).set({ providerCallId, status: "in-progress", updatedAt: Date.now() }).where(eq(calls.id, id));
}

/** A call that could not be placed: failed, and its number forgotten. */
export async function failCall(db: Db, id: string) {
  await db.update(calls).set({ status: "failed", phone: null, endedAt: Date.now(), updatedAt: Date.now() }).where(eq(calls.id, id));
}

export async function findTeamCall(db: Db, teamId: string, id: string) {
  return findTeamRow(db, calls, teamId, id);
}

/**
 * The webhook's end of a call, once: only a call not yet ended is settled (a replay finds none).
 * The number is cleared whatever the outcome.
 */
export async function endCall(db: Db, providerCallId: string, outcome: { status: "completed" | "failed"; transcript: string | null }) {
  const [row] = await db
    .update(calls)
    .set({ status: outcome.status, transcript: outcome.transcript, phone: null, endedAt: Date.now(), updatedAt: Date.now() })
    .where(and(eq(calls.providerCallId, providerCallId), isNull(calls.endedAt)))
    .returning();
  return row ?? null;
}

/**
 * The member cancels a call of their team that has not ended: failed, its number forgotten. Null
 * when it had already ended (the webhook's endCall then finds nothing either: no calendar).
 */
export async function cancelCall(db: Db, teamId: string, id: string) {
  const [row] = await db
    .update(calls)
    .set({ status: "failed", phone: null, endedAt: Date.now(), updatedAt: Date.now() })
    .where(and(eq(calls.id, id), eq(calls.teamId, teamId), isNull(calls.endedAt)))
    .returning();
  return row ?? null;
}

export async function setCallJob(db: Db, id: string, jobId: string) {
  await db.update(calls).set({ jobId, updatedAt: Date.now() }).where(eq(calls.id, id));
}
