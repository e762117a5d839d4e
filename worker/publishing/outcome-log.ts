/**
 * What the operator reads about publishing (ARCHITECTURE.md "Operators", README "Operating it"):
 * one JSON line per publish outcome, event "publish-outcome", with the post, team, account,
 * attempt, what happened, LinkedIn's answer and how long and how late it was; and, when LinkedIn
 * refused a call this app built, a second line at error level, event
 * "linkedin-integration-failure": no member can fix those, and every publish fails the same way
 * until the app changes.
 */
import type { AttemptOutcome, AttemptRow } from "../db/attempts";
import type { PostRow } from "../db/posts";
import type { Logger } from "../http/logger";
import type { LinkedInCodes } from "../providers/linkedin-answers";

export type PublishOutcome = {
  postId: string;
  teamId: string;
  /** The connected account it went out as (null: none was found). */
  appId: string | null;
  attemptId: string | null;
  /** The post's attempt number (posts.attempts at the claim). */
  attempt: number | null;
  /** Who put the publish on its way: publish-now, alarm, sweep, retry; dead-letter when the queue gave up. */
  runner: string;
  /** What the attempt's record says (publish_attempts.outcome). */
  outcome: AttemptOutcome;
  /** The post's status after it: `scheduled` when it will be tried again. */
  postStatus: PostRow["status"];
  reason?: string | null;
  /** LinkedIn's HTTP status, and its own error codes when its body had them. */
  httpStatus?: number | null;
  serviceErrorCode?: number | null;
  code?: string | null;
  /** When the attempt started (its claim): durationMs runs from here. */
  startedAt: number | null;
  /** The post's due time: latenessMs runs from here. */
  scheduledAt: number | null;
  retryInMs?: number;
  urn?: string;
};

/**
 * LinkedIn refusals that are the app's, not the member's: 426 (LinkedIn sunset our pinned
 * LinkedIn-Version), 400 (a request we built is malformed), 403 (a scope the app was not granted,
 * or, for a company page, a role LinkedIn no longer gives the member: ACCESS_DENIED, "Not enough
 * permissions"). A 422 (too long, a duplicate, content LinkedIn will not take) is the member's.
 */
const INTEGRATION_FAILURES = new Set([400, 403, 426]);

export const isIntegrationFailure = (o: Pick<PublishOutcome, "outcome" | "httpStatus">) =>
  o.outcome === "failed" && o.httpStatus != null && INTEGRATION_FAILURES.has(o.httpStatus);

/** Published is news; a retry, a doubt or a member's refusal is a warning; an integration failure an error. */
function levelOf(o: PublishOutcome): keyof Logger {
  if (isIntegrationFailure(o)) return "error";
  return o.outcome === "published" || o.outcome === "reconciled" || o.outcome === "confirmed" ? "info" : "warn";
}

/** The line itself (what `logPublishOutcome` writes), for one outcome at `at`. */
export function publishOutcomeLine(o: PublishOutcome, version: string, at = Date.now()) {
  return {
    event: "publish-outcome",
    postId: o.postId,
    teamId: o.teamId,
    appId: o.appId,
    attemptId: o.attemptId,
    attempt: o.attempt,
    runner: o.runner,
    outcome: o.outcome,
    postStatus: o.postStatus,
    httpStatus: o.httpStatus ?? null,
    serviceErrorCode: o.serviceErrorCode ?? null,
    code: o.code ?? null,
    durationMs: o.startedAt === null ? null : at - o.startedAt,
    latenessMs: o.scheduledAt === null ? null : at - o.scheduledAt,
    retryInMs: o.retryInMs,
    urn: o.urn,
    reason: o.reason ?? null,
    version,
  };
}

/** Writes the outcome's line, and the integration-failure line when the app is at fault. Never throws. */
export function logPublishOutcome(log: Logger, o: PublishOutcome, version: string, at = Date.now()): void {
  try {
    log[levelOf(o)]("publish outcome", publishOutcomeLine(o, version, at));
    if (isIntegrationFailure(o)) {
      log.error("LinkedIn refused a call this app built: every publish will fail until the app is fixed (README: Operating it)", {
        event: "linkedin-integration-failure",
        status: o.httpStatus,
        serviceErrorCode: o.serviceErrorCode ?? null,
        code: o.code ?? null,
        version,
        postId: o.postId,
        teamId: o.teamId,
        appId: o.appId,
        attemptId: o.attemptId,
        reason: o.reason ?? null,
      });
    }
  } catch {
    // A log line is never worth a publish: nothing here may reach the retry path.
  }
}

/** What a live attempt knows about itself (publish.ts's Attempt has all of it). */
export type AttemptFacts = {
  log: Logger;
  config: { LINKEDIN_VERSION: string };
  post: Pick<PostRow, "id" | "teamId" | "scheduledAt" | "attempts">;
  attemptId: string;
  appId: string | null;
  runner: string;
  startedAt: number;
  /** LinkedIn's error codes from the post call's answer, once there is one. */
  linkedin?: LinkedInCodes;
};

/** One line for a live attempt's outcome: `what` says what happened, the attempt says the rest. */
export function logAttemptOutcome(
  a: AttemptFacts,
  what: Pick<PublishOutcome, "outcome" | "postStatus" | "reason" | "httpStatus" | "retryInMs" | "urn"> & LinkedInCodes,
): void {
  logPublishOutcome(
    a.log,
    {
      postId: a.post.id,
      teamId: a.post.teamId,
      appId: a.appId,
      attemptId: a.attemptId,
      attempt: a.post.attempts,
      runner: a.runner,
      startedAt: a.startedAt,
      scheduledAt: a.post.scheduledAt,
      serviceErrorCode: a.linkedin?.serviceErrorCode,
      code: a.linkedin?.code,
      ...what,
    },
    a.config.LINKEDIN_VERSION,
  );
}

/**
 * The dead-letter queue gave up on a post whose handler kept throwing: no live attempt, so the
 * line says what the post row knows (its last attempt's number, the claim if one is left).
 */
export function deadLetterOutcome(
  post: Pick<PostRow, "id" | "teamId" | "scheduledAt" | "attempts" | "claimToken">,
  appId: string | null,
  reason: string,
): PublishOutcome {
  return {
    postId: post.id,
    teamId: post.teamId,
    appId,
    attemptId: post.claimToken,
    attempt: post.attempts,
    runner: "dead-letter",
    outcome: "failed",
    postStatus: "failed",
    reason,
    startedAt: null,
    scheduledAt: post.scheduledAt,
  };
}

/**
 * A call whose worker vanished, settled by the sweep once it looked the post up on LinkedIn
 * (lost-calls.ts): the attempt's own record says who ran it and when it started.
 */
export function sweptOutcome(
  attempt: Pick<AttemptRow, "id" | "appId" | "number" | "runner" | "startedAt"> | null,
  post: Pick<PostRow, "id" | "teamId" | "scheduledAt" | "attempts" | "claimToken">,
  what: Pick<PublishOutcome, "outcome" | "postStatus" | "reason" | "urn">,
): PublishOutcome {
  return {
    postId: post.id,
    teamId: post.teamId,
    appId: attempt?.appId ?? null,
    attemptId: attempt?.id ?? post.claimToken,
    attempt: attempt?.number ?? post.attempts,
    runner: attempt?.runner ?? "sweep",
    startedAt: attempt?.startedAt ?? null,
    scheduledAt: post.scheduledAt,
    ...what,
  };
}
