import { useState } from "react";
import { useDropzone } from "react-dropzone";
import type { LibraryAsset } from "~/lib/api";
import { dropzoneRules, sortDrop, withinPixelLimit } from "~/lib/dropzone";
import { UploadFailed, uploadImage } from "~/lib/media.client";
import { notify } from "~/lib/toast";
import { TEXT } from "~/spec/texts";
import { MAX_IMAGES } from "~/spec/uploads";

type Progress = { name: string; percent: number; failed?: string };

/**
 * Drop or pick png/jpg images; each uploads on its own with its progress. A failed image says
 * 'Upload failed' with the status text and is skipped while the rest go on.
 */
export function ImageDropzone({ selectedCount, onUploaded }: { selectedCount: number; onUploaded(asset: LibraryAsset): void }) {
  const [progress, setProgress] = useState<Progress[]>([]);
  const [problems, setProblems] = useState<Array<{ name: string; message: string }>>([]);
  const rules = dropzoneRules(selectedCount);
  const { getRootProps, getInputProps, isFocused, isFileDialogActive, isDragActive, isDragAccept, isDragReject } = useDropzone({
    ...rules,
    onDrop: async (accepted, rejected) => {
      const dropped = sortDrop(accepted, rejected);
      const sized = await withinPixelLimit(dropped.files);
      setProblems([...dropped.problems, ...sized.problems]);
      sized.files.forEach((file) => {
        setProgress((p) => [...p.filter((x) => x.name !== file.name), { name: file.name, percent: 0 }]);
        const update = (patch: Partial<Progress>) => setProgress((p) => p.map((x) => (x.name === file.name ? { ...x, ...patch } : x)));
        uploadImage(file, (percent) => update({ percent }))
          .then((asset) => {
            onUploaded(asset);
            setProgress((p) => p.filter((x) => x.name !== file.name));
          })
          .catch((error: unknown) => {
            const message = error instanceof UploadFailed ? error.message : `${TEXT.errors.uploadFailed} ${(error as Error).message ?? ""}`.trim();
            update({ failed: message });
            notify.error(message);
          });
      });
    },
  });
  const state = [
    isFocused && "is-focused",
    isFileDialogActive && "is-dialog-active",
    isDragActive && "is-drag-active",
    isDragAccept && "is-accept",
    isDragReject && "is-reject",
    rules.disabled && "is-disabled",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="dropzone-wrap">
      <div {...getRootProps({ className: `dropzone ${state}`, "aria-label": "Add images" })}>
        <input {...getInputProps({ "aria-label": "Image files" })} />
        {rules.disabled ? (
          <p>{MAX_IMAGES} images is the most a post can have.</p>
        ) : isDragReject ? (
          <p>Only PNG and JPEG images can be added.</p>
        ) : isDragActive ? (
          <p>Drop the images here…</p>
        ) : (
          <p>
            Drag PNG or JPEG images here, or <span className="link-button">choose files</span> (up to {MAX_IMAGES})
          </p>
        )}
      </div>
      {problems.length ? (
        <ul className="dropzone__problems" role="alert">
          {problems.map((p) => (
            <li key={p.name}>
              {p.name}: {p.message}
            </li>
          ))}
        </ul>
      ) : null}
      {progress.length ? (
        <ul className="dropzone__progress">
          {progress.map((p) => (
            <li key={p.name}>
              <span>{p.name}</span>
              {p.failed ? <span className="field__error">{p.failed}</span> : <progress max={100} value={p.percent} aria-label={`Uploading ${p.name}`} />}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
