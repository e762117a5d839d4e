import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Job } from "~/lib/api";
import { readJob } from "~/lib/posts.client";
import { TIMINGS } from "~/spec/limits";
import { TEXT } from "~/spec/texts";

/** The seven stages a member sees while their month is written (without a job id they cycle every 5 s). */
export const GENERATION_STAGES = [
  "Reading your answers",
  "Finding your best times to post",
  "Planning four weeks of topics",
  "Choosing formats and tones",
  "Writing your drafts",
  "Checking every draft",
  "Putting them on your calendar",
] as const;
const STAGE_MS = 5_000;

/** Which stage a job's progress (and its reported step) stands for. */
function stageOf(job: Job): number {
  if (job.status === "completed") return GENERATION_STAGES.length - 1;
  const step = job.result?.stage;
  if (step === "planning") return 2;
  if (step === "writing") return job.progress < 60 ? 4 : 5;
  return job.progress > 0 ? 1 : 0;
}

/**
 * Generation progress: with a job id it polls GET /api/jobs/{id} every 10 s and shows the real
 * stage and how many posts are written; without one the stages cycle every 5 s. On completed or
 * cancelled it goes to /calendar after 5 s; a failure says so and offers to try again.
 */
export function GenerationProgress({ jobId, onRetry }: { jobId: string | null; onRetry(): void }) {
  const navigate = useNavigate();
  const [job, setJob] = useState<Job | null>(null);
  const [stage, setStage] = useState(0);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (jobId) return;
    // No job to follow: the stages cycle, then it finishes.
    const timer = setInterval(() => setStage((s) => Math.min(s + 1, GENERATION_STAGES.length)), STAGE_MS);
    return () => clearInterval(timer);
  }, [jobId]);

  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      try {
        const next = await readJob(jobId);
        if (stopped) return;
        setJob(next);
        setStage(stageOf(next));
        if (next.status === "completed" || next.status === "cancelled") return setDone(true);
        if (next.status === "failed" || next.status === "unknown") return setFailed(true);
      } catch {
        if (stopped) return;
      }
      timer = setTimeout(look, TIMINGS.statusPollMs);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId]);

  useEffect(() => {
    if (!jobId && stage >= GENERATION_STAGES.length) setDone(true);
  }, [jobId, stage]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/calendar"), TIMINGS.redirectToCalendarMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const written = typeof job?.result?.written === "number" ? job.result.written : null;
  const planned = typeof job?.result?.planned === "number" ? job.result.planned : null;
  const percent = job ? job.progress : Math.round((Math.min(stage, GENERATION_STAGES.length) / GENERATION_STAGES.length) * 100);

  return (
    <section className="card generation" aria-labelledby="generation-title">
      <h1 id="generation-title" tabIndex={-1} ref={heading}>
        {failed ? "We couldn't finish your calendar" : done ? "Your month of posts is ready" : "Writing your month of posts"}
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
            {done
              ? "They are drafts on your calendar, to review: nothing is published until you schedule it. Opening your calendar…"
              : written !== null && planned !== null
                ? `${written} of ${planned} posts written`
                : "This takes a minute or two."}
          </p>
        </>
      )}
    </section>
  );
}
