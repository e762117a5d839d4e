/**
 * The editor's link card (docs/decisions/036): when the draft has a link, its card is read once
 * typing pauses, kept per link (typing back to a link shows its card again without asking), and
 * can be removed; the post keeps the card shown, or the link whose card the member removed.
 */
import { useEffect, useMemo, useState } from "react";
import { firstLink, LINK_CARD_TEXT, type LinkCard } from "~/spec/link-card";
import { ApiCallError, apiCall } from "./api.client";

/** A link's preview: its card (null: the page has no title, so there is none), or why there is none. */
type Outcome = { card: LinkCard | null } | { problem: string };

/** How long typing must pause before the link is read. */
const PAUSE_MS = 600;

export type LinkCardState = ReturnType<typeof useLinkCard>;

export function useLinkCard(content: string, saved: { linkCard: LinkCard | null; removedLink: string | null } | undefined, editable: boolean) {
  const link = useMemo(() => firstLink(content), [content]);
  const [removedLink, setRemovedLink] = useState(saved?.removedLink ?? null);
  const [outcomes, setOutcomes] = useState(() => new Map<string, Outcome>(saved?.linkCard ? [[saved.linkCard.url, { card: saved.linkCard }]] : []));
  const removed = link !== null && removedLink === link;
  const outcome = link && !removed ? outcomes.get(link) : undefined;
  const needed = editable && link !== null && !removed && !outcomes.has(link);

  useEffect(() => {
    if (!needed || !link) return;
    const timer = setTimeout(() => {
      apiCall((api) => api.api["link-preview"].$post({ json: { url: link } }), { toast: false })
        .then(
          (card): Outcome => ({ card }),
          (error): Outcome => ({ problem: error instanceof ApiCallError ? error.message : LINK_CARD_TEXT.unreachable }),
        )
        .then((result) => setOutcomes((all) => new Map(all).set(link, result)));
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [needed, link]);

  const card = outcome && "card" in outcome ? outcome.card : null;
  return {
    card,
    loading: needed,
    problem: outcome && "problem" in outcome ? outcome.problem : null,
    removed,
    remove: () => setRemovedLink(link),
    restore: () => setRemovedLink(null),
    /** What the post keeps when saved. */
    saved: { linkCard: card, removedLink: removed ? link : null },
  };
}
