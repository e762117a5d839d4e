import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { invites } from "./schema";

export async function findPendingInvite(db: Db, id: string, teamId: string) {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.id, id), eq(invites.teamId, teamId), eq(invites.status, "pending")))
    .limit(1);
  return row ?? null;
}

export async function markInviteAccepted(db: Db, id: string, now = Date.now()) {
  await db.update(invites).set({ status: "accepted", modifiedAt: now }).where(eq(invites.id, id));
}
