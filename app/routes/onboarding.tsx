import { ComingSoon } from "~/components/ComingSoon";
import { membersOnly } from "~/lib/guards.server";
import { titled } from "~/lib/meta";

export const meta = titled("Onboarding");

export const loader = membersOnly;

export default function Page() {
  return (
    <ComingSoon title="Onboarding">
      <p>Tell us about your audience and goals, by a short phone call or a questionnaire, and we will draft a month of posts for your calendar.</p>
      <p className="muted">
        The questionnaire and the phone call are being built. Your LinkedIn account is connected, so everything you plan will be ready to publish.
      </p>
    </ComingSoon>
  );
}
