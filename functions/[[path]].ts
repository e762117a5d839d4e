import type { ServerBuild } from "@remix-run/cloudflare";
import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
// biome-ignore lint/suspicious/noTsIgnore: the build or fixture may or may not be typed, so expect-error would break one way
// @ts-ignore: the server build exists once `remix vite:build` has run (and has no declarations).
import * as build from "../build/server";

/** Every page request goes to Remix; /api/* and /public/api/* have their own functions. */
export const onRequest = createPagesFunctionHandler({ build: build as unknown as ServerBuild });
