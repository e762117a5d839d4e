/** The team's onboarding profile: what the member told us by questionnaire, phone or Ziva. */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { onboardingProfiles } from "./schema";

export type ProfileFields = Partial<
  Pick<
    typeof onboardingProfiles.$inferInsert,
    | "targetAudience"
    | "mainGoals"
    | "websiteUrl"
    | "specificPromotions"
    | "product"
    | "contentStyle"
    | "journey"
    | "other"
    | "source"
    | "transcript"
    | "material"
    | "profileType"
  >
>;

export async function findProfile(db: Db, teamId: string) {
  const [row] = await db.select().from(onboardingProfiles).where(eq(onboardingProfiles.teamId, teamId)).limit(1);
  return row ?? null;
}

/**
 * Creates or updates the team's profile; fields left out keep their value. New answers are a new
 * onboarding run: the revision moves on and the next start writes a new calendar.
 */
export async function saveProfile(db: Db, teamId: string, userId: string, fields: ProfileFields) {
  const now = Date.now();
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await db
    .insert(onboardingProfiles)
    .values({ teamId, userId, ...set, revision: 1, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: onboardingProfiles.teamId,
      set: { ...set, userId, revision: sql`${onboardingProfiles.revision} + 1`, calendarJobId: null, updatedAt: now },
    });
}

/**
 * The run's calendar job, claimed in one conditional write: it succeeds only while the run has
 * the job the caller saw (none, or a failed one), so of two starts one wins and the other reads it.
 */
export async function claimCalendarRun(db: Db, teamId: string, seen: string | null, jobId: string) {
  const rows = await db
    .update(onboardingProfiles)
    .set({ calendarJobId: jobId, updatedAt: Date.now() })
    .where(and(eq(onboardingProfiles.teamId, teamId), seen === null ? isNull(onboardingProfiles.calendarJobId) : eq(onboardingProfiles.calendarJobId, seen)))
    .returning({ teamId: onboardingProfiles.teamId });
  return rows.length === 1;
}

/** The first content calendar asked for: from now on sign-in goes straight to /calendar. */
export async function markOnboarded(db: Db, teamId: string, userId: string) {
  const now = Date.now();
  await db
    .insert(onboardingProfiles)
    .values({ teamId, userId, completedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: onboardingProfiles.teamId, set: { completedAt: now, updatedAt: now } });
}
