/**
 * The list of company pages to mention (docs/decisions/049), loaded with the first "@" typed:
 * GET /api/mentions once typing pauses. The textarea keeps the focus and moves through it with the
 * arrow keys (MentionTextarea); a click chooses too.
 */
import { useEffect, useState } from "react";
import { apiCall, messageOf } from "~/lib/api.client";
import { MENTION_TEXT, type MentionOrganization } from "~/spec/mentions";

/** How long typing must pause before pages are looked up. */
const PAUSE_MS = 250;

type Props = {
  query: string;
  active: number;
  onOptions: (query: string, found: MentionOrganization[]) => void;
  onChoose: (organization: MentionOrganization) => void;
};

type Found = { query: string; organizations: MentionOrganization[]; note: string | null };

export function MentionPicker({ query, active, onOptions, onChoose }: Props) {
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      apiCall((api) => api.api.mentions.$get({ query: { q: query } }), { toast: false })
        .then(
          (data): Found => ({ query, ...data }),
          (error): Found => ({ query, organizations: [], note: messageOf(error, MENTION_TEXT.failed) }),
        )
        .then((result) => {
          if (!current) return;
          setFound(result);
          onOptions(query, result.organizations);
        });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, onOptions]);

  const fresh = found?.query === query ? found : null;
  return (
    <div className="mentions__picker">
      {fresh === null ? (
        <p className="muted" role="status">
          {MENTION_TEXT.searching}
        </p>
      ) : fresh.organizations.length === 0 ? (
        <p className="muted" role="status">
          {fresh.note ?? MENTION_TEXT.none}
        </p>
      ) : (
        <div id="mention-picker" role="listbox" aria-label={MENTION_TEXT.pickerLabel}>
          {fresh.organizations.map((o, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay in the textarea, which points here with aria-activedescendant
            <div
              key={o.urn}
              id={`mention-option-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={i === active ? "mentions__option mentions__option--active" : "mentions__option"}
              // Choosing by mouse must not blur the textarea first (it would lose the caret and close the list).
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onChoose(o)}
            >
              <strong>{o.name}</strong>
              {o.vanityName ? <small>linkedin.com/company/{o.vanityName}</small> : null}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
