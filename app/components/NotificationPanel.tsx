/**
 * The bell's panel (NotificationBell.tsx), loaded on its first open: the member's newest
 * notifications, unread ones marked, each a link to its post (or to /team), and "Mark all as
 * read". Opening a notification marks it read. Escape and a click elsewhere close it (the bell's
 * useDismiss, which gives the focus back to the bell).
 */
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { BellData } from "~/lib/notifications.client";
import { useMutation } from "~/lib/use-mutation";
import { relativeTime } from "~/spec/feed";
import { NOTIFICATION_TEXT, notificationHref } from "~/spec/notifications";

type Props = {
  id: string;
  /** The bell's last answer; null until the first has come. */
  data: BellData | null;
  failed: boolean;
  /** Marks these read, or all (the bell shows it at once). */
  onMark(ids?: string[]): Promise<void>;
  /** A notification was opened: the panel closes and the page goes to its post. */
  onLeave(): void;
};

export function NotificationPanel({ id, data, failed, onMark, onLeave }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const markAll = useMutation(() => onMark());

  // Into the panel as it opens: its first notification, else the panel itself.
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>(".bell__item a");
    (first ?? panel.current)?.focus();
  }, []);

  const items = data?.items ?? [];
  return (
    <div className="bell__panel" id={id} ref={panel} role="dialog" aria-label={NOTIFICATION_TEXT.title} tabIndex={-1}>
      <div className="bell__head">
        <h2>{NOTIFICATION_TEXT.title}</h2>
        <button type="button" className="link-button bell__mark-all" disabled={markAll.busy || !data?.unread} onClick={() => void markAll.run()}>
          {NOTIFICATION_TEXT.markAllRead}
        </button>
      </div>
      {data === null ? (
        <p className="bell__empty muted" role={failed ? "alert" : "status"}>
          {failed ? NOTIFICATION_TEXT.loadFailed : "Loading…"}
        </p>
      ) : items.length === 0 ? (
        <p className="bell__empty muted">{NOTIFICATION_TEXT.empty}</p>
      ) : (
        <ul className="bell__list">
          {items.map((n) => (
            <li key={n.id} className={n.read ? "bell__item" : "bell__item bell__item--unread"}>
              <Link
                to={notificationHref(n)}
                onClick={() => {
                  // The bell marks it (its failure is toasted by the call); the page goes to the post meanwhile.
                  if (!n.read) onMark([n.id]).catch(() => undefined);
                  onLeave();
                }}
              >
                {n.read ? null : <span className="visually-hidden">{NOTIFICATION_TEXT.unread}: </span>}
                <span className="bell__text">{n.text}</span>
                <time className="bell__time muted" dateTime={n.createdAt}>
                  {relativeTime(n.createdAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
