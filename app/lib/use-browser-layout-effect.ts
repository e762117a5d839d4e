import { useEffect, useLayoutEffect } from "react";

/**
 * A layout effect in the browser (it runs before the next paint and the next key), a plain effect
 * on the server, which renders no layout and would warn.
 */
export const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
