/**
 * Calls whose worker vanished mid-call (the claim lapsed with no heartbeat). The sweep settles
 * them as `unknown` at once, keeping the attempt, so a late urn still wins; once the call is
 * surely over (LinkedIn's timeout and a margin), it looks the post up on LinkedIn, as a live
 * attempt would after an ambiguous answer, and ends the job with what it found.
 */
import { readConfig } from "../config";
import { findAttempt, finishAttempt } from "../db/attempts";
import { db } from "../db/client";
import { findUnreconciledCalls, publishingApp, recordPublished, releaseClaim, settleLapsedCalls } from "../db/post-publishing";
import type { Logger } from "../http/logger";
import { publishJobId, publishKind } from "../jobs/kinds/publish";
import { jobHandle } from "../jobs/lifecycle";
import { linkedinFor } from "../providers";
import { queueFirstComment } from "./first-comment";
import { notifyOutcome } from "./notify";
import { logPublishOutcome, type PublishOutcome, sweptOutcome } from "./outcome-log";
import { REASONS } from "./publish";
import { reconcile } from "./reconcile";
import { accessTokenFor } from "./tokens";

/** How many lost calls one sweep looks up (each is one LinkedIn read). */
const LOOKUPS_PER_SWEEP = 10;
/** A call older than LinkedIn's timeout plus this margin has surely ended on our side. */
const CALL_OVER_MARGIN_MS = 1000;

/** Returns the posts proved absent from LinkedIn: the caller queues them again. */
export async function settleLostCalls(env: Env, log: Logger, now = Date.now()) {
  const store = db(env);
  const config = readConfig(env);
  const lapsed = await settleLapsedCalls(store, now, REASONS.lostTrack);
  if (lapsed.length) log.warn("claims lapsed during a LinkedIn call", { posts: lapsed.map((p) => p.id) });

  const retry: Array<{ postId: string; teamId: string; scheduledAt: number }> = [];
  const pending = await findUnreconciledCalls(store, now - config.LINKEDIN_TIMEOUT_MS - CALL_OVER_MARGIN_MS, LOOKUPS_PER_SWEEP);
  await Promise.all(
    pending.map(async ({ post, calledAt, fingerprint }) => {
      const attemptId = post.claimToken!;
      const job = jobHandle(env, publishKind, publishJobId(post.id, post.scheduledAt ?? 0));
      const attempt = await findAttempt(store, attemptId);
      const report = (what: Pick<PublishOutcome, "outcome" | "postStatus" | "reason" | "urn">) =>
        logPublishOutcome(log, sweptOutcome(attempt, post, what), config.LINKEDIN_VERSION);
      const app = await publishingApp(store, post.teamId, post.id);
      const token = app ? await accessTokenFor(env, store, app) : null;
      const found =
        app && token?.ok && fingerprint && calledAt
          ? await reconcile(linkedinFor(env), token.token, app, { fingerprint, calledAt })
          : ({ kind: "cannot-tell", reason: "We couldn't look the post up on LinkedIn." } as const);
      if (found.kind === "found") {
        const recorded = await recordPublished(store, post.id, attemptId, found.urn);
        await finishAttempt(store, attemptId, {
          outcome: "reconciled",
          urn: found.urn,
          reason: "We lost contact during the call, then found the post on LinkedIn.",
        });
        report({ outcome: "reconciled", postStatus: "published", urn: found.urn, reason: "found on LinkedIn after the call was lost" });
        if (recorded) await notifyOutcome(store, log, post, app?.id ?? null, { kind: "published" });
        if (recorded) await queueFirstComment(env, log, post);
        await job.update({ status: "completed", progress: 100, result: { urn: found.urn } });
      } else if (found.kind === "absent") {
        const reason = "We lost contact during the call; the post isn't on LinkedIn, so we'll try again.";
        await finishAttempt(store, attemptId, { outcome: "retry", reason });
        report({ outcome: "retry", postStatus: "scheduled", reason });
        if (await releaseClaim(store, post.id, attemptId, reason, null)) retry.push({ postId: post.id, teamId: post.teamId, scheduledAt: post.scheduledAt! });
      } else {
        await finishAttempt(store, attemptId, { outcome: "lost", reason: `We lost contact during the call. ${found.reason}` });
        report({ outcome: "lost", postStatus: "unknown", reason: `We lost contact during the call. ${found.reason}` });
        await notifyOutcome(store, log, post, app?.id ?? null, { kind: "in-doubt" });
        await job.update({ status: "unknown", progress: 100, error: REASONS.lostTrack });
      }
    }),
  );
  return retry;
}
