import { ComingSoon } from "~/components/ComingSoon";
import { membersOnly } from "~/lib/guards.server";
import { titled } from "~/lib/meta";

export const meta = titled("Viral posts");

export const loader = membersOnly;

export default function Page() {
  return (
    <ComingSoon title="Viral posts">
      <p>A feed of posts that are doing well on LinkedIn right now, each with a Recreate button to write your own version.</p>
      <p className="muted">The feed is being built.</p>
    </ComingSoon>
  );
}
