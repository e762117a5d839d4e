/**
 * The bell (issue 25 item 6): what it says, how often it looks, and the one schema of its
 * writes. Shared by the worker (the producers' texts, POST /api/notifications/read) and the app
 * (the bell, in every signed-in screen's first load): it imports nothing but zod.
 */
import { z } from "zod";

export const NOTIFICATIONS = {
  /** The bell looks again this often while the window is visible (and whenever it regains focus). */
  refreshMs: 60_000,
  /** How many of the newest the bell lists. */
  listed: 30,
  /** How many ids one "read" may name. */
  maxIds: 100,
} as const;

/** POST /api/notifications/read: the ids to mark read, or none for all the caller's. */
export const markReadSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(NOTIFICATIONS.maxIds).optional(),
});

const quoted = (title: string) => `“${title}”`;

export const NOTIFICATION_TEXT = {
  bell: (unread: number) => (unread ? `Notifications, ${unread} unread` : "Notifications"),
  title: "Notifications",
  empty: "Nothing new",
  markAllRead: "Mark all as read",
  unread: "Unread",
  loadFailed: "Couldn't load your notifications.",
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
