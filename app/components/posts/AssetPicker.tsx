import { pickerOrder, selectionNumber, toggleAsset } from "~/lib/assets";

export type PickableAsset = { id: string; url: string };

/**
 * The post's images as ordered toggles: the number on each says where it will appear.
 * (Uploading and stock photos fill this list with the media work.)
 */
export function AssetPicker({ assets, selected, onChange }: { assets: PickableAsset[]; selected: string[]; onChange(ids: string[]): void }) {
  if (assets.length === 0) return null;
  return (
    <fieldset className="asset-picker">
      <legend className="field__label">Images · pick them in the order they should appear</legend>
      <div className="asset-picker__grid">
        {pickerOrder(assets, selected).map((asset) => {
          const n = selectionNumber(selected, asset.id);
          return (
            <button
              key={asset.id}
              type="button"
              className={`asset-picker__item${n ? " is-selected" : ""}`}
              aria-pressed={n !== null}
              aria-label={n ? `Image ${n}, selected` : "Image, not selected"}
              onClick={() => onChange(toggleAsset(selected, asset.id))}
            >
              <img src={asset.url} alt="" />
              {n ? <span className="asset-picker__number">{n}</span> : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
