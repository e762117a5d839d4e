import { Hono } from "hono";
import { z } from "zod";
import { excerptOf, REVIEW } from "../../app/spec/review";
import { confirmPublishedSchema, createPostSchema, PAST_TIME, publishPostSchema, updatePostSchema } from "../../app/spec/schemas";
import { TEXT } from "../../app/spec/texts";
import { listTeamApps } from "../db/apps";
import { deleteAsset, markAssetReady, pendingTeamUploads, setPostAttachments } from "../db/assets";
import { finishAttempt, listPostAttempts, startAttempt } from "../db/attempts";
import { db } from "../db/client";
import { listDraftsToReview, reviewSummary, scheduleReviewedDrafts, unscheduleReviewed } from "../db/drafts";
import { confirmPublished, makeDueNow, publishingApp } from "../db/post-publishing";
import {
  countTeamPostsFrom,
  deleteTeamPost,
  findTeamPost,
  findTeamPostView,
  insertPosts,
  listTeamPosts,
  type PostRow,
  resolveTeamApps,
  resolveTeamAssets,
  updateEditablePost,
} from "../db/posts";
import { ApiError, badRequest, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody, query } from "../http/validate";
import { toAttemptView } from "../publishing/history";
import { enqueuePublishes, wakeSchedulerAt } from "../publishing/jobs";
import { REASONS } from "../publishing/publish";
import { checkStoredImage } from "../storage/media";

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

/** A time a minute or more in the past is a mistake, not "now". */
const PAST_TOLERANCE_MS = 60_000;
const POST_NOT_FOUND = "Post not found";

/** The post as the screens show it; one deleted meanwhile is simply not found. */
async function postView(env: Env, teamId: string, id: string) {
  const view = await findTeamPostView(db(env), teamId, id);
  if (!view) throw notFound(POST_NOT_FOUND);
  return view;
}

function checkScheduledAt(at: number | null | undefined) {
  if (at !== undefined && at !== null && at < Date.now() - PAST_TOLERANCE_MS) throw badRequest(PAST_TIME);
}

async function checkAppIds(env: Env, teamId: string, appIds: string[] | undefined) {
  const resolved = await resolveTeamApps(db(env), teamId, appIds);
  // Another team's account is, to this caller, an account that does not exist.
  if (resolved.missing.length) throw badRequest("One of the chosen accounts isn't connected to your team.");
  return resolved.ids;
}

/** GET /api/posts: the team's posts, optionally within a range. Mounted at /api/posts. */
export const postListRoutes = new Hono<AppEnv>()
  .get("/", query(rangeSchema), async (c) => {
    const range = c.req.valid("query");
    const to = range.to ? Date.parse(range.to) : undefined;
    const posts = await listTeamPosts(c.var.db, c.var.caller.teamId, { from: range.from ? Date.parse(range.from) : undefined, to });
    // With an end, also how many come after it: the calendar's next-month badge.
    const after = to === undefined ? undefined : await countTeamPostsFrom(c.var.db, c.var.caller.teamId, to);
    // Drafts written by the content calendar, in any month: the review banner's counts and writers.
    const { toReview, ideas, writers } = await reviewSummary(c.var.db, c.var.caller.teamId);
    return c.json({ data: { data: posts, toReview, ideas, writers, ...(after === undefined ? {} : { after }) } });
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
  const scheduled = await scheduleReviewedDrafts(c.var.db, c.var.caller.teamId, c.req.valid("json").ids);
  const first = Math.min(...scheduled.map((p) => p.scheduledAt ?? Number.POSITIVE_INFINITY));
  if (Number.isFinite(first)) await wakeSchedulerAt(c.env, first);
  return c.json({ data: { scheduled: scheduled.length, ids: scheduled.map((p) => p.id) } });
});

/** One post of the caller's team. Mounted at /api/post. */
export const postRoutes = new Hono<AppEnv>()
  .post("/", jsonBody(createPostSchema), async (c) => {
    const input = c.req.valid("json");
    const { teamId, userId } = c.var.caller;
    checkScheduledAt(input.scheduledAt);
    const appIds = await checkAppIds(c.env, teamId, input.appIds);
    // One post per account: each is published, retried and recorded on its own.
    const ids = await insertPosts(
      c.var.db,
      {
        teamId,
        authorId: userId,
        content: input.content,
        scheduledAt: input.scheduledAt ?? null,
        timeZone: input.timeZone ?? "UTC",
        linkCard: input.linkCard,
        removedLink: input.removedLink,
      },
      appIds,
    );
    if (input.scheduledAt !== undefined) await wakeSchedulerAt(c.env, input.scheduledAt);
    const [id, ...others] = ids;
    return c.json({ data: { ...(await postView(c.env, teamId, id)), others } }, 201);
  })
  .on(["PUT", "PATCH"], "/:id", jsonBody(updatePostSchema), async (c) => {
    const input = c.req.valid("json");
    const { teamId } = c.var.caller;
    const id = c.req.param("id");
    const existing = await findTeamPost(c.var.db, teamId, id);
    if (!existing) throw notFound(POST_NOT_FOUND);
    if (existing.status === "published") throw new ApiError(409, "This post is already published, so it can't be changed.");
    // An idea card has no draft: it is edited and scheduled only once its question is answered (POST /api/ideas/{id}/answer).
    if (existing.ideaQuestion !== null) throw new ApiError(409, IDEA_FIRST);
    if (existing.status === "publishing") throw new ApiError(409, "This post is being published right now. Try again in a moment.");
    // Rescheduling a post in doubt would publish it again without the member's say-so.
    if (existing.status === "unknown" && input.scheduledAt !== undefined) throw new ApiError(409, MAY_BE_ON_LINKEDIN);
    checkScheduledAt(input.scheduledAt);
    const appIds = input.appIds === undefined ? undefined : await checkAppIds(c.env, teamId, input.appIds);
    let assetIds: string[] | undefined;
    if (input.attachments !== undefined) {
      const ids = [...new Set(input.attachments.map((a) => a.id))];
      // Uploads that went straight to R2 (production) are checked now, before they can be attached.
      for (const pending of await pendingTeamUploads(c.var.db, teamId, ids)) {
        const checked = pending.r2Key ? await checkStoredImage(c.env.MEDIA, pending.r2Key, pending.contentType ?? "") : { ok: false as const, reason: "" };
        if (checked.ok) await markAssetReady(c.var.db, pending.id, checked.size);
        else await deleteAsset(c.var.db, pending.id);
      }
      const resolved = await resolveTeamAssets(c.var.db, teamId, ids);
      // Another team's image is, to this caller, an image that does not exist.
      if (resolved.missing.length) throw badRequest("One of the images isn't available. Upload it again.");
      assetIds = resolved.ids;
    }
    const ok = await updateEditablePost(c.var.db, teamId, id, {
      content: input.content,
      scheduledAt: input.scheduledAt,
      timeZone: input.timeZone,
      appIds,
      linkCard: input.linkCard,
      removedLink: input.removedLink,
    });
    if (!ok) throw new ApiError(409, "This post is being published right now. Try again in a moment.");
    if (assetIds !== undefined) await setPostAttachments(c.var.db, id, assetIds);
    if (input.scheduledAt) await wakeSchedulerAt(c.env, input.scheduledAt);
    return c.json({ data: await postView(c.env, teamId, id) });
  })
  .delete("/:id", async (c) => {
    const { teamId } = c.var.caller;
    const id = c.req.param("id");
    const existing = await findTeamPost(c.var.db, teamId, id);
    if (!existing) throw notFound(POST_NOT_FOUND);
    if (!(await deleteTeamPost(c.var.db, teamId, id))) {
      throw new ApiError(409, "This post is being published right now. Try again in a moment.");
    }
    return c.json({ data: { id } });
  })
  .post("/:id/publish", jsonBody(publishPostSchema), async (c) => {
    const { teamId } = c.var.caller;
    const id = c.req.param("id");
    const existing = await findTeamPost(c.var.db, teamId, id);
    if (!existing) throw notFound(POST_NOT_FOUND);
    if (existing.status === "published") throw new ApiError(409, "This post is already published.");
    if (existing.ideaQuestion !== null) throw new ApiError(409, IDEA_FIRST);
    if (existing.status === "publishing") throw new ApiError(409, "This post is being published right now.");
    // Its account signed out: the job could not finish until the member reconnects, so say so now.
    const account = await publishingApp(c.var.db, teamId, id);
    if (account?.status === "needs_reconnect") throw new ApiError(409, REASONS.reconnect(account.name));
    const accounts = await listTeamApps(c.var.db, teamId);
    if (!accounts.some((a) => a.status === "active")) throw badRequest(TEXT.errors.providerNotFound);
    const { allowDuplicate } = c.req.valid("json");
    // LinkedIn may already have a post in doubt: it goes out again only when the member accepts that.
    if (existing.status === "unknown" && !allowDuplicate) throw new ApiError(409, MAY_BE_ON_LINKEDIN);
    const due = await makeDueNow(c.var.db, teamId, id, Date.now(), existing.status === "unknown" ? ["unknown"] : undefined);
    if (!due || due.scheduledAt === null) throw new ApiError(409, "This post changed meanwhile. Look at it again, then publish.");
    if (existing.status === "unknown") await noteMemberDecision(c.env, due, "The member chose to publish it again, knowing it may appear twice.");
    const [jobId] = await enqueuePublishes(c.env, [{ postId: id, teamId, scheduledAt: due.scheduledAt }], "publish-now");
    return c.json({ data: { id: jobId } }, 202);
  })
  .post("/:id/confirm-published", jsonBody(confirmPublishedSchema), async (c) => {
    const { teamId } = c.var.caller;
    const id = c.req.param("id");
    const { url: urn } = c.req.valid("json");
    const existing = await findTeamPost(c.var.db, teamId, id);
    if (!existing) throw notFound(POST_NOT_FOUND);
    if (existing.status !== "unknown") throw new ApiError(409, "Only a post we couldn't check can be marked as published by hand.");
    const confirmed = await confirmPublished(c.var.db, teamId, id, urn);
    if (!confirmed) throw new ApiError(409, "This post changed meanwhile. Look at it again.");
    await noteMemberDecision(c.env, confirmed, "The member found the post on LinkedIn.", urn);
    return c.json({ data: await postView(c.env, teamId, id) });
  })
  .get("/:id/attempts", async (c) => {
    const { teamId } = c.var.caller;
    const id = c.req.param("id");
    if (!(await findTeamPost(c.var.db, teamId, id))) throw notFound(POST_NOT_FOUND);
    return c.json({ data: (await listPostAttempts(c.var.db, teamId, id)).map(toAttemptView) });
  });

const IDEA_FIRST = "Answer this idea's question first: it has no draft yet.";
const MAY_BE_ON_LINKEDIN = "LinkedIn may already have this post. Check your profile first; publish it again only if it isn't there.";

/** The member's word on a post in doubt, kept in its history like any attempt. */
async function noteMemberDecision(env: Env, post: PostRow, reason: string, urn?: string) {
  const now = Date.now();
  const id = crypto.randomUUID();
  await startAttempt(db(env), { id, postId: post.id, teamId: post.teamId, appId: null, number: post.attempts, runner: "member", startedAt: now });
  await finishAttempt(db(env), id, { outcome: "confirmed", reason, urn: urn ?? null }, now);
}
