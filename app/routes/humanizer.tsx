import { useState } from "react";
import { FieldError } from "~/components/FieldError";
import { SubmitButton } from "~/components/SubmitButton";
import type { Humanized } from "~/lib/api";
import { apiCall } from "~/lib/api.client";
import { copyWithNotice } from "~/lib/clipboard";
import { onSubmitted } from "~/lib/form-events";
import { titled } from "~/lib/meta";
import { useMutation } from "~/lib/use-mutation";
import { useRootData } from "~/root";
import { AI_LIMITS, humanizerSchema, passes } from "~/spec/schemas";

export const meta = titled("AI Humanizer");

/** The free humanizer: paste stiff text, get it back in a natural voice, see what changed, copy it. */
export default function Humanizer() {
  const signedIn = Boolean(useRootData()?.user);
  const [text, setText] = useState("");
  const [result, setResult] = useState<Humanized | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Members count against their team's allowance; visitors against their address's. apiCall says what went wrong.
  const humanizing = useMutation(
    (json: { content: string }) => apiCall((api) => (signedIn ? api.api.humanizer.$post({ json }) : api.public.api.humanizer.$post({ json }))),
    { onSuccess: setResult },
  );

  function submit() {
    if (passes(humanizerSchema, { content: text }, setError)) void humanizing.run({ content: text });
  }

  return (
    <main className="page humanizer">
      <h1>AI Humanizer</h1>
      <p className="muted">Paste text that sounds machine-written. Get it back in a plain, human voice, with every name and number kept. Free.</p>
      <div className="humanizer__panes">
        <form className="card" onSubmit={onSubmitted(submit)}>
          <label className="field">
            <span className="field__label">Your text</span>
            <textarea
              rows={12}
              value={text}
              maxLength={AI_LIMITS.humanizerChars}
              onChange={(e) => setText(e.target.value)}
              placeholder="In today's fast-paced world, we leverage cutting-edge tools…"
            />
          </label>
          <p className="muted">
            {[...text].length} / {AI_LIMITS.humanizerChars}
          </p>
          <FieldError message={error} />
          <SubmitButton busy={humanizing.busy} busyText="Humanizing…" className="button button--primary">
            Humanize
          </SubmitButton>
        </form>
        <section className="card" aria-labelledby="humanized-title" aria-live="polite">
          <h2 id="humanized-title">Humanized</h2>
          {result ? (
            <>
              <p className="humanizer__result">{result.data}</p>
              <button type="button" className="button" onClick={() => void copyWithNotice(result.data)}>
                Copy
              </button>
              {result.source === "rules" ? (
                <>
                  <h3>What changed ({result.changes.length})</h3>
                  {result.changes.length ? (
                    <ul className="humanizer__changes">
                      {result.changes.map((change, i) => (
                        <li key={i}>
                          <del>{change.from}</del> {change.to ? <ins>{change.to}</ins> : <span className="muted">(removed)</span>}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">Nothing machine-sounding found: it already reads like a person.</p>
                  )}
                  <p className="muted">Rewritten by our offline rules (no AI model is configured).</p>
                </>
              ) : null}
            </>
          ) : (
            <p className="muted">Your rewritten text appears here.</p>
          )}
        </section>
      </div>
    </main>
  );
}
