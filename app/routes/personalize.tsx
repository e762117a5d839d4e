import { Link } from "@remix-run/react";
import { CalendarProgress } from "~/components/onboarding/GenerationProgress";
import { membersOnly } from "~/lib/guards.server";
import { titled } from "~/lib/meta";
import { useCalendarStart } from "~/lib/use-calendar-start";

export const meta = titled("Personalize");

export const loader = membersOnly;

/**
 * The interstitial: talk to Ziva so the posts sound like you, or skip and generate now. Skipping
 * opens the progress screen at once: it follows the job once the start answers with its id, and
 * runs on the spec's timer while the start is pending or when it answers without one.
 */
export default function Personalize() {
  const { start, begin } = useCalendarStart();

  if (start.status !== "idle") {
    return (
      <main className="page page--narrow">
        <CalendarProgress start={start} onRetry={() => void begin()} />
      </main>
    );
  }
  return (
    <main className="page page--narrow personalize">
      <h1>Make it sound like you</h1>
      <div className="card">
        <h2>Talk to Ziva</h2>
        <p>
          Ziva, our voice assistant, asks you five short questions out loud (about four minutes): a moment from work, a lesson, an opinion, a result, the
          question clients ask. Each good answer becomes a post in your own words.
        </p>
        <Link to="/interact" className="button button--primary">
          Call Ziva
        </Link>
      </div>
      <div className="card">
        <h2>Skip for now</h2>
        <p>
          We plan your month from your answers so far. Posts need your stories, so without them each day is an idea: one question to answer, and your answer
          becomes the post. You can talk to Ziva later.
        </p>
        <button type="button" className="button" onClick={() => void begin()}>
          Skip and generate my posts
        </button>
      </div>
    </main>
  );
}
