/**
 * Calendar entries written by a content-calendar job: drafts to review, and idea cards (an entry
 * whose material was too thin for a post: a question for the member instead of a draft). An idea
 * card's content is the member's own words so far (often none); answering its question writes
 * the draft in place.
 */

import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { PostType } from "../../app/spec/material";
import type { Db } from "./client";
import { titleFrom } from "./posts";
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
