import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";

export const meta: MetaFunction = () => [{ title: "AI Humanizer · Postcraft" }];

export default function Page() {
  return (
    <ComingSoon title="AI Humanizer">
      <p>Paste text that sounds machine-written and get it back in a natural, human voice. Free, no account needed.</p>
      <p className="muted">The humanizer is being built.</p>
    </ComingSoon>
  );
}
