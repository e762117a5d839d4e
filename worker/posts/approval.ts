/**
 * Approvals (issue 25, docs/decisions/046): nothing goes out as an account without its owner's
 * say, unless the owner let the team publish; the content calendar's drafts always wait for it.
 * The account's owner is the member it belongs to (apps.user_id), or, for an account connected
 * through an invite, its contributor, who decides through their personal link (contributor.ts).
 * Every path that schedules a post ends in `settleApproval`; the publishing claim holds the same
 * line (db/approvals.ts clearedToPublishSql).
 */
import { clearedToPublish, REJECT_REASON_MAX, ROLE_TEXT, type TeamRole } from "../../app/spec/roles";
import { accountOfPost, addApprovalEvent, approveVersion, holdForApproval, membersAmong, type PostAccount, rejectVersion, teamOwners } from "../db/approvals";
import type { Db } from "../db/client";
import { addNotifications, type NewNotification } from "../db/notifications";
import { findTeamPost, type PostRow } from "../db/posts";
import { findUser } from "../db/users";
import { wakeSchedulerAt } from "../durable-objects/scheduler";
import { ApiError, badRequest } from "../http/errors";
import { found, POST_ERRORS } from "./rules";

/** Who acts: a member (by session) or a contributor (by their link: `userId` null). */
export type Actor = { env: Env; db: Db; teamId: string; userId: string | null; role?: TeamRole; name?: string; contributorOf?: string };

const forbidden = (message: string) => new ApiError(403, message);
const quoted = (post: PostRow) => `“${post.title || post.content.slice(0, 60)}”`;

async function nameOf(a: Actor) {
  if (a.name) return a.name;
  return a.userId ? ((await findUser(a.db, a.userId))?.name ?? "A teammate") : "The contributor";
}

/**
 * Whether this member decides for the account: it is theirs; or its member left the team and they
 * are an owner. A contributor's account is decided by the contributor alone, never by a member.
 */
export async function decidesFor(a: Actor, account: PostAccount) {
  if (account.userId === null || a.userId === null) return false;
  if (account.userId === a.userId) return true;
  if (a.role !== "owner") return false;
  return (await membersAmong(a.db, a.teamId, [account.userId])).length === 0;
}

/** The members who hear about an account: its member, or the team's owners for a contributor's. */
async function accountAudience(db: Db, teamId: string, account: PostAccount) {
  if (account.userId && (await membersAmong(db, teamId, [account.userId])).length) return [account.userId];
  return teamOwners(db, teamId);
}

async function tell(db: Db, teamId: string, userIds: Array<string | null>, note: Omit<NewNotification, "teamId" | "userId">, except: string | null) {
  const members = await membersAmong(
    db,
    teamId,
    [...new Set(userIds)].filter((u): u is string => u !== null && u !== except),
  );
  await addNotifications(
    db,
    members.map((m) => ({ ...note, teamId, userId: m.userId })),
  );
}

/**
 * After any write that may have scheduled the post: if it may not go out as it is, either the
 * actor decides for its account (scheduling it is their approval of this version) or it goes back
 * to wait for the owner, who is asked. Returns the post as it now is.
 */
export async function settleApproval(a: Actor, id: string): Promise<PostRow | null> {
  const post = await findTeamPost(a.db, a.teamId, id);
  if (post?.status !== "scheduled") return post;
  const account = await accountOfPost(a.db, a.teamId, id);
  if (clearedToPublish(post, account)) return post;
  const actor = await nameOf(a);
  if (account && (await decidesFor(a, account))) {
    const approved = await approveVersion(a.db, a.teamId, id, post.version, actor);
    if (approved) await addApprovalEvent(a.db, { postId: id, teamId: a.teamId, kind: "approved", version: post.version, actor });
    return approved;
  }
  const held = await holdForApproval(a.db, a.teamId, post, a.userId);
  if (held && account) {
    await addApprovalEvent(a.db, { postId: id, teamId: a.teamId, kind: "requested", version: post.version, actor });
    await tell(
      a.db,
      a.teamId,
      await accountAudience(a.db, a.teamId, account),
      { kind: "approval-requested", postId: id, appId: account.id, text: `${actor} asks for approval of ${quoted(post)} as ${account.name}.` },
      a.userId,
    );
  }
  return held;
}

/** Publish now by a member who may not decide for the account: refused unless this version is approved. */
export async function checkMayPublishNow(a: Actor, post: PostRow) {
  const account = await accountOfPost(a.db, a.teamId, post.id);
  if (clearedToPublish(post, account) || !account) return;
  if (await decidesFor(a, account)) {
    const actor = await nameOf(a);
    if (await approveVersion(a.db, a.teamId, post.id, post.version, actor)) {
      await addApprovalEvent(a.db, { postId: post.id, teamId: a.teamId, kind: "approved", version: post.version, actor });
    }
    return;
  }
  throw forbidden(ROLE_TEXT.errors.needsApproval(account.name));
}

export type Decision = { approve: true; version: number } | { approve: false; version: number; reason: string };

/**
 * The account owner's answer on one version. A member must decide for the account; a contributor
 * (their link) is checked to be this account's before they get here.
 */
export async function decide(a: Actor, id: string, decision: Decision) {
  const post = found(await findTeamPost(a.db, a.teamId, id));
  const account = await accountOfPost(a.db, a.teamId, id);
  if (!account) throw new ApiError(409, POST_ERRORS.changedLook);
  // A member decides for their own account; a contributor (no member) only for the account of their link.
  const theirs = a.userId !== null ? await decidesFor(a, account) : a.contributorOf === account.id && account.userId === null;
  if (!theirs) throw forbidden(ROLE_TEXT.errors.accountOwnerOnly);
  if (post.status === "published" || post.status === "publishing" || post.status === "unknown") throw new ApiError(409, POST_ERRORS.published);
  if (post.version !== decision.version) throw new ApiError(409, ROLE_TEXT.errors.changedSinceAsked);
  const actor = await nameOf(a);
  let settled: PostRow | null;
  if (decision.approve) {
    settled = await approveVersion(a.db, a.teamId, id, decision.version, actor);
  } else {
    const reason = decision.reason.trim();
    if (!reason) throw badRequest(ROLE_TEXT.errors.reasonNeeded);
    settled = await rejectVersion(a.db, a.teamId, id, decision.version, reason.slice(0, REJECT_REASON_MAX));
  }
  if (!settled) throw new ApiError(409, ROLE_TEXT.errors.changedSinceAsked);
  const reason = decision.approve ? null : decision.reason.trim();
  await addApprovalEvent(a.db, { postId: id, teamId: a.teamId, kind: decision.approve ? "approved" : "rejected", version: decision.version, actor, reason });
  const goesOut = settled.status === "scheduled" && settled.scheduledAt !== null;
  const text = decision.approve
    ? `${actor} approved ${quoted(post)}${goesOut ? "; it goes out at its time." : post.scheduledAt && post.scheduledAt < Date.now() ? ". Its time has passed: give it a new one." : "."}`
    : `${actor} sent back ${quoted(post)}: ${reason}`;
  await tell(
    a.db,
    a.teamId,
    [post.approvalRequestedBy ?? post.authorId],
    { kind: decision.approve ? "approved" : "rejected", postId: id, appId: account.id, text },
    a.userId,
  );
  if (goesOut) await wakeSchedulerAt(a.env, settled.scheduledAt as number);
  return settled;
}

/** One line of a post's approval history as the screens show it. */
export function toApprovalEventView(e: { id: string; kind: string; version: number; actor: string; reason: string | null; createdAt: number }) {
  return { id: e.id, kind: e.kind, version: e.version, actor: e.actor, reason: e.reason, at: new Date(e.createdAt).toISOString() };
}
