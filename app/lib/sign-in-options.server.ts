import type { AppLoadContext } from "@remix-run/cloudflare";
import { readAnswer } from "./api";
import { serverApi } from "./api.server";

/** How long the sign-in page waits for what it may offer before it opens offering both. */
export const SIGN_IN_OPTIONS_WAIT_MS = 2000;

/**
 * What sign-in can offer (decision 079): a company page only when the LinkedIn app holds the
 * Community Management API. A failed or slow read (the API down or busy, a bad answer) offers it:
 * the sign-in page still opens at once, and the start still refuses a company page in words.
 */
export async function signInOptions(context: AppLoadContext, request: Request, waitMs = SIGN_IN_OPTIONS_WAIT_MS): Promise<{ companyPages: boolean }> {
  const both = { companyPages: true };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const read = (async () => {
      const answer = await readAnswer(await serverApi(context, request, { token: null }).public.api.oauth.options.$get());
      return { companyPages: answer.ok ? answer.data.companyPages !== false : true };
    })();
    return await Promise.race([read, new Promise<typeof both>((resolve) => (timer = setTimeout(() => resolve(both), waitMs)))]);
  } catch {
    return both;
  } finally {
    clearTimeout(timer);
  }
}
