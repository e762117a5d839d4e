import { useSearchParams } from "@remix-run/react";
import { useEffect } from "react";

/** The top bar's Create Post: ?create=1 on the page the member is on opens the dialog there, then leaves the address. */
export function useCreateParam(open: () => void) {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.get("create") !== "1") return;
    open();
    const next = new URLSearchParams(params);
    next.delete("create");
    setParams(next, { replace: true });
  }, [params, setParams, open]);
}

/** Where Create Post goes: the posts and calendar screens open the dialog in place; elsewhere, the calendar. */
export const createPostHref = (pathname: string) => (pathname === "/posts" || pathname === "/calendar" ? `${pathname}?create=1` : "/calendar?create=1");
