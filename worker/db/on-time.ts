/**
 * On-time publishing for one team (issue 27 item 4, docs/decisions/053): of the posts due in the
 * last 30 days, how many went out within 60 seconds of their time, and the ones that did not
 * (late, failed, in doubt, or still not out) with their reason.
 *
 * A post's time is `scheduled_at` as it stands, the time the member last gave it: a move or an
 * edit writes the new time, and Publish now writes the instant it was pressed (makeDueNow). A
 * post approved after its time could not go out before the approval, so its time is then
 * `approved_at`. One range of the (team_id, scheduled_at) index.
 */
import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { ON_TIME_DAYS, ON_TIME_LISTED, ON_TIME_WITHIN_SECONDS, type OnTimeKind } from "../../app/spec/on-time";
import { clearedToPublishSql } from "./approvals";
import type { Db } from "./client";
import { DUE_TOLERANCE_MS } from "./post-publishing";
import { posts, publishAttempts } from "./schema";

export const ON_TIME_WINDOW_MS = ON_TIME_DAYS * 86_400_000;
const WITHIN_MS = ON_TIME_WITHIN_SECONDS * 1000;

/** The instant the post was due: its time, or its approval when that came later. */
const dueSql = sql<number>`max(${posts.scheduledAt}, coalesce(${posts.approvedAt}, 0))`;
const onTimeSql = sql`(${posts.status} = 'published' and ${posts.publishedAt} is not null and ${posts.publishedAt} - ${dueSql} <= ${WITHIN_MS})`;

/**
 * Due in [from, now]: went out, failed or in doubt; or still waiting more than the 60 seconds
 * after its time (a Retry-After, an account to reconnect), cleared to go. A post waiting for its
 * owner's approval is theirs to send, not late.
 */
function dueInWindow(teamId: string, from: number, now: number) {
  return and(
    eq(posts.teamId, teamId),
    isNotNull(posts.scheduledAt),
    // The index range; an approval may bring a post's time forward by at most the window.
    gte(posts.scheduledAt, from - ON_TIME_WINDOW_MS),
    lte(posts.scheduledAt, now),
    sql`${dueSql} >= ${from}`,
    sql`(
      (${posts.status} in ('published', 'failed', 'unknown') and ${dueSql} <= ${now})
      or (${posts.status} in ('scheduled', 'publishing') and ${dueSql} < ${now - WITHIN_MS} and ${clearedToPublishSql})
    )`,
  );
}

export type OnTimeItem = {
  id: string;
  title: string;
  content: string;
  kind: OnTimeKind;
  dueAt: number;
  publishedAt: number | null;
  /** How late it went out, or how long it has been waiting. Null for failed and in-doubt posts. */
  lateMs: number | null;
  reason: string | null;
};

const kindOf = (status: string): OnTimeKind =>
  status === "published" ? "late" : status === "failed" ? "failed" : status === "unknown" ? "unknown" : "waiting";

export async function onTimeOfTeam(db: Db, teamId: string, now = Date.now()) {
  const from = now - ON_TIME_WINDOW_MS;
  const where = dueInWindow(teamId, from, now);
  const [totals] = await db
    .select({ total: sql<number>`count(*)`, onTime: sql<number>`coalesce(sum(case when ${onTimeSql} then 1 else 0 end), 0)` })
    .from(posts)
    .where(where);
  const total = Number(totals?.total ?? 0);
  const onTime = Number(totals?.onTime ?? 0);
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      content: sql<string>`substr(${posts.content}, 1, 200)`,
      status: posts.status,
      dueAt: dueSql,
      publishedAt: posts.publishedAt,
      lastError: posts.lastError,
    })
    .from(posts)
    .where(and(where, sql`not ${onTimeSql}`))
    .orderBy(desc(dueSql), desc(posts.id))
    .limit(ON_TIME_LISTED);
  const reasons = await attemptReasons(
    db,
    teamId,
    rows.map((r) => r.id),
  );
  const items: OnTimeItem[] = rows.map((r) => {
    const kind = kindOf(r.status);
    const dueAt = Number(r.dueAt);
    const lateMs = kind === "late" ? (r.publishedAt ?? now) - dueAt : kind === "waiting" ? now - dueAt : null;
    // What the post says now; else the newest reason its tries since its time recorded (a late post's Retry-After, say).
    const reason = r.lastError ?? reasons.get(r.id)?.find((a) => a.startedAt >= dueAt - DUE_TOLERANCE_MS)?.reason ?? null;
    return { id: r.id, title: r.title, content: r.content, kind, dueAt, publishedAt: r.publishedAt, lateMs, reason };
  });
  return { from, total, onTime, late: total - onTime, items };
}

/** The reasons the tries of these posts recorded, newest first per post (the editor's History reads the same rows). */
async function attemptReasons(db: Db, teamId: string, postIds: string[]) {
  const byPost = new Map<string, Array<{ startedAt: number; reason: string }>>();
  if (!postIds.length) return byPost;
  const rows = await db
    .select({ postId: publishAttempts.postId, startedAt: publishAttempts.startedAt, reason: publishAttempts.reason })
    .from(publishAttempts)
    .where(and(eq(publishAttempts.teamId, teamId), inArray(publishAttempts.postId, postIds), isNotNull(publishAttempts.reason)))
    .orderBy(desc(publishAttempts.startedAt), desc(publishAttempts.number));
  for (const r of rows) {
    if (!r.reason) continue;
    const list = byPost.get(r.postId) ?? [];
    list.push({ startedAt: r.startedAt, reason: r.reason });
    byPost.set(r.postId, list);
  }
  return byPost;
}
