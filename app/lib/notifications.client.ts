/**
 * The bell's calls (issue 25 item 6). Loaded by the bell after hydration, never with a page's
 * first load: the API client comes with it.
 */
import { NOTIFICATION_TEXT } from "~/spec/notifications";
import type { Api, DataOf } from "./api";
import { apiCall } from "./api.client";

/** The caller's newest notifications and how many are unread (GET /api/notifications). */
export type BellData = DataOf<Api["api"]["notifications"]["$get"]>;
export type BellItem = BellData["items"][number];

/** A failed look is the bell's to say (it keeps what it had), never a toast every minute. */
export const readBell = () => apiCall((api) => api.api.notifications.$get(), { toast: false });

/** Marks the member's own read: these, or all of them. Answers how many are still unread. */
export const markRead = (ids?: string[]) =>
  apiCall((api) => api.api.notifications.read.$post({ json: ids ? { ids } : {} }), { fallback: NOTIFICATION_TEXT.markFailed });
