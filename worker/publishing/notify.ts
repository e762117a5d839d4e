/**
 * The bell's news of publishing (issue 25 item 6): a post published, failed for good, or needing
 * its member (in doubt on LinkedIn, or waiting for its account to reconnect). Called once where
 * each outcome is decided (publish.ts, lost-calls.ts), after the post's state is written; never
 * for a try that will be tried again. The post's author hears, and the account's owner (the
 * team's owners for a contributor's account): worker/db/notifications.ts outcomeAudience.
 *
 * A notification is never worth a publish: it is awaited (a queue handler's work ends with its
 * promise) but its failure is logged and swallowed, so the outcome stands whatever the bell does.
 */
import { NOTIFICATION_TEXT, postName } from "../../app/spec/notifications";
import type { NotificationKind } from "../../app/spec/roles";
import { audit } from "../db/audit";
import type { Db } from "../db/client";
import { addNotifications, outcomeAudience } from "../db/notifications";
import type { Logger } from "../http/logger";

export type OutcomeNews = { kind: "published" } | { kind: "failed"; reason: string } | { kind: "in-doubt" } | { kind: "reconnect" };

type Post = { id: string; teamId: string; scheduledAt: number | null };

const KINDS: Record<OutcomeNews["kind"], NotificationKind> = {
  published: "published",
  failed: "failed",
  "in-doubt": "needs-attention",
  reconnect: "needs-attention",
};

/**
 * Once per event: a post is published once; it fails, is in doubt or waits for a reconnect at
 * most once per due time (publishing again, or rescheduling, gives it a new one). A replayed
 * message, a second runner or a sweep after the attempt adds nothing.
 */
export function outcomeKey(post: Post, news: OutcomeNews) {
  return news.kind === "published" ? `published:${post.id}` : `${news.kind}:${post.id}:${post.scheduledAt ?? "now"}`;
}

function textOf(news: OutcomeNews, title: string, account: string | null) {
  switch (news.kind) {
    case "published":
      return NOTIFICATION_TEXT.published(title, account);
    case "failed":
      return NOTIFICATION_TEXT.failed(title, account, news.reason);
    case "in-doubt":
      return NOTIFICATION_TEXT.inDoubt(title);
    case "reconnect":
      return NOTIFICATION_TEXT.reconnect(title, account ?? "its account");
  }
}

/** Tells the post's people what became of it; never throws. `appId`: the account it went (or was to go) out as. */
export async function notifyOutcome(store: Db, log: Logger, post: Post, appId: string | null, news: OutcomeNews): Promise<void> {
  try {
    const audience = await outcomeAudience(store, post.teamId, post.id, appId);
    // The audit log (docs/decisions/059): once per post, whoever hears of it.
    if (news.kind === "published" && audience) {
      const subject = postName(audience.post);
      await audit(store, log, {
        teamId: post.teamId,
        actor: { name: audience.account ?? "LinkedIn" },
        action: "post-published",
        subject,
        key: `published:${post.id}`,
      });
    }
    if (!audience?.userIds.length) return;
    const text = textOf(news, postName(audience.post), audience.account);
    const dedupeKey = outcomeKey(post, news);
    await addNotifications(
      store,
      audience.userIds.map((userId) => ({ teamId: post.teamId, userId, kind: KINDS[news.kind], postId: post.id, appId, text, dedupeKey })),
    );
  } catch (error) {
    log.warn("notification not added", { postId: post.id, news: news.kind, error: (error as Error).message });
  }
}
