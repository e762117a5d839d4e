import { refuseCrossSite } from "../app/lib/request-guards";
import { withSecurityHeaders } from "../app/lib/security-headers";

/**
 * Every request to the web app: a state-changing one must come from this site (API calls and
 * Remix actions such as /logout); every response gets the security headers.
 */
export const onRequest: PagesFunction = async ({ request, next }) => withSecurityHeaders(refuseCrossSite(request) ?? (await next()), request.url);
