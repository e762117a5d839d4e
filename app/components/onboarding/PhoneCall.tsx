import { useEffect, useState } from "react";
import { FieldError } from "~/components/FieldError";
import { ApiCallError, apiCall } from "~/lib/api.client";
import { TIMINGS } from "~/spec/limits";
import { COUNTRY_CODES, firstProblem, PHONE_REQUIRED, phoneCallSchema, phoneDigits } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";
import { GenerationProgress } from "./GenerationProgress";

type Stage = { kind: "form" } | { kind: "ringing"; callId: string } | { kind: "generating"; jobId: string };

/**
 * The phone option of onboarding: a country code (+91 first) and the number, digits only. Ziva
 * calls; the screen polls for the calendar job the call leads to every 10 s, then shows the
 * generation progress.
 */
export function PhoneCall({ onCalling }: { onCalling?(calling: boolean): void }) {
  const [countryCode, setCountryCode] = useState<(typeof COUNTRY_CODES)[number]>("+91");
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: "form" });
  // While Ziva calls (and after), the questionnaire steps aside.
  useEffect(() => onCalling?.(stage.kind !== "form"), [stage.kind, onCalling]);

  async function call() {
    const problem = phone ? firstProblem(phoneCallSchema.shape.phone, phone) : PHONE_REQUIRED;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const answer = await apiCall((api) => api.api["onboarding-agent"].$post({ json: { countryCode, phone, timeZone } }), {
        fallback: TEXT.errors.phoneSubmit,
        toast: false,
      });
      if (!answer?.id) throw new ApiCallError(TEXT.errors.noId, 0);
      setStage({ kind: "ringing", callId: answer.id });
    } catch (err) {
      // A refused number says why; anything else is the spec's message.
      const said = err instanceof ApiCallError && (err.status === 400 || err.message === TEXT.errors.noId);
      setError(said ? (err as ApiCallError).message : TEXT.errors.phoneSubmit);
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (stage.kind !== "ringing") return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      try {
        const found = await apiCall((api) => api.api["job-from-call"][":id"].$get({ param: { id: stage.callId } }), {
          toast: false,
          fallback: TEXT.errors.callStatus,
        });
        if (stopped) return;
        if (found?.id) return setStage({ kind: "generating", jobId: found.id });
      } catch (err) {
        if (stopped) return;
        // The call ended without a conversation: say so and offer the form again.
        if (err instanceof ApiCallError && err.status === 410) {
          setError(err.message);
          return setStage({ kind: "form" });
        }
        setError(TEXT.errors.callStatus);
      }
      timer = setTimeout(look, TIMINGS.statusPollMs);
    };
    timer = setTimeout(look, TIMINGS.statusPollMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [stage]);

  if (stage.kind === "generating") return <GenerationProgress jobId={stage.jobId} onRetry={() => setStage({ kind: "form" })} />;
  if (stage.kind === "ringing") {
    return (
      <section className="card phone-call" aria-labelledby="phone-title">
        <h2 id="phone-title">Ziva is calling you</h2>
        <p role="status">
          Your phone ({countryCode} {phone}) is ringing. Answer it and talk for a few minutes; when you hang up, your month of posts starts here.
        </p>
        <FieldError message={error} />
      </section>
    );
  }
  return (
    <section className="card phone-call" aria-labelledby="phone-title">
      <h2 id="phone-title">Prefer to talk? We'll call you</h2>
      <p className="muted">Ziva calls you and asks the same questions out loud. We keep your number only until the call ends.</p>
      <form
        noValidate
        className="phone-call__form"
        onSubmit={(e) => {
          e.preventDefault();
          void call();
        }}
      >
        <label className="field">
          <span className="field__label">Country code</span>
          <select value={countryCode} onChange={(e) => setCountryCode(e.target.value as (typeof COUNTRY_CODES)[number])}>
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Phone number</span>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "phone-error" : undefined}
            onChange={(e) => setPhone(phoneDigits(e.target.value))}
          />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Calling…" : "Call me"}
        </button>
      </form>
      <FieldError id="phone-error" message={error} />
    </section>
  );
}
