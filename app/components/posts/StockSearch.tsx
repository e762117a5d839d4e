import { useState } from "react";
import { FieldError } from "~/components/FieldError";
import type { LibraryAsset, StockResult } from "~/lib/api";
import { onEnter } from "~/lib/form-events";
import { addStockPhoto, searchStockPhotos } from "~/lib/media.client";
import { useMutation } from "~/lib/use-mutation";
import { passes, stockSearchSchema } from "~/spec/schemas";

const SUGGESTIONS = ["startups", "social media", "team meet"] as const;

/** Stock photos, searched through the worker; a chosen photo becomes one of the post's images. */
export function StockSearch({ onPicked }: { onPicked(asset: LibraryAsset): void }) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<StockResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // apiCall says what went wrong with either.
  const searching = useMutation(searchStockPhotos, { onSuccess: setResults });
  const adding = useMutation(addStockPhoto, { onSuccess: onPicked });

  function search(q: string) {
    if (passes(stockSearchSchema, { query: q }, setError)) void searching.run(q.trim());
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
          onKeyDown={onEnter(() => search(query))}
        />
        <button type="button" className="button" disabled={searching.busy} onClick={() => search(query)}>
          {searching.busy ? "Searching…" : "Search"}
        </button>
      </div>
      <div className="stock__suggestions">
        {SUGGESTIONS.map((s) => (
          <button key={s} type="button" className="chip" onClick={() => (setQuery(s), search(s))}>
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
                disabled={adding.busy}
                onClick={() => void adding.run(photo)}
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
