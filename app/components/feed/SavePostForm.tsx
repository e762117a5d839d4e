import { lazy, Suspense, useState } from "react";
import { TEXT } from "~/spec/texts";

// The form (and the schema it checks with) loads when the member opens it, not with the feed.
const SavePostFields = lazy(() => import("./SavePostFields").then((m) => ({ default: m.SavePostFields })));

/** Save a post you admire (its text and link) to your team's library, to recreate later. */
export function SavePostForm() {
  const [open, setOpen] = useState(false);
  return (
    <details className="card save-post" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Save a post you admire</summary>
      {open ? (
        <Suspense fallback={<p className="muted">{TEXT.loading.default}</p>}>
          <SavePostFields />
        </Suspense>
      ) : null}
    </details>
  );
}
