import type { InputHTMLAttributes, Ref } from "react";

/** A field's problem, said where the field is, in the schema's words (announced as it appears). */
export function FieldError({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}

/**
 * A labelled text input tied to its problem for screen readers: invalid while `error` is set,
 * described by the FieldError with id `errorId` (which the caller places where it reads best).
 */
export function TextField({
  label,
  error,
  errorId,
  inputRef,
  ...input
}: { label: string; error: string | null; errorId: string; inputRef?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input {...input} ref={inputRef} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
    </label>
  );
}
