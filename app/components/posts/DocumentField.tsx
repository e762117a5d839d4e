import { useEffect, useId, useRef, useState } from "react";
import type { PostSummary } from "~/lib/api";
import { UploadFailed, uploadDocument } from "~/lib/media.client";
import { DOCUMENT_LIMITS, DOCUMENT_TEXT, isPdfStart, titleFromFileName } from "~/spec/documents";
import { documentSchema } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";
import { DocumentPages } from "./DocumentPages";

export type DocumentDraft = ReturnType<typeof useDocumentDraft>;
export type AttachedDocument = { id: string; url: string; title: string; pages: number };

/**
 * The post's PDF document as the editor holds it (docs/decisions/050): none, uploading (with its
 * progress), or attached with a title the member can change. Its problem shows once they tried to save.
 */
export function useDocumentDraft(post: PostSummary | undefined) {
  const saved = post?.document ?? null;
  const [doc, setDoc] = useState<AttachedDocument | null>(saved);
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const titleProblem = () => {
    if (!doc) return null;
    const parsed = documentSchema.shape.title.safeParse(doc.title);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };

  async function upload(file: File) {
    setFailed(null);
    // Said before a byte is sent: not a PDF (by its first bytes, not its name), or over LinkedIn's 100 MB.
    if (file.size > DOCUMENT_LIMITS.maxBytes) return setFailed(DOCUMENT_TEXT.tooLarge);
    if (!isPdfStart(new Uint8Array(await file.slice(0, 5).arrayBuffer()))) return setFailed(DOCUMENT_TEXT.notPdf);
    setUploading({ name: file.name, percent: 0 });
    try {
      const up = await uploadDocument(file, (percent) => setUploading({ name: file.name, percent }));
      setDoc({ id: up.id, url: up.url, pages: up.pages, title: titleFromFileName(file.name) });
    } catch (error) {
      setFailed(error instanceof UploadFailed ? error.message : TEXT.errors.uploadFailed);
    } finally {
      setUploading(null);
    }
  }

  return {
    doc,
    uploading,
    failed,
    /** The document to save and preview; null when none. */
    value: doc ? { assetId: doc.id, title: doc.title } : null,
    /** Whether the post had one when the editor opened (removing it then removes it). */
    hadDocument: saved !== null,
    on: doc !== null || uploading !== null,
    upload,
    setTitle: (title: string) => setDoc((d) => (d ? { ...d, title } : d)),
    remove: () => {
      setDoc(null);
      setFailed(null);
    },
    problem: checked ? titleProblem() : null,
    /** Before saving: the title's problem, if any; said at the field from now on. */
    check(): string | null {
      setChecked(true);
      if (uploading) return DOCUMENT_TEXT.uploading;
      return titleProblem();
    },
  };
}

/**
 * "Add a PDF", or the attached PDF: its first pages, its page count, its title and "Remove PDF";
 * the focus follows (to the title, back to the button). Off while the post has images or a poll,
 * and says why.
 */
export function DocumentSection({ draft, blockedBy }: { draft: DocumentDraft; blockedBy: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [moved, setMoved] = useState<"added" | "removed" | null>(null);
  const { doc } = draft;
  useEffect(() => {
    if (moved === "added" && doc) titleInput.current?.focus();
    if (moved === "removed") addButton.current?.focus();
  }, [moved, doc]);

  if (doc) {
    const thumbnails = Math.min(DOCUMENT_LIMITS.thumbnails, Math.max(doc.pages, 1));
    return (
      <fieldset className="doc-field">
        <legend className="field__label">PDF document</legend>
        <DocumentPages url={doc.url} title={doc.title} count={thumbnails} width={96} />
        <p className="muted">
          {DOCUMENT_TEXT.pages(doc.pages)}
          {doc.pages > thumbnails ? ` · the first ${thumbnails} shown` : ""}
        </p>
        <label className="field">
          <span className="field__label">{DOCUMENT_TEXT.title}</span>
          <input
            ref={titleInput}
            value={doc.title}
            maxLength={DOCUMENT_LIMITS.titleChars * 2}
            aria-describedby={draft.problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={draft.problem ? true : undefined}
            onChange={(e) => draft.setTitle(e.target.value)}
          />
        </label>
        <small id={hintId} className="muted">
          {DOCUMENT_TEXT.titleHint}
        </small>
        {draft.problem ? (
          <p id={errorId} className="field__error" role="alert">
            {draft.problem}
          </p>
        ) : null}
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              draft.remove();
              setMoved("removed");
            }}
          >
            {DOCUMENT_TEXT.remove}
          </button>
        </p>
      </fieldset>
    );
  }
  return (
    <div className="doc-field doc-field--add">
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label="PDF file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void draft.upload(file).then(() => setMoved("added"));
        }}
      />
      <button
        ref={addButton}
        type="button"
        className="link-button"
        disabled={blockedBy !== null || draft.uploading !== null}
        onClick={() => input.current?.click()}
      >
        {DOCUMENT_TEXT.add}
      </button>{" "}
      <span className="muted">{blockedBy ?? `A carousel: up to ${DOCUMENT_LIMITS.maxPages} pages, 100 MB.`}</span>
      {draft.uploading ? (
        <p>
          <span>{DOCUMENT_TEXT.uploading}</span> <progress max={100} value={draft.uploading.percent} aria-label={`Uploading ${draft.uploading.name}`} />
        </p>
      ) : null}
      {draft.failed ? (
        <p className="field__error" role="alert">
          {draft.failed}
        </p>
      ) : null}
    </div>
  );
}
