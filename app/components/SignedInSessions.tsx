import { useState } from "react";
import { apiCall, messageOf } from "~/lib/api.client";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { SESSIONS_TEXT as T } from "~/spec/sessions";
import { momentLabel } from "~/spec/time";

export type SessionRow = { id: string; device: string; signedInAt: string | null; lastSeenAt: string | null; current: boolean };

/**
 * Where the member is signed in (issue 28 item 4, docs/decisions/060): each browser with its last
 * use, "Sign out" for any one of them, and "Sign out everywhere", which ends this one too (then
 * the sign-in page).
 */
export function SignedInSessions({ initial, timeZone }: { initial: SessionRow[]; timeZone: string }) {
  const when = (iso: string | null) => (iso ? momentLabel(iso, timeZone) : "–");
  const [sessions, setSessions] = useState(initial);
  const signOut = useMutation(
    async (id: string) => {
      await apiCall((api) => api.api.sessions[":id"].$delete({ param: { id } }), { toast: false });
      return id;
    },
    {
      onSuccess: (id) => {
        setSessions((list) => list.filter((s) => s.id !== id));
        notify.success(T.signedOut);
      },
      onError: (error) => notify.error(messageOf(error, T.notFound)),
    },
  );
  const everywhere = useMutation(() => apiCall((api) => api.api.sessions["sign-out-everywhere"].$post(), { toast: false }), {
    // This browser's session ended too: the sign-in page, as after Log out.
    onSuccess: () => window.location.assign("/signin"),
  });
  return (
    <section className="account-data__section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{T.title}</h2>
      <p className="muted">{T.intro}</p>
      <ul className="sessions">
        {sessions.map((s) => (
          <li key={s.id} className="sessions__row">
            <div>
              <strong>{s.device}</strong> {s.current ? <span className="status-pill status-pill--ok">{T.current}</span> : null}
              <br />
              <small className="muted">
                {T.lastSeen(when(s.lastSeenAt))}, {T.signedIn(when(s.signedInAt))}
              </small>
            </div>
            {s.current ? null : (
              <button type="button" className="button" disabled={signOut.busy} onClick={() => signOut.run(s.id)} aria-label={`${T.signOut}: ${s.device}`}>
                {T.signOut}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p>
        <button type="button" className="button button--danger" disabled={everywhere.busy} onClick={() => everywhere.run()}>
          {T.signOutEverywhere}
        </button>{" "}
        <span className="muted">{T.signOutEverywhereHelp}</span>
      </p>
    </section>
  );
}
