import { ComingSoon } from "~/components/ComingSoon";
import { membersOnly } from "~/lib/guards.server";
import { titled } from "~/lib/meta";

export const meta = titled("Personalize");

export const loader = membersOnly;

export default function Page() {
  return (
    <ComingSoon title="Personalize">
      <p>Talk to Ziva, our voice assistant, for a few minutes so your posts sound like you, or skip ahead and generate your content.</p>
      <p className="muted">This step is being built.</p>
    </ComingSoon>
  );
}
