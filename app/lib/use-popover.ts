import { useCallback, useId, useRef, useState } from "react";
import { useDismiss } from "~/lib/use-dismiss";

/**
 * A button that opens a panel (the account menu, the bell): the panel closes on Escape or a press
 * outside `root`, and focus goes back to the button. Spread `buttonProps` on the button.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(open, root, close);
  const buttonProps = { ref: button, type: "button" as const, "aria-expanded": open, "aria-controls": open ? panelId : undefined };
  return { open, setOpen, close, root, panelId, buttonProps };
}
