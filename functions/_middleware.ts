import { refuseCrossSite } from "../app/lib/request-guards";

/** Every state-changing request to the web app (API calls and Remix actions such as /logout) comes from this site. */
export const onRequest: PagesFunction = ({ request, next }) => refuseCrossSite(request) ?? next();
