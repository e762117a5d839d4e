import { useEffect, useState } from "react";
import { DOCUMENT_TEXT } from "~/spec/documents";

/** Pages drawn once per address and size, shared by the editor's thumbnails and the preview. */
const drawn = new Map<string, Promise<string[]>>();

function drawOnce(url: string, count: number, width: number) {
  const key = `${url}|${count}|${width}`;
  let pages = drawn.get(key);
  if (!pages) {
    // pdf.js comes with the first document shown, not with the page (docs/decisions/050).
    pages = import("~/lib/pdf-pages.client").then((m) => m.drawPdfPages(url, count, width)).then((d) => d.images);
    pages.catch(() => drawn.delete(key));
    drawn.set(key, pages);
  }
  return pages;
}

/**
 * The first `count` pages of a PDF as pictures, `width` pixels wide: a grey frame per page while
 * pdf.js draws them, then the pages; if they can't be drawn, a plain line says so (the PDF is
 * still attached and still goes out).
 */
export function usePdfPages(url: string | null, count: number, width: number) {
  const [state, setState] = useState<{ url: string | null; images: string[] | null; failed: boolean }>({ url: null, images: null, failed: false });
  useEffect(() => {
    if (!url) return;
    let live = true;
    drawOnce(url, count, width).then(
      (images) => live && setState({ url, images, failed: false }),
      () => live && setState({ url, images: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [url, count, width]);
  return state.url === url ? state : { url, images: null, failed: false };
}

export function DocumentPages({ url, title, count, width, className }: { url: string; title: string; count: number; width: number; className?: string }) {
  const { images, failed } = usePdfPages(url, count, width);
  if (failed) return <p className="muted">{DOCUMENT_TEXT.thumbnailsFailed}</p>;
  return (
    <ol className={className ?? "doc-pages"} aria-busy={images === null} aria-label={`Pages of ${title}`}>
      {(images ?? Array.from({ length: count }, () => null)).map((src, i) => (
        <li key={i} className="doc-pages__page" style={{ width }}>
          {src ? <img src={src} alt={`Page ${i + 1}`} width={width} /> : <span className="doc-pages__blank" aria-hidden="true" />}
        </li>
      ))}
    </ol>
  );
}
