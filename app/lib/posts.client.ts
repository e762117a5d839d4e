/** The browser's calls for posts and jobs, with the spec's messages on failure (§8). */
import type { LinkCard } from "~/spec/link-card";
import type { Poll } from "~/spec/poll";
import { TEXT } from "~/spec/texts";
import type { Job } from "./api";
import { apiCall } from "./api.client";

/** A post's link card as the editor leaves it (docs/decisions/036), and its poll (048). */
type LinkCardFields = { linkCard?: LinkCard | null; removedLink?: string | null; poll?: Poll | null; document?: { assetId: string; title: string } | null };
/** The first comment (docs/decisions/047): null for none; an edit without it leaves it as it is. */
type FirstCommentField = { firstComment?: string | null };
type NewPost = { content: string; scheduledAt?: string; appIds?: string[]; timeZone?: string } & LinkCardFields & FirstCommentField;
type PostChanges = {
  content?: string;
  scheduledAt?: string | null;
  appIds?: string[];
  attachments?: Array<{ id: string; url: string }>;
  timeZone?: string;
} & LinkCardFields &
  FirstCommentField;

export const createPost = (json: NewPost) =>
  apiCall((api) => api.api.post.$post({ json: { provider: "linkedin", ...json } }), { fallback: TEXT.errors.fetchingPosts });

export const updatePost = (id: string, json: PostChanges) =>
  apiCall((api) => api.api.post[":id"].$put({ param: { id }, json }), { fallback: TEXT.errors.fetchingPosts });

/** Delete and publish hand back the raw error (spec §8): the caller words the toast. */
export const deletePost = (id: string) => apiCall((api) => api.api.post[":id"].$delete({ param: { id } }), { toast: false });

export const publishPost = (id: string, json: { allowDuplicate?: boolean } = {}) =>
  apiCall((api) => api.api.post[":id"].publish.$post({ param: { id }, json }), { toast: false });

/** The calendar's drag and drop: a new time, nothing else (the caller words the toast). */
export const movePost = (id: string, scheduledAt: number, timeZone: string) =>
  apiCall((api) => api.api.post[":id"].move.$post({ param: { id }, json: { scheduledAt: new Date(scheduledAt).toISOString(), timeZone } }), { toast: false });

/** A post in doubt: the member says it is on LinkedIn, with its link. */
export const confirmPublished = (id: string, url: string) =>
  apiCall((api) => api.api.post[":id"]["confirm-published"].$post({ param: { id }, json: { url } }), { toast: false });

/** "Duplicate as a new draft": the new draft, as the editor opens it. */
export const duplicatePost = (id: string) => apiCall((api) => api.api.post[":id"].duplicate.$post({ param: { id } }), { fallback: TEXT.errors.fetchingPosts });

/** "Retry first comment": a published post's comment that failed is tried again (the post is not). */
export const retryFirstComment = (id: string) =>
  apiCall((api) => api.api.post[":id"]["first-comment"].retry.$post({ param: { id } }), { fallback: TEXT.errors.generic });

export const listAttempts = (id: string) => apiCall((api) => api.api.post[":id"].attempts.$get({ param: { id } }), { toast: false });

/** A status read that hangs is given up after this long, so the next poll can ask again. */
const JOB_READ_TIMEOUT_MS = 8_000;

/** A job's state; any failure (a read that hangs too) reads as the spec's status message. */
export async function readJob(id: string): Promise<Job> {
  try {
    return await apiCall((api) => api.api.jobs[":id"].$get({ param: { id } }, { init: { signal: AbortSignal.timeout(JOB_READ_TIMEOUT_MS) } }), {
      toast: false,
    });
  } catch {
    throw new Error(TEXT.errors.processStatus);
  }
}

/** Starts connecting a LinkedIn account and sends the browser there (spec §7). */
export async function connectLinkedIn() {
  const redirectUrl = window.location.pathname.replace(/^\//, "") || "posts";
  const { url } = await apiCall((api) => api.api.oauth.$post({ json: { provider: "linkedin", redirectUrl, type: "login" } }), {
    fallback: TEXT.errors.linkedinOauth,
  });
  window.location.assign(url);
}

/** The account owner's answer on the version they saw (decision 046). */
export const approvePost = (id: string, version: number) => apiCall((api) => api.api.post[":id"].approve.$post({ param: { id }, json: { version } }));
export const rejectPost = (id: string, version: number, reason: string) =>
  apiCall((api) => api.api.post[":id"].reject.$post({ param: { id }, json: { version, reason } }));
