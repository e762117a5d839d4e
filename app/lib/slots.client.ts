/**
 * The browser's calls for posting slots and the queue (docs/decisions/044): an account's week,
 * "Add to queue" for a new or an existing post, and the account's posts near a time.
 */
import type { LinkCard } from "~/spec/link-card";
import type { Poll } from "~/spec/poll";
import type { Slot } from "~/spec/posting-slots";
import { TEXT } from "~/spec/texts";
import type { Api, DataOf } from "./api";
import { apiCall } from "./api.client";

/** An account's week as GET/PUT /api/apps/{id}/slots answer it. */
export type SlotsView = DataOf<Api["api"]["apps"][":id"]["slots"]["$get"]>;
/** A post of the same account near the time being scheduled. */
export type NearbyPost = DataOf<Api["api"]["posts"]["nearby"]["$get"]>[number];

type LinkCardFields = { linkCard?: LinkCard | null; removedLink?: string | null; poll?: Poll | null; document?: { assetId: string; title: string } | null };
type QueuedPost = { content: string; appIds?: string[]; timeZone: string } & LinkCardFields;

/** The first comment (docs/decisions/047): null for none; an edit without it leaves it as it is. */
type FirstCommentField = { firstComment?: string | null };

/** Failures are said on the screen (the editor's own words), so no toast here. */
export const readSlots = (appId: string, timeZone: string) =>
  apiCall((api) => api.api.apps[":id"].slots.$get({ param: { id: appId }, query: { timeZone } }), { toast: false });

export const saveSlots = (appId: string, json: { timeZone: string; slots: Slot[] }) =>
  apiCall((api) => api.api.apps[":id"].slots.$put({ param: { id: appId }, json }), { toast: false });

/** The account's posts within 30 minutes of `at` (an ISO time), but `exclude`. */
export const readNearby = (query: { at: string; appId: string; exclude?: string }) => apiCall((api) => api.api.posts.nearby.$get({ query }), { toast: false });

/** A new post (one per account chosen) into the account's next free slot: the answer carries its time. */
export const queueNewPost = (json: QueuedPost & FirstCommentField) =>
  apiCall((api) => api.api.post.$post({ json: { provider: "linkedin", ...json, queue: true } }), { fallback: TEXT.errors.fetchingPosts });

/** An existing post, with the member's edits, into its account's next free slot. */
export const queueExistingPost = (id: string, json: QueuedPost & FirstCommentField & { attachments?: Array<{ id: string; url: string }> }) =>
  apiCall((api) => api.api.post[":id"].$put({ param: { id }, json: { ...json, queue: true } }), { fallback: TEXT.errors.fetchingPosts });
