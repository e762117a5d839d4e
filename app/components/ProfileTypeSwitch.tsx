import type { ProfileType } from "~/spec/limits";
import { Segmented } from "./Segmented";

const OPTIONS = [
  ["individual", "Personal"],
  ["company", "Organization"],
] as const;

export function ProfileTypeSwitch({ value, onChange }: { value: ProfileType; onChange(v: ProfileType): void }) {
  return <Segmented legend="Profile type" name="profileType" value={value} options={OPTIONS} onChange={onChange} />;
}
