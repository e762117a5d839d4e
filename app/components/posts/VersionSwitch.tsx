import type { VersionsState } from "./versions";

/** Undo and redo between the draft's versions, and which one is shown. */
export function VersionSwitch({ versions }: { versions: VersionsState }) {
  return (
    <span className="post-dialog__versions">
      <button type="button" className="icon-button" aria-label="Undo" disabled={versions.index === 0} onClick={versions.undo}>
        ↶
      </button>
      <span className="muted">
        Version {versions.index + 1} of {versions.count}
      </span>
      <button type="button" className="icon-button" aria-label="Redo" disabled={versions.index === versions.count - 1} onClick={versions.redo}>
        ↷
      </button>
    </span>
  );
}
