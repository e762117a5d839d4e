import type { ProfileType } from "~/spec/limits";

export function ProfileTypeSwitch({ value, onChange }: { value: ProfileType; onChange(v: ProfileType): void }) {
  return (
    <fieldset className="segmented">
      <legend>Profile type</legend>
      {(
        [
          ["individual", "Personal"],
          ["company", "Organization"],
        ] as const
      ).map(([v, label]) => (
        <label key={v} className={value === v ? "segmented__option is-active" : "segmented__option"}>
          <input type="radio" name="profileType" value={v} checked={value === v} onChange={() => onChange(v)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

