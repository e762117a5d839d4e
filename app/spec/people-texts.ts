/**
 * The words of the people pages (issue 25, decision 046): the invitation's consent, the
 * connected page, the contributor's /my-posts, /team's people. Apart from roles.ts so that the
 * posts and calendar screens, which need only a post's approval words, do not load them.
 */
export const PEOPLE_TEXT = {
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
    edit: "Edit text",
    save: "Save my version",
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
    /** What goes out with the text, so an approval covers all of it. */
    withIt: "Goes out with it",
    images: (n: number) => `${n} ${n === 1 ? "image" : "images"} (ask the team to see them)`,
    poll: (question: string, options: string[]) => `A poll: ${question} (${options.join(" / ")})`,
    document: (title: string, pages: number) => `A PDF: ${title} · ${pages} ${pages === 1 ? "page" : "pages"}`,
    firstComment: (text: string) => `A first comment, in your name: ${text}`,
    linkCard: (title: string) => `A link card: ${title}`,
  },
  connected: {
    linkTitle: "Your personal link",
    linkBody:
      "Open it to see every post the team plans in your name: approve, reject with a reason, or edit the text. Keep it to yourself: anyone with it can act for you. It works for 30 days; the team can send you a new one.",
    copy: "Copy link",
    open: "Open your posts",
    noLink: "Ask the team for your personal link to see and approve the posts in your name.",
  },
} as const;
