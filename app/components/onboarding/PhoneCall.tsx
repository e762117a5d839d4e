import { useEffect, useRef, useState } from "react";
import { FieldError, TextField } from "~/components/FieldError";
import { SubmitButton } from "~/components/SubmitButton";
import { ApiCallError, apiCall } from "~/lib/api.client";
import { onSubmitted } from "~/lib/form-events";
import { useMutation } from "~/lib/use-mutation";
import { usePoll } from "~/lib/use-poll";
import { TIMINGS } from "~/spec/limits";
import { firstProblem, PHONE_REQUIRED, phoneCallSchema, phoneDigits } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";
import { CountryPicker } from "./CountryPicker";
import { GenerationProgress } from "./GenerationProgress";

type PhoneModule = typeof import("~/spec/phone");
/** The number as the member gave it and as it is shown back: "+44 7700 900123". */
type CallNumber = { country: string; digits: string; international: string };
type Stage = { kind: "form" } | { kind: "ringing"; callId: string; number: CallNumber } | { kind: "generating"; jobId: string };
/** What a ringing call has led to so far: nothing yet, a calendar job, or its end without a conversation (410, with the server's words). */
type CallOutcome = { kind: "ringing" } | { kind: "job"; jobId: string } | { kind: "ended"; message: string };

/**
 * The phone library and its metadata (~20 KB gzip) come after the page is up, not with it
 * (docs/decisions/031); one load for the whole session, tried again if it failed.
 */
let phoneModule: Promise<PhoneModule> | undefined;
function loadPhone() {
  phoneModule ??= import("~/spec/phone").catch((error: unknown) => {
    phoneModule = undefined;
    throw error;
  });
  return phoneModule;
}

/** What the picker shows before the list has loaded: the spec's default, India (app/spec/phone.ts). */
const FALLBACK = { iso: "IN", label: "India (+91)" };
const CANCEL_FAILED = "We couldn't cancel the call. Please try again.";

/**
 * The phone option of onboarding: a country (every country, searchable; India, +91, first; the
 * browser's locale picks the default) and the number, digits only, checked for that country. Ziva
 * calls; while the phone rings the member can cancel or ask to be called again; the screen polls
 * for the calendar job the call leads to every 10 s, then shows the generation progress.
 */
export function PhoneCall({ onCalling }: { onCalling?(calling: boolean): void }) {
  const [phoneLib, setPhoneLib] = useState<PhoneModule | null>(null);
  const [country, setCountry] = useState(FALLBACK.iso);
  // Once the member has picked a country, the locale's guess arriving late does not undo it.
  const picked = useRef(false);
  const [phone, setPhone] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: "form" });
  // While Ziva calls (and after), the questionnaire steps aside.
  useEffect(() => onCalling?.(stage.kind !== "form"), [stage.kind, onCalling]);

  useEffect(() => {
    let live = true;
    loadPhone()
      .then((lib) => {
        if (!live) return;
        setPhoneLib(lib);
        if (!picked.current) setCountry(lib.defaultCountry([navigator.language, ...(navigator.languages ?? [])]));
      })
      // The picker keeps its default; sending the form tries the load again.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  /** Places the call; throws ApiCallError (a 400 carries the server's words about the number). */
  async function place(number: CallNumber) {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const answer = await apiCall((api) => api.api["onboarding-agent"].$post({ json: { country: number.country, phone: number.digits, timeZone } }), {
      fallback: TEXT.errors.phoneSubmit,
      toast: false,
    });
    if (!answer?.id) throw new ApiCallError(TEXT.errors.noId, 0);
    return answer.id;
  }

  /** "cancelled", or "ended" when the call had already ended on its own (409). */
  async function cancelAt(callId: string): Promise<{ outcome: "cancelled" | "ended"; hungUp: boolean }> {
    try {
      const done = await apiCall((api) => api.api["onboarding-agent"][":id"].cancel.$post({ param: { id: callId } }), {
        fallback: CANCEL_FAILED,
        toast: false,
      });
      return { outcome: "cancelled", hungUp: done?.hungUp !== false };
    } catch (err) {
      if (err instanceof ApiCallError && err.status === 409) return { outcome: "ended", hungUp: true };
      throw err;
    }
  }

  /** What the call has led to (a 410: it ended without a conversation). */
  async function outcomeOf(callId: string): Promise<CallOutcome> {
    try {
      const found = await apiCall((api) => api.api["job-from-call"][":id"].$get({ param: { id: callId } }), { toast: false, fallback: TEXT.errors.callStatus });
      return found?.id ? { kind: "job", jobId: found.id } : { kind: "ringing" };
    } catch (err) {
      if (err instanceof ApiCallError && err.status === 410) return { kind: "ended", message: err.message };
      throw err;
    }
  }

  /** The calendar job a call that ended on its own led to, if any. */
  async function jobOf(callId: string) {
    const outcome = await outcomeOf(callId);
    return outcome.kind === "job" ? outcome.jobId : null;
  }

  const calling = useMutation(
    async (number: Omit<CallNumber, "international">): Promise<Stage | null> => {
      const lib = await loadPhone();
      const checked = lib.toE164(number.country, number.digits);
      if (!checked.ok) {
        setFieldError(checked.error);
        return null;
      }
      const callNumber = { ...number, international: checked.international };
      return { kind: "ringing", callId: await place(callNumber), number: callNumber };
    },
    {
      onSuccess: (next) => next && setStage(next),
      // A refused number says why, under the field; a spent budget (429) says when to try again; anything else is the spec's message.
      onError: (err) =>
        err instanceof ApiCallError && err.status === 400
          ? setFieldError(err.message)
          : setError(err instanceof ApiCallError && (err.message === TEXT.errors.noId || err.status === 429) ? err.message : TEXT.errors.phoneSubmit),
    },
  );

  /** Where a call the member hung up or replaced leaves the screen, and what it says. */
  const moveOn = ({ next, said }: { next: Stage; said?: string }) => {
    if (said) setNote(said);
    setStage(next);
  };

  const cancelling = useMutation(
    async (callId: string): Promise<{ next: Stage; said?: string }> => {
      const { outcome, hungUp } = await cancelAt(callId);
      if (outcome === "ended") {
        // Too late to cancel: the call ended first, maybe with a conversation worth a calendar.
        const jobId = await jobOf(callId);
        if (jobId) return { next: { kind: "generating", jobId } };
      }
      const said = hungUp ? "You cancelled the call." : "You cancelled the call. Your phone may still ring for a moment: you can ignore it.";
      return { next: { kind: "form" }, said };
    },
    { onSuccess: moveOn, onError: (err) => setError(err instanceof ApiCallError && err.status !== 0 ? err.message : CANCEL_FAILED) },
  );

  const callingAgain = useMutation(
    async ({ callId, number }: { callId: string; number: CallNumber }): Promise<{ next: Stage; said?: string }> => {
      // The first call is hung up before the second rings: never two calls at once.
      const { outcome } = await cancelAt(callId);
      if (outcome === "ended") {
        const jobId = await jobOf(callId);
        if (jobId) return { next: { kind: "generating", jobId } };
      }
      const again = await place(number);
      return { next: { kind: "ringing", callId: again, number }, said: "Ziva is calling you again." };
    },
    {
      onSuccess: moveOn,
      onError: (err) => setError(err instanceof ApiCallError && (err.status === 400 || err.status === 429) ? err.message : TEXT.errors.phoneSubmit),
    },
  );
  const busy = calling.busy || cancelling.busy || callingAgain.busy;

  function call() {
    setError(null);
    setNote(null);
    const problem = phone ? firstProblem(phoneCallSchema.shape.phone, phone) : PHONE_REQUIRED;
    setFieldError(problem);
    if (!problem) void calling.run({ country, digits: phone });
  }

  function cancel() {
    if (stage.kind !== "ringing" || busy) return;
    setError(null);
    void cancelling.run(stage.callId);
  }

  function callAgain() {
    if (stage.kind !== "ringing" || busy) return;
    setError(null);
    setNote(null);
    void callingAgain.run(stage);
  }

  // While the phone rings, every 10 s: has the call led to a calendar job, or ended without a conversation?
  const ringing = stage.kind === "ringing" ? stage.callId : null;
  const look = usePoll({
    read: () => outcomeOf(ringing ?? ""),
    until: (outcome) => outcome.kind !== "ringing",
    firstReadMs: TIMINGS.statusPollMs,
    intervalMs: TIMINGS.statusPollMs,
    enabled: ringing !== null,
    key: ringing,
  });
  useEffect(() => {
    if (ringing === null) return;
    const outcome = look.value;
    if (outcome?.kind === "job") setStage({ kind: "generating", jobId: outcome.jobId });
    else if (outcome?.kind === "ended") {
      // The call ended without a conversation: say so and offer the form again.
      setError(outcome.message);
      setStage({ kind: "form" });
    }
  }, [look.value, ringing]);
  useEffect(() => {
    if (ringing !== null && look.error) setError(TEXT.errors.callStatus);
  }, [look.error, ringing]);

  if (stage.kind === "generating") return <GenerationProgress jobId={stage.jobId} onRetry={() => setStage({ kind: "form" })} />;
  if (stage.kind === "ringing") {
    return (
      <section className="card phone-call" aria-labelledby="phone-title" aria-busy={busy ? true : undefined}>
        <h2 id="phone-title">Ziva is calling you</h2>
        <p role="status">
          {note ? `${note} ` : ""}Your phone ({stage.number.international}) is ringing. Answer it and talk for a few minutes; when you hang up, your month of
          posts starts here.
        </p>
        <div className="phone-call__actions">
          <button type="button" className="button" disabled={busy} onClick={callAgain}>
            {callingAgain.busy ? "Calling again…" : "Call me again"}
          </button>
          <button type="button" className="button" disabled={busy} onClick={cancel}>
            {cancelling.busy ? "Cancelling…" : "Cancel the call"}
          </button>
        </div>
        <FieldError message={error} />
      </section>
    );
  }
  return (
    <section className="card phone-call" aria-labelledby="phone-title">
      <h2 id="phone-title">Prefer to talk? We'll call you</h2>
      <p className="muted">Ziva calls you and asks the same questions out loud. We keep your number only until the call ends.</p>
      {note ? <p role="status">{note}</p> : null}
      <form noValidate className="phone-call__form" onSubmit={onSubmitted(call)}>
        <div className="field">
          <label className="field__label" htmlFor="phone-country">
            Country code
          </label>
          <CountryPicker
            inputId="phone-country"
            phone={phoneLib}
            value={country}
            fallbackLabel={FALLBACK.label}
            onChange={(iso) => {
              picked.current = true;
              setCountry(iso);
              setFieldError(null);
            }}
          />
        </div>
        <div>
          <TextField
            label="Phone number"
            error={fieldError}
            errorId="phone-error"
            id="phone-number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            onChange={(e) => {
              setPhone(phoneDigits(e.target.value));
              setFieldError(null);
            }}
          />
          <FieldError id="phone-error" message={fieldError} />
        </div>
        <SubmitButton busy={busy} busyText="Calling…">
          Call me
        </SubmitButton>
      </form>
      <FieldError message={error} />
    </section>
  );
}
