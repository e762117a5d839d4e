import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Job } from "~/lib/api";
import { readJob } from "~/lib/posts.client";
import type { CalendarStart } from "~/lib/use-calendar-start";
import { usePoll } from "~/lib/use-poll";
import { GENERATION_STAGES, STAGE_MS } from "~/spec/generation";
import { type CalendarJobResult, calendarJobResultSchema, isJobEnded } from "~/spec/jobs";
import { TIMINGS } from "~/spec/limits";
import { TEXT } from "~/spec/texts";

/**
 * The calendar job's report (app/spec/jobs.ts), or null while it has none (queued). Parsed here,
 * so the screen reads it typed whatever GET /api/jobs/{id} declares; once that answer is typed by
 * job kind (worker/jobs/status.ts), `job.type === "generate-calendar"` narrows it as well.
 */
function resultOf(job: Job): CalendarJobResult | null {
  const parsed = calendarJobResultSchema.safeParse(job.result);
  return parsed.success ? parsed.data : null;
}

/** Which stage a job's progress (and its reported step) stands for. */
function stageOf(job: Job): number {
  if (job.status === "completed") return GENERATION_STAGES.length - 1;
  const step = resultOf(job)?.stage;
  if (step === "planning") return 2;
  if (step === "writing") return job.progress < 60 ? 4 : 5;
  return job.progress > 0 ? 1 : 0;
}

/**
 * The progress screen for a calendar start (useCalendarStart): while the start is pending, and
 * when it answered without a job id, the stages run on the spec's timer; with an id they follow
 * the job; a refused start says so, with a Try again.
 */
export function CalendarProgress({ start, onRetry }: { start: CalendarStart; onRetry(): void }) {
  if (start.status === "failed") return <StartFailed reason={start.reason} onRetry={onRetry} />;
  return (
    <GenerationProgress
      // A new try is a new screen: the timer starts again from the first stage.
      key={start.attempt}
      jobId={start.status === "started" ? start.jobId : null}
      starting={start.status === "pending" || start.status === "idle"}
      onRetry={onRetry}
    />
  );
}

/** The start was refused: the spec's words, the server's reason when it gave another, and a way to try again. */
function StartFailed({ reason, onRetry }: { reason: string; onRetry(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card generation" aria-labelledby="generation-title">
      <h1 id="generation-title" tabIndex={-1} ref={heading}>
        We couldn't start your calendar
      </h1>
      <p className="banner banner--error" role="alert">
        {TEXT.errors.calendarGeneration}
      </p>
      {reason !== TEXT.errors.calendarGeneration ? <p className="muted">{reason}</p> : null}
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}

/**
 * Generation progress: with a job id it polls GET /api/jobs/{id} every 10 s and shows the real
 * stage and how many posts are written; without one (the start still pending, or answered without
 * an id) the stages cycle every 5 s and the screen says they are a timer. On completed or
 * cancelled, or at the timer's end, it goes to /calendar after 5 s; a failure says so and offers
 * to try again.
 */
export function GenerationProgress({ jobId, onRetry, starting = false }: { jobId: string | null; onRetry(): void; starting?: boolean }) {
  const navigate = useNavigate();
  // Without a job to follow, the stages cycle on the timer; with one, they are the job's.
  const [timerStage, setTimerStage] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const poll = usePoll({
    read: () => readJob(jobId ?? ""),
    until: (j) => isJobEnded(j.status),
    intervalMs: TIMINGS.statusPollMs,
    enabled: jobId !== null,
    key: jobId,
  });
  const job = jobId ? (poll.value ?? null) : null;

  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (jobId) return;
    // No job to follow: the stages cycle, then it finishes.
    const timer = setInterval(() => setTimerStage((s) => Math.min(s + 1, GENERATION_STAGES.length)), STAGE_MS);
    return () => clearInterval(timer);
  }, [jobId]);

  const stage = job ? stageOf(job) : timerStage;
  const failed = job?.status === "failed" || job?.status === "unknown";
  const done = jobId ? job?.status === "completed" || job?.status === "cancelled" : stage >= GENERATION_STAGES.length;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/calendar"), TIMINGS.redirectToCalendarMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const result = job ? resultOf(job) : null;
  const written = result?.written ?? null;
  const planned = result?.planned ?? null;
  const percent = job ? job.progress : Math.round((Math.min(stage, GENERATION_STAGES.length) / GENERATION_STAGES.length) * 100);

  return (
    <section className="card generation" aria-labelledby="generation-title">
      <h1 id="generation-title" tabIndex={-1} ref={heading}>
        {failed
          ? "We couldn't finish your calendar"
          : done
            ? // Without a job nothing says the month is written: only that the calendar opens.
              jobId
              ? "Your month of posts is ready"
              : "Opening your calendar"
            : "Writing your month of posts"}
      </h1>
      {failed ? (
        <>
          <p className="banner banner--error" role="alert">
            {TEXT.errors.calendarGeneration}
          </p>
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try again
          </button>
        </>
      ) : (
        <>
          <progress max={100} value={done ? 100 : percent} aria-label="Generation progress" />
          <ol className="generation__stages">
            {GENERATION_STAGES.map((name, i) => (
              <li
                key={name}
                aria-current={!done && i === stage ? "step" : undefined}
                className={done || i < stage ? "is-done" : i === stage ? "is-current" : ""}
              >
                {name}
              </li>
            ))}
          </ol>
          <p role="status" className="muted">
            {statusLine({ done, tracked: jobId !== null, starting, written, planned })}
          </p>
        </>
      )}
    </section>
  );
}

/** What the status line says: the job's count when there is a job; without one, that the steps are only a timer. */
function statusLine(at: { done: boolean; tracked: boolean; starting: boolean; written: number | null; planned: number | null }) {
  if (at.tracked) {
    if (at.done) return "They are drafts on your calendar, to review: nothing is published until you schedule it. Opening your calendar…";
    return at.written !== null && at.planned !== null ? `${at.written} of ${at.planned} posts written` : "This takes a minute or two.";
  }
  if (at.done) return "Your drafts appear on your calendar as they are written, to review: nothing is published until you schedule it. Opening your calendar…";
  if (at.starting) return "Starting… This takes a minute or two.";
  return `We started writing your month but cannot follow it from here (${TEXT.errors.noId}): these steps run on a timer. Your drafts appear on your calendar as they are written.`;
}
