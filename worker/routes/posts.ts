import { Hono } from "hono";
import { z } from "zod";
import { createPostSchema, updatePostSchema } from "../../app/spec/schemas";
import { TEXT } from "../../app/spec/texts";
import { listTeamApps } from "../db/apps";
import { db } from "../db/client";
import {
  countTeamPostsFrom,
  deleteTeamPost,
  findTeamPost,
  findTeamPostView,
  insertPost,
  listTeamPosts,
  makeDueNow,
  resolveTeamApps,
  resolveTeamAssets,
  updateEditablePost,
} from "../db/posts";
import { deleteAsset, markAssetReady, pendingTeamUploads, setPostAttachments } from "../db/assets";
import { checkStoredImage } from "../storage/media";
import { ApiError, badRequest, notFound } from "../http/errors";
import type { AppEnv } from "../http/types";
import { jsonBody } from "../http/validate";
import { enqueuePublishes, wakeSchedulerAt } from "../publishing/jobs";

const rangeSchema = z.object({
  from: z.string().datetime({ offset: true, message: "from must be an ISO date-time" }).optional(),
  to: z.string().datetime({ offset: true, message: "to must be an ISO date-time" }).optional(),
});

/** A time a minute or more in the past is a mistake, not "now". */
const PAST_TOLERANCE_MS = 60_000;
const POST_NOT_FOUND = "Post not found";

function checkScheduledAt(at: number | null | undefined) {
  if (at !== undefined && at !== null && at < Date.now() - PAST_TOLERANCE_MS) throw badRequest("Pick a time in the future to schedule this post.");
}

async function checkAppIds(env: Env, teamId: string, appIds: string[] | undefined) {
  const resolved = await resolveTeamApps(db(env), teamId, appIds);
  // Another team's account is, to this caller, an account that does not exist.
  if (resolved.missing.length) throw badRequest("One of the chosen accounts isn't connected to your team.");
  return resolved.ids;
}

/** Posts of the caller's team. Mounted at /api. */
export const postRoutes = new Hono<AppEnv>()
  .get("/posts", async (c) => {
    const range = rangeSchema.parse(c.req.query());
    const to = range.to ? Date.parse(range.to) : undefined;
    const posts = await listTeamPosts(db(c.env), c.var.caller.teamId, { from: range.from ? Date.parse(range.from) : undefined, to });
    // With an end, also how many come after it: the calendar's next-month badge.
    const after = to === undefined ? undefined : await countTeamPostsFrom(db(c.env), c.var.caller.teamId, to);
    return c.json({ data: { data: posts, ...(after === undefined ? {} : { after }) } });
  })
  .post("/post", async (c) => {
    const input = await jsonBody(c, createPostSchema);
    const { teamId, userId } = c.var.caller;
    checkScheduledAt(input.scheduledAt);
    const appIds = await checkAppIds(c.env, teamId, input.appIds);
    const id = await insertPost(db(c.env), {
      teamId,
      authorId: userId,
      content: input.content,
      scheduledAt: input.scheduledAt ?? null,
      timeZone: input.timeZone ?? "UTC",
      appIds,
    });
    if (input.scheduledAt !== undefined) await wakeSchedulerAt(c.env, input.scheduledAt);
    return c.json({ data: await findTeamPostView(db(c.env), teamId, id) }, 201);
  })
  .on(["PUT", "PATCH"], "/post/:id", async (c) => {
    const input = await jsonBody(c, updatePostSchema);
    const { teamId } = c.var.caller;
    const id = c.req.param("id");
    const existing = await findTeamPost(db(c.env), teamId, id);
    if (!existing) throw notFound(POST_NOT_FOUND);
    if (existing.status === "published") throw new ApiError(409, "This post is already published, so it can't be changed.");
    if (existing.status === "publishing") throw new ApiError(409, "This post is being published right now. Try again in a moment.");
    checkScheduledAt(input.scheduledAt);
    const appIds = input.appIds === undefined ? undefined : await checkAppIds(c.env, teamId, input.appIds);
    let assetIds: string[] | undefined;
    if (input.attachments !== undefined) {
      const ids = [...new Set(input.attachments.map((a) => a.id))];
      // Uploads that went straight to R2 (production) are checked now, before they can be attached.
      for (const pending of await pendingTeamUploads(db(c.env), teamId, ids)) {
        const checked = pending.r2Key ? await checkStoredImage(c.env.MEDIA, pending.r2Key, pending.contentType ?? "") : { ok: false as const, reason: "" };
        if (checked.ok) await markAssetReady(db(c.env), pending.id, checked.size);
        else await deleteAsset(db(c.env), pending.id);
      }
      const resolved = await resolveTeamAssets(db(c.env), teamId, ids);
      // Another team's image is, to this caller, an image that does not exist.
      if (resolved.missing.length) throw badRequest("One of the images isn't available. Upload it again.");
      assetIds = resolved.ids;
    }
    const ok = await updateEditablePost(db(c.env), teamId, id, { content: input.content, scheduledAt: input.scheduledAt, timeZone: input.timeZone, appIds });
    if (!ok) throw new ApiError(409, "This post is being published right now. Try again in a moment.");
    if (assetIds !== undefined) await setPostAttachments(db(c.env), id, assetIds);
    if (input.scheduledAt) await wakeSchedulerAt(c.env, input.scheduledAt);
    return c.json({ data: await findTeamPostView(db(c.env), teamId, id) });
  })
  .delete("/post/:id", async (c) => {
    const { teamId } = c.var.caller;
    const id = c.req.param("id");
    const existing = await findTeamPost(db(c.env), teamId, id);
    if (!existing) throw notFound(POST_NOT_FOUND);
    if (!(await deleteTeamPost(db(c.env), teamId, id))) {
      throw new ApiError(409, "This post is being published right now. Try again in a moment.");
    }
    return c.json({ data: { id } });
  })
  .post("/post/:id/publish", async (c) => {
    const { teamId } = c.var.caller;
    const id = c.req.param("id");
    const existing = await findTeamPost(db(c.env), teamId, id);
    if (!existing) throw notFound(POST_NOT_FOUND);
    if (existing.status === "published") throw new ApiError(409, "This post is already published.");
    if (existing.status === "publishing") throw new ApiError(409, "This post is being published right now.");
    const accounts = await listTeamApps(db(c.env), teamId);
    if (!accounts.some((a) => a.status === "active")) throw badRequest(TEXT.errors.providerNotFound);
    const due = await makeDueNow(db(c.env), teamId, id);
    if (!due || due.scheduledAt === null) throw new ApiError(409, "This post is being published right now.");
    const [jobId] = await enqueuePublishes(c.env, [{ postId: id, teamId, scheduledAt: due.scheduledAt }]);
    return c.json({ data: { id: jobId } }, 202);
  });
