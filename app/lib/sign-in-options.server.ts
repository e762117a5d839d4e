import type { AppLoadContext } from "@remix-run/cloudflare";
import { readAnswer } from "./api";
import { serverApi } from "./api.server";

/**
 * What sign-in can offer (decision 079): a company page only when the LinkedIn app holds the
 * Community Management API. A failed read offers it: the start still refuses it in words.
 */
export async function signInOptions(context: AppLoadContext, request: Request): Promise<{ companyPages: boolean }> {
  const answer = await readAnswer(await serverApi(context, request, { token: null }).public.api.oauth.options.$get()).catch(() => null);
  return { companyPages: answer?.ok ? answer.data.companyPages : true };
}
