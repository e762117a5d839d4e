import { Link } from "@remix-run/react";
import { useState } from "react";
import { GenerationProgress } from "~/components/onboarding/GenerationProgress";
import { membersOnly } from "~/lib/guards.server";
import { titled } from "~/lib/meta";
import { startCalendar } from "~/lib/onboarding.client";

export const meta = titled("Personalize");

export const loader = membersOnly;

/** The interstitial: talk to Ziva so the posts sound like you, or skip and generate now. */
export default function Personalize() {
  const [jobId, setJobId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function generate() {
    setBusy(true);
    try {
      setJobId(await startCalendar());
    } catch {
      setBusy(false); // apiCall said what went wrong; the member can try again
    }
  }

  if (jobId) {
    return (
      <main className="page page--narrow">
        <GenerationProgress jobId={jobId} onRetry={() => (setJobId(null), void generate())} />
      </main>
    );
  }
  return (
    <main className="page page--narrow personalize">
      <h1>Make it sound like you</h1>
      <div className="card">
        <h2>Talk to Ziva</h2>
        <p>
          Ziva, our voice assistant, asks you five short questions out loud (about four minutes). Your answers shape the tone and the stories in your posts.
        </p>
        <Link to="/interact" className="button button--primary">
          Call Ziva
        </Link>
      </div>
      <div className="card">
        <h2>Skip for now</h2>
        <p>We write your month from your answers so far. You can talk to Ziva later.</p>
        <button type="button" className="button" disabled={busy} onClick={() => void generate()}>
          {busy ? "Starting…" : "Skip and generate my posts"}
        </button>
      </div>
    </main>
  );
}
