import { useState } from "react";
import { FieldError } from "~/components/FieldError";
import type { LibraryAsset, StockResult } from "~/lib/api";
import { addStockPhoto, searchStockPhotos } from "~/lib/media.client";
import { firstProblem, stockSearchSchema } from "~/spec/schemas";

const SUGGESTIONS = ["startups", "social media", "team meet"] as const;

/** Stock photos, searched through the worker; a chosen photo becomes one of the post's images. */
export function StockSearch({ onPicked }: { onPicked(asset: LibraryAsset): void }) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<StockResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState<number | null>(null);

  async function search(q: string) {
    const problem = firstProblem(stockSearchSchema, { query: q });
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setResults(await searchStockPhotos(q.trim()));
    } catch {
      // apiCall said what went wrong
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="stock" aria-label="Stock photos">
      <div className="stock__bar">
        <input
          type="search"
          aria-label="Search stock photos"
          placeholder="Search stock photos"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void search(query);
            }
          }}
        />
        <button type="button" className="button" disabled={busy} onClick={() => void search(query)}>
          {busy ? "Searching…" : "Search"}
        </button>
      </div>
      <div className="stock__suggestions">
        {SUGGESTIONS.map((s) => (
          <button key={s} type="button" className="chip" onClick={() => (setQuery(s), void search(s))}>
            {s}
          </button>
        ))}
      </div>
      <FieldError message={error} />
      {results ? (
        results.length ? (
          <div className="stock__grid">
            {results.map((photo) => (
              <button
                key={photo.id}
                type="button"
                className="stock__photo"
                aria-label={`Add photo${photo.photographer ? ` by ${photo.photographer}` : ""}`}
                disabled={adding !== null}
                onClick={async () => {
                  setAdding(photo.id);
                  try {
                    onPicked(await addStockPhoto(photo));
                  } catch {
                    // apiCall said what went wrong
                  } finally {
                    setAdding(null);
                  }
                }}
              >
                <img src={photo.url} alt={photo.alt} loading="lazy" />
              </button>
            ))}
          </div>
        ) : (
          <p className="muted">No photos found. Try other words.</p>
        )
      ) : null}
    </section>
  );
}
