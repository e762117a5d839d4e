import { useEffect, useId, useRef, useState } from "react";
import { FieldError } from "~/components/FieldError";
import { SubmitButton } from "~/components/SubmitButton";
import { messageOf } from "~/lib/api.client";
import { onSubmitted } from "~/lib/form-events";
import { type SlotsView, saveSlots } from "~/lib/slots.client";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { WEEKDAY_NAMES } from "~/spec/best-times";
import { bySlot, putSlotsSchema, SLOT_TEXT, type Slot, slotLabel } from "~/spec/posting-slots";
import { firstProblem } from "~/spec/schemas";
import { Options } from "../AccountOptions";

/** Monday first, as a working week reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const keyOf = (s: Slot) => `${s.weekday}-${s.time}`;

/**
 * An account's weekly posting slots on /team (docs/decisions/044): the week by weekday, a remove
 * button on each slot, and a day and a time to add one. Each change saves the whole week at once
 * and says so; focus stays where the member works (the next slot after a removal, the time field
 * after an addition).
 */
/** `readOnly`: the week of an account that is not this member's to change (decision 046: its owner's, or a team owner's). */
export function PostingSlots({ accountName, initial, readOnly = false }: { accountName: string; initial: SlotsView; readOnly?: boolean }) {
  const [view, setView] = useState(initial);
  const [weekday, setWeekday] = useState(1);
  const [time, setTime] = useState("09:00");
  const [problem, setProblem] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const timeInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  // Where focus goes once a save lands: a slot's remove button (by key), or the time field.
  const focusNext = useRef<string | null>(null);

  // The focus to give once the saved week is drawn and its buttons are enabled again (undefined: none pending).
  const focusAfterSave = useRef<string | null | undefined>(undefined);
  const save = useMutation((slots: Slot[]) => saveSlots(view.appId, { timeZone: view.timeZone, slots }), {
    onSuccess: (saved) => {
      setView(saved);
      notify.success(SLOT_TEXT.saved);
      focusAfterSave.current = focusNext.current;
      focusNext.current = null;
    },
  });
  // After the commit that shows the new week with the save over: a button disabled while saving
  // cannot take the focus, so a frame callback could run too early on a busy machine.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the week or the save's state changes
  useEffect(() => {
    if (focusAfterSave.current === undefined || save.busy) return;
    const target = focusAfterSave.current;
    focusAfterSave.current = undefined;
    const button = target ? section.current?.querySelector<HTMLButtonElement>(`[data-slot="${target}"]`) : null;
    (button ?? timeInput.current)?.focus();
  }, [view, save.busy]);

  function send(slots: Slot[]) {
    const wrong = firstProblem(putSlotsSchema, { timeZone: view.timeZone, slots });
    setProblem(wrong);
    if (!wrong) void save.run([...slots].sort(bySlot));
  }

  function remove(slot: Slot) {
    const ofDay = view.slots.filter((s) => s.weekday === slot.weekday);
    const at = ofDay.findIndex((s) => s.time === slot.time);
    const neighbour = ofDay[at + 1] ?? ofDay[at - 1];
    focusNext.current = neighbour ? keyOf(neighbour) : null;
    send(view.slots.filter((s) => keyOf(s) !== keyOf(slot)));
  }

  function add() {
    focusNext.current = null;
    send([...view.slots, { weekday, time }]);
  }

  const error = problem ?? (save.error ? messageOf(save.error, "The posting slots could not be saved. Try again.") : null);
  const headingId = `${ids}-heading`;
  return (
    <section ref={section} className="posting-slots" aria-labelledby={headingId}>
      <h3 id={headingId} className="posting-slots__title">
        Posting slots <span className="visually-hidden">of {accountName}</span>
      </h3>
      <p className="muted">
        Add to queue puts a post in the next free slot, one post per slot. Times in {view.timeZone}.
        {view.nextFree ? ` Next free slot: ${slotLabel(Date.parse(view.nextFree), view.timeZone)}.` : " No free slot in the next weeks."}
      </p>
      <ul className="posting-slots__week" aria-label={`Posting slots of ${accountName}`}>
        {WEEK_ORDER.map((day) => {
          const ofDay = view.slots.filter((s) => s.weekday === day);
          return (
            <li key={day} className="posting-slots__day">
              <span className="posting-slots__weekday">{WEEKDAY_NAMES[day]}</span>
              {ofDay.length === 0 ? (
                <span className="muted">No slots</span>
              ) : (
                <ul className="posting-slots__times" aria-label={`${WEEKDAY_NAMES[day]} slots`}>
                  {ofDay.map((s) => (
                    <li key={s.time} className="posting-slots__slot">
                      {s.time}
                      {readOnly ? null : (
                        <button
                          type="button"
                          className="posting-slots__remove"
                          data-slot={keyOf(s)}
                          aria-label={`Remove ${WEEKDAY_NAMES[day]} ${s.time}`}
                          disabled={save.busy}
                          onClick={() => remove(s)}
                        >
                          ×
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {readOnly ? null : (
        <form className="posting-slots__add" onSubmit={onSubmitted(add)}>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-day`}>
              Day
            </label>
            <select id={`${ids}-day`} value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
              <Options values={WEEK_ORDER} labelOf={(day) => WEEKDAY_NAMES[day]} />
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-time`}>
              Time
            </label>
            <input id={`${ids}-time`} ref={timeInput} type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
          </div>
          <SubmitButton busy={save.busy} busyText="Saving…">
            Add slot
          </SubmitButton>
        </form>
      )}
      <FieldError message={error} />
    </section>
  );
}
