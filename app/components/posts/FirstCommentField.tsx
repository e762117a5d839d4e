import { useId, useState } from "react";
import type { PostSummary } from "~/lib/api";
import { FIRST_COMMENT_MAX_CHARS, FIRST_COMMENT_TEXT, firstCommentLength } from "~/spec/first-comment";

/** The editor's first comment (docs/decisions/047): its text as typed, and what goes to the API. */
export function useFirstCommentDraft(post?: PostSummary) {
  const [text, setText] = useState(post?.firstComment?.text ?? "");
  const trimmed = text.trim();
  return {
    text,
    setText,
    /** What is saved: trimmed, null for none. */
    value: trimmed === "" ? null : trimmed,
    problem: () => (firstCommentLength(trimmed) > FIRST_COMMENT_MAX_CHARS ? FIRST_COMMENT_TEXT.tooLong : null),
  };
}
export type FirstCommentDraft = ReturnType<typeof useFirstCommentDraft>;

/** "First comment": a textarea with its counter (x / 1,250) and what it is for. */
export function FirstCommentField({ draft }: { draft: FirstCommentDraft }) {
  const id = useId();
  const length = firstCommentLength(draft.text.trim());
  const over = length > FIRST_COMMENT_MAX_CHARS;
  return (
    <div className="field first-comment-field">
      <label className="field__label" htmlFor={id}>
        {FIRST_COMMENT_TEXT.label}
      </label>
      <p className="muted" id={`${id}-hint`}>
        {FIRST_COMMENT_TEXT.hint}
      </p>
      <textarea
        id={id}
        className="first-comment-field__text"
        rows={3}
        value={draft.text}
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={over || undefined}
        onChange={(e) => draft.setText(e.target.value)}
      />
      <p id={`${id}-count`} className={over ? "field__error" : "muted"} aria-live="polite">
        {length.toLocaleString("en-US")} / {FIRST_COMMENT_MAX_CHARS.toLocaleString("en-US")}
      </p>
    </div>
  );
}
