import { useEffect, useState } from "react";
import type { LibraryAsset, PostSummary } from "~/lib/api";
import { listAssets } from "~/lib/media.client";
import { AssetPicker } from "./AssetPicker";
import { ImageDropzone } from "./ImageDropzone";
import { StockSearch } from "./StockSearch";

export type PostImagesState = ReturnType<typeof usePostImages>;

/**
 * The post's images: the library to choose from (the post's own and the team's recent ones, plus
 * whatever is uploaded or picked now) and the chosen ones, in the order they appear.
 */
export function usePostImages(post: PostSummary | undefined) {
  const attached = (post?.attachments ?? []).filter((a): a is { id: string; url: string } => Boolean(a.id));
  const [library, setLibrary] = useState<LibraryAsset[]>(attached);
  const [selected, setSelected] = useState<string[]>(attached.map((a) => a.id));

  useEffect(() => {
    let live = true;
    listAssets(post?.id)
      .then((found) => live && setLibrary((mine) => [...mine, ...found.filter((f) => !mine.some((m) => m.id === f.id))]))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [post?.id]);

  return {
    library,
    selected,
    setSelected,
    /** An image just uploaded or picked: in the library, and chosen. */
    add(asset: LibraryAsset) {
      setLibrary((mine) => (mine.some((m) => m.id === asset.id) ? mine : [asset, ...mine]));
      setSelected((ids) => (ids.includes(asset.id) ? ids : [...ids, asset.id]));
    },
    /** The chosen images as the post saves them. */
    attachments: () => selected.map((id) => ({ id, url: library.find((a) => a.id === id)?.url ?? "" })),
  };
}

/** Choose, upload or find stock images for the post. */
export function PostImages({ images }: { images: PostImagesState }) {
  const [showStock, setShowStock] = useState(false);
  return (
    <>
      <AssetPicker assets={images.library} selected={images.selected} onChange={images.setSelected} />
      <ImageDropzone selectedCount={images.selected.length} onUploaded={images.add} />
      <button type="button" className="link-button" aria-expanded={showStock} onClick={() => setShowStock((v) => !v)}>
        {showStock ? "Hide stock photos" : "Add stock photos"}
      </button>
      {showStock ? <StockSearch onPicked={images.add} /> : null}
    </>
  );
}
