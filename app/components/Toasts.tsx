import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";

const ListeningToaster = lazy(() => import("./ListeningToaster"));
const DialogToaster = lazy(() => import("./ListeningToaster").then((m) => ({ default: m.DialogToaster })));

/** Drawn after hydration only: sonner is fetched then instead of with the first load (lib/toast.ts). */
function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** sonner's Toaster for the page. */
export function Toasts() {
  return (
    <AfterHydration>
      <ListeningToaster />
    </AfterHydration>
  );
}

/** The toaster inside an open modal dialog (components/Modal), above its backdrop. */
export function DialogToasts() {
  return (
    <AfterHydration>
      <DialogToaster />
    </AfterHydration>
  );
}
