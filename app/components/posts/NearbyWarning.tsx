import { useEffect, useRef, useState } from "react";
import { type NearbyPost, readNearby } from "~/lib/slots.client";
import { SLOT_TEXT, slotLabel } from "~/spec/posting-slots";

/**
 * Before a post is scheduled: the same account's posts within 30 minutes of its time (GET
 * /api/posts/nearby). None: it saves at once. Some: the dialog warns and waits for "Schedule
 * anyway" or "Pick another time" (docs/decisions/044: it may be intended, so never a refusal).
 */
export function useNearbyCheck() {
  const [found, setFound] = useState<NearbyPost[]>([]);
  const pending = useRef<(() => void) | null>(null);
  const [checking, setChecking] = useState(false);
  return {
    found,
    checking,
    /** Saves now, or once the member says so. A look that fails never stands in the way of saving. */
    async check(query: { at: string; appIds: string[]; exclude?: string }, save: () => void) {
      setChecking(true);
      let near: NearbyPost[] = [];
      try {
        near = (await Promise.all(query.appIds.map((appId) => readNearby({ at: query.at, appId, exclude: query.exclude })))).flat();
      } catch {
        near = [];
      } finally {
        setChecking(false);
      }
      if (near.length === 0) return save();
      pending.current = save;
      setFound(near);
    },
    proceed() {
      const save = pending.current;
      pending.current = null;
      setFound([]);
      save?.();
    },
    dismiss() {
      pending.current = null;
      setFound([]);
    },
  };
}

export function NearbyWarning({
  found,
  timeZone,
  onProceed,
  onPickAnother,
}: {
  found: NearbyPost[];
  timeZone: string;
  onProceed(): void;
  onPickAnother(): void;
}) {
  const pick = useRef<HTMLButtonElement>(null);
  // The member's next step is here: the safer choice has focus.
  useEffect(() => pick.current?.focus(), []);
  return (
    <div className="banner banner--warning post-dialog__nearby" role="alert">
      {found.map((p) => (
        <p key={p.id}>{SLOT_TEXT.nearby(p.title, slotLabel(Date.parse(p.scheduledAt), timeZone))}</p>
      ))}
      <p className="muted">{SLOT_TEXT.nearbyHint}</p>
      <div className="post-dialog__nearby-actions">
        <button ref={pick} type="button" className="button" onClick={onPickAnother}>
          {SLOT_TEXT.pickAnother}
        </button>
        <button type="button" className="button button--primary" onClick={onProceed}>
          {SLOT_TEXT.scheduleAnyway}
        </button>
      </div>
    </div>
  );
}
