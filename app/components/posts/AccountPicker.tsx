import type { AppSummary } from "~/lib/api";
import { Avatar } from "../Avatar";

/**
 * "Post as", when the team has more than one connected account. A new post can go out as several
 * (one post each); an existing post is one account's. No choice yet means the first account.
 */
export function AccountPicker({ apps, several, value, onChange }: { apps: AppSummary[]; several: boolean; value: string[]; onChange(ids: string[]): void }) {
  if (apps.length <= 1) return null;
  const chosen = value.length ? value : [apps[0].id];
  return (
    <fieldset className="post-dialog__accounts">
      <legend className="field__label">Post as</legend>
      {apps.map((a) => {
        const who = (
          <>
            <Avatar name={a.name} src={a.avatar} size={24} />
            {a.name}
          </>
        );
        return several ? (
          <label key={a.id} className="account-option">
            <input
              type="checkbox"
              checked={chosen.includes(a.id)}
              onChange={(e) => onChange(e.target.checked ? [...chosen.filter((id) => id !== a.id), a.id] : chosen.filter((id) => id !== a.id))}
            />
            {who}
          </label>
        ) : (
          <label key={a.id} className="account-option">
            <input type="radio" name="post-as" checked={chosen[0] === a.id} onChange={() => onChange([a.id])} />
            {who}
          </label>
        );
      })}
      {several && value.length > 1 ? <span className="muted">One post per account: each is published and tracked on its own.</span> : null}
    </fieldset>
  );
}
