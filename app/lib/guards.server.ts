import { type AppLoadContext, json, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import type { ClientResponse } from "hono/client";
import type { Api, DataIn } from "./api";
import { serverApi } from "./api.server";
import { clearAuthCookie, currentUser } from "./session.server";

/** Pages for members only: visitors go to /signin. */
export async function requireUser(context: AppLoadContext, request: Request) {
  const { user, clearCookie } = await currentUser(context, request);
  if (!user) {
    throw redirect("/signin", clearCookie ? { headers: { "set-cookie": clearAuthCookie(request) } } : undefined);
  }
  return user;
}

/**
 * Reads a member's list (posts, feed). A 401 means the session is gone: the token is cleared
 * and the member goes to /signin, as the spec asks of these two lists.
 */
export async function readList<R extends ClientResponse<unknown, number, string>>(
  context: AppLoadContext,
  request: Request,
  send: (api: Api) => Promise<R>,
): Promise<DataIn<R>> {
  const res = await send(serverApi(context, request));
  if (res.status === 401) throw redirect("/signin", { headers: { "set-cookie": clearAuthCookie(request) } });
  const body = (await res.json().catch(() => null)) as { data?: DataIn<R>; msg?: string } | null;
  if (!res.ok || !body?.data) throw new Response(body?.msg ?? "Error Fetching posts", { status: res.status || 500 });
  return body.data;
}

/** The loader of a members-only page that needs nothing but the member. */
export async function membersOnly({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  return json({});
}
