import { lazy, Suspense, useEffect, useState } from "react";

const ListeningToaster = lazy(() => import("./ListeningToaster"));

/** sonner's Toaster, fetched right after hydration instead of with the first load (lib/toast.ts). */
export function Toasts() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ListeningToaster />
    </Suspense>
  );
}
