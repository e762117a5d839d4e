import { titled } from "~/lib/meta";
import { TEXT } from "~/spec/texts";

export const meta = titled(TEXT.invites.errorTitle);

/** /invites without an id. */
export default function NoInvite() {
  return (
    <main className="page page--narrow">
      <div className="card invitation">
        <h1>{TEXT.invites.errorTitle}</h1>
        <p role="alert">{TEXT.errors.noInvitationId}</p>
      </div>
    </main>
  );
}
