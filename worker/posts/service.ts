/**
 * A team's posts as the API offers them (issue 23): create, edit, delete, publish now, the
 * member's word on a post in doubt. Each action checks the rules (rules.ts) and the team's
 * accounts and images once, writes through the database modules, and wakes the Scheduler when a
 * time is set. The routes only parse and answer (worker/routes/posts.ts).
 */

import { DOCUMENT_TEXT, DOCUMENT_TYPE } from "../../app/spec/documents";
import { FIRST_COMMENT_TEXT } from "../../app/spec/first-comment";
import { POLL_TEXT, type Poll, samePoll } from "../../app/spec/poll";
import { ROLE_TEXT, type TeamRole } from "../../app/spec/roles";
import { PAST_TIME } from "../../app/spec/schemas";
import { TEXT } from "../../app/spec/texts";
import { accountOfPost } from "../db/approvals";
import { listTeamApps } from "../db/apps";
import { deleteAsset, findTeamAsset, markAssetReady, pendingTeamUploads, postAttachments, setPostAttachments } from "../db/assets";
import { finishAttempt, listPostAttempts, startAttempt } from "../db/attempts";
import type { Db } from "../db/client";
import { postDocumentOf, setPostDocument } from "../db/documents";
import { requeueFailedFirstComment } from "../db/first-comments";
import { postPollOf, setPostPoll } from "../db/polls";
import { confirmPublished, makeDueNow, publishingApp } from "../db/post-publishing";
import {
  deleteTeamPost,
  findTeamPost,
  findTeamPostView,
  insertPosts,
  moveTeamPost,
  type PostChanges,
  type PostRow,
  resolveTeamApps,
  resolveTeamAssets,
  updateEditablePost,
} from "../db/posts";
import { wakeSchedulerAt } from "../durable-objects/scheduler";
import { ApiError, badRequest } from "../http/errors";
import { createLogger } from "../http/logger";
import { enqueueFirstComments } from "../jobs/kinds/first-comment";
import { enqueuePublishes } from "../jobs/kinds/publish";
import { queueFirstComment } from "../publishing/first-comment";
import { toAttemptView } from "../publishing/history";
import { REASONS } from "../publishing/publish";
import { checkStoredUpload } from "../storage/media";
import { checkMayPublishNow, settleApproval } from "./approval";
import { checkQueueRequest, queueAccountOf, queueEditedPost, queueNewPosts } from "./queue";
import { checkConfirmable, checkEditable, checkMovable, checkPublishable, found, POST_ERRORS } from "./rules";

/** A time a minute or more in the past is a mistake, not "now". */
const PAST_TOLERANCE_MS = 60_000;

export type Caller = { env: Env; db: Db; teamId: string; userId: string; role: TeamRole };

/** A post's PDF document: one of the team's uploads, and its title (docs/decisions/050). */
export type DocumentChoice = { assetId: string; title: string };
/** `queue`: into the account's next free posting slot instead of a time (queue.ts). */
export type NewPost = Omit<PostChanges, "appIds" | "content"> & {
  content: string;
  appIds?: string[];
  queue?: boolean;
  poll?: Poll | null;
  document?: DocumentChoice | null;
};
/** `poll`, `document`: undefined leaves it as it is, null removes it. */
export type PostEdit = PostChanges & { attachments?: Array<{ id: string }>; queue?: boolean; poll?: Poll | null; document?: DocumentChoice | null };

function checkScheduledAt(at: number | null | undefined) {
  if (at !== undefined && at !== null && at < Date.now() - PAST_TOLERANCE_MS) throw badRequest(PAST_TIME);
}

/** The team's accounts among those asked for; another team's account is, to this caller, one that does not exist. */
async function teamAccounts(c: Caller, appIds: string[] | undefined) {
  const resolved = await resolveTeamApps(c.db, c.teamId, appIds);
  if (resolved.missing.length) throw badRequest(POST_ERRORS.otherTeamsAccount);
  return resolved.ids;
}

/** The team's ready images among those asked for; uploads that went straight to R2 (production) are checked first. */
async function teamImages(c: Caller, attachments: Array<{ id: string }>) {
  const ids = [...new Set(attachments.map((a) => a.id))];
  for (const pending of await pendingTeamUploads(c.db, c.teamId, ids)) {
    const checked = pending.r2Key ? await checkStoredUpload(c.env.MEDIA, pending.r2Key, pending.contentType ?? "") : { ok: false as const, reason: "" };
    if (checked.ok) await markAssetReady(c.db, pending.id, checked.size, checked.pages);
    else await deleteAsset(c.db, pending.id);
  }
  const resolved = await resolveTeamAssets(c.db, c.teamId, ids);
  if (resolved.missing.length) throw badRequest(POST_ERRORS.imageGone);
  return resolved.ids;
}

/** The team's PDF for a post's document; one that went straight to R2 (production) is checked first. */
async function teamDocument(c: Caller, choice: DocumentChoice | null | undefined) {
  if (!choice) return choice;
  const asset = await findTeamAsset(c.db, c.teamId, choice.assetId);
  if (asset?.type !== "upload" || asset.contentType !== DOCUMENT_TYPE) throw badRequest(DOCUMENT_TEXT.notFound);
  if (asset.status === "pending") {
    const checked = asset.r2Key ? await checkStoredUpload(c.env.MEDIA, asset.r2Key, DOCUMENT_TYPE) : { ok: false as const, reason: DOCUMENT_TEXT.notFound };
    if (!checked.ok) {
      await deleteAsset(c.db, asset.id);
      throw badRequest(checked.reason);
    }
    await markAssetReady(c.db, asset.id, checked.size, checked.pages);
  }
  return choice;
}

/**
 * LinkedIn shows one kind of content per post (docs/decisions/048, 050): a poll, a document or
 * images, never two. The post as the change would leave it is checked before anything is written.
 */
function checkOneKindOfContent(after: { poll: Poll | null; document: DocumentChoice | null; imageCount: number }) {
  if (after.document && after.imageCount > 0) throw badRequest(DOCUMENT_TEXT.noImages);
  if (after.document && after.poll) throw badRequest(DOCUMENT_TEXT.noPoll);
  if (after.poll && after.imageCount > 0) throw badRequest(POLL_TEXT.noImages);
}

/** The post as the screens show it; one deleted meanwhile is simply not found. */
export async function postView(c: Caller, id: string) {
  return found(await findTeamPostView(c.db, c.teamId, id));
}

/** One post per account: each is published, retried and recorded on its own. Returns the first and the others' ids. */
export async function createPost(c: Caller, input: NewPost) {
  checkScheduledAt(input.scheduledAt);
  checkQueueRequest(input);
  const appIds = await teamAccounts(c, input.appIds);
  const document = await teamDocument(c, input.document);
  checkOneKindOfContent({ poll: input.poll ?? null, document: document ?? null, imageCount: 0 });
  const [id, ...others] = await insertPosts(
    c.db,
    {
      teamId: c.teamId,
      authorId: c.userId,
      content: input.content,
      scheduledAt: input.scheduledAt ?? null,
      timeZone: input.timeZone ?? "UTC",
      linkCard: input.linkCard,
      removedLink: input.removedLink,
      firstComment: input.firstComment,
    },
    appIds,
  );
  if (input.poll) for (const each of [id, ...others]) await setPostPoll(c.db, each, input.poll);
  if (document) for (const each of [id, ...others]) await setPostDocument(c.db, each, document);
  if (input.scheduledAt != null) await wakeSchedulerAt(c.env, input.scheduledAt);
  if (input.queue) await queueNewPosts(c, [id, ...others], appIds, input.timeZone ?? "UTC");
  for (const each of [id, ...others]) await settleApproval(c, each);
  return { id, others };
}

export async function editPost(c: Caller, id: string, input: PostEdit) {
  const post = found(await findTeamPost(c.db, c.teamId, id));
  checkEditable(post, { reschedules: input.scheduledAt !== undefined || input.queue === true });
  checkScheduledAt(input.scheduledAt);
  checkQueueRequest(input);
  const appIds = input.appIds === undefined ? undefined : await teamAccounts(c, input.appIds);
  const queueAs = input.queue ? await queueAccountOf(c, id, appIds) : null;
  const assetIds = input.attachments === undefined ? undefined : await teamImages(c, input.attachments);
  const document = await teamDocument(c, input.document);
  const now = await contentNow(c, id);
  checkOneKindOfContent({
    poll: input.poll === undefined ? now.poll : input.poll,
    document: document === undefined ? now.document : document,
    imageCount: (assetIds ?? now.imageIds).length,
  });
  const newVersion = await changesWhatGoesOut(c, post, { ...input, appIds, assetIds, document }, now);
  const changes = {
    content: input.content,
    scheduledAt: input.scheduledAt,
    timeZone: input.timeZone,
    linkCard: input.linkCard,
    removedLink: input.removedLink,
    firstComment: input.firstComment,
  };
  // Queued as the team's default account, it is linked to it, so it holds its slot for the next.
  const linked = appIds ?? (queueAs ? [queueAs] : undefined);
  if (!(await updateEditablePost(c.db, c.teamId, id, { ...changes, appIds: linked, newVersion }))) throw new ApiError(409, POST_ERRORS.publishing);
  if (assetIds !== undefined) await setPostAttachments(c.db, id, assetIds);
  if (input.poll !== undefined) await setPostPoll(c.db, id, input.poll);
  if (document !== undefined) await setPostDocument(c.db, id, document);
  if (input.scheduledAt) await wakeSchedulerAt(c.env, input.scheduledAt);
  if (queueAs) await queueEditedPost(c, id, queueAs, input.timeZone ?? post.timeZone);
  await settleApproval(c, id);
}

/** What a post carries beside its text now: its poll, its document and its images. */
async function contentNow(c: Caller, id: string) {
  const document = await postDocumentOf(c.db, c.teamId, id);
  return {
    poll: await postPollOf(c.db, c.teamId, id),
    document: document && { assetId: document.assetId, title: document.title },
    imageIds: ((await postAttachments(c.db, c.teamId, [id])).get(id) ?? []).map((a) => a.id),
  };
}

/** Whether an edit changes what LinkedIn would get (decision 046: approval is per version; a new time is not a new version). */
async function changesWhatGoesOut(c: Caller, post: PostRow, edit: PostEdit & { assetIds?: string[] }, now: Awaited<ReturnType<typeof contentNow>>) {
  if (edit.content !== undefined && edit.content !== post.content) return true;
  if (edit.poll !== undefined && !samePoll(edit.poll, now.poll)) return true;
  if (edit.document !== undefined && JSON.stringify(edit.document) !== JSON.stringify(now.document)) return true;
  if (edit.linkCard !== undefined && JSON.stringify(edit.linkCard) !== JSON.stringify(post.linkCard ?? null)) return true;
  if (edit.removedLink !== undefined && (edit.removedLink ?? null) !== post.removedLink) return true;
  // The first comment goes out with the post, so it is part of the version (docs/decisions/047).
  if (edit.firstComment !== undefined && (edit.firstComment ?? null) !== post.firstComment) return true;
  if (edit.appIds !== undefined && edit.appIds[0] !== (await accountOfPost(c.db, c.teamId, post.id))?.id) return true;
  if (edit.assetIds !== undefined && now.imageIds.join() !== edit.assetIds.join()) return true;
  return false;
}

/** The calendar's drag and drop: a new time, nothing else (rules.ts checkMovable). */
export async function movePost(c: Caller, id: string, input: { scheduledAt: number; timeZone?: string }) {
  const post = found(await findTeamPost(c.db, c.teamId, id));
  checkMovable(post);
  checkScheduledAt(input.scheduledAt);
  if (!(await moveTeamPost(c.db, c.teamId, post, input.scheduledAt, input.timeZone))) throw new ApiError(409, POST_ERRORS.changedLook);
  if (post.status !== "draft") await wakeSchedulerAt(c.env, input.scheduledAt);
  await settleApproval(c, id);
}

/** Deletes a post unless it is being published this very moment: its author's, or any for an owner. */
export async function removePost(c: Caller, id: string) {
  const post = found(await findTeamPost(c.db, c.teamId, id));
  if (c.role !== "owner" && post.authorId !== c.userId) throw new ApiError(403, ROLE_TEXT.errors.authorOrOwner);
  if (!(await deleteTeamPost(c.db, c.teamId, id))) throw new ApiError(409, POST_ERRORS.publishing);
}

/** Publish now: the post is due at once and its job queued; returns the job's id. */
export async function publishNow(c: Caller, id: string, allowDuplicate: boolean) {
  const existing = found(await findTeamPost(c.db, c.teamId, id));
  checkPublishable(existing, allowDuplicate);
  // Its account signed out: the job could not finish until the member reconnects, so say so now.
  const account = await publishingApp(c.db, c.teamId, id);
  if (account?.status === "needs_reconnect") throw new ApiError(409, REASONS.reconnect(account.name));
  const accounts = await listTeamApps(c.db, c.teamId);
  if (!accounts.some((a) => a.status === "active")) throw badRequest(TEXT.errors.providerNotFound);
  await checkMayPublishNow(c, existing);
  const inDoubt = existing.status === "unknown";
  const due = await makeDueNow(c.db, c.teamId, id, Date.now(), inDoubt ? ["unknown"] : undefined);
  if (!due || due.scheduledAt === null) throw new ApiError(409, POST_ERRORS.changedMeanwhile);
  if (inDoubt) await noteMemberDecision(c, due, "The member chose to publish it again, knowing it may appear twice.");
  const [jobId] = await enqueuePublishes(c.env, [{ postId: id, teamId: c.teamId, scheduledAt: due.scheduledAt }], "publish-now");
  return jobId;
}

/**
 * "Duplicate as a new draft": the same text, link card, images, poll, document and account as a new unscheduled
 * draft (a published post stays as it is). Images or an account the team no longer has are left
 * out (the team's first account instead); an idea card has no draft to copy. Returns the new id.
 */
export async function duplicatePost(c: Caller, id: string) {
  const source = found(await findTeamPostView(c.db, c.teamId, id));
  if (source.idea) throw new ApiError(409, POST_ERRORS.ideaFirst);
  const accounts = await resolveTeamApps(
    c.db,
    c.teamId,
    source.apps.slice(0, 1).map((a) => a.id),
  );
  const appIds = accounts.ids.length ? accounts.ids : (await resolveTeamApps(c.db, c.teamId, undefined)).ids;
  const images = await resolveTeamAssets(
    c.db,
    c.teamId,
    source.attachments.map((a) => a.id),
  );
  const [copy] = await insertPosts(
    c.db,
    {
      teamId: c.teamId,
      authorId: c.userId,
      content: source.content,
      scheduledAt: null,
      timeZone: source.timeZone,
      linkCard: source.linkCard,
      removedLink: source.removedLink,
      firstComment: source.firstComment?.text ?? null,
    },
    appIds,
  );
  if (images.ids.length) await setPostAttachments(c.db, copy, images.ids);
  if (source.poll) await setPostPoll(c.db, copy, source.poll);
  if (source.document) {
    const pdf = await findTeamAsset(c.db, c.teamId, source.document.id);
    if (pdf?.status === "ready") await setPostDocument(c.db, copy, { assetId: pdf.id, title: source.document.title });
  }
  return copy;
}

/** "It's on LinkedIn": the member found a post we couldn't check; its link gave the urn. */
export async function markFoundOnLinkedIn(c: Caller, id: string, urn: string) {
  checkConfirmable(found(await findTeamPost(c.db, c.teamId, id)));
  const confirmed = await confirmPublished(c.db, c.teamId, id, urn);
  if (!confirmed) throw new ApiError(409, POST_ERRORS.changedLook);
  await noteMemberDecision(c, confirmed, "The member found the post on LinkedIn.", urn);
  await queueFirstComment(c.env, createLogger({ source: "posts" }), confirmed);
}

/**
 * "Retry first comment" (docs/decisions/047): a published post whose comment failed (or is in
 * doubt) gets a fresh run of tries; the post itself is never sent again. Returns the job's id.
 */
export async function retryFirstComment(c: Caller, id: string) {
  found(await findTeamPost(c.db, c.teamId, id));
  const again = await requeueFailedFirstComment(c.db, c.teamId, id);
  if (!again) throw new ApiError(409, FIRST_COMMENT_TEXT.notRetryable);
  const [jobId] = await enqueueFirstComments(c.env, [{ postId: id, teamId: c.teamId, runStart: Date.now() }], "member");
  return jobId;
}

/** The post's publishing history, as the editor's History lists it. */
export async function postAttempts(c: Caller, id: string) {
  found(await findTeamPost(c.db, c.teamId, id));
  return (await listPostAttempts(c.db, c.teamId, id)).map(toAttemptView);
}

/** The member's word on a post in doubt, kept in its history like any attempt. */
async function noteMemberDecision(c: Caller, post: PostRow, reason: string, urn?: string) {
  const now = Date.now();
  const id = crypto.randomUUID();
  await startAttempt(c.db, { id, postId: post.id, teamId: post.teamId, appId: null, number: post.attempts, runner: "member", startedAt: now });
  await finishAttempt(c.db, id, { outcome: "confirmed", reason, urn: urn ?? null }, now);
}
