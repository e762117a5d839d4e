/** Timings, limits and defaults fixed by the product contract (product-spec.md §9). */

export const TOAST = {
  successMs: 2000,
  errorMs: 4000,
  blankMs: 4000,
  /** Loading toasts never expire on their own. */
  loadingMs: Number.POSITIVE_INFINITY,
  maxVisible: 20,
  maxWidthPx: 350,
  position: "top-center",
} as const;

/**
 * The session cookie. `__Host-`: the browser keeps it only when this host sets it, Secure, Path=/,
 * without Domain, so no other origin of the site can set or overwrite it (decision 058). `legacy`
 * is its name before that: a browser still holding it is signed out, and sign-in and logout clear it.
 */
export const AUTH_COOKIE = {
  name: "__Host-auth_token",
  legacy: { name: "auth_token", path: "/" },
  maxAgeSeconds: 7 * 24 * 60 * 60,
} as const;

export const TIMINGS = {
  statusPollMs: 10_000,
  redirectToCalendarMs: 5_000,
  afterAuthenticationMs: 1_200,
  copiedFeedbackMs: 2_000,
  fileDialogCancelCheckMs: 300,
} as const;

export const USERNAME_HELP = {
  steps: 10,
  stepMs: 1_500,
  linkedinUrl: "https://www.linkedin.com/in/me/",
} as const;

export const SUGGESTIONS = {
  maxCards: 5,
  titleMaxChars: 50,
} as const;

export const LAYOUT = {
  desktopMinWidthPx: 1024,
} as const;

/** Ties a sign-in to the browser that started it (see worker/auth/browser-binding.ts). `__Host-` as the session's. */
export const OAUTH_BINDING = { cookie: "__Host-oauth_binding", header: "x-oauth-binding" } as const;

/**
 * The sign-in's last step: /login-success?token= carries a one-time code, not a session, that
 * only the browser holding this cookie (set by the callback, on /login-success only) can trade
 * for a session, within a minute. `__Host-` (so Path=/) as the session's; `legacy` is its name before.
 */
export const LOGIN_BINDING = {
  cookie: "__Host-login_binding",
  header: "x-login-binding",
  ttlSeconds: 60,
  legacy: { name: "login_binding", path: "/login-success" },
} as const;

/**
 * The app's own cookies that carry a session or bind a sign-in: a request carrying one of these
 * names twice is treated as signed out, its bindings refused (app/lib/forward-to-api.ts readGuardedCookie).
 */
export const GUARDED_COOKIES = [AUTH_COOKIE.name, LOGIN_BINDING.cookie, OAUTH_BINDING.cookie] as const;

/** The OAuth state a sign-in leaves on the server is good for ten minutes, once. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export const PROFILE_TYPES = ["individual", "company"] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** An invite link works once, for seven days; its id is 32 random bytes (43 URL-safe characters). */
export const INVITE = { ttlMs: 7 * 24 * 60 * 60 * 1000, idPattern: /^[A-Za-z0-9_-]{32,64}$/, copiedForMs: 2000 } as const;
