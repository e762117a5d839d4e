/**
 * The bell in the top bar (issue 25 item 6): the member's unread count, and a panel of their
 * newest notifications, each a link to its post. What it costs the first load is this button:
 * the API client comes after hydration (its first look), the panel's code on its first open.
 * It looks again every minute while the page is visible, when the window regains focus, when
 * the page's data is reloaded (a publish ended, a save) and on each open: one hook (usePoll).
 */
import { useNavigation, useRevalidator } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { BellData } from "~/lib/notifications.client";
import { usePoll } from "~/lib/use-poll";
import { usePopover } from "~/lib/use-popover";
import { badgeCount, NOTIFICATION_TEXT, NOTIFICATIONS } from "~/spec/notifications";

const NotificationPanel = lazy(() => import("./NotificationPanel").then((m) => ({ default: m.NotificationPanel })));
const bellCalls = () => import("~/lib/notifications.client");

/** True while the page is visible (false until hydrated), and how often the window regained focus. */
function useWindowAttention() {
  const [visible, setVisible] = useState(false);
  const [focuses, setFocuses] = useState(0);
  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState === "visible");
    const onFocus = () => setFocuses((n) => n + 1);
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("focus", onFocus);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("focus", onFocus);
    };
  }, []);
  return { visible, focuses };
}

/** Counts the times the page's data finished loading again (a navigation or a revalidation). */
function usePageReloads() {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle";
  const [reloads, setReloads] = useState(0);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) setReloads((n) => n + 1);
    wasBusy.current = busy;
  }, [busy]);
  return reloads;
}

export function NotificationBell() {
  const { open, setOpen, root, panelId, buttonProps } = usePopover();
  const [opens, setOpens] = useState(0);
  const [marks, setMarks] = useState(0);
  const { visible, focuses } = useWindowAttention();
  const reloads = usePageReloads();

  // Marks made so far: an answer read before the newest mark would undo it on screen, so it is dropped.
  const marksMade = useRef(0);
  const poll = usePoll<{ data: BellData; marksBefore: number }>({
    read: async () => {
      const marksBefore = marksMade.current;
      return { data: await (await bellCalls()).readBell(), marksBefore };
    },
    until: () => false,
    intervalMs: NOTIFICATIONS.refreshMs,
    enabled: visible,
    // Any of these starts again with a look at once.
    key: `${focuses}:${reloads}:${opens}:${marks}`,
  });
  // What the bell shows: the last answer (kept while the next is on its way), or what a mark made of it.
  const [shown, setShown] = useState<BellData | null>(null);
  useEffect(() => {
    if (poll.value && poll.value.marksBefore === marksMade.current) setShown(poll.value.data);
  }, [poll.value]);

  /** Marks the member's own read (these, or all): shown at once, then looked at again once the API has them. */
  const mark = useCallback(async (ids?: string[]) => {
    marksMade.current += 1;
    setShown((last) => {
      if (!last) return last;
      const items = last.items.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
      return { items, unread: ids ? Math.max(0, last.unread - last.items.filter((n) => ids.includes(n.id) && !n.read).length) : 0 };
    });
    try {
      await (await bellCalls()).markRead(ids);
    } finally {
      // Counted again at its end: a read that went out while the API was marking is stale too.
      marksMade.current += 1;
      setMarks((n) => n + 1);
    }
  }, []);

  const unread = shown?.unread ?? 0;
  return (
    <div className="bell" ref={root}>
      <button
        {...buttonProps}
        className="bell__button"
        aria-label={NOTIFICATION_TEXT.bell(unread)}
        onClick={() => {
          if (!open) setOpens((n) => n + 1);
          setOpen(!open);
        }}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 ? (
          <span className="bell__badge" aria-hidden="true">
            {badgeCount(unread)}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={<div className="bell__panel bell__panel--loading" id={panelId} />}>
          <NotificationPanel id={panelId} data={shown} failed={poll.error !== null && shown === null} onMark={mark} onLeave={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
