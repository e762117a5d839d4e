import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { useLogoutOutcome } from "~/components/AccountMenu";
import { DesktopNotice } from "~/components/DesktopNotice";
import { LoadingOverlay } from "~/components/LoadingOverlay";
import { Toasts } from "~/components/Toasts";
import { TopBar } from "~/components/TopBar";
import type { SessionUser } from "~/lib/api";
import { LoadingProvider } from "~/lib/loading";
import { useNonce } from "~/lib/nonce";
import { clearAuthCookie, currentUser, setCookieHeaders } from "~/lib/session.server";
import styles from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "Postcraft: LinkedIn posts, written with AI and published on time" },
  { name: "description", content: "Write LinkedIn posts with AI, plan them on a calendar and have them published for you." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, clearCookie } = await currentUser(context, request);
  const headers = clearCookie ? setCookieHeaders(clearAuthCookie()) : undefined;
  return json<RootData>({ user }, { headers });
}

export type RootData = { user: SessionUser | null };

export function useRootData() {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** Tells the server the browser's time zone, so screens show times as the member lives them. */
function useTimeZoneCookie() {
  const revalidator = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load; the revalidator changes identity each render
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || document.cookie.split("; ").includes(`tz=${encodeURIComponent(zone)}`)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads; no Cookie Store API in every browser
    document.cookie = `tz=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
    revalidator.revalidate();
  }, []);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const nonce = useNonce();
  // Every route but the landing page is desktop only (spec §2).
  const desktopOnly = location.pathname !== "/";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className={desktopOnly ? "desktop-only" : undefined}>
        <DesktopNotice />
        <div className="app-root">{children}</div>
        <Toasts />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  useLogoutOutcome();
  useTimeZoneCookie();
  // The page answers clicks from here on: until then a button drawn by the server does nothing
  // (the browser tests wait for this before their first click on a page they loaded).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <LoadingProvider>
      <TopBar user={data?.user ?? null} />
      <Outlet />
      <LoadingOverlay />
    </LoadingProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : error.statusText
    : "Something went wrong on our side. Please try again.";
  return (
    <main className="page page--narrow">
      <h1>{isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="card">{message}</p>
      <a className="button" href="/">
        Back to the start
      </a>
    </main>
  );
}
