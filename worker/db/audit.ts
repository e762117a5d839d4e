/**
 * The team's audit log (docs/decisions/059). `audit` never throws: a log line is never worth the
 * action it records (the failure is logged).
 */
import { desc, eq } from "drizzle-orm";
import { AUDIT_SHOWN, type AuditAction } from "../../app/spec/audit";
import type { Logger } from "../http/logger";
import { type Db, newId } from "./client";
import { auditEvents, users } from "./schema";

export type AuditEntry = {
  teamId: string;
  /** Who: a member by id (their name is kept), or a name. */
  actor: { userId: string } | { name: string };
  action: AuditAction;
  subject?: string | null;
  detail?: string | null;
  /** A key of the event itself: written once however often it is reported (a publish's redelivery). */
  key?: string;
};

export async function audit(db: Db, log: Logger | null, entry: AuditEntry, now = Date.now()): Promise<void> {
  try {
    const actor =
      "name" in entry.actor
        ? entry.actor.name
        : ((await db.select({ name: users.name }).from(users).where(eq(users.id, entry.actor.userId)))[0]?.name ?? "A former member");
    await db
      .insert(auditEvents)
      .values({
        id: entry.key ?? newId(),
        teamId: entry.teamId,
        at: now,
        actor,
        action: entry.action,
        subject: entry.subject ?? null,
        detail: entry.detail ?? null,
      })
      .onConflictDoNothing();
  } catch (error) {
    log?.warn("audit event not written", { action: entry.action, error: (error as Error).message });
  }
}

/** The team's latest events, newest first. */
export async function latestAudit(db: Db, teamId: string, limit = AUDIT_SHOWN) {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      actor: auditEvents.actor,
      action: auditEvents.action,
      subject: auditEvents.subject,
      detail: auditEvents.detail,
    })
    .from(auditEvents)
    .where(eq(auditEvents.teamId, teamId))
    .orderBy(desc(auditEvents.at))
    .limit(limit);
}
