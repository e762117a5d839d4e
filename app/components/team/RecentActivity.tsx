import { AUDIT_WORDS, type AuditAction } from "~/spec/audit";
import { momentLabel } from "~/spec/time";

export type AuditEventView = { id: string; at: string; actor: string; action: AuditAction; subject: string | null; detail: string | null };

/** The team's audit log, its latest sensitive actions (docs/decisions/059): owners only, on /team. */
export function RecentActivity({ events, timeZone }: { events: AuditEventView[]; timeZone: string }) {
  return (
    <section aria-labelledby="recent-activity">
      <h2 id="recent-activity">Recent activity</h2>
      {events.length === 0 ? <p className="muted">Nothing yet.</p> : null}
      <ul className="team__list team__activity" aria-label="Recent activity">
        {events.map((e) => (
          <li key={e.id}>
            <span>
              <strong>{e.actor}</strong> {AUDIT_WORDS[e.action]}
              {e.subject ? `: ${e.subject}` : ""}
            </span>{" "}
            <time className="muted" dateTime={e.at}>
              {momentLabel(e.at, timeZone)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
