import { Link } from "@remix-run/react";
import { ConnectLinkedInButton } from "~/components/posts/ConnectLinkedInButton";
import type { AppSummary } from "~/lib/api";

type Account = Pick<AppSummary, "id" | "name" | "status" | "connectionExpiresAt" | "expiresSoon" | "yours">;

/** The day a connection ends, in the member's zone: "Tue, Dec 1". */
export function connectionDay(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone }).format(new Date(iso));
}

/** An account the member has to act on: LinkedIn signed it out, or its connection ends soon. */
export const needsReconnecting = (app: Account) => app.status === "needs_reconnect" || (app.status === "active" && app.expiresSoon);

/** What one account's connection needs, in plain words, or null when all is well (decision 038). */
export function connectionWarning(app: Account, timeZone: string): string | null {
  if (!needsReconnecting(app)) return null;
  const ends = app.connectionExpiresAt;
  const when = ends ? ` ${Date.parse(ends) <= Date.now() ? "ended" : "ends"} on ${connectionDay(ends, timeZone)}` : " ends soon";
  if (app.yours) {
    return app.status === "needs_reconnect"
      ? `LinkedIn signed out ${app.name}. Posts for that account can't go out until you reconnect.`
      : `Your LinkedIn connection for ${app.name}${when}. Reconnect now so your scheduled posts keep going out.`;
  }
  const what = app.status === "needs_reconnect" ? `LinkedIn signed out ${app.name}.` : `The LinkedIn connection for ${app.name}${when}.`;
  return `${what} Only ${app.name} can reconnect it: send them a new invite link.`;
}

/**
 * /posts and /calendar: the accounts to reconnect, LinkedIn having signed them out or their
 * connection ending within a week. The member's own reconnect here (the connect flow brings them
 * back to this page); a teammate's through a new invite link, made on /team.
 */
export function ConnectionBanner({ apps, timeZone }: { apps: Account[]; timeZone: string }) {
  const due = apps.filter(needsReconnecting);
  if (due.length === 0) return null;
  const signedOut = due.filter((a) => a.yours && a.status === "needs_reconnect");
  const others = due.filter((a) => !(a.yours && a.status === "needs_reconnect"));
  return (
    <div className="banner banner--warning posts__banner connection-banner" role="status">
      <div>
        <strong>Reconnect LinkedIn</strong>
        {signedOut.length ? (
          <p>LinkedIn signed out {signedOut.map((a) => a.name).join(", ")}. Posts for that account can't go out until you reconnect.</p>
        ) : null}
        {others.map((a) => (
          <p key={a.id}>
            {connectionWarning(a, timeZone)}
            {a.yours ? null : (
              <>
                {" "}
                <Link to="/team">Make one on your team page</Link>.
              </>
            )}
          </p>
        ))}
      </div>
      {due.some((a) => a.yours) ? <ConnectLinkedInButton label="Reconnect" busyLabel="Opening LinkedIn…" /> : null}
    </div>
  );
}
