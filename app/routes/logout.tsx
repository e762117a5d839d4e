import { type ActionFunctionArgs, json, redirect } from "@remix-run/cloudflare";
import { LOGGED_OUT_PARAM } from "~/components/AccountMenu";
import { serverApi } from "~/lib/api.server";
import { clearAuthCookie, setCookieHeaders } from "~/lib/session.server";

/**
 * Ends the session on the server, then removes the cookie. If the API cannot be reached the
 * cookie stays, so the member is not told they are out while the session lives on.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  let res: { ok: boolean; status: number };
  try {
    res = await serverApi(context, request).api.logout.$post();
  } catch {
    return json({ ok: false }, { status: 502 });
  }
  // 401: the session had already ended; the member is logged out either way.
  if (!res.ok && res.status !== 401) return json({ ok: false }, { status: 502 });
  // Straight to / (a members-only page would otherwise bounce to /signin as it revalidates).
  return redirect(`/?${LOGGED_OUT_PARAM}=1`, { headers: setCookieHeaders(clearAuthCookie()) });
}

export const loader = () => redirect("/");
