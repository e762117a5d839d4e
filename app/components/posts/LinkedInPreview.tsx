import { FIRST_COMMENT_TEXT } from "~/spec/first-comment";
import type { LinkCard } from "~/spec/link-card";
import { FOLD_CHARS, FOLD_LINES } from "~/spec/linkedin";
import { POLL_TEXT, type Poll } from "~/spec/poll";
import { Avatar } from "../Avatar";
import { LinkCardFace } from "./LinkCard";
import type { Account } from "./post-as";

/** Where LinkedIn folds a post behind "…see more": about 210 characters or 3 lines, whichever comes first. */
export { FOLD_CHARS, FOLD_LINES };

export function foldAt(text: string): number {
  let lines = 0;
  for (let i = 0; i < text.length && i < FOLD_CHARS; i++) {
    if (text[i] === "\n" && ++lines >= FOLD_LINES) return i;
  }
  return Math.min(text.length, FOLD_CHARS);
}

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
 * A LinkedIn-style preview of the draft, showing what readers see before "see more", and its link
 * card: one for each account it goes out as, with that account's name and avatar; under it, the
 * first comment as that account's comment (docs/decisions/047).
 */
export function LinkedInPreview({
  text,
  authors,
  comment = null,
  card = null,
  poll = null,
}: {
  text: string;
  authors: Account[];
  comment?: string | null;
  card?: LinkCard | null;
  poll?: Poll | null;
}) {
  const fold = foldAt(text);
  const folded = fold < text.length;
  const several = authors.length > 1;
  return (
    <div className="li-previews">
      {authors.map((author) => (
        <figure key={author.id} className="li-preview" aria-label={`Preview on LinkedIn as ${author.name}`}>
          <figcaption className="muted">
            {several ? `As ${author.name}: what readers see before they click` : "Preview: what readers see before they click"}
          </figcaption>
          <div className="li-preview__card">
            <div className="li-preview__author">
              <Avatar name={author.name} src={author.avatar} size={40} />
              <strong>{author.name}</strong>
            </div>
            <p className="li-preview__text">
              {text.slice(0, fold).trimEnd()}
              {folded ? <span className="li-preview__more">…see more</span> : null}
            </p>
            {poll ? <PollPreview poll={poll} /> : null}
            {card ? (
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
