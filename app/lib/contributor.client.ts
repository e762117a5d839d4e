/**
 * The contributor's calls (decision 046): their personal link's key travels as a header, read
 * from the address's fragment, which no server ever sees.
 */
import { CONTRIBUTOR_KEY_HEADER } from "~/spec/roles";
import type { ContributorPost } from "./api";
import { apiCall } from "./api.client";

/** The key in /my-posts#key=…, or null. */
export function keyFromFragment(hash: string): string | null {
  return /^#key=([\w-]{20,100})$/.exec(hash)?.[1] ?? null;
}

const as = (key: string) => ({ headers: { [CONTRIBUTOR_KEY_HEADER]: key } });

export const loadMine = (key: string) => apiCall((api) => api.public.api.contributor.$get({}, as(key)), { toast: false });

export const approveMine = (key: string, post: ContributorPost) =>
  apiCall((api) => api.public.api.contributor.posts[":id"].approve.$post({ param: { id: post.id }, json: { version: post.version } }, as(key)));

export const rejectMine = (key: string, post: ContributorPost, reason: string) =>
  apiCall((api) => api.public.api.contributor.posts[":id"].reject.$post({ param: { id: post.id }, json: { version: post.version, reason } }, as(key)));

export const editMine = (key: string, post: ContributorPost, content: string) =>
  apiCall((api) => api.public.api.contributor.posts[":id"].$patch({ param: { id: post.id }, json: { version: post.version, content } }, as(key)));

export const historyOfMine = (key: string, id: string) => apiCall((api) => api.public.api.contributor.posts[":id"].history.$get({ param: { id } }, as(key)));

export const setMyPolicy = (key: string, policy: "ask" | "team") => apiCall((api) => api.public.api.contributor.policy.$put({ json: { policy } }, as(key)));

export const disconnectMe = (key: string) => apiCall((api) => api.public.api.contributor.disconnect.$post({}, as(key)));
