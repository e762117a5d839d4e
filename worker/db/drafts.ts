/**
 * Calendar entries written by a content-calendar job: drafts to review, and idea cards (an entry
 * whose material was too thin for a post: a question for the member instead of a draft). An idea
 * card's content is the member's own words so far (often none); answering its question writes
 * the draft in place.
 */

import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { PostType } from "../../app/spec/material";
import type { Db } from "./client";
import { titleFrom, withApps } from "./posts";
import { postApps, posts } from "./schema";

export type CalendarEntry = {
  id: string;
  jobId: string;
  teamId: string;
  authorId: string;
  plannedAt: number;
  timeZone: string;
  appIds: string[];
  postType: PostType;
  /** "offline" or the model's name. */
  writer: string;
} & ({ kind: "draft"; content: string } | { kind: "idea"; title: string; hook: string; question: string; seed: string });

/** Its id comes from the job and its place in the plan, so a redelivered job adds nothing. */
export async function insertCalendarEntry(db: Db, e: CalendarEntry) {
  const now = Date.now();
  const inserted = await db
    .insert(posts)
    .values({
      id: e.id,
      teamId: e.teamId,
      authorId: e.authorId,
      title: e.kind === "draft" ? titleFrom(e.content) : e.title,
      content: e.kind === "draft" ? e.content : e.seed,
      status: "draft",
      scheduledAt: e.plannedAt,
      timeZone: e.timeZone,
      generatedBy: e.jobId,
      needsReview: true,
      postType: e.postType,
      writer: e.writer,
      ideaQuestion: e.kind === "idea" ? e.question : null,
      ideaHook: e.kind === "idea" ? e.hook : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: posts.id });
  const [first, ...rest] = e.appIds.map((appId) => db.insert(postApps).values({ postId: e.id, appId }).onConflictDoNothing());
  if (inserted.length && first) await db.batch([first, ...rest]);
}

export async function existingEntryIds(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.select({ id: posts.id }).from(posts).where(inArray(posts.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** An idea card of the caller's team, still waiting for its answer. */
export async function findTeamIdea(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.teamId, teamId), isNotNull(posts.ideaQuestion), eq(posts.status, "draft")))
    .limit(1);
  return row ?? null;
}

/** The answer written: the card becomes a draft to review, once (a second answer finds no idea). */
export async function writeIdeaDraft(db: Db, teamId: string, id: string, content: string, writer: string) {
  const [row] = await db
    .update(posts)
    .set({ content, title: titleFrom(content), ideaQuestion: null, ideaHook: null, writer, updatedAt: Date.now() })
    .where(and(eq(posts.id, id), eq(posts.teamId, teamId), isNotNull(posts.ideaQuestion), eq(posts.status, "draft")))
    .returning({ id: posts.id });
  return row ?? null;
}

/**
 * A generated draft the member has not yet reviewed, and not an idea card (those have no draft
 * yet: the member answers their question first, so they are never scheduled in bulk).
 */
const toReview = (teamId: string) => and(eq(posts.teamId, teamId), eq(posts.status, "draft"), eq(posts.needsReview, true), isNull(posts.ideaQuestion));

/** D1 caps bound parameters per statement (100): id lists are written in slices. */
const ID_SLICE = 90;

/**
 * "Schedule all" after the review list: those of `ids` that are still the team's drafts to
 * review, not idea cards, planned in the future; each at its planned time. Returns what it
 * scheduled; anything else among `ids` (another team's, published, past) is left as it was.
 */
export async function scheduleReviewedDrafts(db: Db, teamId: string, ids: string[], now = Date.now()) {
  const scheduled: Array<{ id: string; scheduledAt: number | null }> = [];
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += ID_SLICE) {
    const rows = await db
      .update(posts)
      .set({ status: "scheduled", needsReview: false, queuedAt: null, updatedAt: now })
      .where(and(toReview(teamId), inArray(posts.id, unique.slice(i, i + ID_SLICE)), gt(posts.scheduledAt, now)))
      .returning({ id: posts.id, scheduledAt: posts.scheduledAt });
    scheduled.push(...rows);
  }
  return scheduled;
}

/**
 * The toast's Undo: generated posts among `ids` go back to drafts to review, at the same planned
 * time, but only while nothing has claimed them for publishing (still `scheduled`, no claim).
 */
export async function unscheduleReviewed(db: Db, teamId: string, ids: string[], now = Date.now()) {
  const returned: string[] = [];
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += ID_SLICE) {
    const rows = await db
      .update(posts)
      .set({ status: "draft", needsReview: true, queuedAt: null, updatedAt: now })
      .where(
        and(
          eq(posts.teamId, teamId),
          inArray(posts.id, unique.slice(i, i + ID_SLICE)),
          eq(posts.status, "scheduled"),
          isNull(posts.claimToken),
          isNotNull(posts.generatedBy),
          isNull(posts.ideaQuestion),
        ),
      )
      .returning({ id: posts.id });
    returned.push(...rows.map((r) => r.id));
  }
  return returned;
}

/** How many generated drafts wait for the member's review, in every month (idea cards are not drafts). */
export async function countDraftsToReview(db: Db, teamId: string) {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(posts).where(toReview(teamId));
  return row?.n ?? 0;
}

/**
 * The review banner: drafts to review, idea cards waiting for an answer, and who wrote them
 * ("offline" or a model's name; older drafts have no writer recorded).
 */
export async function reviewSummary(db: Db, teamId: string) {
  const rows = await db
    .select({
      writer: posts.writer,
      idea: sql<number>`${posts.ideaQuestion} IS NOT NULL`,
      n: sql<number>`count(*)`,
      first: sql<number | null>`min(${posts.scheduledAt})`,
    })
    .from(posts)
    .where(and(eq(posts.teamId, teamId), eq(posts.status, "draft"), or(eq(posts.needsReview, true), isNotNull(posts.ideaQuestion))))
    .groupBy(posts.writer, sql`${posts.ideaQuestion} IS NOT NULL`);
  const writers = [...new Set(rows.map((r) => r.writer).filter((w): w is string => Boolean(w)))].sort();
  const sum = (idea: boolean) => rows.filter((r) => Boolean(r.idea) === idea).reduce((n, r) => n + r.n, 0);
  // The earliest planned time among them: the calendar opens on its month (issue 24, item 6).
  const planned = rows.map((r) => r.first).filter((at): at is number => at !== null);
  return { toReview: sum(false), ideas: sum(true), writers, firstToReviewAt: planned.length ? Math.min(...planned) : null };
}

/** The review list: the team's drafts to review (idea cards left out), soonest first. */
export async function listDraftsToReview(db: Db, teamId: string, limit: number) {
  const rows = await db.select().from(posts).where(toReview(teamId)).orderBy(asc(posts.scheduledAt), asc(posts.createdAt)).limit(limit);
  const views = await withApps(db, teamId, rows);
  return rows.map((row, i) => ({ row, apps: views[i].apps }));
}
