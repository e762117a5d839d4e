import { useEffect, useId, useRef, useState } from "react";
import { FieldError } from "~/components/FieldError";
import type { PostSummary } from "~/lib/api";
import { DEFAULT_POLL_DURATION, POLL_DURATION_LABELS, POLL_DURATIONS, POLL_LIMITS, POLL_TEXT, type Poll, type PollDuration } from "~/spec/poll";
import { pollProblems, pollSchema } from "~/spec/schemas";
import { Options } from "../AccountOptions";

export type PollDraft = ReturnType<typeof usePollDraft>;

const count = (text: string) => [...text].length;

/**
 * The post's poll as the editor holds it (docs/decisions/048): off, or a question, 2 to 4 options
 * and a duration (1 week unless chosen). Its problems show once the member tried to save.
 */
export function usePollDraft(post: PostSummary | undefined) {
  const saved = post?.poll ?? null;
  const [on, setOn] = useState(saved !== null);
  const [question, setQuestion] = useState(saved?.question ?? "");
  const [options, setOptions] = useState<string[]>(saved?.options ?? ["", ""]);
  const [duration, setDuration] = useState<PollDuration>(saved?.duration ?? DEFAULT_POLL_DURATION);
  const [checked, setChecked] = useState(false);
  const value: Poll | null = on ? { question, options, duration } : null;
  return {
    on,
    setOn,
    question,
    setQuestion,
    options,
    setOptions,
    duration,
    setDuration,
    /** The poll to save and preview; null when off. */
    value,
    /** Whether the post had a poll when the editor opened (turning it off then removes it). */
    hadPoll: saved !== null,
    problems: checked && value ? pollProblems(value) : null,
    /** Before saving: the first problem, if any; each is said at its field from now on. */
    check(): string | null {
      setChecked(true);
      if (!value) return null;
      const parsed = pollSchema.safeParse(value);
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    },
  };
}

/**
 * "Add a poll", or the poll's fields with "Remove poll"; the focus follows (to the question, back
 * to the button). With images chosen, or a PDF (`blockedBy` says so), it can't be added, and says why.
 */
export function PollSection({ poll, imagesChosen, blockedBy = null }: { poll: PollDraft; imagesChosen: boolean; blockedBy?: string | null }) {
  const addButton = useRef<HTMLButtonElement>(null);
  const [moved, setMoved] = useState<"added" | "removed" | null>(null);
  useEffect(() => {
    if (moved === "removed") addButton.current?.focus();
  }, [moved]);
  if (poll.on) {
    return (
      <PollFields
        poll={poll}
        focusFirst={moved === "added"}
        onRemove={() => {
          poll.setOn(false);
          setMoved("removed");
        }}
      />
    );
  }
  return (
    <p className="post-dialog__add-poll">
      <button
        ref={addButton}
        type="button"
        className="link-button"
        disabled={imagesChosen || blockedBy !== null}
        onClick={() => {
          poll.setOn(true);
          setMoved("added");
        }}
      >
        {POLL_TEXT.add}
      </button>
      {blockedBy ? <span className="muted"> {blockedBy}</span> : imagesChosen ? <span className="muted"> {POLL_TEXT.removeImagesFirst}</span> : null}
    </p>
  );
}

/**
 * The poll's question, options (add up to 4, remove down to 2) and duration, each with its count
 * and problem. `focusFirst`: the member just added it, so the question takes the focus.
 */
export function PollFields({ poll, focusFirst, onRemove }: { poll: PollDraft; focusFirst: boolean; onRemove(): void }) {
  const id = useId();
  const question = useRef<HTMLInputElement>(null);
  const optionInputs = useRef<Array<HTMLInputElement | null>>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes after a change that moves it: the question on opening, a new option, or Add option after a removal.
  const [focus, setFocus] = useState<"question" | number | "add" | null>(focusFirst ? "question" : null);
  useEffect(() => {
    if (focus === "question") question.current?.focus();
    else if (focus === "add") (addButton.current ?? optionInputs.current[poll.options.length - 1])?.focus();
    else if (typeof focus === "number") optionInputs.current[focus]?.focus();
    if (focus !== null) setFocus(null);
  }, [focus, poll.options.length]);

  const problems = poll.problems;
  const questionChars = count(poll.question);
  const ids = { question: `${id}-question-error`, options: `${id}-options-error`, duration: `${id}-duration-error` };
  return (
    <fieldset className="poll-fields">
      <legend className="field__label">{POLL_TEXT.tag}</legend>
      <label className="field">
        <span className="field__label">{POLL_TEXT.question}</span>
        <input
          ref={question}
          value={poll.question}
          placeholder={POLL_TEXT.questionPlaceholder}
          onChange={(e) => poll.setQuestion(e.target.value)}
          aria-invalid={problems?.question ? true : undefined}
          aria-describedby={problems?.question ? ids.question : undefined}
        />
      </label>
      <span className={questionChars > POLL_LIMITS.questionChars ? "field__error poll-fields__count" : "muted poll-fields__count"}>
        {questionChars} / {POLL_LIMITS.questionChars}
      </span>
      <FieldError id={ids.question} message={problems?.question ?? null} />
      {poll.options.map((option, i) => {
        const chars = count(option);
        const problem = problems?.option?.[i] ?? null;
        const errorId = `${id}-option-${i}-error`;
        return (
          // An option is its place: the list only grows at the end or loses one by the member's hand.
          <div key={i} className="poll-fields__option">
            <label className="field">
              <span className="field__label">{POLL_TEXT.option(i + 1)}</span>
              <input
                ref={(el) => {
                  optionInputs.current[i] = el;
                }}
                value={option}
                onChange={(e) => poll.setOptions(poll.options.map((o, j) => (j === i ? e.target.value : o)))}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
              />
            </label>
            <span className={chars > POLL_LIMITS.optionChars ? "field__error poll-fields__count" : "muted poll-fields__count"}>
              {chars} / {POLL_LIMITS.optionChars}
            </span>
            {poll.options.length > POLL_LIMITS.minOptions ? (
              <button
                type="button"
                className="icon-button poll-fields__remove"
                aria-label={POLL_TEXT.removeOption(i + 1)}
                title={POLL_TEXT.removeOption(i + 1)}
                onClick={() => {
                  poll.setOptions(poll.options.filter((_, j) => j !== i));
                  setFocus("add");
                }}
              >
                ×
              </button>
            ) : null}
            <FieldError id={errorId} message={problem} />
          </div>
        );
      })}
      <FieldError id={ids.options} message={problems?.options ?? null} />
      {poll.options.length < POLL_LIMITS.maxOptions ? (
        <button
          ref={addButton}
          type="button"
          className="link-button"
          onClick={() => {
            poll.setOptions([...poll.options, ""]);
            setFocus(poll.options.length);
          }}
        >
          {POLL_TEXT.addOption}
        </button>
      ) : null}
      {/* Labelled by id: a label wrapped around a select would take the options' words into its name. */}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-duration`}>
          {POLL_TEXT.duration}
        </label>
        <select
          id={`${id}-duration`}
          value={poll.duration}
          onChange={(e) => poll.setDuration(e.target.value as PollDuration)}
          aria-invalid={problems?.duration ? true : undefined}
          aria-describedby={problems?.duration ? ids.duration : undefined}
        >
          <Options values={POLL_DURATIONS} labelOf={(d) => POLL_DURATION_LABELS[d]} />
        </select>
      </div>
      <FieldError id={ids.duration} message={problems?.duration ?? null} />
      <button type="button" className="link-button" onClick={onRemove}>
        {POLL_TEXT.remove}
      </button>
    </fieldset>
  );
}
