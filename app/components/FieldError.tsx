/** A field's problem, said where the field is, in the schema's words (announced as it appears). */
export function FieldError({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}
