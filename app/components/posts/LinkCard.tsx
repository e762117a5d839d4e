import { useEffect, useRef, useState } from "react";
import type { LinkCardState } from "~/lib/use-link-card";
import { LINK_CARD_TEXT, type LinkCard } from "~/spec/link-card";
import { POLL_TEXT } from "~/spec/poll";

/** The card's picture comes through the API: the pages' Content-Security-Policy shows images from this site only. */
export const pictureUrl = (image: string) => `/api/link-preview/image?url=${encodeURIComponent(image)}`;

/** The card as LinkedIn draws it: picture, title, source host. A picture that fails to load is left out. */
export function LinkCardFace({ card }: { card: LinkCard }) {
  const [broken, setBroken] = useState(false);
  return (
    <>
      {card.image && !broken ? <img className="link-card__picture" src={pictureUrl(card.image)} alt="" onError={() => setBroken(true)} /> : null}
      <span className="link-card__text">
        <strong className="link-card__title">{card.title}</strong>
        <span className="link-card__source">{card.source}</span>
      </span>
    </>
  );
}

/** `hasPoll`: the post has a poll, which LinkedIn shows instead of the card (docs/decisions/048). */
type Props = { state: LinkCardState; hasImages: boolean; hasPoll?: boolean; readOnly: boolean };

/** The draft's link card in the editor: loading, the card with its remove button, or a way to bring it back. */
export function LinkCardField({ state, hasImages, hasPoll = false, readOnly }: Props) {
  const restoreButton = useRef<HTMLButtonElement>(null);
  const [justRemoved, setJustRemoved] = useState(false);
  // Focus follows the card the member removed, to the button that brings it back.
  useEffect(() => {
    if (justRemoved && state.removed) restoreButton.current?.focus();
  }, [justRemoved, state.removed]);

  if (state.loading) {
    return (
      <p className="link-card link-card--loading" role="status" aria-busy="true">
        {LINK_CARD_TEXT.loading}
      </p>
    );
  }
  if (state.card) {
    return (
      <div className="link-card-field">
        <figure className="link-card" aria-label="Link preview">
          <LinkCardFace card={state.card} />
          {readOnly ? null : (
            <button
              type="button"
              className="icon-button link-card__remove"
              aria-label={LINK_CARD_TEXT.remove}
              title={LINK_CARD_TEXT.remove}
              onClick={() => {
                setJustRemoved(true);
                state.remove();
              }}
            >
              ×
            </button>
          )}
        </figure>
        {hasPoll ? <p className="muted">{POLL_TEXT.noLinkCard}</p> : hasImages ? <p className="muted">{LINK_CARD_TEXT.imagesWin}</p> : null}
      </div>
    );
  }
  if (state.removed && !readOnly) {
    return (
      <button ref={restoreButton} type="button" className="link-button" onClick={state.restore}>
        {LINK_CARD_TEXT.restore}
      </button>
    );
  }
  if (state.problem) {
    return (
      <p className="muted" role="status">
        {LINK_CARD_TEXT.noPreview} {state.problem}
      </p>
    );
  }
  return null;
}
