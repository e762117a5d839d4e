import { type RefObject, useEffect } from "react";

/** Closes a menu or popover on Escape and on a pointer press outside `inside`. */
export function useDismiss(open: boolean, inside: RefObject<HTMLElement | null> | string, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const isInside = (target: EventTarget | null) =>
      typeof inside === "string" ? Boolean((target as Element | null)?.closest?.(inside)) : Boolean(inside.current?.contains(target as Node));
    const onPointer = (e: PointerEvent) => {
      if (!isInside(e.target)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, inside, close]);
}
