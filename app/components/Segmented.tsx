/** A row of radio options styled as one switch: profile type, publish mode, tone. */
export function Segmented<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<readonly [NoInfer<T>, string]>;
  onChange(value: NoInfer<T>): void;
}) {
  return (
    <fieldset className="segmented">
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className={value === option ? "segmented__option is-active" : "segmented__option"}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
