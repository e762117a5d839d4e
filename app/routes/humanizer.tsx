import { titled } from "~/lib/meta";
import { ComingSoon } from "~/components/ComingSoon";

export const meta = titled("AI Humanizer");

export default function Page() {
  return (
    <ComingSoon title="AI Humanizer">
      <p>Paste text that sounds machine-written and get it back in a natural, human voice. Free, no account needed.</p>
      <p className="muted">The humanizer is being built.</p>
    </ComingSoon>
  );
}
