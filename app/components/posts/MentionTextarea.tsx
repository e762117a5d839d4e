/**
 * The post's text with company-page mentions (issue 26 item 4; docs/decisions/049): "@" and a
 * name or page address at the caret opens the picker (loaded on the first "@"), which writes the
 * chosen page as LinkedIn's mention, `@[Name](urn)`; the mentions in the text are listed under it
 * as chips, each removable. People can't be mentioned through LinkedIn's API: the editor says so.
 */
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useBrowserLayoutEffect } from "~/lib/use-browser-layout-effect";
import { findMentions, insertMention, MENTION_TEXT, type MentionOrganization, mentionQueryAt, removeMention } from "~/spec/mentions";

const MentionPicker = lazy(() => import("./MentionPicker").then((m) => ({ default: m.MentionPicker })));

type Props = {
  value: string;
  onChange: (text: string) => void;
  readOnly: boolean;
  className: string;
  labelledBy: string;
  rows: number;
};

export function MentionTextarea({ value, onChange, readOnly, className, labelledBy, rows }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  // Where the caret goes once a chosen mention is in the text.
  const caretAfterMention = useRef<{ text: string; caret: number } | null>(null);
  const [found, setFound] = useState<{ query: string; list: MentionOrganization[] }>({ query: "", list: [] });
  const [active, setActive] = useState(0);
  // Escape closes the picker for what is typed now; typing on opens it again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const typed = readOnly || caret === null ? null : mentionQueryAt(value, caret);
  const key = typed ? `${typed.start}:${typed.query}` : null;
  const open = typed !== null && key !== dismissed;
  // Only the pages found for what is typed now: Enter never writes a page found for an earlier query.
  const options = found.query === typed?.query ? found.list : [];
  const mentions = findMentions(value);

  const track = () => setCaret(ref.current?.selectionStart ?? null);
  const showOptions = useCallback((query: string, list: MentionOrganization[]) => {
    setFound({ query, list });
    setActive(0);
  }, []);

  function choose(organization: MentionOrganization) {
    if (!typed) return;
    const next = insertMention(value, typed, organization);
    caretAfterMention.current = next;
    onChange(next.text);
    setCaret(next.caret);
  }

  // Put the caret after the mention as the new text is committed, before the next key: a frame
  // later, what a quick typist had typed meanwhile went in after the caret jumped back.
  useBrowserLayoutEffect(() => {
    const after = caretAfterMention.current;
    caretAfterMention.current = null;
    const el = ref.current;
    if (!after || !el || after.text !== value) return;
    el.focus();
    el.setSelectionRange(after.caret, after.caret);
  }, [value]);

  return (
    <div className="mentions">
      <div className="mentions__field">
        <textarea
          ref={ref}
          className={className}
          aria-labelledby={labelledBy}
          rows={rows}
          value={value}
          readOnly={readOnly}
          aria-controls={open ? "mention-picker" : undefined}
          aria-activedescendant={open && options[active] ? `mention-option-${active}` : undefined}
          onChange={(e) => {
            onChange(e.target.value);
            setCaret(e.target.selectionStart);
            setActive(0);
          }}
          onSelect={track}
          onClick={track}
          onBlur={() => setCaret(null)}
          onKeyDown={(e) => {
            if (!open) return;
            if (e.key === "Escape") {
              e.preventDefault();
              e.stopPropagation();
              setDismissed(key);
            } else if (e.key === "ArrowDown" && options.length) {
              e.preventDefault();
              setActive((i) => (i + 1) % options.length);
            } else if (e.key === "ArrowUp" && options.length) {
              e.preventDefault();
              setActive((i) => (i - 1 + options.length) % options.length);
            } else if (e.key === "Enter" && options[active]) {
              e.preventDefault();
              choose(options[active]);
            }
          }}
        />
        {open && typed ? (
          <Suspense fallback={null}>
            <MentionPicker query={typed.query} active={active} onOptions={showOptions} onChoose={choose} />
          </Suspense>
        ) : null}
      </div>
      {mentions.length ? (
        <div className="mentions__chips">
          <span className="muted">{MENTION_TEXT.chipsLabel}:</span>
          {mentions.map((m) => (
            <span className="mentions__chip" key={`${m.start}-${m.urn}`}>
              {m.name}
              {readOnly ? null : (
                <button type="button" aria-label={MENTION_TEXT.remove(m.name)} onClick={() => onChange(removeMention(value, m))}>
                  ×
                </button>
              )}
            </span>
          ))}
        </div>
      ) : null}
      {readOnly ? null : <p className="muted mentions__note">{MENTION_TEXT.peopleNote}</p>}
    </div>
  );
}
