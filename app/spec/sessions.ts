/**
 * A member's sessions (issue 28 item 4, docs/decisions/060): where they are signed in, when each was
 * last used, and how long an unused one lasts. No zod here.
 */

/** A session unused this long has ended (the absolute limit is SESSION_TTL_MS, 7 days). */
export const SESSION_IDLE_MS = 3 * 24 * 60 * 60 * 1000;
/** How often a session's last use is written: at most once in this long, not on every request. */
export const SESSION_TOUCH_EVERY_MS = 5 * 60 * 1000;

/** A browser's User-Agent in words: "Chrome on Linux", "Safari on iPhone"; "An unknown browser" when it says nothing useful. */
export function deviceOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\/|Chromium\/|HeadlessChrome/.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  const system = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /Windows/.test(ua)
            ? "Windows"
            : /CrOS/.test(ua)
              ? "ChromeOS"
              : /Linux/.test(ua)
                ? "Linux"
                : null;
  if (!browser && !system) return "An unknown browser";
  return `${browser ?? "A browser"}${system ? ` on ${system}` : ""}`;
}

export const SESSIONS_TEXT = {
  title: "Where you're signed in",
  intro: "Each browser you signed in with. A session you haven't used for 3 days ends by itself; every session ends after 7 days.",
  current: "This browser",
  lastSeen: (when: string) => `Last used ${when}`,
  signedIn: (when: string) => `signed in ${when}`,
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",
  signOutEverywhereHelp: "Ends every session, this one too.",
  signedOut: "That browser is signed out.",
  notFound: "That session is not one of yours, or it has already ended.",
} as const;
