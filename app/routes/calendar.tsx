import { ComingSoon } from "~/components/ComingSoon";
import { membersOnly } from "~/lib/guards.server";
import { titled } from "~/lib/meta";

export const meta = titled("Calendar");

export const loader = membersOnly;

export default function Page() {
  return (
    <ComingSoon title="Calendar">
      <p>Your month of posts on a Sunday-to-Saturday grid: add a post on any day from today on, open one to edit it, and see what was published.</p>
      <p className="muted">The calendar is being built next.</p>
    </ComingSoon>
  );
}
