import { json, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { titled } from "~/lib/meta";
import { clearLoginBindingCookie, currentUser, exchangeLoginCode, setAuthCookie } from "~/lib/session.server";
import { TIMINGS } from "~/spec/limits";
import { safeRedirectPath } from "~/spec/redirect";
import { TEXT } from "~/spec/texts";

export const meta = titled("Signed in");

/**
 * Receives ?token= from the LinkedIn callback: a one-time code (never a session), which it trades
 * server-side for a session, only in the browser that started the sign-in and within a minute.
 * The session goes into the `__Host-auth_token` cookie and the page reloads itself without the code.
 * Then it moves on to /onboarding after about 1.2 s.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const next = safeRedirectPath(url.searchParams.get("next") ?? "") ?? "/onboarding";
  const code = url.searchParams.get("token");
  if (code !== null) {
    const token = await exchangeLoginCode(context, request, code);
    const headers = new Headers({ "cache-control": "no-store" });
    for (const cookie of clearLoginBindingCookie()) headers.append("set-cookie", cookie);
    // Either way the code leaves the address bar and the history.
    if (!token) return redirect(`/login-success?${new URLSearchParams({ failed: "1" })}`, { headers });
    for (const cookie of setAuthCookie(token)) headers.append("set-cookie", cookie);
    return redirect(`/login-success?${new URLSearchParams({ next })}`, { headers });
  }
  if (url.searchParams.has("failed")) return json({ user: null, next, error: TEXT.auth.signInLinkUsed });
  const { user } = await currentUser(context, request);
  return json({ user, next, error: user ? null : TEXT.auth.failedToDecode });
}

export default function LoginSuccess() {
  const { user, next, error } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  useEffect(() => {
    if (!user) return;
    const timer = setTimeout(() => navigate(next, { replace: true }), TIMINGS.afterAuthenticationMs);
    return () => clearTimeout(timer);
  }, [user, next, navigate]);

  return (
    <main className="page page--narrow">
      <div className="card center">
        {user ? (
          <>
            <div className="success-check" aria-hidden="true">
              ✓
            </div>
            <h1>Welcome, {user.name}!</h1>
            <p className="muted" role="status">
              Your LinkedIn account is connected. Taking you on…
            </p>
          </>
        ) : (
          <>
            <h1>Sign-in didn't complete</h1>
            <p role="alert">{error}</p>
            <a className="button button--primary" href="/signin">
              Try again
            </a>
          </>
        )}
      </div>
    </main>
  );
}
