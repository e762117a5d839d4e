import { forwardToApi } from "../../app/lib/forward-to-api";

/** /api/* → the API Worker, with the session cookie as a bearer token. */
export const onRequest: PagesFunction<{ API: Fetcher }> = ({ request, env }) => forwardToApi(request, env.API);
