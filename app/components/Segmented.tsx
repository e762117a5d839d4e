/** A row of radio options styled as one switch: profile type, publish mode, tone. */
export function Segmented<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  disabled = [],
  describedBy,
}: {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<readonly [NoInfer<T>, string]>;
  onChange(value: NoInfer<T>): void;
  /** Options shown but not to be chosen (the note that says why is `describedBy`). */
  disabled?: ReadonlyArray<NoInfer<T>>;
  describedBy?: string;
}) {
  return (
    <fieldset className="segmented" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {options.map(([option, label]) => {
        const off = disabled.includes(option);
        const className = `segmented__option${value === option ? " is-active" : ""}${off ? " is-disabled" : ""}`;
        return (
          <label key={option} className={className}>
            <input type="radio" name={name} value={option} checked={value === option} disabled={off} onChange={() => onChange(option)} />
            {label}
          </label>
        );
      })}
    </fieldset>
  );
}
