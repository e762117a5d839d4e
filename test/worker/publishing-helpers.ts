/** Helpers for the publishing tests: publish through the API, read jobs, deliver queue messages by hand. */
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { JOB_END_STATES, type JobStatus } from "../../app/spec/jobs";
import worker from "../../worker/index";
import { publishJobId } from "../../worker/jobs/kinds/publish";
import { within } from "../time";
import { api, createPost, linkedinUrl, makeDue, postJson, postRow, signIn, waitFor } from "./helpers";

export async function publishNow(token: string, postId: string, body: Record<string, unknown> = {}) {
  const res = await postJson(`/api/post/${postId}/publish`, body, token);
  expect(res.status).toBe(202);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

export type JobBody = { id: string; status: string; progress: number; result: { urn?: string } | null; error: string | null };

export async function job(token: string, id: string) {
  return (await (await api(`/api/jobs/${id}`, { token })).json()) as JobBody;
}

/** A job has ended: one of the end states the Job object and the screens read (app/spec/jobs.ts). */
export const settled = (status: string) => JOB_END_STATES.has(status as JobStatus);

/** Follows a job until it ends (GET /api/jobs/{id}, as the screen does) and returns its last state; gives up after `timeoutMs` (scaled: test/time.ts). */
export const settledJob = (token: string, jobId: string, timeoutMs = within(15_000)) =>
  waitFor(
    () => job(token, jobId),
    (j) => settled(j.status),
    timeoutMs,
  );

export async function teamOf(token: string) {
  return ((await (await api("/api/me", { token })).json()) as { data: { teamId: string } }).data.teamId;
}

export type TestMessage = { jobId: string; postId: string; teamId: string; scheduledAt: number; runner?: string };

/** Delivers a publish message straight to the consumer, as the queue would, and returns what it acked. */
export async function deliver(message: TestMessage, queue = "linkedin-studio-jobs") {
  const batch = createMessageBatch(queue, [{ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: { type: "publish", ...message } }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

/** The message queueing would send for a post as it is now; its job row is recorded. */
export async function messageFor(token: string, id: string) {
  const teamId = await teamOf(token);
  const scheduledAt = (await postRow(id))!.scheduled_at as number;
  const jobId = publishJobId(id, scheduledAt);
  await env.DB.prepare("INSERT OR IGNORE INTO jobs (id, team_id, type, post_id) VALUES (?, ?, 'publish', ?)").bind(jobId, teamId, id).run();
  return { type: "publish" as const, jobId, postId: id, teamId, scheduledAt, runner: "sweep" as const };
}

/** A post that is due and queued: its job row exists and its message is ready to deliver. */
export async function queuedPost(text: string, token?: string) {
  const who = token ?? (await signIn());
  const id = await createPost(who, { content: text });
  await makeDue(id);
  return { token: who, id, message: await messageFor(who, id) };
}

/** The cron sweep, as Cloudflare runs it. */
export async function cronSweep() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Signs in as Maya's company page (its token may read the page's posts: r_organization_social). */
export const signInAsCompanyPage = () => signIn("demo-maya-chen", { profileType: "organization", username: "https://www.linkedin.com/company/northwind-labs" });

export async function attemptsOf(postId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM publish_attempts WHERE post_id = ? ORDER BY started_at, number")
    .bind(postId)
    .all<Record<string, string | number | null>>();
  return results;
}

/** How long LinkedIn (the emulator) processes the images uploaded next, and whether that then fails. */
export async function linkedinImageProcessing(processing: { ms?: number; failure?: string }) {
  await fetch(new URL("/__emulator/image-processing", linkedinUrl()), { method: "POST", body: JSON.stringify(processing) });
}
/** The emulator's own processing time, restored after a test that changed it. */
export const LINKEDIN_IMAGE_PROCESSING_DEFAULT = { ms: 150 };
