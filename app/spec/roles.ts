/**
 * Who may do what in a team (issue 25, docs/decisions/046), in the product's words: read by the
 * worker's guards, the screens and the tests.
 */

/** Owners manage members, invites and accounts; editors write and schedule. Contributors are not members: they own an account. */
export const TEAM_ROLES = ["owner", "editor"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** "ask": nothing goes out as the account without its owner's approval; "team": the team may publish without asking. */
export const PUBLISH_POLICIES = ["ask", "team"] as const;
export type PublishPolicy = (typeof PUBLISH_POLICIES)[number];

export const APPROVAL_EVENTS = ["requested", "approved", "rejected", "edited"] as const;
export type ApprovalEvent = (typeof APPROVAL_EVENTS)[number];

export const NOTIFICATION_KINDS = ["approval-requested", "approved", "rejected", "published", "failed", "needs-attention", "connection-expiring"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The contributor's personal link's key travels in this header (never in an address a server sees). */
export const CONTRIBUTOR_KEY_HEADER = "x-contributor-key";

/** How long a contributor's personal link works before an owner gives them a new one. */
export const CONTRIBUTOR_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A rejection's reason: enough for a paragraph. */
export const REJECT_REASON_MAX = 500;

export const ROLE_TEXT = {
  roles: { owner: "Owner", editor: "Editor", contributor: "Contributor" },
  policy: {
    ask: "Posts wait for approval",
    team: "The team may publish without asking",
  },
  /** The invitee's own choice on the invitation page. */
  autonomyChoice: "The team may publish for me without asking",
  waiting: "Waiting for approval",
  waitingFor: (name: string) => `Waiting for ${name}'s approval`,
  waitingForYou: "Waiting for your approval",
  /** A post card's button while its owner has not approved it: only they may send it. */
  waitingButton: "Awaiting approval",
  /** The post dialog, when a chosen account's owner approves first. */
  goesOutAfterApproval: (names: string) => `${names} approve${names.includes(",") ? "" : "s"} posts in their name: it goes out once they approve it.`,
  sentForApproval: (name: string) => `Saved. It waits for ${name}'s approval, then goes out at its time.`,
  sentBack: (name: string, reason: string) => `${name} sent it back: ${reason}`,
  approvedBy: (name: string) => `Approved by ${name}`,
  /** The account owner's answer, in the post dialog and on /my-posts. */
  decide: {
    approve: "Approve",
    reject: "Reject",
    reasonLabel: "What should change?",
    sendBack: "Send back to the team",
    cancel: "Cancel",
  },
  errors: {
    ownersOnly: "Only a team owner can do that.",
    accountOwnerOnly: "Only the person this account belongs to can do that.",
    needsApproval: (name: string) => `${name} approves posts in their name first. Ask for their approval.`,
    notWaiting: "This post isn't waiting for approval.",
    changedSinceAsked: "This post changed since approval was asked. Look at it again.",
    authorOrOwner: "Only the post's author or a team owner can delete it.",
    linkGone: "This link has expired or was revoked. Ask the team for a new one.",
    lastOwner: "A team needs at least one owner.",
    memberNotFound: "That person is not a member of your team.",
    reasonNeeded: "Say why, so the team can fix it.",
  },
} as const;

type ApprovalFacts = { generatedBy: string | null; version: number; approvedVersion: number | null };

/** Whether this post goes out as this account only with its owner's yes: the account asks for it, or the content calendar wrote it. */
export function needsApproval(post: Pick<ApprovalFacts, "generatedBy">, account: { publishPolicy: PublishPolicy } | null) {
  return post.generatedBy !== null || account?.publishPolicy === "ask";
}

/** May go out as it is now (the same line as db/approvals.ts clearedToPublishSql). */
export function clearedToPublish(post: ApprovalFacts, account: { publishPolicy: PublishPolicy } | null) {
  return post.approvedVersion === post.version || !needsApproval(post, account);
}
