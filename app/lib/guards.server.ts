import { type AppLoadContext, json, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import type { ClientResponse } from "hono/client";
import { type Answer, type Api, type DataIn, readAnswer } from "./api";
import { serverApi } from "./api.server";
import { clearAuthCookie, currentUser, setCookieHeaders } from "./session.server";

/** Pages for members only: visitors go to /signin. */
export async function requireUser(context: AppLoadContext, request: Request) {
  const { user, clearCookie } = await currentUser(context, request);
  if (!user) {
    throw redirect("/signin", clearCookie ? { headers: setCookieHeaders(clearAuthCookie()) } : undefined);
  }
  return user;
}

/**
 * A loader's read of the API as the member: the answer (readAnswer's). A 401 means the session
 * is gone: the token is cleared and the member goes to /signin (spec §8).
 */
export async function askApi<R extends ClientResponse<unknown, number, string>>(
  context: AppLoadContext,
  request: Request,
  send: (api: Api) => Promise<R>,
): Promise<Answer<R>> {
  const res = await send(serverApi(context, request));
  if (res.status === 401) throw redirect("/signin", { headers: setCookieHeaders(clearAuthCookie()) });
  return readAnswer(res);
}

/** Reads a member's list (posts, feed): as askApi, and a failed read fails the page with the server's msg. */
export async function readList<R extends ClientResponse<unknown, number, string>>(
  context: AppLoadContext,
  request: Request,
  send: (api: Api) => Promise<R>,
): Promise<DataIn<R>> {
  const answer = await askApi(context, request, send);
  if (!answer.ok || !answer.data) throw new Response((!answer.ok && answer.msg) || "Error Fetching posts", { status: answer.status || 500 });
  return answer.data;
}

/** The loader of a members-only page that needs nothing but the member. */
export async function membersOnly({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  return json({});
}
