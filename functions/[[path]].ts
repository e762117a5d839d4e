import type { ServerBuild } from "@remix-run/cloudflare";
import { createRequestHandler } from "@remix-run/cloudflare-pages";
// biome-ignore lint/suspicious/noTsIgnore: the build or fixture may or may not be typed, so expect-error would break one way
// @ts-ignore: the server build exists once `remix vite:build` has run (and has no declarations).
import * as build from "../build/server";

const handleRequest = createRequestHandler({ build: build as unknown as ServerBuild });

/**
 * Every page request goes to Remix; /api/* and /public/api/* have their own functions. Not Remix's
 * createPagesFunctionHandler: it asks ASSETS for every request before rendering, and here that
 * ask always misses, since _routes.json already sends the build's files (/assets/*, /favicon.svg)
 * past the functions. On Cloudflare it was a subrequest per page for nothing; under
 * `wrangler pages dev` it goes through wrangler's Node process, which has held it for a minute on
 * a loaded machine (decision 062).
 */
export const onRequest: PagesFunction<Env> = async (context) => {
  try {
    return await handleRequest(context);
  } catch {
    return new Response("Internal Error", { status: 500 });
  }
};
