/**
 * How the calendar's tiles and drop zones come to life. The page renders with the plain parts
 * below; the drag-and-drop parts (dnd.client.tsx, dnd-kit) load once the page is idle, outside
 * the first-load budget, and take their place. Both sets render the same elements.
 */
import { createContext, startTransition, useContext, useEffect, useState } from "react";
import type { AreaProps, DragKit, TileProps, ZoneProps } from "./drag-types";

function StaticTile({ className, children }: TileProps) {
  return <li className={className}>{children}</li>;
}
function StaticZone({ id: _id, as: As, ...props }: ZoneProps) {
  return <As {...props} />;
}
function StaticArea({ children }: AreaProps) {
  return <>{children}</>;
}
const STATIC_KIT: DragKit = { Area: StaticArea, Tile: StaticTile, Zone: StaticZone };

const KitContext = createContext<DragKit>(STATIC_KIT);
export const KitProvider = KitContext.Provider;
export const useKit = () => useContext(KitContext);

/** The plain parts until the drag-and-drop module has loaded (after the first paint, when the browser is idle). */
export function useDragKit(): DragKit {
  const [kit, setKit] = useState<DragKit>(STATIC_KIT);
  useEffect(() => {
    let live = true;
    // A transition: React swaps the tiles in slices, between which the browser stays responsive.
    const load = () => import("./dnd.client").then((m) => live && startTransition(() => setKit(m.DND_KIT)));
    const idle = window.requestIdleCallback?.(load, { timeout: 1500 }) ?? window.setTimeout(load, 200);
    return () => {
      live = false;
      window.cancelIdleCallback?.(idle);
    };
  }, []);
  return kit;
}
