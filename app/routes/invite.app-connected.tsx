import { titled } from "~/lib/meta";
import { TEXT } from "~/spec/texts";

export const meta = titled(TEXT.invites.connectedTitle);

/** Where an invitee lands after connecting: their account is on the team's calendar; they have no session here. */
export default function Page() {
  return (
    <main className="page page--narrow">
      <div className="card center">
        <h1>{TEXT.invites.connectedTitle}</h1>
        <p>
          {TEXT.invites.connectedBody.replace(/\.$/, "")}, {TEXT.invites.closeTab}.
        </p>
      </div>
    </main>
  );
}
