import { useParams, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FieldError, TextField } from "~/components/FieldError";
import { SubmitButton } from "~/components/SubmitButton";
import type { Invite } from "~/lib/api";
import { ApiCallError, apiCall, messageOf } from "~/lib/api.client";
import { onSubmitted } from "~/lib/form-events";
import { titled } from "~/lib/meta";
import { leavingPage, useMutation } from "~/lib/use-mutation";
import { INVITE } from "~/spec/limits";
import { PEOPLE_TEXT } from "~/spec/people-texts";
import { ROLE_TEXT } from "~/spec/roles";
import { firstProblem, profileAddressSchema } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";

export const meta = titled(TEXT.invites.requestTitle);

/** The public lookup adds the team's name: the page says whose team it is. */
type PublicInvite = Invite & { team?: { name: string } };
type View =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "not-found"; reason: string | null }
  | { state: "loaded"; invite: PublicInvite };

/** Why the last try did not connect (the callback sends the invitee back here with ?error=). */
const RETURNED: Record<string, string> = {
  cancelled: "The LinkedIn connection was cancelled. You can try again.",
  linkedin: "LinkedIn did not complete the connection. Please try again.",
  scope: TEXT.errors.linkedinScope,
  invite: "This invitation can no longer be used.",
  state: "The connection took too long or was opened in another browser. Please try again.",
};

/** A person's silhouette: the inviter has no photo. */
function PlaceholderAvatar() {
  return (
    <svg className="avatar" width={56} height={56} viewBox="0 0 56 56" role="img" aria-label="No photo">
      <circle cx="28" cy="28" r="28" fill="#dfe3e8" />
      <circle cx="28" cy="22" r="10" fill="#9aa4ae" />
      <path d="M10 48c3-10 11-14 18-14s15 4 18 14" fill="#9aa4ae" />
    </svg>
  );
}

/** What connecting means, in plain words, before anyone goes to LinkedIn (issue 25 item 1). */
function Consent({ invite, autonomy, onAutonomy }: { invite: PublicInvite; autonomy: boolean; onAutonomy(on: boolean): void }) {
  const team = invite.team?.name ?? "their team";
  const words = PEOPLE_TEXT.consent;
  if (invite.type === "join-team") {
    return (
      <section className="invitation__consent" aria-label="What joining means">
        <p>{words.joinTeam(invite.inviter.name, team)}</p>
        <p>{words.joinTeamPublishing}</p>
      </section>
    );
  }
  return (
    <section className="invitation__consent" aria-label="What connecting means">
      <p>{words.whoInvites(invite.inviter.name, team)}</p>
      <p>
        <strong>{autonomy ? words.autonomous(team) : words.asks}</strong>
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={autonomy} onChange={(e) => onAutonomy(e.target.checked)} />
        {ROLE_TEXT.autonomyChoice}
      </label>
      <p className="muted">{words.disconnect}</p>
    </section>
  );
}

/**
 * The invitation page: anyone holding the link connects their own LinkedIn account to the
 * inviter's team. No account or session of ours is needed.
 */
export default function InvitationPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const [view, setView] = useState<View>({ state: "loading" });
  const [username, setUsername] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // The invitee's own word (decision 046): unticked, nothing goes out as them without their approval.
  const [autonomy, setAutonomy] = useState(false);

  useEffect(() => {
    if (!INVITE.idPattern.test(id)) {
      setView({ state: "error", message: TEXT.errors.invalidInvitationId });
      return;
    }
    let live = true;
    apiCall((api) => api.public.api.invites[":id"].$get({ param: { id } }), { toast: false, fallback: TEXT.errors.failedToLoadInvitation })
      .then((invite) => {
        if (!live) return;
        if (!invite?.id) return setView({ state: "error", message: TEXT.errors.invalidInvitationId });
        setView({ state: "loaded", invite });
        setUsername(invite.meta.username ?? "");
      })
      .catch((error: ApiCallError) => {
        if (!live) return;
        if (error.status === 404) setView({ state: "not-found", reason: null });
        else if (error.status === 410) setView({ state: "not-found", reason: error.message });
        else if (error.status === 400) setView({ state: "error", message: TEXT.errors.invalidInvitationId });
        else setView({ state: "error", message: TEXT.errors.failedToLoadInvitation });
      });
    return () => {
      live = false;
    };
  }, [id]);

  // The invitee's LinkedIn sign-in: the button stays busy while the browser goes there.
  const connecting = useMutation(
    async (invite: Invite) => {
      const data = await apiCall(
        (api) =>
          api.public.api.oauth.$post({
            json: {
              type: "invite",
              provider: "linkedin",
              username: username.trim(),
              redirectUrl: "/invite/app-connected",
              profileType: "individual",
              teamId: invite.teamId,
              inviteId: invite.id,
              ...(invite.type === "connect-app" ? { publishPolicy: autonomy ? ("team" as const) : ("ask" as const) } : {}),
            },
          }),
        { fallback: TEXT.errors.linkedinOauth },
      );
      if (!data.url) throw new ApiCallError(TEXT.invites.usernameInvalid, 400);
      window.location.assign(data.url);
      return leavingPage();
    },
    { onError: (error) => setProblem(messageOf(error, TEXT.errors.linkedinOauth)) },
  );

  function connect(invite: Invite) {
    const found = username.trim() ? firstProblem(profileAddressSchema, username) : TEXT.invites.usernameInvalid;
    setProblem(found);
    if (!found) void connecting.run(invite);
  }

  const returned = params.get("error");
  return (
    <main className="page page--narrow">
      <div className="card invitation">
        {view.state === "loading" ? (
          <p role="status">{TEXT.invites.loading}</p>
        ) : view.state === "error" ? (
          <>
            <h1>{TEXT.invites.errorTitle}</h1>
            <p role="alert">{view.message}</p>
          </>
        ) : view.state === "not-found" ? (
          <>
            <h1>{TEXT.invites.notFoundTitle}</h1>
            <p>{TEXT.invites.notFoundBody}</p>
            {view.reason ? <p className="muted">{view.reason}</p> : null}
          </>
        ) : (
          <>
            <h1>{TEXT.invites.requestTitle}</h1>
            {returned ? (
              <p className="banner banner--error" role="alert">
                {RETURNED[returned] ?? RETURNED.linkedin}
              </p>
            ) : null}
            <div className="invitation__who">
              {view.invite.inviter.avatar ? <img className="avatar" src={view.invite.inviter.avatar} alt="" width={56} height={56} /> : <PlaceholderAvatar />}
              <div>
                <strong>{view.invite.inviter.name}</strong>
                {view.invite.inviter.email ? <div className="muted">{view.invite.inviter.email}</div> : null}
              </div>
            </div>
            <p>
              {TEXT.invites.requestBody}
              {view.invite.meta.username ? ` (@${view.invite.meta.username})` : ""}
            </p>
            <Consent invite={view.invite} autonomy={autonomy} onAutonomy={setAutonomy} />
            <form noValidate onSubmit={onSubmitted(() => connect(view.invite))}>
              <TextField
                label="Your LinkedIn username or profile URL"
                error={problem}
                errorId="invite-username-error"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                autoComplete="username"
              />
              <FieldError id="invite-username-error" message={problem} />
              <SubmitButton busy={connecting.busy} busyText={TEXT.invites.connecting} className="button button--primary">
                {TEXT.invites.connect}
              </SubmitButton>
            </form>
            <p className="muted">{TEXT.invites.consent}</p>
          </>
        )}
      </div>
    </main>
  );
}
