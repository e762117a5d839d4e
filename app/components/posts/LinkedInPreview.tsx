import { type ReactNode, useMemo, useState } from "react";
import { DOCUMENT_TEXT } from "~/spec/documents";
import { FIRST_COMMENT_TEXT } from "~/spec/first-comment";
import type { LinkCard } from "~/spec/link-card";
import { FOLD_CHARS, FOLD_LINES, FOLDS, type PreviewDevice } from "~/spec/linkedin";
import { findMentions } from "~/spec/mentions";
import { POLL_TEXT, type Poll } from "~/spec/poll";
import { Avatar } from "../Avatar";
import { Segmented } from "../Segmented";
import { usePdfPages } from "./DocumentPages";
import { LinkCardFace } from "./LinkCard";
import { PreviewImages } from "./PreviewImages";
import type { Account } from "./post-as";

/** Where LinkedIn folds a post behind "…see more": about 210 characters or 3 lines on desktop, fewer characters on a phone. */
export { FOLD_CHARS, FOLD_LINES };

/** Where the text folds on that device: at its character limit or at the end of its last line, whichever comes first. */
export function foldAt(text: string, device: PreviewDevice = "desktop"): number {
  const { chars, lines: maxLines } = FOLDS[device];
  let lines = 0;
  for (let i = 0; i < text.length && i < chars; i++) {
    if (text[i] === "\n" && ++lines >= maxLines) return i;
  }
  return Math.min(text.length, chars);
}

const DEVICE_OPTIONS = [
  ["desktop", "Desktop"],
  ["mobile", "Mobile"],
] as const;

/** The first comment as LinkedIn shows it under the post: the same account's avatar, name and words. */
function CommentPreview({ author, text }: { author: Account; text: string }) {
  return (
    <section className="li-preview__comment" aria-label={FIRST_COMMENT_TEXT.previewLabel}>
      <Avatar name={author.name} src={author.avatar} size={32} />
      <div className="li-preview__comment-body">
        <strong>{author.name}</strong>
        <p>{text}</p>
      </div>
    </section>
  );
}

/**
 * A LinkedIn-style preview of the draft as LinkedIn's feed card: one for each account it goes out
 * as, with that account's name and avatar; the text up to the fold on desktop or on a phone, and
 * "…see more" opening the rest; then what LinkedIn shows under the text, in the order the formats
 * win (worker/publishing/formats/index.ts): the poll, else the document, else the images, else the link card; under
 * the card, the first comment as that account's comment (docs/decisions/047).
 */
/** The text as LinkedIn shows it: each mention token becomes the page's name; where the names are. */
export function asRead(text: string) {
  let out = "";
  let from = 0;
  const names: Array<{ start: number; end: number }> = [];
  for (const m of findMentions(text)) {
    out += text.slice(from, m.start);
    names.push({ start: out.length, end: out.length + m.name.length });
    out += m.name;
    from = m.end;
  }
  return { text: out + text.slice(from), names };
}

/** The first `upTo` characters of the read text, mentions drawn as LinkedIn draws them (bold, linked). */
function withMentions(shown: ReturnType<typeof asRead>, upTo: number) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const n of shown.names) {
    if (n.start >= upTo) break;
    parts.push(shown.text.slice(at, n.start));
    parts.push(
      <span key={n.start} className="li-preview__mention">
        {shown.text.slice(n.start, Math.min(n.end, upTo))}
      </span>,
    );
    at = Math.min(n.end, upTo);
  }
  parts.push(shown.text.slice(at, upTo));
  return parts;
}

export function LinkedInPreview({
  text,
  authors,
  comment = null,
  card = null,
  poll = null,
  document = null,
  images = [],
}: {
  text: string;
  authors: Account[];
  comment?: string | null;
  card?: LinkCard | null;
  poll?: Poll | null;
  /** The PDF document: where it is read, its title and pages (docs/decisions/050). */
  document?: { url: string; title: string; pages: number } | null;
  /** The chosen images' addresses, in the order they appear. */
  images?: string[];
}) {
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const [expanded, setExpanded] = useState(false);
  // Readers see a mention as the page's name (decision 049): fold and show the text as they read it.
  const shown = useMemo(() => asRead(text), [text]);
  const fold = expanded ? shown.text.length : foldAt(shown.text, device);
  const folded = fold < shown.text.length;
  const several = authors.length > 1;
  return (
    <div className={`li-previews li-previews--${device}`}>
      <Segmented
        legend="Preview on"
        name="li-preview-device"
        value={device}
        options={DEVICE_OPTIONS}
        onChange={(next) => {
          setDevice(next);
          setExpanded(false);
        }}
      />
      {authors.map((author) => (
        <figure key={author.id} className="li-preview" aria-label={`Preview on LinkedIn as ${author.name}`}>
          <figcaption className="muted">
            {several ? `As ${author.name}: what readers see before they click` : "Preview: what readers see before they click"}
          </figcaption>
          <div className="li-preview__card">
            {/* LinkedIn's OIDC profile gives a name and a picture but no headline, so none is shown (none is made up). */}
            <div className="li-preview__author">
              <Avatar name={author.name} src={author.avatar} size={40} />
              <div className="li-preview__who">
                <strong>{author.name}</strong>
                <small className="li-preview__when">
                  Just now ·{" "}
                  <span role="img" aria-label="Anyone on or off LinkedIn">
                    🌐
                  </span>
                </small>
              </div>
            </div>
            <p className="li-preview__text">
              {withMentions(shown, shown.text.slice(0, fold).trimEnd().length)}
              {folded ? (
                <button type="button" className="li-preview__more" onClick={() => setExpanded(true)}>
                  …see more
                </button>
              ) : null}
            </p>
            {poll ? <PollPreview poll={poll} /> : document ? <DocumentPreview document={document} /> : images.length ? <PreviewImages urls={images} /> : null}
            {card && !poll && !document && !images.length ? (
              <div className="li-preview__link">
                <LinkCardFace card={card} />
              </div>
            ) : null}
          </div>
          {comment ? <CommentPreview author={author} text={comment} /> : null}
        </figure>
      ))}
    </div>
  );
}

/** A document as LinkedIn's viewer shows it under the text: its title and page count above the first page. */
function DocumentPreview({ document }: { document: { url: string; title: string; pages: number } }) {
  const { images, failed } = usePdfPages(document.url, 1, 480);
  return (
    <div className="li-preview__document" role="group" aria-label={`Document: ${document.title}`}>
      <p className="li-preview__document-bar">
        <strong>{document.title}</strong> <span>· {DOCUMENT_TEXT.pages(document.pages)}</span>
      </p>
      {images?.[0] ? (
        <img className="li-preview__document-page" src={images[0]} alt={`${document.title}, page 1`} />
      ) : (
        <div className="li-preview__document-page li-preview__document-page--blank" aria-busy={!failed}>
          {failed ? DOCUMENT_TEXT.thumbnailsFailed : null}
        </div>
      )}
    </div>
  );
}

/** A poll as LinkedIn draws it under the text: the question, each option as an outlined button, and the time left. */
function PollPreview({ poll }: { poll: Poll }) {
  return (
    <div className="li-preview__poll" role="group" aria-label={`${POLL_TEXT.tag}: ${poll.question}`}>
      <p className="li-preview__poll-question">{poll.question}</p>
      <ol className="li-preview__poll-options">
        {poll.options.map((option, i) => (
          <li key={i}>{option.trim() || POLL_TEXT.option(i + 1)}</li>
        ))}
      </ol>
      <small className="muted">{POLL_TEXT.left(poll.duration)}</small>
    </div>
  );
}
