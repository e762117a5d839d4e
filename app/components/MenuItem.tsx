import type { ReactNode } from "react";

/** One action in a menu (a post's "…", a calendar tile's, the account menu): closes the menu, then does it. */
export function MenuItem({ close, onSelect, children }: { close: () => void; onSelect: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      role="menuitem"
      className="menu-item"
      onClick={() => {
        close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}
