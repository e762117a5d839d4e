import { ComingSoon } from "~/components/ComingSoon";
import { membersOnly } from "~/lib/guards.server";
import { titled } from "~/lib/meta";

export const meta = titled("Trending topics");

export const loader = membersOnly;

export default function Page() {
  return (
    <ComingSoon title="Trending topics">
      <p>Topics people are talking about this week, and the posts behind each one, to recreate in your own words.</p>
      <p className="muted">Trending topics are being built.</p>
    </ComingSoon>
  );
}
