/** The browser's calls for posts and jobs, with the spec's messages on failure (§8). */
import type { AttemptSummary } from "~/spec/history";
import { TEXT } from "~/spec/texts";
import { apiCall } from "./api.client";

export type AppSummary = { id: string; name: string; username: string | null; avatar: string | null; status: string };
export type PostSummary = {
  id: string;
  title: string;
  content: string;
  status: string;
  scheduledAt: string | null;
  timeZone: string;
  lastError: string | null;
  attachments: Array<{ id?: string; url: string }>;
  apps: Array<{ id: string; name: string; avatar: string | null }>;
  provider: string;
};
export type Job = { id: string; status: string; progress: number; result: Record<string, unknown> | null; error: string | null };

export const createPost = (body: { content: string; scheduledAt?: string; appIds?: string[]; timeZone?: string }) =>
  apiCall<PostSummary>("/api/post", { body: { provider: "linkedin", ...body }, fallback: TEXT.errors.fetchingPosts });

export const updatePost = (
  id: string,
  body: { content?: string; scheduledAt?: string | null; appIds?: string[]; attachments?: Array<{ id: string; url: string }>; timeZone?: string },
) => apiCall<PostSummary>(`/api/post/${encodeURIComponent(id)}`, { method: "PUT", body, fallback: TEXT.errors.fetchingPosts });

/** Delete and publish hand back the raw error (spec §8): the caller words the toast. */
export const deletePost = (id: string) => apiCall<{ id: string }>(`/api/post/${encodeURIComponent(id)}`, { method: "DELETE", toast: false });

export const publishPost = (id: string, body: { allowDuplicate?: boolean } = {}) =>
  apiCall<{ id: string }>(`/api/post/${encodeURIComponent(id)}/publish`, { body, toast: false });

/** A post in doubt: the member says it is on LinkedIn, with its link. */
export const confirmPublished = (id: string, url: string) =>
  apiCall<PostSummary>(`/api/post/${encodeURIComponent(id)}/confirm-published`, { body: { url }, toast: false });

export const listAttempts = (id: string) => apiCall<AttemptSummary[]>(`/api/post/${encodeURIComponent(id)}/attempts`, { toast: false });

export async function readJob(id: string): Promise<Job> {
  const res = await fetch(`/api/jobs/${encodeURIComponent(id)}`, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(TEXT.errors.processStatus);
  return (await res.json()) as Job;
}

export const JOB_END_STATES = new Set(["completed", "cancelled", "failed", "unknown"]);

/** Starts connecting a LinkedIn account and sends the browser there (spec §7). */
export async function connectLinkedIn() {
  const redirectUrl = window.location.pathname.replace(/^\//, "") || "posts";
  const { url } = await apiCall<{ url: string }>("/api/oauth", {
    body: { provider: "linkedin", redirectUrl, type: "login" },
    fallback: TEXT.errors.linkedinOauth,
  });
  window.location.assign(url);
}
