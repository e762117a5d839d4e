import { TEXT } from "~/spec/texts";

/** "Loading…" beside what is still being read: announced to screen readers, out of the way. */
export function LoadingNote({ when }: { when: boolean }) {
  if (!when) return null;
  return (
    <span className="muted" role="status">
      {TEXT.loading.default}
    </span>
  );
}
