import { ComingSoon } from "~/components/ComingSoon";
import { membersOnly } from "~/lib/guards.server";
import { titled } from "~/lib/meta";

export const meta = titled("Talk to Ziva");

export const loader = membersOnly;

export default function Page() {
  return (
    <ComingSoon title="Talk to Ziva">
      <p>Ziva asks you five questions, out loud, and turns your answers into a content calendar.</p>
      <p className="muted">The voice interview is being built.</p>
    </ComingSoon>
  );
}
