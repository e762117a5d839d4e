/**
 * What a member may do to a post in each state, and what they read when they may not: the one
 * place the screens' editability rules and their words live (issue 23). The routes ask these;
 * the database's conditional writes (db/posts.ts, db/post-publishing.ts) hold the same line when
 * two requests race.
 */
import type { PostRow } from "../db/posts";
import { ApiError, notFound } from "../http/errors";

export const POST_ERRORS = {
  notFound: "Post not found",
  published: "This post is already published, so it can't be changed.",
  alreadyPublished: "This post is already published.",
  publishing: "This post is being published right now. Try again in a moment.",
  publishingNow: "This post is being published right now.",
  ideaFirst: "Answer this idea's question first: it has no draft yet.",
  mayBeOnLinkedIn: "LinkedIn may already have this post. Check your profile first; publish it again only if it isn't there.",
  changedMeanwhile: "This post changed meanwhile. Look at it again, then publish.",
  changedLook: "This post changed meanwhile. Look at it again.",
  onlyInDoubt: "Only a post we couldn't check can be marked as published by hand.",
  otherTeamsAccount: "One of the chosen accounts isn't connected to your team.",
  imageGone: "One of the images isn't available. Upload it again.",
} as const;

const conflict = (message: string) => new ApiError(409, message);

/** The post, or the 404 every team but its own gets. */
export function found<T>(post: T | null | undefined): T {
  if (!post) throw notFound(POST_ERRORS.notFound);
  return post;
}

/** Editing text, time, accounts or images. Rescheduling a post in doubt would publish it again without the member's say-so. */
export function checkEditable(post: PostRow, change: { reschedules: boolean }) {
  if (post.status === "published") throw conflict(POST_ERRORS.published);
  // An idea card has no draft: it is edited and scheduled only once its question is answered (POST /api/ideas/{id}/answer).
  if (post.ideaQuestion !== null) throw conflict(POST_ERRORS.ideaFirst);
  if (post.status === "publishing") throw conflict(POST_ERRORS.publishing);
  if (post.status === "unknown" && change.reschedules) throw conflict(POST_ERRORS.mayBeOnLinkedIn);
}

/**
 * Moving a post on the calendar: anything not yet out of our hands. A post in doubt may already
 * be on LinkedIn, so it stays where it is until the member says.
 */
export function checkMovable(post: PostRow) {
  if (post.status === "published") throw conflict(POST_ERRORS.published);
  if (post.status === "publishing") throw conflict(POST_ERRORS.publishing);
  if (post.status === "unknown") throw conflict(POST_ERRORS.mayBeOnLinkedIn);
}

/** Publish now. A post in doubt goes out again only when the member accepts it may appear twice. */
export function checkPublishable(post: PostRow, allowDuplicate: boolean) {
  if (post.status === "published") throw conflict(POST_ERRORS.alreadyPublished);
  if (post.ideaQuestion !== null) throw conflict(POST_ERRORS.ideaFirst);
  if (post.status === "publishing") throw conflict(POST_ERRORS.publishingNow);
  if (post.status === "unknown" && !allowDuplicate) throw conflict(POST_ERRORS.mayBeOnLinkedIn);
}

/** "It's on LinkedIn": only for a post we couldn't check. */
export function checkConfirmable(post: PostRow) {
  if (post.status !== "unknown") throw conflict(POST_ERRORS.onlyInDoubt);
}
