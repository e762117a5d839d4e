import { useEffect, useId, useRef } from "react";
import type { AppSummary } from "~/lib/api";
import { Avatar } from "../Avatar";
import { alsoPostAs, chooseAt, optionsFor, removeAt } from "./post-as";

/**
 * "Post as", when the team has more than one connected account: the same control for a new post
 * and an edited one. Each row is a radio group (native radios: arrow keys choose, Tab leaves) whose
 * choice replaces the row's account. A new post may go out as several accounts, one post each,
 * only by adding a row on purpose ("Also post as…"); an existing post is one account's.
 */
export function AccountPicker({ apps, several, value, onChange }: { apps: AppSummary[]; several: boolean; value: string[]; onChange(ids: string[]): void }) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  // After adding a row, focus its choice; after removing one, "Also post as…" (or the first row):
  // asked for by the click, done after the render that drew the rows.
  const focusNext = useRef<"added" | "removed" | null>(null);
  useEffect(() => {
    const why = focusNext.current;
    focusNext.current = null;
    if (!why || !root.current) return;
    const rows = root.current.querySelectorAll(".post-as__row");
    const target =
      why === "added"
        ? rows[rows.length - 1]?.querySelector<HTMLInputElement>("input:checked")
        : (root.current.querySelector<HTMLButtonElement>(".post-as__add") ?? root.current.querySelector<HTMLInputElement>("input:checked"));
    target?.focus();
  });

  if (apps.length <= 1) return null;
  return (
    <div className="post-as" ref={root}>
      {value.map((chosen, index) => {
        const label = `${id}-${index}`;
        const name = apps.find((a) => a.id === chosen)?.name ?? "this account";
        return (
          // Rows are positions, not accounts: a row keeps its place (and focus) when its account changes.
          <div className="post-as__row" key={index}>
            <span className="field__label" id={label}>
              {index === 0 ? "Post as" : "Also post as"}
            </span>
            <div className="account-options" role="radiogroup" aria-labelledby={label}>
              {optionsFor(value, index, apps).map((a) => (
                <label key={a.id} className="account-option">
                  <input type="radio" name={label} value={a.id} checked={a.id === chosen} onChange={() => onChange(chooseAt(value, index, a.id))} />
                  <Avatar name={a.name} src={a.avatar} size={24} />
                  <span>{a.name}</span>
                </label>
              ))}
            </div>
            {index > 0 ? (
              <button
                type="button"
                className="button button--small"
                aria-label={`Don't post as ${name}`}
                onClick={() => {
                  focusNext.current = "removed";
                  onChange(removeAt(value, index));
                }}
              >
                Remove
              </button>
            ) : null}
          </div>
        );
      })}
      {several && value.length < apps.length ? (
        <button
          type="button"
          className="button button--small post-as__add"
          onClick={() => {
            focusNext.current = "added";
            onChange(alsoPostAs(value, apps));
          }}
        >
          Also post as…
        </button>
      ) : null}
      {value.length > 1 ? <p className="muted">One post per account: each is published and tracked on its own.</p> : null}
    </div>
  );
}
