/**
 * The bell (issue 25 item 6): what it says, how often it looks, where it leads. Shared by the
 * worker (the producers' texts, the route's limits) and the app (the bell). It imports nothing:
 * the bell is in every signed-in screen's first load.
 */

export const NOTIFICATIONS = {
  /** The bell looks again this often while the window is visible (and whenever it regains focus). */
  refreshMs: 60_000,
  /** How many of the newest the bell lists. */
  listed: 30,
  /** How many ids one "read" may name. */
  maxIds: 100,
} as const;

const quoted = (title: string) => `“${title}”`;

export const NOTIFICATION_TEXT = {
  bell: (unread: number) => (unread ? `Notifications, ${unread} unread` : "Notifications"),
  title: "Notifications",
  empty: "Nothing new",
  markAllRead: "Mark all as read",
  unread: "Unread",
  loadFailed: "Couldn't load your notifications.",
  markFailed: "Couldn't mark your notifications as read. Try again.",
  postGone: "That post is no longer here: it was deleted.",
  /** What a producer writes, in plain words. */
  published: (title: string, account: string | null) => `Published on LinkedIn${account ? ` as ${account}` : ""}: ${quoted(title)}`,
  failed: (title: string, account: string | null, reason: string) => `Couldn't publish ${quoted(title)}${account ? ` as ${account}` : ""}: ${reason}`,
  inDoubt: (title: string) => `${quoted(title)} needs your attention: we can't tell whether it went out on LinkedIn. Check it, then tell us.`,
  reconnect: (title: string, account: string) =>
    `${quoted(title)} needs your attention: LinkedIn signed out ${account}. Reconnect LinkedIn and it goes out at once.`,
  connectionExpiring: (account: string, day: string, ended: boolean) =>
    ended
      ? `The LinkedIn connection of ${account} has ended. Reconnect it on the Team page so its posts go out.`
      : `The LinkedIn connection of ${account} ends on ${day}. Reconnect it on the Team page so its posts keep going out.`,
} as const;

/** A post's name in a notification: its title, else the start of its text. */
export function postName(post: { title: string; content: string }): string {
  const name = (post.title.trim() || post.content.trim().split("\n")[0] || "Untitled post").replace(/\s+/g, " ");
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}

/** /posts?post={id} opens that post (app/lib/use-post-param.ts). */
export const POST_PARAM = "post";

/** Where a notification leads: its post, opened on /posts; a connection about to end, /team. */
export function notificationHref(n: { kind: string; postId: string | null }): string {
  if (n.kind === "connection-expiring" || !n.postId) return "/team";
  return `/posts?${POST_PARAM}=${encodeURIComponent(n.postId)}`;
}

/** The badge's number: up to 9, then "9+". */
export const badgeCount = (unread: number) => (unread > 9 ? "9+" : String(unread));
