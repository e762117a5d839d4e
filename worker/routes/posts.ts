/**
 * The posts API: the team's list, the review list behind "Schedule all", and one post's actions.
 * Parsing and answers only: what may be done to a post lives in worker/posts/ (rules.ts, service.ts).
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { nearbyQuerySchema } from "../../app/spec/posting-slots";
import { excerptOf, REVIEW } from "../../app/spec/review";
import {
  approvePostSchema,
  confirmPublishedSchema,
  createPostSchema,
  movePostSchema,
  postFiltersSchema,
  publishPostSchema,
  rejectPostSchema,
  updatePostSchema,
} from "../../app/spec/schemas";
import { readConfig } from "../config";
import { listApprovalEvents } from "../db/approvals";
import { listDraftsToReview, reviewSummary, scheduleReviewedDrafts, unscheduleReviewed } from "../db/drafts";
import { countTeamPostsFrom, listTeamPosts } from "../db/posts";
import { nearbyPosts } from "../db/slots";
import { wakeSchedulerAt } from "../durable-objects/scheduler";
import type { AppEnv } from "../http/types";
import { jsonBody, query } from "../http/validate";
import { decide, settleApproval, toApprovalEventView } from "../posts/approval";
import {
  type Caller,
  createPost,
  duplicatePost,
  editPost,
  markFoundOnLinkedIn,
  movePost,
  postAttempts,
  postView,
  publishNow,
  removePost,
  retryFirstComment,
} from "../posts/service";

const rangeSchema = z.object({
  from: z.string().datetime({ offset: true, message: "from must be an ISO date-time" }).optional(),
  to: z.string().datetime({ offset: true, message: "to must be an ISO date-time" }).optional(),
});

const reviewPostId = z.string({ invalid_type_error: "Each post id must be text." }).trim().min(1, "A post id is empty.").max(64, "A post id is too long.");

/** POST /api/posts/schedule-all and /api/posts/unschedule: the posts the member chose. */
const reviewIdsSchema = z.object({
  ids: z
    .array(reviewPostId, { required_error: "Choose at least one post.", invalid_type_error: "ids must be a list of post ids." })
    .min(1, "Choose at least one post.")
    .max(REVIEW.maxIds, `Choose at most ${REVIEW.maxIds} posts at a time.`),
});

/**
 * GET /api/posts: the team's posts, optionally within a range, in one status, for one account,
 * matching a search (docs/decisions/045); `counts` per status for the same range, account and
 * search, whatever the status asked for. Mounted at /api/posts.
 */
export const postListRoutes = new Hono<AppEnv>()
  .get("/", query(rangeSchema.merge(postFiltersSchema)), async (c) => {
    const { from, to: end, ...filters } = c.req.valid("query");
    const to = end ? Date.parse(end) : undefined;
    const { posts, counts } = await listTeamPosts(c.var.db, c.var.caller.teamId, { from: from ? Date.parse(from) : undefined, to, ...filters });
    // With an end, also how many come after it: the calendar's next-month badge.
    const after = to === undefined ? undefined : await countTeamPostsFrom(c.var.db, c.var.caller.teamId, to);
    // Drafts written by the content calendar, in any month: the review banner's counts and writers.
    const { toReview, ideas, writers, firstToReviewAt } = await reviewSummary(c.var.db, c.var.caller.teamId);
    // Where "View on LinkedIn" goes: linkedin.com in production, the emulator locally.
    const linkedinWeb = readConfig(c.env).LINKEDIN_AUTH_BASE.replace(/\/+$/, "");
    const firstReview = firstToReviewAt === null ? null : new Date(firstToReviewAt).toISOString();
    return c.json({
      data: { data: posts, counts, linkedinWeb, toReview, ideas, writers, firstToReviewAt: firstReview, ...(after === undefined ? {} : { after }) },
    });
  })
  /** GET /api/posts/nearby?at&appId&exclude: the account's posts within 30 minutes of `at` (the schedule's warning). */
  .get("/nearby", query(nearbyQuerySchema), async (c) => {
    const { at, appId, exclude } = c.req.valid("query");
    const nearby = await nearbyPosts(c.var.db, c.var.caller.teamId, appId, Date.parse(at), exclude);
    return c.json({ data: nearby.map((p) => ({ id: p.id, title: p.title, scheduledAt: new Date(p.scheduledAt ?? 0).toISOString() })) });
  })
  /** GET /api/posts/to-review: the review list behind "Schedule all" (idea cards only counted). */
  .get("/to-review", async (c) => {
    const { teamId } = c.var.caller;
    const drafts = await listDraftsToReview(c.var.db, teamId, REVIEW.maxIds);
    const { ideas } = await reviewSummary(c.var.db, teamId);
    return c.json({
      data: {
        drafts: drafts.map(({ row, apps }) => ({
          id: row.id,
          title: row.title,
          excerpt: excerptOf(row.content),
          scheduledAt: row.scheduledAt === null ? null : new Date(row.scheduledAt).toISOString(),
          timeZone: row.timeZone,
          postType: row.postType,
          writer: row.writer,
          apps,
        })),
        ideas,
      },
    });
  })
  /** POST /api/posts/unschedule: the toast's Undo; posts already claimed for publishing stay as they are. */
  .post("/unschedule", jsonBody(reviewIdsSchema), async (c) => {
    const ids = await unscheduleReviewed(c.var.db, c.var.caller.teamId, c.req.valid("json").ids);
    return c.json({ data: { unscheduled: ids.length, ids } });
  });

/**
 * POST /api/posts/schedule-all: the drafts the member ticked in the review list, each at its
 * planned time. Ids that are not the caller's drafts to review (or are idea cards, or past) are skipped.
 */
export const scheduleAllRoutes = new Hono<AppEnv>().post("/", jsonBody(reviewIdsSchema), async (c) => {
  const picked = await scheduleReviewedDrafts(c.var.db, c.var.caller.teamId, c.req.valid("json").ids);
  // Generated drafts go out only with their account owner's yes: the others now wait for it (decision 046).
  const scheduled: typeof picked = [];
  let waiting = 0;
  for (const p of picked) {
    if ((await settleApproval(caller(c), p.id))?.status === "scheduled") scheduled.push(p);
    else waiting++;
  }
  const first = Math.min(...scheduled.map((p) => p.scheduledAt ?? Number.POSITIVE_INFINITY));
  if (Number.isFinite(first)) await wakeSchedulerAt(c.env, first);
  return c.json({ data: { scheduled: scheduled.length, ids: scheduled.map((p) => p.id), waitingForApproval: waiting } });
});

/** The caller as the posts service needs it. */
const caller = (c: Context<AppEnv>): Caller => ({
  env: c.env,
  db: c.var.db,
  teamId: c.var.caller.teamId,
  userId: c.var.caller.userId,
  role: c.var.caller.role,
});

/** One post of the caller's team. Mounted at /api/post; the rules live in worker/posts/. */
export const postRoutes = new Hono<AppEnv>()
  .post("/", jsonBody(createPostSchema), async (c) => {
    const { id, others } = await createPost(caller(c), c.req.valid("json"));
    return c.json({ data: { ...(await postView(caller(c), id)), others } }, 201);
  })
  .on(["PUT", "PATCH"], "/:id", jsonBody(updatePostSchema), async (c) => {
    const id = c.req.param("id");
    await editPost(caller(c), id, c.req.valid("json"));
    return c.json({ data: await postView(caller(c), id) });
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    await removePost(caller(c), id);
    return c.json({ data: { id } });
  })
  .post("/:id/move", jsonBody(movePostSchema), async (c) => {
    const id = c.req.param("id");
    await movePost(caller(c), id, c.req.valid("json"));
    return c.json({ data: await postView(caller(c), id) });
  })
  .post("/:id/publish", jsonBody(publishPostSchema), async (c) => {
    const jobId = await publishNow(caller(c), c.req.param("id"), c.req.valid("json").allowDuplicate ?? false);
    return c.json({ data: { id: jobId } }, 202);
  })
  /** A copy of the post as a new draft (any team but its own gets a 404). */
  .post("/:id/duplicate", async (c) => {
    const id = await duplicatePost(caller(c), c.req.param("id"));
    return c.json({ data: await postView(caller(c), id) }, 201);
  })
  .post("/:id/confirm-published", jsonBody(confirmPublishedSchema), async (c) => {
    const id = c.req.param("id");
    await markFoundOnLinkedIn(caller(c), id, c.req.valid("json").url);
    return c.json({ data: await postView(caller(c), id) });
  })
  .get("/:id/attempts", async (c) => c.json({ data: await postAttempts(caller(c), c.req.param("id")) }))
  /** "Retry first comment": a published post's comment that failed is tried again (409 otherwise); the post is never sent again. */
  .post("/:id/first-comment/retry", async (c) => {
    const id = c.req.param("id");
    const jobId = await retryFirstComment(caller(c), id);
    return c.json({ data: { ...(await postView(caller(c), id)), jobId } }, 202);
  })
  /** The account owner's answer (decision 046): only the member it belongs to; a contributor answers through their link. */
  .post("/:id/approve", jsonBody(approvePostSchema), async (c) => {
    const id = c.req.param("id");
    await decide(caller(c), id, { approve: true, version: c.req.valid("json").version });
    return c.json({ data: await postView(caller(c), id) });
  })
  .post("/:id/reject", jsonBody(rejectPostSchema), async (c) => {
    const id = c.req.param("id");
    const { version, reason } = c.req.valid("json");
    await decide(caller(c), id, { approve: false, version, reason });
    return c.json({ data: await postView(caller(c), id) });
  })
  /** Who asked, approved, rejected or edited which version: the post's approval history. */
  .get("/:id/approvals", async (c) => {
    const id = c.req.param("id");
    await postView(caller(c), id);
    return c.json({ data: (await listApprovalEvents(c.var.db, c.var.caller.teamId, id)).map(toApprovalEventView) });
  });
