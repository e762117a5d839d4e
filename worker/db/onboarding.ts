/** The team's onboarding profile: what the member told us by questionnaire, phone or Ziva. */
import { eq } from "drizzle-orm";
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
    | "profileType"
  >
>;

export async function findProfile(db: Db, teamId: string) {
  const [row] = await db.select().from(onboardingProfiles).where(eq(onboardingProfiles.teamId, teamId)).limit(1);
  return row ?? null;
}

/** Creates or updates the team's profile; fields left out keep their value. */
export async function saveProfile(db: Db, teamId: string, userId: string, fields: ProfileFields) {
  const now = Date.now();
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await db
    .insert(onboardingProfiles)
    .values({ teamId, userId, ...set, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: onboardingProfiles.teamId, set: { ...set, userId, updatedAt: now } });
}

/** The first content calendar asked for: from now on sign-in goes straight to /calendar. */
export async function markOnboarded(db: Db, teamId: string, userId: string) {
  const now = Date.now();
  await db
    .insert(onboardingProfiles)
    .values({ teamId, userId, completedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: onboardingProfiles.teamId, set: { completedAt: now, updatedAt: now } });
}
