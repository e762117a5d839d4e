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
  /** What the invitation page says before anyone goes to LinkedIn (issue 25 item 1). */
  consent: {
    whoInvites: (inviter: string, team: string) => `${inviter} invites you to connect your LinkedIn account to ${team} on Postcraft.`,
    asks: "Postcraft will publish posts as you on LinkedIn only once you approve them. You'll get a personal link to read, edit, approve or reject every post in your name.",
    autonomous: (team: string) =>
      `Postcraft will publish the posts ${team} schedules as you, without asking you first. You can take this back at any time from your personal link.`,
    disconnect:
      "You can disconnect at any time: from your personal link, or on LinkedIn under Settings → Data privacy → Permitted services. Nothing is published as you after that.",
    joinTeam: (inviter: string, team: string) =>
      `${inviter} invites you to join ${team} on Postcraft as an editor: you'll write and schedule posts with the team. Sign in with LinkedIn to accept.`,
    joinTeamPublishing:
      "Your own LinkedIn account joins the team too. Nothing goes out as you unless you schedule or approve it, or you let the team publish for you on the Team page.",
  },
  editorInvite: {
    title: "Invite an editor",
    body: "The person you share this link with joins your team as an editor: they sign in with LinkedIn, then write and schedule posts with you. Posts as your account still wait for your approval unless you let the team publish.",
  },
  team: {
    people: "People",
    contributors: "Contributors",
    contributorsHelp: "Teammates who connected their LinkedIn account through an invite. They approve posts in their name through their personal link.",
    noContributors: "No contributors yet. Invite a teammate to connect their own LinkedIn account.",
    you: "you",
    remove: "Remove",
    removeConfirm: (name: string) => `Remove ${name} from the team? They can no longer open it.`,
    newLink: "New personal link",
    revokeLink: "Revoke link",
    linkShown: "Copy it now: it is shown only once. The old link stops working.",
    linkState: {
      active: (until: string) => `Personal link works until ${until}.`,
      expired: "Their personal link has expired.",
      revoked: "Their personal link was revoked.",
      none: "No personal link yet.",
    },
    lastOpened: (when: string) => ` Last opened ${when}.`,
    policyLabel: (name: string) => `Who decides what goes out as ${name}`,
    policyOwn: {
      ask: "Posts wait for my approval",
      team: "The team may publish without asking",
    },
    policyOf: {
      ask: "Posts wait for their approval",
      team: "The team may publish without asking",
    },
    inviteEditor: "Invite an editor",
    inviteContributor: "Invite a teammate",
  },
  /** The contributor's own view, /my-posts (issue 25 item 4). */
  mine: {
    title: "Posts in your name",
    forTeam: (account: string, team: string) => `${account} · posts planned by ${team}`,
    expires: (day: string) => `This link works until ${day}.`,
    loading: "Loading your posts…",
    noKey: "This link is incomplete. Open the whole link the team gave you.",
    empty: "No posts in your name yet. When the team plans one, it shows here.",
    groups: { waiting: "Waiting for your approval", scheduled: "Scheduled", drafts: "Drafts", attention: "Needs attention", published: "Published" },
    approve: "Approve",
    reject: "Reject",
    sendBack: "Send back to the team",
    reasonLabel: "What should change?",
    edit: "Edit text",
    save: "Save my version",
    cancel: "Cancel",
    history: "History",
    hideHistory: "Hide history",
    noHistory: "Nothing yet.",
    approved: (by: string) => `Approved by ${by}.`,
    rejected: (reason: string) => `You sent it back: ${reason}`,
    autonomyHelp: "When this is on, the team's scheduled posts go out as you without waiting for your approval.",
    disconnect: "Disconnect my account",
    disconnectConfirm: "Disconnect your LinkedIn account from the team? Nothing will be published as you after this, and this link stops working.",
    disconnectYes: "Yes, disconnect",
    disconnected: "Your account is disconnected. Nothing will be published as you.",
    events: { requested: "asked for your approval", approved: "approved", rejected: "sent it back", edited: "edited the text" },
  },
  connected: {
    linkTitle: "Your personal link",
    linkBody:
      "Open it to see every post the team plans in your name: approve, reject with a reason, or edit the text. Keep it to yourself: anyone with it can act for you. It works for 30 days; the team can send you a new one.",
    copy: "Copy link",
    open: "Open your posts",
    noLink: "Ask the team for your personal link to see and approve the posts in your name.",
  },
  waiting: "Waiting for approval",
  waitingFor: (name: string) => `Waiting for ${name}'s approval`,
  waitingForYou: "Waiting for your approval",
  /** The post dialog, when a chosen account's owner approves first. */
  goesOutAfterApproval: (names: string) => `${names} approve${names.includes(",") ? "" : "s"} posts in their name: it goes out once they approve it.`,
  sentForApproval: (name: string) => `Saved. It waits for ${name}'s approval, then goes out at its time.`,
  sentBack: (name: string, reason: string) => `${name} sent it back: ${reason}`,
  approvedBy: (name: string) => `Approved by ${name}`,
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
