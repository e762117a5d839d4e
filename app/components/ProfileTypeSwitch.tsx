import type { ProfileType } from "~/spec/limits";
import { TEXT } from "~/spec/texts";
import { Segmented } from "./Segmented";

const OPTIONS = [
  ["individual", "Personal"],
  ["company", "Organization"],
] as const;

/**
 * Personal or organization. While the LinkedIn app can't connect company pages (decision 079),
 * "Organization" is shown but can't be chosen, and the note beside it says why.
 */
export function ProfileTypeSwitch({ value, onChange, companyPages = true }: { value: ProfileType; onChange(v: ProfileType): void; companyPages?: boolean }) {
  return (
    <>
      <Segmented
        legend="Profile type"
        name="profileType"
        value={value}
        options={OPTIONS}
        onChange={onChange}
        disabled={companyPages ? [] : ["company"]}
        describedBy={companyPages ? undefined : "company-pages-note"}
      />
      {companyPages ? null : (
        <p id="company-pages-note" className="muted field-note">
          {TEXT.errors.companyPagesUnavailable}
        </p>
      )}
    </>
  );
}
