import { ROLE_TEXT } from "~/spec/roles";

type Props = {
  label: string;
  value: string;
  onChange(value: string): void;
  /** What the submit button says. */
  submit: string;
  onSubmit(): void;
  onCancel(): void;
  busy?: boolean;
  rows?: number;
  maxLength?: number;
  /** A destructive answer (sending a post back) gets the danger button. */
  danger?: boolean;
};

/**
 * One text box with its submit and Cancel: the reason a post is sent back, a contributor's own
 * words. The submit waits for some text.
 */
export function TextForm({ label, value, onChange, submit, onSubmit, onCancel, busy = false, rows = 3, maxLength, danger = false }: Props) {
  return (
    // Not a <form>: it also sits inside the post dialog's form, and forms do not nest.
    <div className="text-form">
      <label className="field">
        <span className="field__label">{label}</span>
        <textarea className="input" rows={rows} maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
      <div className="contributor-post__actions">
        <button type="button" className={danger ? "button button--danger" : "button button--primary"} disabled={busy || !value.trim()} onClick={onSubmit}>
          {submit}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {ROLE_TEXT.decide.cancel}
        </button>
      </div>
    </div>
  );
}
