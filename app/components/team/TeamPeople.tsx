import { useState } from "react";
import { Avatar } from "~/components/Avatar";
import type { Api, DataOf } from "~/lib/api";
import { apiCall } from "~/lib/api.client";
import { copyWithNotice } from "~/lib/clipboard";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { PEOPLE_TEXT } from "~/spec/people-texts";
import { ROLE_TEXT, type TeamRole } from "~/spec/roles";
import { dayLabel } from "~/spec/time";

export type TeamView = DataOf<Api["api"]["team"]["$get"]>;
type Member = TeamView["members"][number];
type Contributor = TeamView["contributors"][number];

const words = PEOPLE_TEXT.team;

/** The team's members with their roles; an owner changes roles and removes members (decision 046). */
export function TeamMembers({ team, onChanged }: { team: TeamView; onChanged(): void }) {
  const owner = team.you.role === "owner";
  return (
    <ul className="team__list team-people" aria-label="Members">
      {team.members.map((m) => (
        <MemberRow key={m.userId} member={m} owner={owner} onChanged={onChanged} />
      ))}
    </ul>
  );
}

function MemberRow({ member, owner, onChanged }: { member: Member; owner: boolean; onChanged(): void }) {
  const setRole = useMutation(
    (role: TeamRole) => apiCall((api) => api.api.team.members[":userId"].$patch({ param: { userId: member.userId }, json: { role } })),
    {
      onSuccess: (r) => {
        notify.success(`${member.name} is now ${ROLE_TEXT.roles[r.role].toLowerCase()}.`);
        onChanged();
      },
    },
  );
  const remove = useMutation(() => apiCall((api) => api.api.team.members[":userId"].$delete({ param: { userId: member.userId } })), {
    onSuccess: () => {
      notify.success(`${member.name} is no longer in the team.`);
      onChanged();
    },
  });
  return (
    <li className="card team-person">
      <Avatar name={member.name} src={member.avatar} size={36} />
      <div className="team-person__name">
        <strong>{member.name}</strong>
        {member.you ? <span className="muted"> ({words.you})</span> : null}
        {member.email ? <div className="muted">{member.email}</div> : null}
      </div>
      {owner && !member.you ? (
        <>
          <label className="visually-hidden" htmlFor={`role-${member.userId}`}>
            Role of {member.name}
          </label>
          <select id={`role-${member.userId}`} value={member.role} disabled={setRole.busy} onChange={(e) => void setRole.run(e.target.value as TeamRole)}>
            <option value="owner">{ROLE_TEXT.roles.owner}</option>
            <option value="editor">{ROLE_TEXT.roles.editor}</option>
          </select>
          <button
            type="button"
            className="button"
            disabled={remove.busy}
            onClick={() => {
              if (window.confirm(words.removeConfirm(member.name))) void remove.run();
            }}
          >
            {words.remove}
          </button>
        </>
      ) : (
        <span className="status-pill status-pill--scheduled">{ROLE_TEXT.roles[member.role]}</span>
      )}
    </li>
  );
}

/** People who connected their account through an invite: their standing, their personal link. */
export function TeamContributors({ team, timeZone, onChanged }: { team: TeamView; timeZone: string; onChanged(): void }) {
  if (team.contributors.length === 0) return <p className="muted">{words.noContributors}</p>;
  return (
    <ul className="team__list team-people" aria-label="Contributors">
      {team.contributors.map((c) => (
        <ContributorRow key={c.appId} contributor={c} owner={team.you.role === "owner"} timeZone={timeZone} onChanged={onChanged} />
      ))}
    </ul>
  );
}

function ContributorRow({ contributor: c, owner, timeZone, onChanged }: { contributor: Contributor; owner: boolean; timeZone: string; onChanged(): void }) {
  const day = (iso: string) => dayLabel(iso, timeZone);
  const [shown, setShown] = useState<string | null>(null);
  const make = useMutation(() => apiCall((api) => api.api.team.contributors[":appId"].link.$post({ param: { appId: c.appId } })), {
    onSuccess: (link) => {
      setShown(link.url);
      onChanged();
    },
  });
  const revoke = useMutation(() => apiCall((api) => api.api.team.contributors[":appId"].link.$delete({ param: { appId: c.appId } })), {
    onSuccess: () => {
      setShown(null);
      notify.success(`${c.name}'s personal link no longer works.`);
      onChanged();
    },
  });
  const state =
    c.link.state === "active" && c.link.expiresAt
      ? words.linkState.active(day(c.link.expiresAt)) + (c.link.lastUsedAt ? words.lastOpened(day(c.link.lastUsedAt)) : "")
      : words.linkState[c.link.state as "expired" | "revoked" | "none"];
  return (
    <li className="card team-person">
      <Avatar name={c.name} src={c.avatar} size={36} />
      <div className="team-person__name">
        <strong>{c.name}</strong>
        <div className="muted">{words.policyOf[c.publishPolicy]}</div>
        <div className="muted">{state}</div>
      </div>
      {owner ? (
        <div className="team__actions">
          <button type="button" className="button" disabled={make.busy} onClick={() => void make.run()}>
            {words.newLink}
          </button>
          {c.link.state === "active" ? (
            <button type="button" className="button" disabled={revoke.busy} onClick={() => void revoke.run()}>
              {words.revokeLink}
            </button>
          ) : null}
        </div>
      ) : null}
      {shown ? (
        <div className="personal-link" role="status">
          <p>{words.linkShown}</p>
          <input className="input" readOnly value={shown} aria-label={`${c.name}'s personal link`} onFocus={(e) => e.currentTarget.select()} />
          <div className="personal-link__actions">
            <button type="button" className="button button--primary" onClick={() => void copyWithNotice(shown)}>
              {PEOPLE_TEXT.connected.copy}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** The account's owner says who decides what goes out as it; others read it. */
export function AccountPolicy({
  appId,
  name,
  policy,
  yours,
  onChanged,
}: {
  appId: string;
  name: string;
  policy: "ask" | "team";
  yours: boolean;
  onChanged(): void;
}) {
  const save = useMutation((next: "ask" | "team") => apiCall((api) => api.api.apps[":id"].policy.$put({ param: { id: appId }, json: { policy: next } })), {
    onSuccess: onChanged,
  });
  if (!yours) return <div className="muted">{words.policyOf[policy]}</div>;
  return (
    <label className="team__policy">
      <span className="visually-hidden">{words.policyLabel(name)}</span>
      <select value={policy} disabled={save.busy} onChange={(e) => void save.run(e.target.value as "ask" | "team")}>
        <option value="ask">{words.policyOwn.ask}</option>
        <option value="team">{words.policyOwn.team}</option>
      </select>
    </label>
  );
}
