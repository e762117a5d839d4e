/** Asset selection in the post editor: toggles that keep the order things were picked in (spec §4). */
export function toggleAsset(selected: string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** 1-based position of an asset in the selection, or null when it isn't picked. */
export function selectionNumber(selected: string[], id: string): number | null {
  const i = selected.indexOf(id);
  return i === -1 ? null : i + 1;
}

/** The picker's order: picked images first, in the order they were picked (1, 2, 3 …), then the rest as they came. */
export function pickerOrder<T extends { id: string }>(assets: T[], selected: string[]): T[] {
  const picked = selected.flatMap((id) => assets.filter((a) => a.id === id));
  return [...picked, ...assets.filter((a) => !selected.includes(a.id))];
}
