/**
 * "Add to queue" (docs/decisions/044): a post goes out in its account's next free posting slot.
 * A slot holds one post per account; see app/spec/posting-slots.ts for the rule and
 * db/slots.ts claimSlot for the write that keeps two requests at once out of the same slot.
 * The posts service (service.ts) calls this for POST /api/post and PATCH /api/post/{id} with `queue: true`.
 */
import { nextFreeSlot, QUEUE_LOOKAHEAD_WEEKS, SLOT_TEXT } from "../../app/spec/posting-slots";
import type { Db } from "../db/client";
import { publishingApp } from "../db/post-publishing";
import { deleteTeamPost } from "../db/posts";
import { claimSlot, takenInstants } from "../db/slots";
import { wakeSchedulerAt } from "../durable-objects/scheduler";
import { ApiError, badRequest } from "../http/errors";
import { postingSlotsOf } from "../publishing/best-times";

/** The caller as the queue needs it (the posts service's Caller is one). */
type QueueCaller = { env: Env; db: Db; teamId: string };

const WEEK_MS = 7 * 86_400_000;
/** Each lost race reads the slots again; this many losses in a row is a crowd, said plainly. */
const CLAIM_TRIES = 5;
export const QUEUE_BUSY = "Many posts are being added to this queue at once. Try again in a moment.";

/** A queue request names no time of its own: the queue picks it. */
export function checkQueueRequest(input: { queue?: boolean; scheduledAt?: number | null }) {
  if (input.queue && input.scheduledAt !== undefined) throw badRequest(SLOT_TEXT.bothTimes);
}

/**
 * The account's next free slot after `now` (`postId`'s own time does not count as taken), or null.
 * Its slots are the member's, or its own best hours while they are the untouched seed (decision 054).
 */
export async function nextFreeFor(db: Db, teamId: string, appId: string, timeZone: string, postId?: string, now = Date.now()) {
  const { slots } = await postingSlotsOf(db, teamId, appId, timeZone);
  const taken = await takenInstants(db, teamId, appId, { from: now, to: now + QUEUE_LOOKAHEAD_WEEKS * WEEK_MS, exclude: postId });
  return nextFreeSlot(slots, taken, now, timeZone);
}

/**
 * Schedules the post in the account's next free slot and returns the instant. Read the free slot,
 * then claim it with a conditional write; when another request took it in between, the claim
 * changes nothing and we read again, so two posts queued at once end in two slots.
 */
export async function queueIntoNextSlot(db: Db, teamId: string, postId: string, appId: string, timeZone: string): Promise<number> {
  for (let tries = 0; tries < CLAIM_TRIES; tries++) {
    const at = await nextFreeFor(db, teamId, appId, timeZone, postId);
    if (at === null) throw new ApiError(409, SLOT_TEXT.full);
    if (await claimSlot(db, teamId, postId, appId, at)) return at;
  }
  throw new ApiError(409, QUEUE_BUSY);
}

/**
 * New posts (one per account, `ids[i]` goes out as `appIds[i]`), each into its account's next free
 * slot. When one cannot be queued the new posts are removed again: the member's request failed whole.
 */
export async function queueNewPosts(c: QueueCaller, ids: string[], appIds: string[], timeZone: string) {
  const times: number[] = [];
  try {
    if (appIds.length === 0) throw badRequest(SLOT_TEXT.noAccount);
    for (const [i, id] of ids.entries()) times.push(await queueIntoNextSlot(c.db, c.teamId, id, appIds[i], timeZone));
  } catch (err) {
    for (const id of ids) await deleteTeamPost(c.db, c.teamId, id);
    throw err;
  }
  await wakeSchedulerAt(c.env, Math.min(...times));
}

/** The account an edited post is queued for: the one it is moved to, else the one it goes out as. */
export async function queueAccountOf(c: QueueCaller, postId: string, appIds: string[] | undefined) {
  const appId = appIds?.[0] ?? (await publishingApp(c.db, c.teamId, postId))?.id;
  if (!appId) throw badRequest(SLOT_TEXT.noAccount);
  return appId;
}

/** An edited post into its account's next free slot. */
export async function queueEditedPost(c: QueueCaller, postId: string, appId: string, timeZone: string) {
  await wakeSchedulerAt(c.env, await queueIntoNextSlot(c.db, c.teamId, postId, appId, timeZone));
}
