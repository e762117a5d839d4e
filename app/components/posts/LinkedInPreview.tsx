import type { LinkCard } from "~/spec/link-card";
import { FOLD_CHARS, FOLD_LINES } from "~/spec/linkedin";
import { LinkCardFace } from "./LinkCard";

/** Where LinkedIn folds a post behind "…see more": about 210 characters or 3 lines, whichever comes first. */
export { FOLD_CHARS, FOLD_LINES };

export function foldAt(text: string): number {
  let lines = 0;
  for (let i = 0; i < text.length && i < FOLD_CHARS; i++) {
    if (text[i] === "\n" && ++lines >= FOLD_LINES) return i;
  }
  return Math.min(text.length, FOLD_CHARS);
}

/** A LinkedIn-style preview of the draft, showing what readers see before "see more", and its link card. */
export function LinkedInPreview({ text, name, card = null }: { text: string; name: string; card?: LinkCard | null }) {
  const fold = foldAt(text);
  const folded = fold < text.length;
  return (
    <figure className="li-preview" aria-label="Preview on LinkedIn">
      <figcaption className="muted">Preview: what readers see before they click</figcaption>
      <div className="li-preview__card">
        <strong>{name}</strong>
        <p className="li-preview__text">
          {text.slice(0, fold).trimEnd()}
          {folded ? <span className="li-preview__more">…see more</span> : null}
        </p>
        {card ? (
          <div className="li-preview__link">
            <LinkCardFace card={card} />
          </div>
        ) : null}
      </div>
    </figure>
  );
}
