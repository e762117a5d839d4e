import { useEffect, useState } from "react";
import { copyWithNotice } from "~/lib/clipboard";
import { titled } from "~/lib/meta";
import { PEOPLE_TEXT } from "~/spec/people-texts";
import { TEXT } from "~/spec/texts";

export const meta = titled(TEXT.invites.connectedTitle);

/** The personal link the callback put in the fragment (#link=…): never sent to a server, shown here once. */
function useLinkFromFragment() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const key = /^#link=([\w-]{20,100})$/.exec(window.location.hash)?.[1];
    if (!key) return;
    setUrl(`${window.location.origin}/my-posts#key=${key}`);
    // Out of the address bar and history: a reload or a shared screenshot does not show it again.
    window.history.replaceState(null, "", window.location.pathname);
  }, []);
  return url;
}

/**
 * Where an invitee lands after connecting: their account is on the team's calendar, they have no
 * session here, and they get their way back (issue 25 item 4): a personal link to the posts in
 * their name, shown once.
 */
export default function Page() {
  const link = useLinkFromFragment();
  const words = PEOPLE_TEXT.connected;
  return (
    <main className="page page--narrow">
      <div className="card center">
        <h1>{TEXT.invites.connectedTitle}</h1>
        <p>{TEXT.invites.connectedBody}</p>
        {link ? (
          <section className="personal-link" aria-labelledby="personal-link-title">
            <h2 id="personal-link-title">{words.linkTitle}</h2>
            <p>{words.linkBody}</p>
            <input className="input" readOnly value={link} aria-label={words.linkTitle} onFocus={(e) => e.currentTarget.select()} />
            <div className="personal-link__actions">
              <button type="button" className="button" onClick={() => void copyWithNotice(link)}>
                {words.copy}
              </button>
              <a className="button button--primary" href={link}>
                {words.open}
              </a>
            </div>
            <p className="muted">Keep your link, and {TEXT.invites.closeTab}.</p>
          </section>
        ) : (
          <p className="muted">
            {words.noLink} {TEXT.invites.closeTab[0].toUpperCase() + TEXT.invites.closeTab.slice(1)}.
          </p>
        )}
      </div>
    </main>
  );
}
