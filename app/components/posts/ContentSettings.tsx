import { useEffect, useId, useState } from "react";
import { FieldError } from "~/components/FieldError";
import type { Generated, LibraryAsset, TemplateGroup } from "~/lib/api";
import { apiCall } from "~/lib/api.client";
import { onEnter } from "~/lib/form-events";
import { useMutation } from "~/lib/use-mutation";
import { detailsHint } from "~/spec/placeholders";
import { generateContentSchema, passes, TONE_OPTIONS } from "~/spec/schemas";
import type { Template, TemplateCategory } from "~/spec/templates";
import { TEXT } from "~/spec/texts";
import { Segmented } from "../Segmented";
import { StockSearch } from "./StockSearch";

type Tone = (typeof TONE_OPTIONS)[number];

/**
 * Step 1 of the post dialog: a template (or blank, or the reference being recreated), a tone,
 * what the post is about, and stock photos. Generating moves the dialog to step 2.
 */
export function ContentSettings({
  initialReference = "",
  onGenerated,
  onWriteYourself,
  onPicked,
  pickedCount,
}: {
  initialReference?: string;
  /** The draft, and what the member wrote for it (regenerate sends it again as the brief). */
  onGenerated(result: Generated, brief: string): void;
  onWriteYourself(): void;
  onPicked(asset: LibraryAsset): void;
  pickedCount: number;
}) {
  const [categories, setCategories] = useState<TemplateGroup[]>([]);
  const [category, setCategory] = useState<TemplateCategory>("top");
  const [template, setTemplate] = useState<Template | null>(null);
  const [reference, setReference] = useState(initialReference);
  const [tone, setTone] = useState<Tone>("Professional");
  const [userInput, setUserInput] = useState("");
  const [error, setError] = useState<string | null>(null);
  const tabsId = useId();

  useEffect(() => {
    apiCall((api) => api.api.templates.$get())
      .then((r) => setCategories(r.data))
      .catch(() => undefined);
  }, []);

  // The picker shows while the reference is empty (spec §2); blank sets it to a blank space.
  const choosing = reference === "" && template === null;
  const shown = categories.find((c) => c.name === category)?.templates ?? [];

  const writing = useMutation(
    (brief: string) =>
      apiCall(
        (api) =>
          api.api["generate-content"].$post({
            json: { template: template?.content, reference: reference.trim() ? reference : undefined, userInput: brief, tone },
          }),
        { fallback: TEXT.errors.generic },
      ).then((result) => ({ result, brief })),
    { onSuccess: ({ result, brief }) => onGenerated(result, brief) },
  );

  function generate() {
    if (passes(generateContentSchema.shape.userInput, userInput, setError)) void writing.run(userInput);
  }

  return (
    <div className="content-settings">
      {choosing ? (
        <section aria-label="Templates" className="templates">
          <div role="tablist" aria-label="Template categories" className="templates__tabs">
            {categories.map((c) => (
              <button
                key={c.name}
                type="button"
                role="tab"
                id={`${tabsId}-${c.name}`}
                aria-selected={category === c.name}
                className="chip"
                onClick={() => setCategory(c.name)}
              >
                {c.name === "top" ? "Top picks" : c.name}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-labelledby={`${tabsId}-${category}`} className="templates__grid">
            <button type="button" className="template-card template-card--blank" onClick={() => setReference(" ")}>
              <strong>Blank</strong>
              <span className="muted">Start from your own words</span>
            </button>
            {shown.map((t) => (
              <button key={t.id} type="button" className="template-card" onClick={() => setTemplate(t)}>
                <strong>{t.title}</strong>
                <span className="muted">{t.content.slice(0, 110)}…</span>
              </button>
            ))}
          </div>
          {categories.length === 0 ? <p className="muted">{TEXT.loading.default}</p> : null}
        </section>
      ) : (
        <div className="content-settings__chosen">
          <span>
            {template ? (
              <>
                Template: <strong>{template.title}</strong>
              </>
            ) : reference.trim() ? (
              <>
                Recreating a post you liked: <q className="content-settings__reference">{referenceExcerpt(reference)}</q>
              </>
            ) : (
              <>Blank: from your own words</>
            )}
          </span>
          <button type="button" className="link-button" onClick={() => (setTemplate(null), setReference(""))}>
            Change
          </button>
        </div>
      )}

      <Segmented legend="Tone" name="tone" value={tone} options={TONE_OPTIONS.map((t) => [t, t] as const)} onChange={setTone} />

      <div className="chat-box">
        <textarea
          aria-label="What's your post about?"
          placeholder={template ? detailsHint(template.content) : "What's your post about?"}
          value={userInput}
          rows={2}
          onChange={(e) => {
            setUserInput(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onEnter(generate)}
        />
        <button type="button" className="button button--primary" disabled={writing.busy} onClick={generate}>
          {writing.busy ? "Writing…" : "Generate"}
        </button>
      </div>
      <FieldError message={error} />
      <button type="button" className="link-button" onClick={onWriteYourself}>
        Write it yourself instead
      </button>
      <StockSearch onPicked={onPicked} />
      {pickedCount ? <p className="muted">{pickedCount} image(s) chosen: you can order them in the next step.</p> : null}
    </div>
  );
}

/** The reference's first line, short enough for the step's header. */
function referenceExcerpt(reference: string) {
  const first = reference.trim().split("\n")[0];
  return first.length > 90 ? `${first.slice(0, 89).trimEnd()}…` : first;
}
