import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { Avatar } from "~/components/Avatar";
import { connectionDay, connectionWarning, needsReconnecting } from "~/components/ConnectionBanner";
import { ConnectLinkedInButton } from "~/components/posts/ConnectLinkedInButton";
import { DisconnectDialog } from "~/components/team/DisconnectDialog";
import { OnTimePublishing } from "~/components/team/OnTimePublishing";
import { PostingSlots } from "~/components/team/PostingSlots";
import { RecentActivity } from "~/components/team/RecentActivity";
import { ShareInviteDialog } from "~/components/team/ShareInviteDialog";
import { AccountPolicy, TeamContributors, TeamMembers } from "~/components/team/TeamPeople";
import type { AppSummary, Invite } from "~/lib/api";
import { apiCall } from "~/lib/api.client";
import { askApi, readList, requireUser } from "~/lib/guards.server";
import { titled } from "~/lib/meta";
import { timeZoneOf } from "~/lib/studio.server";
import { notify } from "~/lib/toast";
import { useConnectOutcome } from "~/lib/use-connect-outcome";
import { useMutation } from "~/lib/use-mutation";
import { PEOPLE_TEXT } from "~/spec/people-texts";
import { dayLabel } from "~/spec/time";

export const meta = titled("Your team");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const timeZone = timeZoneOf(request);
  const [apps, team, onTime] = await Promise.all([
    readList(context, request, (api) => api.api.apps.$get()),
    readList(context, request, (api) => api.api.team.$get()),
    // On-time publishing (docs/decisions/053): a failed read leaves the section out, not the page.
    askApi(context, request, (api) => api.api.team["on-time"].$get()),
  ]);
  // Invites are an owner's (decision 046): an editor's page does not ask.
  const invites = team.you.role === "owner" ? await readList(context, request, (api) => api.api.invites.$get()) : [];
  // The audit log (docs/decisions/059): owners only; a failed read leaves the section out.
  const activity = team.you.role === "owner" ? await askApi(context, request, (api) => api.api.team.audit.$get()) : null;
  // Each account's posting slots, seeded in the member's zone the first time they are read.
  const slots = await Promise.all(
    apps.data.map(async (a) => {
      const answer = await askApi(context, request, (api) => api.api.apps[":id"].slots.$get({ param: { id: a.id }, query: { timeZone } }));
      return answer.ok ? answer.data : null;
    }),
  );
  return json({
    apps: apps.data,
    team,
    invites,
    timeZone,
    slots: slots.filter((s) => s !== null),
    onTime: onTime.ok ? onTime.data : null,
    activity: activity?.ok ? activity.data : null,
  });
}

const kindOf = (profileType: string) => (profileType === "company" ? "Company page" : "Personal profile");

/** The team: its people and roles, its connected LinkedIn accounts and who decides for each, the invites still open. */
export default function Team() {
  const { apps, team, invites, timeZone, slots, onTime, activity } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [sharing, setSharing] = useState<false | "connect-app" | "join-team">(false);
  const owner = team.you.role === "owner";
  const reload = () => revalidator.revalidate();
  const [leaving, setLeaving] = useState<AppSummary | null>(null);
  useConnectOutcome();

  return (
    <main className="page page--narrow team">
      <div className="posts__banner">
        <h1>Your team</h1>
        {owner ? (
          <div className="team__actions">
            <button type="button" className="button" onClick={() => setSharing("join-team")}>
              {PEOPLE_TEXT.team.inviteEditor}
            </button>
            <button type="button" className="button button--primary" onClick={() => setSharing("connect-app")}>
              {PEOPLE_TEXT.team.inviteContributor}
            </button>
          </div>
        ) : null}
      </div>

      <h2>{PEOPLE_TEXT.team.people}</h2>
      <TeamMembers team={team} onChanged={reload} />
      <h3>{PEOPLE_TEXT.team.contributors}</h3>
      <p className="muted">{PEOPLE_TEXT.team.contributorsHelp}</p>
      <TeamContributors team={team} timeZone={timeZone} onChanged={reload} />

      <h2>Connected accounts</h2>
      {apps.length === 0 ? <p className="muted">No LinkedIn account is connected yet.</p> : null}
      <ul className="team__list" aria-label="Connected accounts">
        {apps.map((a) => {
          const warning = connectionWarning(a, timeZone);
          return (
            <li key={a.id} className="card team__account">
              <div className="team__row">
                <div className="team__who">
                  <Avatar name={a.name} src={a.avatar} size={40} />
                  <div>
                    <strong>{a.name}</strong>
                    <div className="muted">
                      {kindOf(a.profileType)}
                      {a.username ? ` · @${a.username}` : ""}
                    </div>
                    {a.status === "active" && a.connectionExpiresAt && !warning ? (
                      <div className="muted">Connection ends on {connectionDay(a.connectionExpiresAt, timeZone)}</div>
                    ) : null}
                    <AccountPolicy appId={a.id} name={a.name} policy={a.publishPolicy} yours={a.yours && !a.contributor} onChanged={reload} />
                  </div>
                </div>
                <div className="team__actions">
                  {!needsReconnecting(a) ? (
                    <span className="status-pill status-pill--ok">Connected</span>
                  ) : a.status === "active" ? (
                    <span className="status-pill status-pill--warn">Ends soon</span>
                  ) : (
                    <span className="status-pill status-pill--warn" title="LinkedIn signed this account out: its owner connects it again">
                      Needs reconnecting
                    </span>
                  )}
                  {owner || (a.yours && !a.contributor) ? (
                    <button type="button" className="button" onClick={() => setLeaving(a)}>
                      Disconnect
                    </button>
                  ) : null}
                </div>
              </div>
              {warning ? (
                <div className="banner banner--warning team__warning" role="status">
                  <p>{warning}</p>
                  {a.yours ? (
                    <ConnectLinkedInButton label="Reconnect" busyLabel="Opening LinkedIn…" />
                  ) : owner ? (
                    <button type="button" className="button button--primary" onClick={() => setSharing("connect-app")}>
                      Create an invite link
                    </button>
                  ) : null}
                </div>
              ) : null}
              {slots
                .filter((week) => week.appId === a.id)
                .map((week) => (
                  <PostingSlots key={week.appId} accountName={a.name} initial={week} readOnly={!owner && !(a.yours && !a.contributor)} />
                ))}
            </li>
          );
        })}
      </ul>

      {onTime ? <OnTimePublishing figures={onTime} timeZone={timeZone} /> : null}

      {owner ? (
        <>
          <h2>Open invites</h2>
          {invites.length === 0 ? <p className="muted">No open invites. Invite a teammate to connect their own LinkedIn account.</p> : null}
          <ul className="team__list" aria-label="Open invites">
            {invites.map((invite) => (
              <OpenInvite key={invite.id} invite={invite} timeZone={timeZone} onRevoked={reload} />
            ))}
          </ul>
        </>
      ) : null}
      {owner && activity ? <RecentActivity events={activity} timeZone={timeZone} /> : null}
      {leaving ? (
        <DisconnectDialog
          app={leaving}
          others={apps.filter((a) => a.id !== leaving.id && a.status === "active")}
          onClose={() => setLeaving(null)}
          onDone={() => {
            notify.success(`${leaving.name} is disconnected.`);
            setLeaving(null);
            revalidator.revalidate();
          }}
        />
      ) : null}
      {sharing ? <ShareInviteDialog kind={sharing} onClose={() => setSharing(false)} onCreated={reload} /> : null}
    </main>
  );
}

/** An open invite, with its Revoke. */
function OpenInvite({ invite, timeZone, onRevoked }: { invite: Invite; timeZone: string; onRevoked(): void }) {
  // On failure apiCall said what went wrong.
  const revoking = useMutation(() => apiCall((api) => api.api.invites[":id"].$delete({ param: { id: invite.id } })), {
    onSuccess: () => {
      notify.success("Invite revoked: the link no longer works.");
      onRevoked();
    },
  });
  return (
    <li className="card team__row">
      <div>
        <strong>
          {invite.type === "join-team" ? "Joins as an editor: " : "Connects an account: "}
          {invite.meta.username ? `for @${invite.meta.username}` : "anyone with the link"}
        </strong>
        <div className="muted">
          From {invite.inviter.name} · works until {dayLabel(invite.expires, timeZone)}
        </div>
      </div>
      <div className="team__actions">
        <button type="button" className="button" disabled={revoking.busy} onClick={() => void revoking.run()}>
          {revoking.busy ? "Revoking…" : "Revoke"}
        </button>
      </div>
    </li>
  );
}
