import type { AppLoadContext } from "@remix-run/cloudflare";
import { readAnswer } from "./api";
import { serverApi } from "./api.server";

/**
 * What sign-in can offer (decision 079): a company page only when the LinkedIn app holds the
 * Community Management API. A failed read (the API down, a bad answer) offers it: the sign-in
 * page still opens, and the start still refuses a company page in words.
 */
export async function signInOptions(context: AppLoadContext, request: Request): Promise<{ companyPages: boolean }> {
  try {
    const answer = await readAnswer(await serverApi(context, request, { token: null }).public.api.oauth.options.$get());
    return { companyPages: answer.ok ? answer.data.companyPages !== false : true };
  } catch {
    return { companyPages: true };
  }
}
