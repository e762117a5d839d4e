import { forwardToApi } from "../../../app/lib/forward-to-api";

/** /public/api/* → the API Worker (sign-in, LinkedIn callback, invite lookup). */
export const onRequest: PagesFunction<{ API: Fetcher }> = ({ request, env }) => forwardToApi(request, env.API);
